import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

let validator: ValidateFunction | undefined;

/**
 * The OASIS SARIF 2.1.0 schema as shipped by @microsoft/jest-sarif (draft-04: its top-level `id`
 * becomes `$id` for Ajv, which reads draft-07; the schema uses no other draft-04-only keyword).
 */
export async function sarifValidator(): Promise<ValidateFunction> {
  if (validator) return validator;
  const require = createRequire(import.meta.url);
  const file = require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');
  const schema = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  const { id } = schema;
  delete schema.$schema;
  delete schema.id;
  // The schema's `language` pattern is valid only without the `u` flag.
  const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
  addFormats(ajv);
  validator = ajv.compile({ ...schema, $id: String(id) });
  return validator;
}
