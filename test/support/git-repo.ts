/**
 * Real git repositories in temp folders, for the changed-files tests.
 *
 *   const origin = await GitRepo.create();            // `main` branch, no commits yet
 *   await origin.write('deploy/a.yaml', '…');
 *   const base = await origin.commit('base');          // returns the SHA
 *   await origin.branch('feature');
 *   …
 *   const clone = await origin.clone({ ref: head, depth: 1 });   // like actions/checkout
 *   await cleanupRepos();                               // in afterEach/afterAll
 *
 * Clones fetch over `file://`, so `--depth` and fetching a commit by SHA work as on GitHub.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const created: string[] = [];

/** Git with no user or system configuration, and a fixed identity. */
const GIT_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  GIT_CONFIG_GLOBAL: os.devNull,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_TERMINAL_PROMPT: '0',
};

export async function git(cwd: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd, env: GIT_ENV, maxBuffer: 64 * 1024 * 1024 });
  return stdout.trim();
}

export async function tempDir(prefix = 'kpc-git-'): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  created.push(dir);
  return dir;
}

/** Removes every folder the helpers created. */
export async function cleanupRepos(): Promise<void> {
  await Promise.all(created.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

export class GitRepo {
  readonly dir: string;

  private constructor(dir: string) {
    this.dir = dir;
  }

  /** A new repository on branch `main`, serving any SHA to fetches (as GitHub does). */
  static async create(): Promise<GitRepo> {
    const dir = await tempDir();
    await git(dir, 'init', '--quiet', '--initial-branch=main');
    await git(dir, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
    await git(dir, 'config', 'commit.gpgsign', 'false');
    return new GitRepo(dir);
  }

  /** Wraps an existing clone (e.g. one made by `clone`). */
  static at(dir: string): GitRepo {
    return new GitRepo(dir);
  }

  git(...args: string[]): Promise<string> {
    return git(this.dir, ...args);
  }

  async write(file: string, content: string): Promise<void> {
    const target = path.join(this.dir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }

  /** Writes many files at once, e.g. a generated repository. */
  async writeAll(files: Record<string, string>): Promise<void> {
    await Promise.all(Object.entries(files).map(([file, content]) => this.write(file, content)));
  }

  async remove(file: string): Promise<void> {
    await rm(path.join(this.dir, file), { recursive: true });
  }

  async move(from: string, to: string): Promise<void> {
    await mkdir(path.dirname(path.join(this.dir, to)), { recursive: true });
    await rename(path.join(this.dir, from), path.join(this.dir, to));
  }

  async symlink(file: string, target: string): Promise<void> {
    await mkdir(path.dirname(path.join(this.dir, file)), { recursive: true });
    await symlink(target, path.join(this.dir, file));
  }

  /** Stages everything and commits; returns the new commit's SHA. */
  async commit(message: string): Promise<string> {
    await this.git('add', '--all');
    await this.git('commit', '--quiet', '--allow-empty', '-m', message);
    return this.head();
  }

  head(): Promise<string> {
    return this.git('rev-parse', 'HEAD');
  }

  /** Creates `name` at the current commit (or `from`) and switches to it. */
  async branch(name: string, from?: string): Promise<void> {
    await this.git('switch', '--quiet', '--create', name, ...(from ? [from] : []));
  }

  async switch(name: string): Promise<void> {
    await this.git('switch', '--quiet', name);
  }

  /** Points a ref (e.g. `refs/pull/7/head`) at a commit. */
  async ref(name: string, sha: string): Promise<void> {
    await this.git('update-ref', name, sha);
  }

  get url(): string {
    return pathToFileURL(this.dir).href;
  }

  /**
   * A checkout of `ref` the way actions/checkout makes one: `git init`, remote `origin`,
   * `fetch --depth` of that one commit (no depth: full history of all branches), detached HEAD.
   */
  async clone(options: { ref: string; depth?: number }): Promise<GitRepo> {
    const dir = await tempDir('kpc-clone-');
    await git(dir, 'init', '--quiet', '--initial-branch=main');
    await git(dir, 'remote', 'add', 'origin', this.url);
    if (options.depth === undefined) {
      await git(
        dir,
        'fetch',
        '--quiet',
        '--no-tags',
        'origin',
        '+refs/heads/*:refs/remotes/origin/*',
      );
      await git(dir, 'fetch', '--quiet', '--no-tags', 'origin', options.ref);
    } else {
      await git(
        dir,
        'fetch',
        '--quiet',
        '--no-tags',
        `--depth=${options.depth}`,
        'origin',
        options.ref,
      );
    }
    await git(dir, 'checkout', '--quiet', '--detach', 'FETCH_HEAD');
    return new GitRepo(dir);
  }
}
