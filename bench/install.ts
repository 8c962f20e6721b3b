/**
 * Installer timings against the loopback release server holding the real Kyverno archive:
 * a cold install (download, SHA-256, extract, cache, `kyverno version`), a tool-cache hit for an
 * exact version (no network), and a cache hit for `latest` (which lists releases first).
 * Not a test. Rounds: BENCH_ROUNDS (default 3). Run from the repository root, bundled, e.g.
 *   esbuild bench/install.ts --bundle --platform=node --format=esm --packages=external \
 *     --outfile=node_modules/.cache/bench-install.mjs && node node_modules/.cache/bench-install.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { installKyverno, type InstallDeps } from '../src/install/index.js';
import type { InstallConfig } from '../src/inputs/config.js';
import { registerKyvernoReleases } from '../test/support/fake-github/releases.js';
import { FakeGitHub } from '../test/support/fake-github/server.js';
import { ReleaseServer } from '../test/support/release-server.js';

interface Sample {
  ms: number;
  requests: number;
}

/** tool-cache and @actions/core narrate to stdout for the runner; keep the bench output readable. */
function quietRunnerCommands(): void {
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    if (/^(::debug::|\[command\])/.test(text)) return true;
    return write(chunk, ...rest);
  }) as typeof process.stdout.write;
}

function summarize(label: string, samples: Sample[]): string {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const requests = [...new Set(samples.map((s) => s.requests))].join('/');
  const fmt = (ms: number): string => `${ms.toFixed(0).padStart(6)} ms`;
  return `${label.padEnd(34)} median ${fmt(median)}   min ${fmt(times[0] ?? 0)}   max ${fmt(times.at(-1) ?? 0)}   requests ${requests}`;
}

/** The release folder the test harness uses: built or reused by scripts/kyverno-from-source.mjs. */
async function kyvernoReleaseDir(): Promise<string> {
  if (process.env.KYVERNO_TEST_RELEASE_DIR) return process.env.KYVERNO_TEST_RELEASE_DIR;
  const script = path.join(process.cwd(), 'scripts', 'kyverno-from-source.mjs');
  const binary = execFileSync(process.execPath, [script], { encoding: 'utf8' }).trim();
  const releases = path.join(path.dirname(binary), 'release');
  const [tag] = await readdir(releases);
  if (!tag) throw new Error(`no release was packaged in ${releases}`);
  return path.join(releases, tag);
}

async function main(): Promise<void> {
  quietRunnerCommands();
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const releaseDir = await kyvernoReleaseDir();
  const root = await mkdtemp(path.join(os.tmpdir(), 'kyverno-bench-'));
  process.env.RUNNER_TEMP = path.join(root, 'temp');
  const releases = await ReleaseServer.start(releaseDir);
  const gh = await FakeGitHub.start();
  registerKyvernoReleases(gh);
  const config: InstallConfig = {
    version: releases.tag,
    releaseUrl: releases.url,
    verifyChecksum: true,
  };
  const deps: Partial<InstallDeps> = {
    apiUrl: gh.url,
    token: '',
    logger: { info: () => undefined, debug: () => undefined },
    addPath: () => undefined,
  };
  const timed = async (overrides: Partial<InstallConfig>, origin: RegExp): Promise<Sample> => {
    const before = releases.requests.length + gh.requests.length;
    const started = performance.now();
    const info = await installKyverno({ ...config, ...overrides }, deps);
    const ms = performance.now() - started;
    if (!origin.test(info.origin)) throw new Error(`unexpected origin: ${info.origin}`);
    return { ms, requests: releases.requests.length + gh.requests.length - before };
  };

  const cold: Sample[] = [];
  const hit: Sample[] = [];
  const latest: Sample[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      process.env.RUNNER_TOOL_CACHE = path.join(root, `tool-cache-${round}`);
      cold.push(await timed({}, /^downloaded from /));
      hit.push(await timed({}, /^tool cache$/));
      latest.push(await timed({ version: 'latest' }, /^tool cache$/));
      await rm(process.env.RUNNER_TOOL_CACHE, { recursive: true, force: true });
    }
  } finally {
    await releases.close();
    await gh.close();
    await rm(root, { recursive: true, force: true });
  }
  const archiveMb = releases.file(releases.tag, releases.archiveName).length / 1e6;
  console.log(
    `Kyverno ${releases.tag} installer, ${rounds} rounds, archive ${archiveMb.toFixed(1)} MB on loopback`,
  );
  console.log(summarize('cold install (exact version)', cold));
  console.log(summarize('cache hit (exact version)', hit));
  console.log(summarize('cache hit (latest, lists releases)', latest));
}

await main();
