/**
 * `openBaseFiles` on real git repositories: what it reads of the base commit, and each case it
 * leaves to a checkout because a listing and blobs cannot prove they are what a checkout shows.
 */
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { BaseListing, readBlobs } from '../../../src/baseline/base-blobs.js';
import { openBaseFiles, type BaseFilesInput } from '../../../src/baseline/base-files.js';
import type { ApplyConfig } from '../../../src/inputs/config.js';
import { openBaseCommit } from '../../../src/changes/base-tree.js';
import type { ChangeSet } from '../../../src/changes/changed-files.js';
import { runProcess } from '../../../src/process/run-process.js';
import { cleanupRepos, GitRepo } from '../../support/git-repo.js';

const policy = 'apiVersion: kyverno.io/v1\nkind: ClusterPolicy\nmetadata:\n  name: p\n';
const pod = (name: string) => `apiVersion: v1\nkind: Pod\nmetadata:\n  name: ${name}\n`;

const apply: ApplyConfig = {
  policies: ['policies'],
  manifests: ['deploy/**/*.yaml'],
  scope: 'auto',
  exceptions: [],
  auditWarn: false,
};

let repo: GitRepo;
let base: string;

beforeEach(async () => {
  repo = await GitRepo.create();
  await repo.writeAll({
    'policies/p.yaml': policy,
    'deploy/a.yaml': pod('a'),
    // Bytes that are not one character each: sizes are counted in bytes.
    'deploy/ü.yaml': `${pod('u')}# grüße, 日本\n`,
  });
  base = await repo.commit('base');
  await repo.branch('head');
});

afterAll(cleanupRepos);

function input(changes: Partial<ChangeSet>, more: Partial<BaseFilesInput> = {}): BaseFilesInput {
  return {
    workspace: repo.dir,
    commit: base,
    apply,
    changes: { everything: false, files: [], removed: [], origin: 'test', notices: [], ...changes },
    headManifestFiles: changes.files ?? [],
    runner: runProcess,
    ...more,
  };
}

describe('openBaseFiles reads the base versions', () => {
  it('of changed, renamed and removed files; an added file has none', async () => {
    await repo.write('deploy/a.yaml', pod('a2'));
    await repo.write('deploy/new.yaml', pod('new'));
    const files = await openBaseFiles(
      input({
        files: ['deploy/a.yaml', 'deploy/new.yaml', 'deploy/renamed.yaml'],
        removed: ['deploy/ü.yaml', 'deploy/old.yaml'],
        renamed: { 'deploy/renamed.yaml': 'deploy/old.yaml' },
      }),
    );
    // old.yaml is not at the base either: nothing to read for it.
    expect(files.kind).toBe('read');
    if (files.kind !== 'read') return;
    expect(files.manifestFiles).toEqual(['deploy/a.yaml', 'deploy/ü.yaml']);
    expect(files.texts.get('deploy/a.yaml')?.toString()).toBe(pod('a'));
    expect(files.texts.get('deploy/ü.yaml')?.toString()).toBe(`${pod('u')}# grüße, 日本\n`);
    // Only the manifests are handed on; the policies were compared.
    expect([...files.texts.keys()].sort()).toEqual(['deploy/a.yaml', 'deploy/ü.yaml']);
  });

  it('of a workspace in a folder of the clone, by paths relative to the workspace', async () => {
    await repo.writeAll({ 'sub/policies/p.yaml': policy, 'sub/deploy/b.yaml': pod('b') });
    base = await repo.commit('sub');
    await repo.write('sub/deploy/b.yaml', pod('b2'));
    const files = await openBaseFiles(
      input({ files: ['deploy/b.yaml'] }, { workspace: path.join(repo.dir, 'sub') }),
    );
    expect(files.kind === 'read' && files.manifestFiles).toEqual(['deploy/b.yaml']);
    expect(files.kind === 'read' && files.texts.get('deploy/b.yaml')?.toString()).toBe(pod('b'));
  });

  it('leaves out a removed file on shards other than the first', async () => {
    const files = await openBaseFiles(input({ removed: ['deploy/a.yaml'] }, { shardIndex: 2 }));
    expect(files.kind === 'read' && files.manifestFiles).toEqual([]);
  });

  it('says the base commit cannot be had, as a checkout would', async () => {
    const files = await openBaseFiles(
      input({ files: ['deploy/a.yaml'] }, { commit: 'f'.repeat(40) }),
    );
    expect(files.kind).toBe('unavailable');
    if (files.kind !== 'unavailable') return;
    expect(files.reason).toMatch(/^the base commit ffffffffffff is not in the clone/);
  });
});

describe('openBaseFiles leaves to a checkout', () => {
  const reasonOf = async (changes: Partial<ChangeSet>, more?: Partial<BaseFilesInput>) => {
    const files = await openBaseFiles(input(changes, more));
    return files.kind === 'checkout' ? files.reason : files.kind;
  };

  it('a policy file changed in the workspace', async () => {
    await repo.write('policies/p.yaml', `${policy}# edited\n`);
    expect(await reasonOf({ files: ['deploy/a.yaml'] })).toBe(
      'the policy input file policies/p.yaml changed',
    );
  });

  it('a file below the policies that the base commit lacks, hidden or not', async () => {
    await repo.write('policies/.notes', 'x');
    expect(await reasonOf({ files: ['deploy/a.yaml'] })).toBe(
      "the files below the policy input `policies` differ from the base commit's",
    );
  });

  it('an exception or values file that changed', async () => {
    await repo.write('values.yaml', 'a: 1\n');
    await repo.commit('values');
    base = await repo.head();
    await repo.write('values.yaml', 'a: 2\n');
    expect(
      await reasonOf(
        { files: ['deploy/a.yaml'] },
        { apply: { ...apply, valuesFile: 'values.yaml' } },
      ),
    ).toBe('the policy input file values.yaml changed');
  });

  it('a manifest that is a symlink at the base commit', async () => {
    await repo.symlink('deploy/link.yaml', 'a.yaml');
    base = await repo.commit('link');
    expect(await reasonOf({ files: ['deploy/link.yaml'] })).toBe(
      'deploy/link.yaml is a symlink or submodule at the base commit',
    );
  });

  it('a file below a symlinked folder at the base commit', async () => {
    await repo.symlink('deploy/more', '.');
    base = await repo.commit('link');
    expect(await reasonOf({ files: ['deploy/more/a.yaml'] })).toBe(
      'deploy/more/a.yaml is a symlink or submodule at the base commit',
    );
  });

  it('.gitattributes that differ between the commits', async () => {
    await repo.write('deploy/.gitattributes', '*.yaml text eol=crlf\n');
    expect(await reasonOf({ files: ['deploy/a.yaml'] })).toBe(
      "deploy/.gitattributes differs from the base commit's",
    );
  });

  it('a custom resource, whose CRD may be in files not read', async () => {
    await repo.write(
      'deploy/a.yaml',
      'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\n',
    );
    base = await repo.commit('widget');
    expect(await reasonOf({ files: ['deploy/a.yaml'] })).toBe(
      'deploy/a.yaml holds a custom resource, whose CRD may be in other files',
    );
  });

  it('a `manifests` folder that is a file at the base commit', async () => {
    await repo.write('k8s', pod('k'));
    base = await repo.commit('k8s file');
    await repo.remove('k8s');
    await repo.write('k8s/a.yaml', pod('a'));
    expect(
      await reasonOf({ files: ['k8s/a.yaml'] }, { apply: { ...apply, manifests: ['k8s'] } }),
    ).toBe('the manifests path k8s is a folder at one commit only');
  });
});

describe('the base listing and blobs', () => {
  it('tells files, folders, missing paths and symlinks apart', () => {
    const listing = BaseListing.parse(
      [
        `100644 blob ${'a'.repeat(40)}\tdeploy/a.yaml`,
        `120000 blob ${'b'.repeat(40)}\tdeploy/link`,
        `160000 commit ${'c'.repeat(40)}\tvendor/sub`,
        '',
      ].join('\0'),
    );
    expect(listing.kind('deploy/a.yaml')).toBe('file');
    expect(listing.kind('deploy')).toBe('directory');
    expect(listing.kind('')).toBe('directory');
    expect(listing.kind('deploy/b.yaml')).toBe('missing');
    expect(listing.kind('deploy/a.yaml/x')).toBe('missing');
    expect(listing.kind('deploy/link')).toBe('unsure');
    expect(listing.kind('deploy/link/x.yaml')).toBe('unsure');
    expect(listing.kind('vendor/sub/x.yaml')).toBe('unsure');
    expect(listing.within('deploy')).toEqual(['deploy/a.yaml', 'deploy/link']);
  });

  it('reads several blobs in one process, byte for byte', async () => {
    const opened = await openBaseCommit(repo.dir, base, runProcess);
    if (!opened.ok) throw new Error(opened.reason);
    const sha = (file: string) => opened.git(['rev-parse', `${base}:${file}`]);
    const requests = await Promise.all(
      ['deploy/ü.yaml', 'deploy/a.yaml'].map(async (file) => ({
        sha: (await sha(file)).stdout.trim(),
        path: file,
      })),
    );
    const blobs = await readBlobs(opened, requests, { filters: true });
    expect(Array.isArray(blobs) && blobs.map((blob) => blob.toString())).toEqual([
      `${pod('u')}# grüße, 日本\n`,
      pod('a'),
    ]);
  });
});
