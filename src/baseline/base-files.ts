/**
 * The baseline's fast path: only the base versions of the files being checked, read from git's
 * object store (one `git ls-tree`, one `git cat-file --batch`), instead of a checkout of the whole
 * base commit. It is taken only where it provably gives what a checkout would:
 * - the head's plan already ruled out what needs the whole tree (suites, renders, the `crds`
 *   input, every file in scope: see `fastPathBlocker`);
 * - the policies, exceptions and values file are the same files with the same bytes at both
 *   commits, so the head's PolicyPlan stands for the base's;
 * - the paths read are plain files at the base (no symlink or submodule at or above them), and
 *   the `.gitattributes` that apply to them are the same at both commits (the contents are read
 *   through the same filters a checkout uses);
 * - no object read is a custom resource, whose CRD Kyverno may need from other files.
 * Anything else is a checkout, as before (`compareWithBaseCommit`), with the reason logged.
 */
import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import picomatch from 'picomatch';
import { rendersAnything, type ApplyConfig, type Config } from '../inputs/config.js';
import { openBaseCommit, type BaseCommit } from '../changes/base-tree.js';
import { changesAtBase } from '../changes/baseline.js';
import type { ChangeSet, Changes } from '../changes/changed-files.js';
import { parseManifest } from '../documents/manifest-documents.js';
import { manifestMatcher, relativePattern } from '../plan/manifests.js';
import { workspaceRelative } from '../documents/workspace-files.js';
import type { ProcessRunner } from '../process/run-process.js';
import { isCustomResource } from '../run/crds.js';
import type { CheckPlan } from '../stage/stage.js';
import { BaseListing, listBaseCommit, readBlobs } from './base-blobs.js';
import { baseManifestFiles } from './compare-with-base.js';

export type BaseFiles =
  /** The base versions of the manifest files to check (workspace-relative), and their bytes. */
  | { kind: 'read'; manifestFiles: string[]; texts: Map<string, Buffer>; notices: string[] }
  /** The base commit cannot be had: the baseline is skipped, as with a checkout. */
  | { kind: 'unavailable'; reason: string }
  /** Not provably the same as a checkout: check one out (the commit is already there). */
  | { kind: 'checkout'; reason: string; opened: BaseCommit };

export interface BaseFilesInput {
  workspace: string;
  commit: string;
  apply: ApplyConfig;
  changes: ChangeSet;
  headManifestFiles: readonly string[];
  shardIndex?: number;
  runner: ProcessRunner;
}

/** Why the head's plan needs a checkout of the base commit, before reading anything. */
export function fastPathBlocker(
  config: Pick<Config, 'tests' | 'render' | 'apply'>,
  changes: Changes,
  plan: Pick<CheckPlan, 'scope' | 'policies' | 'manifestFiles'>,
): string | undefined {
  if (changes.everything || plan.scope?.scope !== 'changed') return 'every file is in scope';
  if (config.tests.dirs.length > 0) return 'suites are read from the whole tree';
  if (rendersAnything(config)) return 'charts and kustomizations are rendered from the whole tree';
  if ((config.apply.crds ?? []).length > 0) return 'the `crds` input is read from the tree';
  if (!plan.policies || plan.manifestFiles.length === 0) return 'the head checks no manifest';
  return undefined;
}

type Proof<T> = T | { reason: string };
const failed = <T>(proof: Proof<T>): proof is { reason: string } =>
  typeof proof === 'object' && proof !== null && 'reason' in proof;

/** Reads what the baseline checks at the base commit, or says why a checkout is needed. */
export async function openBaseFiles(input: BaseFilesInput): Promise<BaseFiles> {
  const opened = await openBaseCommit(input.workspace, input.commit, input.runner);
  if (!opened.ok) return { kind: 'unavailable', reason: opened.reason };
  const checkout = (reason: string): BaseFiles => ({ kind: 'checkout', reason, opened });
  const listing = await listBaseCommit(opened);
  if (failed(listing)) return checkout(listing.reason);
  const top = (file: string) =>
    opened.inside === '' ? file : file === '' ? opened.inside : `${opened.inside}/${file}`;
  if (listing.kind(opened.inside) === 'unsure') {
    return checkout('the workspace folder is a symlink or submodule at the base commit');
  }
  const policyFiles = await policyFilesAtBoth(input, listing, top);
  if (failed(policyFiles)) return checkout(policyFiles.reason);
  const folders = await sameManifestFolders(input, listing, top);
  if (folders) return checkout(folders);

  const matches = await manifestMatcher(input.workspace, input.apply.manifests);
  const selected = new Set<string>();
  const atBase = changesAtBase(input.changes);
  for (const given of atBase.everything ? [] : atBase.files) {
    const file = workspaceRelative(input.workspace, given);
    if (file === undefined || !matches(file)) continue;
    const kind = listing.kind(top(file));
    if (kind === 'unsure') return checkout(`${file} is a symlink or submodule at the base commit`);
    if (kind === 'file') selected.add(file);
  }
  const manifestFiles = baseManifestFiles([...selected].sort(), input);

  const read = [...manifestFiles, ...policyFiles];
  const attributes = await sameAttributes(opened, listing, read.map(top));
  if (attributes) return checkout(attributes);
  const blobs = await readBlobs(
    opened,
    read.map((file) => ({ sha: listing.sha(top(file))!, path: top(file) })),
    { filters: true },
  );
  if (failed(blobs)) return checkout(blobs.reason);
  const texts = new Map(read.map((file, index) => [file, blobs[index]!]));
  for (const file of policyFiles) {
    const head = await readFile(path.join(input.workspace, file)).catch(() => undefined);
    if (!head?.equals(texts.get(file)!)) return checkout(`the policy input file ${file} changed`);
  }
  for (const file of manifestFiles) {
    const { documents } = parseManifest(file, texts.get(file)!.toString('utf8'));
    if (documents.some((document) => isCustomResource(document.object.resource))) {
      return checkout(`${file} holds a custom resource, whose CRD may be in other files`);
    }
  }
  for (const file of policyFiles) texts.delete(file);
  return { kind: 'read', manifestFiles, texts, notices: [...opened.notices] };
}

/**
 * The files below the `policies`, `exceptions` and `values-file` inputs, when the same paths are
 * plain files at both commits (their bytes are compared by the caller). Globs count every file
 * below their fixed folder, hidden ones too: more than the plan reads, never less.
 */
async function policyFilesAtBoth(
  input: BaseFilesInput,
  listing: BaseListing,
  top: (file: string) => string,
): Promise<Proof<string[]>> {
  const { apply, workspace } = input;
  const given = [
    ...apply.policies,
    ...apply.exceptions,
    ...(apply.valuesFile ? [apply.valuesFile] : []),
  ];
  const files = new Set<string>();
  for (const raw of given) {
    const pattern = raw.replace(/\\/g, '/');
    const scan = picomatch.scan(pattern);
    const prefix = workspaceRelative(workspace, scan.isGlob ? scan.base || '.' : pattern);
    if (prefix === undefined || prefix === '') {
      return { reason: `the policy input \`${raw}\` is not a folder or file inside the workspace` };
    }
    const atHead = await headFilesBelow(workspace, prefix);
    if (failed(atHead)) return atHead;
    if (listing.kind(top(prefix)) === 'unsure') {
      return { reason: `${prefix} is a symlink or submodule at the base commit` };
    }
    const outside = top('').length === 0 ? 0 : top('').length + 1;
    const atBase = listing.within(top(prefix)).map((file) => file.slice(outside));
    if (atBase.some((file) => listing.kind(top(file)) !== 'file')) {
      return { reason: `${prefix} holds a symlink or submodule at the base commit` };
    }
    if (atBase.sort().join('\0') !== atHead.sort().join('\0')) {
      return {
        reason: `the files below the policy input \`${raw}\` differ from the base commit's`,
      };
    }
    atHead.forEach((file) => files.add(file));
  }
  return [...files].sort();
}

/** The plain files at or below `prefix` in the workspace; a symlink on the way is a reason. */
async function headFilesBelow(workspace: string, prefix: string): Promise<Proof<string[]>> {
  const parts = prefix.split('/');
  for (let depth = 1; depth < parts.length; depth += 1) {
    const above = parts.slice(0, depth).join('/');
    const info = await lstat(path.join(workspace, above)).catch(() => undefined);
    if (info?.isSymbolicLink()) return { reason: `${above} is a symlink in the workspace` };
  }
  const files: string[] = [];
  const visit = async (relative: string): Promise<string | undefined> => {
    const info = await lstat(path.join(workspace, relative)).catch(() => undefined);
    if (!info) return undefined;
    if (info.isFile()) files.push(relative);
    else if (info.isDirectory()) {
      for (const name of await readdir(path.join(workspace, relative))) {
        if (name === '.git') return `${relative} holds a git repository`;
        const why = await visit(`${relative}/${name}`);
        if (why) return why;
      }
    } else return `${relative} is a symlink or special file in the workspace`;
    return undefined;
  };
  const why = await visit(prefix);
  return why ? { reason: why } : files;
}

/** A `manifests` pattern naming a path means its YAML files when it is a folder: at both commits. */
async function sameManifestFolders(
  input: BaseFilesInput,
  listing: BaseListing,
  top: (file: string) => string,
): Promise<string | undefined> {
  for (const raw of input.apply.manifests) {
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const relative = relativePattern(input.workspace, trimmed.replace(/^!/, ''));
    if (relative === undefined || picomatch.scan(relative).isGlob) continue;
    const atBase = listing.kind(top(relative));
    const atHead = await lstat(path.join(input.workspace, relative)).catch(() => undefined);
    if (atBase === 'unsure' || atHead?.isSymbolicLink()) {
      return `the manifests path ${relative} is a symlink or submodule`;
    }
    if ((atBase === 'directory') !== (atHead?.isDirectory() ?? false)) {
      return `the manifests path ${relative} is a folder at one commit only`;
    }
  }
  return undefined;
}

/**
 * The `.gitattributes` that apply to `files` (clone-relative): the same bytes at the base commit
 * and in the workspace, or a reason. `git cat-file --filters` reads the workspace's.
 */
async function sameAttributes(
  base: BaseCommit,
  listing: BaseListing,
  files: readonly string[],
): Promise<string | undefined> {
  const candidates = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let depth = 0; depth < parts.length; depth += 1) {
      candidates.add([...parts.slice(0, depth), '.gitattributes'].join('/'));
    }
  }
  const compared: { file: string; head: Buffer; sha: string }[] = [];
  for (const file of candidates) {
    const atBase = listing.kind(file);
    const head = await readFile(path.join(base.topLevel, file)).catch(() => undefined);
    if (atBase === 'missing' && head === undefined) continue;
    const sha = listing.sha(file);
    if (atBase !== 'file' || head === undefined || sha === undefined) {
      return `${file} differs from the base commit's`;
    }
    compared.push({ file, head, sha });
  }
  const blobs = await readBlobs(
    base,
    compared.map(({ file, sha }) => ({ sha, path: file })),
    { filters: false },
  );
  if (failed(blobs)) return blobs.reason;
  const differs = compared.find((entry, index) => !entry.head.equals(blobs[index]!));
  return differs ? `${differs.file} differs from the base commit's` : undefined;
}
