/**
 * The JSON Schema (draft 2020-12) of the configuration file, built from the input table: its keys
 * are the inputs, list inputs are arrays of strings. `npm run docs` writes it to SCHEMA_PATH.
 */
import { lines } from './reader.js';
import { describeInput, inFile, type InputSpec } from './spec.js';
import { INPUT_NAMES, inputSpec } from './table.js';

export const SCHEMA_PATH = 'schema/kyverno-policy-check.schema.json';

type JsonSchema = Record<string, unknown>;

function valueSchema(spec: InputSpec): JsonSchema {
  const byDefault = spec.default;
  switch (spec.type) {
    case 'list': {
      const list = {
        type: 'array',
        items: { type: 'string', ...(spec.values && { enum: [...spec.values] }) },
        ...(byDefault !== '' && { default: lines(byDefault) }),
      };
      // A detected input also takes `none`, which turns its detection off.
      return spec.detected ? { anyOf: [list, { const: 'none' }] } : list;
    }
    case 'boolean':
      return { type: 'boolean', default: byDefault === 'true' };
    case 'enum': {
      const values = spec.values ?? [];
      // YAML reads a bare true/false as a boolean: accept it where the input's values are words.
      const booleans = [true, false].filter((value) => values.includes(String(value)));
      return { enum: [...values, ...booleans], default: byDefault };
    }
    case 'integer':
      return {
        type: 'integer',
        minimum: spec.minimum ?? 1,
        ...(spec.maximum !== undefined && { maximum: spec.maximum }),
        ...(byDefault !== '' && { default: Number(byDefault) }),
      };
    default:
      return {
        type: 'string',
        ...(spec.pattern && { pattern: spec.pattern }),
        ...(byDefault !== '' && { default: byDefault }),
      };
  }
}

export function inputsSchema(): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const name of INPUT_NAMES) {
    const spec = inputSpec(name);
    if (!inFile(spec)) continue;
    properties[name] = { description: describeInput(spec), ...valueSchema(spec) };
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Kyverno Policy Check configuration',
    description:
      'The inputs of the Kyverno Policy Check action, one key each (lists as YAML lists). Generated from src/inputs/table.ts by `npm run docs`.',
    type: 'object',
    properties: {
      $schema: { type: 'string', description: 'The URL of this schema.' },
      ...properties,
    },
    additionalProperties: false,
  };
}
