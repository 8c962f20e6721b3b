import { describe, expect, it } from 'vitest';
import { localDefaults, parseCliArgs, USAGE } from '../../../src/cli/args.js';
import { MIGRATE_USAGE } from '../../../src/cli/migrate.js';
import { INPUT_NAMES, inputSpec } from '../../../src/inputs/table.js';

const flags = INPUT_NAMES.filter((name) => inputSpec(name).cli);

describe('the local mode flags', () => {
  it('are the inputs the table gives a flag, with the local-only ones', () => {
    expect(flags).toEqual(expect.arrayContaining(['tests', 'policies', 'scope', 'fail-on']));
    const [options = '', local = ''] = USAGE.split('\nLocal options:\n');
    for (const name of INPUT_NAMES) {
      const listed = options.includes(`  --${name} `) || options.includes(`  --${name}\n`);
      expect(listed, name).toBe(flags.includes(name));
    }
    for (const flag of ['--base REF', '--baseline REF', '--no-color', '-h, --help'])
      expect(local).toContain(`  ${flag}`);
  });

  it('state the defaults of the table in the usage text', () => {
    expect(USAGE).toMatch(/--kyverno-version V +version to install \(default: v1\.19\.1\)/);
    expect(USAGE).toMatch(/--helm-version V +Helm to install for charts \(default: v4\.3\.2\)/);
    expect(USAGE).toMatch(/--scope all\|changed +which manifests to check \(default: all\)/);
    expect(USAGE).toMatch(/--tests DIR .*\(default: detected\)/);
    expect(MIGRATE_USAGE).toContain('--kyverno-version V   Kyverno to install (default: v1.19.1)');
    for (const line of USAGE.split('\n')) expect(line.length, line).toBeLessThanOrEqual(100);
  });

  it('leave unset flags empty, for the configuration file; local defaults sit below it', () => {
    const { input } = parseCliArgs([]);
    expect(INPUT_NAMES.filter((name) => input(name) !== '')).toEqual([]);
    expect(INPUT_NAMES.filter((name) => localDefaults(name) !== '')).toEqual(['scope']);
    expect(localDefaults('scope')).toBe('all');
  });

  it('join repeated list flags into lines, and read switches as booleans', () => {
    const { input, base, baseline } = parseCliArgs([
      '--tests',
      'a',
      '--tests',
      'b',
      '--audit-warn',
      '--fail-on-existing',
      'false',
      '--baseline',
      'main',
    ]);
    expect(input('tests')).toBe('a\nb');
    expect(input('audit-warn')).toBe('true');
    expect(input('require-tests')).toBe('');
    expect(input('fail-on-existing')).toBe('false');
    expect([input('baseline'), base, baseline]).toEqual(['', undefined, 'main']);
  });

  it('refuse the inputs without a flag', () => {
    expect(() => parseCliArgs(['--github-token', 'x'])).toThrow(/Unknown option '--github-token'/);
    expect(() => parseCliArgs(['--comment', 'off'])).toThrow(/Unknown option '--comment'/);
  });
});
