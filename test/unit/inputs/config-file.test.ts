import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SCHEMA_PATH } from '../../../src/inputs/schema.js';
import { repoRoot } from '../../support/action-runner.js';
import {
  ConfigFileError,
  fileInputs,
  layerInputs,
  readConfigFile,
} from '../../../src/inputs/config-file.js';
import { parseConfigFile } from '../../../src/inputs/config-file-parse.js';
import { readConfig } from '../../../src/inputs/read.js';
import { inFile } from '../../../src/inputs/spec.js';
import { INPUT_NAMES, inputSpec } from '../../../src/inputs/table.js';
import { cleanupRepos, tempDir } from '../../support/git-repo.js';

afterAll(cleanupRepos);

const FILE = '.kyverno-policy-check.yaml';
const validate = new Ajv2020({ strict: true, allErrors: true }).compile(
  JSON.parse(readFileSync(path.join(repoRoot, SCHEMA_PATH), 'utf8')),
);

/** A value for every key of the file, of the right type, and the raw input it becomes. */
function sample(name: string): { yaml: string; raw: string } {
  const spec = inputSpec(name as (typeof INPUT_NAMES)[number]);
  switch (spec.type) {
    case 'list': {
      if (spec.values) return { yaml: `\n  - ${spec.values[0]}`, raw: spec.values[0]! };
      return { yaml: "\n  - 'a/**/*.yaml'\n  - second", raw: 'a/**/*.yaml\nsecond' };
    }
    case 'boolean':
      return { yaml: 'true', raw: 'true' };
    case 'enum':
      return {
        yaml: spec.values![1] ?? spec.values![0]!,
        raw: spec.values![1] ?? spec.values![0]!,
      };
    case 'integer':
      return { yaml: '3', raw: '3' };
    default: {
      const byPattern: Record<string, string> = {
        shard: '1/3',
        'helm-kube-version': '1.31.0',
        'min-coverage': '80',
      };
      const value = byPattern[name] ?? `value-of-${name}`;
      return { yaml: `'${value}'`, raw: value };
    }
  }
}

const FILE_KEYS = INPUT_NAMES.filter((name) => inFile(inputSpec(name)));

describe('the configuration file', () => {
  it('reads every key the schema has, lists as YAML lists', () => {
    const text = FILE_KEYS.map((name) => `${name}: ${sample(name).yaml}`).join('\n');
    const { values } = parseConfigFile(text, FILE);
    expect(validate(parse(text)), JSON.stringify(validate.errors)).toBe(true);
    expect(Object.keys(values)).toEqual(FILE_KEYS);
    for (const name of FILE_KEYS) expect(values[name], name).toBe(sample(name).raw);
  });

  it('accepts the yaml-language-server comment, a $schema key and an empty file', () => {
    const text =
      '# yaml-language-server: $schema=https://x/schema.json\n$schema: https://x\npolicies: [p/]\n';
    expect(parseConfigFile(text, FILE).values).toEqual({ policies: 'p/' });
    expect(parseConfigFile('', FILE).values).toEqual({});
    expect(parseConfigFile('# only a comment\n', FILE).values).toEqual({});
  });

  it('takes `none` and an empty list as "nothing of this kind" for a detected input', () => {
    const { values } = parseConfigFile('manifests: none\nhelm-charts: []\n', FILE);
    expect(values).toEqual({ manifests: 'none', 'helm-charts': 'none' });
  });

  const problem = (text: string): string => {
    try {
      parseConfigFile(text, FILE);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigFileError);
      return (error as Error).message;
    }
    throw new Error('no error');
  };

  it.each([
    [
      'an unknown key',
      'fail-on: warn\npolices: [p/]\n',
      "line 2: `polices` is not a key of the configuration file. Did you mean `policies`? The keys are the action's inputs (see the README's input table).",
    ],
    [
      'a token',
      'github-token: ghp_x\n',
      'line 1: `github-token` is not a key of the configuration file. A token does not belong in a committed file: pass it in the workflow.',
    ],
    [
      'a string for a list',
      'fail-on: warn\n\npolicies: policies/\n',
      'line 3: `policies` must be a YAML list of strings, or `none`, not a string. Fix the value of `policies`.',
    ],
    [
      'a word for a boolean',
      'audit-warn: sometimes\n',
      'line 1: `audit-warn` must be true or false, not a string. Fix the value of `audit-warn`.',
    ],
    [
      'a value outside an enum',
      'tests: [.]\nfail-on: sometimes\n',
      'line 2: `fail-on` must be one of: fail, error, warn, never (got "sometimes"). Fix the value of `fail-on`.',
    ],
    [
      'an unknown pack',
      'builtin-policies:\n  - kyverno-prod\n',
      'line 2: `builtin-policies` has "kyverno-prod", which is not one of: kyverno-production. Fix the value of `builtin-policies`.',
    ],
    [
      'a count below 1',
      'parallelism: 0\n',
      'line 1: `parallelism` must be a whole number of at least 1 (got 0). Fix the value of `parallelism`.',
    ],
    [
      'a number where a string is wanted',
      'kyverno-version: 1.19\n',
      'line 1: `kyverno-version` must be a string, not a number; quote it. Fix the value of `kyverno-version`.',
    ],
    [
      'a bad shard',
      "shard: '4 of 3'\n",
      'line 1: `shard` "4 of 3" does not have the expected form',
    ],
    ['not YAML', 'policies: [a\n', 'not valid YAML'],
    ['a list at the top', '- policies\n', 'line 1: the file must be a YAML mapping'],
  ])('reports %s at its line, naming the key and the file', (_what, text, message) => {
    const got = problem(text);
    expect(got).toContain(message);
    expect(got).toContain(FILE);
    // The committed JSON Schema, which editors check with, rejects it too.
    let data: unknown;
    try {
      data = parse(text);
    } catch {
      return;
    }
    expect(validate(data)).toBe(false);
  });

  it('lists every problem at once', () => {
    const got = problem('polices: [a]\nfail-on: loud\n');
    expect(got).toMatch(/has 2 problems:\n- .* line 1: `polices`.*\n- .* line 2: `fail-on`/);
  });
});

describe('reading the file from the workspace', () => {
  it('reads .kyverno-policy-check.yaml, a `config` path, or nothing', async () => {
    const dir = await tempDir('kpc-config-');
    expect(await readConfigFile(dir, '')).toBeUndefined();
    await writeFile(path.join(dir, FILE), 'policies: [p/]\n');
    expect(await readConfigFile(dir, '')).toEqual({ file: FILE, values: { policies: 'p/' } });
    await mkdir(path.join(dir, 'ci'));
    await writeFile(path.join(dir, 'ci/kpc.yaml'), 'fail-on: warn\n');
    expect(await readConfigFile(dir, 'ci/kpc.yaml')).toEqual({
      file: 'ci/kpc.yaml',
      values: { 'fail-on': 'warn' },
    });
    await expect(readConfigFile(dir, 'missing.yaml')).rejects.toThrow(
      /^Input `config`: cannot read `missing.yaml`/,
    );
    await expect(readConfigFile(dir, '../elsewhere.yaml')).rejects.toThrow(
      'Input `config`: `../elsewhere.yaml` is outside the workspace',
    );
  });
});

describe('precedence: the workflow, then the file, then the defaults', () => {
  const env = { workspace: '/repo', runnerTemp: '/tmp', cpuCount: 2 };
  const file = parseConfigFile("fail-on: warn\nkyverno-version: '1.18.2'\n", FILE);

  it('a value in the file beats the default', () => {
    const config = readConfig(
      layerInputs(() => '', fileInputs(file)),
      env,
    );
    expect(config.report.failOn).toBe('warn');
    expect(config.install.version).toBe('1.18.2');
  });

  it('a value set in the workflow beats the file', () => {
    const workflow = (name: string) => (name === 'fail-on' ? 'never' : '');
    const config = readConfig(layerInputs(workflow, fileInputs(file)), env);
    expect(config.report.failOn).toBe('never');
    expect(config.install.version).toBe('1.18.2');
  });

  it('without either, the table default applies', () => {
    const config = readConfig(
      layerInputs(() => '', fileInputs(undefined)),
      env,
    );
    expect(config.report.failOn).toBe('fail');
    expect(config.install.version).toBe(inputSpec('kyverno-version').default);
  });
});
