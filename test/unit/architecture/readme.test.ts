import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { renderReadme } from '../../../scripts/docs.mjs';
import { actionDefault } from '../../../src/inputs/spec.js';
import { inputSpec, type InputName } from '../../../src/inputs/table.js';
import { repoRoot } from '../../support/action-runner.js';

const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
const actionYaml = readFileSync(path.join(repoRoot, 'action.yml'), 'utf8');

describe('README', () => {
  it('has the inputs table of src/inputs/table.ts and the outputs of action.yml (run `npm run docs`)', () => {
    expect(readme).toBe(renderReadme(readme, actionYaml));
  });

  it("has every input of action.yml in its table, with action.yml's default and description", () => {
    const action = parse(actionYaml) as {
      inputs: Record<string, { description: string; default: string }>;
    };
    const table = /<!-- inputs:start -->\n([\s\S]*?)\n<!-- inputs:end -->/.exec(readme)?.[1] ?? '';
    const rows = table
      .split('\n')
      .slice(2)
      .map((row) => {
        // Cells are split at `|` not escaped as `\|`; a default is one code span (or empty).
        const cells = row
          .slice(1, -1)
          .split(/(?<!\\)\|/)
          .map((text) => text.trim().replace(/\\\|/g, '|'));
        const [name = '', byDefault = '', description = ''] = cells;
        return {
          name: name.replace(/^`|`$/g, ''),
          byDefault: byDefault.replace(/^`|`$/g, ''),
          description,
        };
      });
    const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect(rows.map((row) => row.name)).toEqual(Object.keys(action.inputs));
    for (const row of rows) {
      const spec = action.inputs[row.name]!;
      const entry = inputSpec(row.name as InputName);
      // action.yml leaves empty what the configuration file may set; the README shows the
      // effective default (or that the input is detected), which action.yml's description states.
      expect(row.byDefault, `${row.name}: default`).toBe(
        entry.detected ? '*detected*' : entry.default,
      );
      expect(oneLine(spec.default), `${row.name}: action.yml default`).toBe(actionDefault(entry));
      expect(row.description, `${row.name}: description`).toBe(oneLine(spec.description));
    }
  });

  it('has a Quick start with exactly two commands: the example and the tests', () => {
    const quickStart = /## Quick start\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
    const block = /```sh\n([\s\S]*?)```/.exec(quickStart)?.[1] ?? '';
    const commands = block
      .split('\n')
      .map((line) => line.replace(/#.*$/, '').trim())
      .filter(Boolean);
    expect(commands).toEqual(['npm run example', 'npm test']);
    const scripts = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts;
    expect(scripts.example).toMatch(/^node scripts\/setup\.mjs/);
    expect(scripts.test).toMatch(/^node scripts\/setup\.mjs/);
  });

  it('.ci/run runs the README test command', () => {
    expect(readFileSync(path.join(repoRoot, '.ci', 'run'), 'utf8')).toMatch(/^npm test$/m);
  });
});

describe('action.yml', () => {
  const action = parse(actionYaml) as {
    runs: { using: string; main: string };
    inputs: Record<string, { description?: string; default?: string }>;
    outputs: Record<string, { description?: string }>;
  };

  it('runs dist/index.js on Node 24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('describes every input with a default, and every output', () => {
    for (const [name, spec] of Object.entries(action.inputs)) {
      expect(spec.description, name).toBeTruthy();
      expect(spec.default, name).toBeDefined();
    }
    for (const [name, spec] of Object.entries(action.outputs))
      expect(spec.description, name).toBeTruthy();
  });

  it('reads every input it declares', () => {
    // readConfig reads the inputs; loadConfig reads `config`, the configuration file's path.
    const reader = ['src/inputs/read.ts', 'src/detect/load.ts']
      .map((file) => readFileSync(path.join(repoRoot, file), 'utf8'))
      .join('\n');
    for (const name of Object.keys(action.inputs)) expect(reader, name).toContain(`'${name}'`);
  });
});
