import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readConfig, type Environment } from '../../../src/inputs/read.js';
import { actionDefault, describeInput } from '../../../src/inputs/spec.js';
import { INPUT_NAMES, inputSpec } from '../../../src/inputs/table.js';
import { repoRoot } from '../../support/action-runner.js';

const action = parse(readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { description: string; default: string; required: boolean }>;
};
const env: Environment = { workspace: '/repo', runnerTemp: '/tmp/runner', cpuCount: 4 };

describe('the input table', () => {
  it('has the inputs of action.yml, in its order', () => {
    expect(INPUT_NAMES).toEqual(Object.keys(action.inputs));
  });

  it.each(INPUT_NAMES)('%s: action.yml has its default and description', (name) => {
    const spec = inputSpec(name);
    expect(action.inputs[name]).toEqual({
      description: describeInput(spec),
      required: false,
      default: actionDefault(spec),
    });
  });

  it.each(INPUT_NAMES)(
    '%s: action.yml leaves its default empty when the configuration file may set it',
    (name) => {
      const spec = inputSpec(name);
      // A non-empty action.yml default would reach the action as if the workflow had set it.
      if (!spec.secret && !spec.notInFile) expect(action.inputs[name]?.default).toBe('');
      if (spec.default !== '' && action.inputs[name]?.default === '') {
        expect(action.inputs[name]?.description).toMatch(/ Default: `[^`]+`\.$/);
      }
    },
  );

  it.each(INPUT_NAMES)('%s: its default is one of its values, of its type', (name) => {
    const spec = inputSpec(name);
    if (spec.type === 'enum') expect(spec.values).toContain(spec.default);
    if (spec.type === 'boolean') expect(['true', 'false']).toContain(spec.default);
    if (spec.type === 'list' && spec.values) expect(spec.default).toBe('');
    if (spec.type === 'integer' && spec.default !== '')
      expect(Number.isInteger(Number(spec.default))).toBe(true);
    if (spec.pattern && spec.default !== '') expect(spec.default).toMatch(new RegExp(spec.pattern));
    if (spec.cli && !spec.cli.arg) expect(spec.type, 'only booleans are switches').toBe('boolean');
  });

  it.each(INPUT_NAMES.filter((name) => inputSpec(name).whenEmpty === undefined))(
    '%s: readConfig reads its default as it reads an empty input',
    (name) => {
      const given = readConfig((input) => (input === name ? inputSpec(name).default : ''), env);
      expect(given).toEqual(readConfig(() => '', env));
    },
  );
});
