/**
 * The policy packs shipped inside the action (`builtin-policies`): one folder per pack under
 * `policies/builtin/` at the action's root, next to `dist/`, with the pack's tests in hidden
 * `.kyverno-test/` folders that Kyverno skips when it loads the pack's folder.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuiltinPack } from '../inputs/config.js';
import type { PolicyInfo } from '../model/report.js';
import type { PolicySource } from './policies.js';
import { readPolicyInfo } from '../documents/policy-info.js';
import { walkFiles } from '../documents/workspace-files.js';

const PACKS_FOLDER = path.join('policies', 'builtin');

/**
 * `policies/builtin` of the action: found by walking up from this module, which is
 * `dist/index.js` in the bundled action and `src/plan/builtin-packs.ts` in development.
 */
export function builtinPacksRoot(from: string = fileURLToPath(import.meta.url)): string {
  for (let folder = path.dirname(from); ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, PACKS_FOLDER);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(folder) === folder) {
      throw new Error(
        `the action's built-in policies (${PACKS_FOLDER}) were not found above ${from}: ` +
          'the action is incomplete; check it out again.',
      );
    }
  }
}

export interface LoadedPack {
  name: BuiltinPack;
  /** What `kyverno apply` loads: the pack's folder, as one argument. */
  source: PolicySource;
  /** The pack's policies with their annotations, for the reports (no workspace file). */
  policies: PolicyInfo[];
}

const YAML = /\.ya?ml$/i;
const hidden = (_relative: string, name: string): boolean => name.startsWith('.');

/** Reads one pack's policies. Throws only when the action itself is broken. */
export async function loadBuiltinPack(
  name: BuiltinPack,
  root: string = builtinPacksRoot(),
): Promise<LoadedPack> {
  const folder = path.join(root, name);
  const walked = await walkFiles(folder, '', hidden);
  const files = walked.files.filter(
    (file) => YAML.test(file) && !path.posix.basename(file).startsWith('.'),
  );
  const display = `builtin-policies: ${name}`;
  const policies = (
    await Promise.all(
      files.sort().map(async (file) => {
        const shown = `${name}/${file}`;
        return readPolicyInfo(await readFile(path.join(folder, file), 'utf8'), shown);
      }),
    )
  ).flat();
  if (policies.length === 0) throw new Error(`the built-in policy pack ${name} holds no policy`);
  return {
    name,
    source: {
      argument: folder,
      display,
      builtin: name,
      policies: policies.map((policy) => ({
        kind: policy.kind,
        name: policy.name,
        file: display,
        line: policy.line ?? 1,
      })),
    },
    policies: policies.map(({ file: _file, line: _line, ...info }) => info),
  };
}
