import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { fixManifests } from '../../../src/cli/fix.js';
import { cleanupRepos, tempDir } from '../../support/git-repo.js';
import { SUGGEST_CASES, readCapture } from '../../support/mutation-capture.js';

afterAll(cleanupRepos);

const parse = (text: string) =>
  parseAllDocuments(text, { version: '1.1' }).map((document) => document.toJS() as unknown);

describe('--fix', () => {
  it('writes every captured mutation into its file, which then parses to Kyverno’s objects', async () => {
    const workspace = await tempDir('kpc-fix-');
    await mkdir(path.join(workspace, 'deploy'));
    const captures = await Promise.all(SUGGEST_CASES.map((name) => readCapture(name)));
    for (const [index, capture] of captures.entries()) {
      await writeFile(path.join(workspace, `deploy/${SUGGEST_CASES[index]}.yaml`), capture.head);
    }
    const outcome = await fixManifests(
      workspace,
      captures.flatMap((capture) => capture.mutations),
    );
    expect(outcome.fixed.sort()).toEqual(SUGGEST_CASES.map((name) => `deploy/${name}.yaml`).sort());
    for (const [index, capture] of captures.entries()) {
      const text = await readFile(
        path.join(workspace, `deploy/${SUGGEST_CASES[index]}.yaml`),
        'utf8',
      );
      expect(parse(text)).toEqual(capture.expected);
    }
    expect(outcome.lines).toContain(
      'Fixed deploy/comment.yaml: 1 change (cap-replicas/at-most-three)',
    );
    expect(outcome.lines).toContain('  +  replicas: 3 # scaled up for the launch');
  });

  it('says what it cannot fix: a rendered object, a file that is gone', async () => {
    const workspace = await tempDir('kpc-fix-');
    const [mutation] = (await readCapture('comment')).mutations;
    const outcome = await fixManifests(workspace, [
      mutation!,
      {
        ...mutation!,
        documentIndex: undefined,
        render: { tool: 'helm', root: 'charts/api' },
      },
    ]);
    expect(outcome.fixed).toEqual([]);
    expect(outcome.lines[0]).toMatch(/^Not fixed deploy\/comment\.yaml: the file cannot be read/);
    expect(outcome.lines[1]).toMatch(/Deployment\/api .*Helm render; change its source by hand/);
  });

  it('with no mutations, says so', async () => {
    const outcome = await fixManifests('/nowhere', []);
    expect(outcome.lines).toEqual(['--fix: Kyverno\u2019s policies change none of the manifests.']);
  });
});
