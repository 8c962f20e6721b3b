/**
 * The one way tests read a corpus. The shared, read-only public corpus (`../shared/corpus` next to
 * the repository) is not part of a clone: without it, its tests are skipped with a message that
 * says why. Every behaviour those tests check is also checked on the mini corpus the repository
 * carries (test/fixtures/mini-corpus), so a bare clone still tests each stage.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe } from 'vitest';

/** Why a test of the shared corpus was skipped. */
export const CORPUS_SKIP_MESSAGE = 'needs ../shared/corpus (the public corpus); see test/README.md';

/**
 * The shared corpus (it may be absent: see `hasSharedCorpus`). `KPC_SHARED_CORPUS` names another
 * place for it, e.g. from a git worktree that has no `../shared`.
 */
export const sharedCorpusDir = (): string =>
  process.env.KPC_SHARED_CORPUS ||
  fileURLToPath(new URL('../../../shared/corpus', import.meta.url));

/** Whether the shared corpus is next to the repository. */
export const hasSharedCorpus = (): boolean => existsSync(sharedCorpusDir());

/** The small corpus written for the project, laid out like the shared one. */
export const miniCorpusDir = (): string =>
  fileURLToPath(new URL('../fixtures/mini-corpus', import.meta.url));

/** Every `.yaml` and `.yml` file under `dir`, hidden ones included, sorted. */
export function yamlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ya?ml$/i.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** One corpus a test runs over, and what the test expects of it. */
export interface Corpus<Facts> {
  /** `shared corpus` or `mini corpus`. */
  name: string;
  dir: string;
  facts: Facts;
}

/**
 * Declares the same tests over both corpora: the shared one (skipped, with the reason in its
 * title, when absent) and the mini corpus. `body` runs at collection time: it may compute paths
 * from `corpus.dir`, but reads files only in hooks and tests.
 */
export function describeCorpora<Facts>(
  title: string,
  facts: { shared: Facts; mini: Facts },
  body: (corpus: Corpus<Facts>) => void,
): void {
  const present = hasSharedCorpus();
  const shared = { name: 'shared corpus', dir: sharedCorpusDir(), facts: facts.shared };
  describe.skipIf(!present)(
    present
      ? `${title} (shared corpus)`
      : `${title} (shared corpus): skipped, ${CORPUS_SKIP_MESSAGE}`,
    () => body(shared),
  );
  describe(`${title} (mini corpus)`, () =>
    body({ name: 'mini corpus', dir: miniCorpusDir(), facts: facts.mini }));
}
