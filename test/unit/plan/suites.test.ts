import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeDiscovery, discoverSuites } from '../../../src/plan/suites.js';

let workspace: string;

async function write(file: string, text = 'apiVersion: cli.kyverno.io/v1alpha1\n'): Promise<void> {
  await mkdir(path.dirname(path.join(workspace, file)), { recursive: true });
  await writeFile(path.join(workspace, file), text);
}

beforeEach(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'discovery-'));
});
afterEach(async () => {
  await rm(workspace, { recursive: true, force: true });
});

describe('discoverSuites', () => {
  it('finds suites recursively, in hidden folders too, skipping .git and node_modules', async () => {
    await write('policies/a/.kyverno-test/kyverno-test.yaml', 'x: 1\n');
    await write('policies/b/kyverno-test.yaml');
    await write('policies/b/nested/kyverno-test.yaml');
    await write('.git/hooks/kyverno-test.yaml');
    await write('node_modules/pkg/kyverno-test.yaml');
    await write('policies/c/kyverno-test.yml');
    const suites = await discoverSuites(['.'], { workspace, fileName: 'kyverno-test.yaml' });
    expect(suites).toEqual([
      {
        kind: 'local',
        file: 'policies/a/.kyverno-test/kyverno-test.yaml',
        path: path.join(workspace, 'policies/a/.kyverno-test/kyverno-test.yaml'),
        dir: path.join(workspace, 'policies/a/.kyverno-test'),
        size: 5,
      },
      expect.objectContaining({ file: 'policies/b/kyverno-test.yaml' }),
      expect.objectContaining({ file: 'policies/b/nested/kyverno-test.yaml' }),
    ]);
  });

  it('uses a custom file name, exact and case-sensitive', async () => {
    await write('a/policy-tests.yaml');
    await write('b/Policy-Tests.yaml');
    await write('c/kyverno-test.yaml');
    const suites = await discoverSuites(['.'], { workspace, fileName: 'policy-tests.yaml' });
    expect(suites.map((suite) => suite.kind === 'local' && suite.file)).toEqual([
      'a/policy-tests.yaml',
    ]);
  });

  it('lists each file once when folders overlap, keeps git URLs, and follows symlinked files but not symlinked folders', async () => {
    await write('a/kyverno-test.yaml');
    await write('elsewhere/kyverno-test.yaml');
    await symlink(path.join(workspace, 'elsewhere'), path.join(workspace, 'a/linked-folder'));
    await mkdir(path.join(workspace, 'b'));
    await symlink(
      path.join(workspace, 'elsewhere/kyverno-test.yaml'),
      path.join(workspace, 'b/kyverno-test.yaml'),
    );
    const suites = await discoverSuites(['.', 'a', 'https://example.com/org/repo'], {
      workspace,
      fileName: 'kyverno-test.yaml',
    });
    expect(suites.map((suite) => (suite.kind === 'local' ? suite.file : suite.url))).toEqual([
      'a/kyverno-test.yaml',
      'b/kyverno-test.yaml',
      'elsewhere/kyverno-test.yaml',
      'https://example.com/org/repo',
    ]);
  });

  it('returns nothing, with a log line saying so, when require-tests is off', async () => {
    await write('a/other.yaml');
    const suites = await discoverSuites(['.', 'a'], { workspace, fileName: 'kyverno-test.yaml' });
    expect(suites).toEqual([]);
    expect(describeDiscovery(suites, ['.', 'a'], 'kyverno-test.yaml')).toBe(
      'No test file named kyverno-test.yaml was found in `.`, `a`: `kyverno test` does not run.',
    );
  });

  it('fails when nothing is found and require-tests is on', async () => {
    await expect(
      discoverSuites(['.'], { workspace, fileName: 'kyverno-test.yaml', requireTests: true }),
    ).rejects.toThrow(
      'require-tests: no test file named kyverno-test.yaml was found in `.`. Add a Kyverno test suite, fix the `tests` or `test-file-name` input, or set `require-tests: false`.',
    );
  });

  it('names a folder that does not exist, and a file given as a folder', async () => {
    await write('a/kyverno-test.yaml');
    await write('a/notes.yaml');
    await expect(
      discoverSuites(['missing'], { workspace, fileName: 'kyverno-test.yaml' }),
    ).rejects.toThrow(
      `tests: the folder \`missing\` does not exist (looked for ${path.join(workspace, 'missing')}).`,
    );
    await expect(
      discoverSuites(['a/notes.yaml'], { workspace, fileName: 'kyverno-test.yaml' }),
    ).rejects.toThrow('tests: `a/notes.yaml` is a file, not a folder.');
    expect(
      await discoverSuites(['a/kyverno-test.yaml'], { workspace, fileName: 'kyverno-test.yaml' }),
    ).toHaveLength(1);
  });

  it('describes what it found', () => {
    expect(
      describeDiscovery(
        [
          {
            kind: 'local',
            file: 'a/kyverno-test.yaml',
            path: '/w/a/kyverno-test.yaml',
            dir: '/w/a',
            size: 1,
          },
          { kind: 'git', url: 'https://example.com/o/r' },
        ],
        ['.'],
        'kyverno-test.yaml',
      ),
    ).toBe('Found 1 kyverno-test.yaml test file and 1 git repository in `.`.');
  });
});
