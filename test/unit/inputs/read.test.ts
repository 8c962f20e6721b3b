import { describe, expect, it } from 'vitest';
import { InputError, parseShard, readConfig, type Environment } from '../../../src/inputs/read.js';

const env: Environment = { workspace: '/repo', runnerTemp: '/tmp/runner', cpuCount: 4 };
const from =
  (inputs: Record<string, string>) =>
  (name: string): string =>
    inputs[name] ?? '';

describe('readConfig', () => {
  it('applies the documented defaults', () => {
    const config = readConfig(from({ tests: '.' }), env);
    expect(config.parallelism).toBe(4);
    expect(config.install).toEqual({
      version: 'v1.19.1',
      releaseUrl: 'https://github.com/kyverno/kyverno/releases/download',
      verifyChecksum: true,
      verifySignature: 'auto',
    });
    expect(config.tests).toEqual({
      dirs: ['.'],
      fileName: 'kyverno-test.yaml',
      requireTests: false,
      scope: 'all',
      vacuousTests: 'fail',
    });
    expect(config.apply).toEqual({
      policies: [],
      manifests: [],
      scope: 'auto',
      exceptions: [],
      auditWarn: false,
    });
    expect(config.report).toMatchObject({
      failOn: 'fail',
      annotations: true,
      checkRun: true,
      checkName: 'Kyverno',
      comment: 'on-failure',
      jobSummary: true,
      migrationReport: false,
      jsonFile: '/tmp/runner/kyverno-policy-check/results.json',
    });
  });

  it('reads migration-report as a boolean', () => {
    expect(
      readConfig(from({ tests: '.', 'migration-report': 'true' }), env).report.migrationReport,
    ).toBe(true);
    expect(() => readConfig(from({ tests: '.', 'migration-report': 'maybe' }), env)).toThrow(
      /migration-report/,
    );
  });

  it('splits newline lists, dropping blanks and comments, and resolves paths in the workspace', () => {
    const config = readConfig(
      from({
        policies: 'policies/\n\n  # team B\nteam-b/policies\n',
        manifests: 'deploy/**/*.yaml\r\n!**/kustomization.yaml',
        'junit-file': 'out/junit.xml',
        'kyverno-path': 'bin/kyverno',
      }),
      env,
    );
    expect(config.apply.policies).toEqual(['policies/', 'team-b/policies']);
    expect(config.apply.manifests).toEqual(['deploy/**/*.yaml', '!**/kustomization.yaml']);
    expect(config.report.junitFile).toBe('/repo/out/junit.xml');
    expect(config.install.path).toBe('/repo/bin/kyverno');
  });

  it.each([
    [
      { 'fail-on': 'sometimes' },
      'Input `fail-on`: got "sometimes"; use one of: fail, error, warn, never.',
    ],
    [{ comment: 'yes' }, 'Input `comment`: got "yes"; use one of: on-failure, always, off.'],
    [{ suggestions: 'all' }, 'Input `suggestions`: got "all"; use one of: mutations, off.'],
    [{ scope: 'some' }, 'Input `scope`: got "some"; use one of: auto, changed, all.'],
    [
      { 'tests-scope': 'changed' },
      'Input `tests-scope`: got "changed"; use one of: all, affected.',
    ],
    [{ 'verify-checksum': 'maybe' }, 'Input `verify-checksum`: got "maybe"; use true or false.'],
    [
      { 'verify-signature': 'yes' },
      'Input `verify-signature`: got "yes"; use one of: auto, true, false.',
    ],
    [
      { kustomizations: 'deploy/*', policies: 'p/', 'kustomize-load-restrictor': 'anywhere' },
      'Input `kustomize-load-restrictor`: got "anywhere"; use one of: root-only, none.',
    ],
    [{ parallelism: '0' }, 'Input `parallelism`: got "0"; use a whole number of at least 1.'],
    [{ parallelism: 'lots' }, 'Input `parallelism`: got "lots"; use a whole number of at least 1.'],
    [
      { manifests: 'deploy/*.yaml' },
      'Input `policies`: is required when `manifests` is set: list the policy files or folders to apply (or name a pack in `builtin-policies`).',
    ],
    [
      { 'test-case-selector': 'policy=a, rules=b' },
      'Input `test-case-selector`: invalid part `rules=b`',
    ],
    [{ baseline: 'main' }, 'Input `baseline`: got "main"; use one of: auto, off.'],
    [
      { 'fail-on-existing': 'sometimes' },
      'Input `fail-on-existing`: got "sometimes"; use true or false.',
    ],
    [
      { 'pull-request-number': '#12' },
      'Input `pull-request-number`: got "#12"; use a whole number of at least 1.',
    ],
  ])('rejects %o with a message naming the input', (inputs, message) => {
    expect(() => readConfig(from(inputs), env)).toThrow(InputError);
    expect(() => readConfig(from(inputs), env)).toThrow(message);
  });
});

describe('test-case-selector', () => {
  it('passes a valid selector on normalized, and warns when Kyverno will take a wildcard literally', () => {
    const config = readConfig(from({ 'test-case-selector': ' policy=a , resource=bad-*' }), env);
    expect(config.tests.selector).toBe('policy=a,resource=bad-*');
    expect(config.warnings).toHaveLength(1);
    expect(config.warnings[0]).toContain('bad-*');
  });
});

describe('parseShard', () => {
  it('reads i/n', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, total: 3 });
    expect(parseShard(' 1 / 1 ')).toEqual({ index: 1, total: 1 });
    expect(parseShard('')).toBeUndefined();
  });

  it.each(['0/3', '4/3', '3', 'a/b', '1/0'])('rejects %s', (value) => {
    expect(() => parseShard(value)).toThrow(`Input \`shard\`: got "${value}"; use \`i/n\``);
  });
});

describe('builtin-policies', () => {
  it('names packs, each once, and lets them stand in for `policies`', () => {
    const config = readConfig(
      from({
        manifests: 'deploy/*.yaml',
        'builtin-policies': 'kyverno-production\n# again\nkyverno-production\n',
      }),
      env,
    );
    expect(config.apply.builtinPolicies).toEqual(['kyverno-production']);
    expect(config.apply.policies).toEqual([]);
  });

  it('is absent when empty', () => {
    expect(readConfig(from({}), env).apply.builtinPolicies).toBeUndefined();
  });

  it('rejects an unknown pack, listing the packs', () => {
    expect(() => readConfig(from({ 'builtin-policies': 'kyverno-prod' }), env)).toThrow(
      new InputError(
        'builtin-policies',
        'there is no built-in policy pack named "kyverno-prod"; the packs are: kyverno-production.',
      ),
    );
  });
});
