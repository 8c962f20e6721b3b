/**
 * The auto-detection fixture repositories (test/fixtures/detect/<name>/), each copied into a temp
 * folder and made a real git repository with one commit, since detection reads git's listing.
 */
import { cp } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { GitRepo } from './git-repo.js';

export const DETECT_FIXTURES = ['policy-library', 'app-repo', 'monorepo'] as const;
export type DetectFixture = (typeof DETECT_FIXTURES)[number];

export const detectFixtureDir = (name: DetectFixture): string =>
  fileURLToPath(new URL(`../fixtures/detect/${name}`, import.meta.url));

/** A committed copy of the fixture; `extra` files are written (and committed) too. */
export async function fixtureRepo(
  name: DetectFixture,
  extra: Record<string, string> = {},
): Promise<GitRepo> {
  const repo = await GitRepo.create();
  await cp(detectFixtureDir(name), repo.dir, { recursive: true });
  await repo.writeAll(extra);
  await repo.commit(`the ${name} fixture`);
  return repo;
}
