import { describe, expect, it } from 'vitest';
import { readConfig, type Environment } from '../../../src/inputs/read.js';
import { parseCliArgs } from '../../../src/cli/args.js';

const env: Environment = { workspace: '/repo', runnerTemp: '/tmp/runner', cpuCount: 2 };
const from =
  (inputs: Record<string, string>) =>
  (name: string): string =>
    inputs[name] ?? '';

describe('the deprecations input', () => {
  it('defaults to warn and accepts error and off', () => {
    expect(readConfig(from({}), env).upgrade).toEqual({ deprecations: 'warn' });
    expect(readConfig(from({ deprecations: 'ERROR' }), env).upgrade?.deprecations).toBe('error');
    expect(readConfig(from({ deprecations: ' off ' }), env).upgrade?.deprecations).toBe('off');
  });

  it('names the input and the allowed values for anything else', () => {
    expect(() => readConfig(from({ deprecations: 'true' }), env)).toThrow(
      'Input `deprecations`: got "true"; use one of: warn, error, off.',
    );
  });

  it('is a flag of the local mode', () => {
    const args = parseCliArgs(['--deprecations', 'off']);
    expect(readConfig(args.input, env).upgrade?.deprecations).toBe('off');
  });
});
