/**
 * What `kyverno-policy-check init` writes: a starter configuration file listing what detection
 * found, and a pull-request workflow that runs the action with no inputs (it reads the file).
 */
import path from 'node:path';
import { stringify } from 'yaml';
import { SCHEMA_PATH } from '../inputs/schema.js';
import type { Detected } from './detect.js';

/** Where editors fetch the schema from; the same repository and tag as the README's examples. */
export const SCHEMA_URL = `https://raw.githubusercontent.com/your-org/kyverno-policy-check/v1/${SCHEMA_PATH}`;

export const WORKFLOW_FILE = '.github/workflows/kyverno-policy-check.yaml';

const dirOf = (file: string): string => {
  const dir = path.posix.dirname(file);
  return dir === '.' ? '.' : dir;
};

/** The starter `.kyverno-policy-check.yaml`: one key per detected kind that found something. */
export function starterConfig(detected: Detected): string {
  const { found } = detected;
  const suiteFolders = [...new Set(found.tests.map(dirOf))];
  const keys: [string, string[]][] = [
    ['policies', found.policies],
    ['tests', suiteFolders],
    ['helm-charts', found['helm-charts'].map((folder) => folder || '.')],
    ['kustomizations', found.kustomizations.map((folder) => folder || '.')],
    ['manifests', found.manifests],
  ];
  const lines = [
    `# yaml-language-server: $schema=${SCHEMA_URL}`,
    '#',
    '# Kyverno Policy Check settings, shared by the action and `npx kyverno-policy-check`.',
    '# Written by `kyverno-policy-check init` from what auto-detection found. Each key is an input',
    '# of the action; an input set in the workflow wins over this file. Remove a key to detect that',
    '# kind again as the repository grows, set it to `none` to turn it off, or edit the lists (globs',
    '# and `!GLOB` exclusions work as in the inputs).',
    '',
  ];
  for (const [key, values] of keys) {
    if (values.length === 0) {
      lines.push(`# ${key}: nothing found; detected when there is`, '');
      continue;
    }
    lines.push(stringify({ [key]: values }, { lineWidth: 0 }).trimEnd(), '');
  }
  const skippedPolicies = detected.notChecked.filter((entry) => entry.what !== 'kustomization');
  if (skippedPolicies.length > 0) {
    lines.push('# Found but not checked:');
    for (const entry of skippedPolicies) lines.push(`# - ${entry.path}: ${entry.reason}`);
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The workflow: every pull request runs the check with the settings of the configuration file. */
export function starterWorkflow(): string {
  return `# Runs Kyverno Policy Check on every pull request, with the settings in .kyverno-policy-check.yaml.
# Make the "Kyverno" check required in branch protection to block merges that break a policy.
name: Kyverno policy check

on:
  pull_request:

permissions:
  contents: read
  checks: write
  pull-requests: write

jobs:
  kyverno:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - uses: your-org/kyverno-policy-check@v1
`;
}
