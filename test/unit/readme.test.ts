import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { renderReadme } from '../../scripts/docs.mjs';
import { repoRoot } from '../support/action-runner.js';

const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
const actionYaml = readFileSync(path.join(repoRoot, 'action.yml'), 'utf8');

describe('README', () => {
  it('has the inputs and outputs tables of action.yml (run `npm run docs` to update them)', () => {
    expect(readme).toBe(renderReadme(readme, actionYaml));
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
    const reader = readFileSync(path.join(repoRoot, 'src', 'inputs', 'read.ts'), 'utf8');
    for (const name of Object.keys(action.inputs)) expect(reader, name).toContain(`'${name}'`);
  });
});
