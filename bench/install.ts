/**
 * The installer against the loopback release server holding the real Kyverno archive: a cold
 * install (download, SHA-256, extract, cache, `kyverno version`) against a tool-cache hit for an
 * exact version (no network) and for `latest` (which lists releases from a loopback GitHub API
 * first). Each round starts from an empty tool cache; BENCH_INSTALL_ROUNDS rounds (default 3).
 *
 *   npm run bench:install        (node --import tsx bench/install.ts)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InstallConfig } from '../src/inputs/config.js';
import { installKyverno, type InstallDeps } from '../src/install/index.js';
import { trustMaterialFromJSON } from '../src/install/sigstore-root.js';
import { registerKyvernoReleases } from '../test/support/fake-github/releases.js';
import { FakeGitHub } from '../test/support/fake-github/server.js';
import { ReleaseServer } from '../test/support/release-server.js';
import { releaseSigner } from '../test/support/sigstore.js';
import { msMeasure, runStandalone, timed, type BenchContext, type Row } from './harness.js';

/** tool-cache and @actions/core narrate to stdout for the runner; keep the bench output readable. */
async function withoutRunnerCommands<T>(work: () => Promise<T>): Promise<T> {
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    if (/^(::debug::|\[command\])/.test(text)) return true;
    return write.call(process.stdout, chunk, ...rest);
  }) as typeof process.stdout.write;
  try {
    return await work();
  } finally {
    process.stdout.write = write;
  }
}

/** Sets environment variables for the duration of `work`. */
async function withEnv<T>(env: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    return await work();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

interface Samples {
  cold: number[];
  hit: number[];
  latest: number[];
  requests: { cold: number; hit: number; latest: number };
}

async function measureInstalls(context: BenchContext, root: string): Promise<Samples> {
  const rounds = Number(process.env.BENCH_INSTALL_ROUNDS ?? 3);
  const releases = await ReleaseServer.start(context.kyverno.releaseDir);
  const gh = await FakeGitHub.start();
  registerKyvernoReleases(gh);
  const config: InstallConfig = {
    version: releases.tag,
    releaseUrl: releases.url,
    verifyChecksum: true,
    verifySignature: 'auto',
  };
  const { sigstore } = await releaseSigner();
  const trust = trustMaterialFromJSON(sigstore.trustedRoot);
  const deps: Partial<InstallDeps> = {
    apiUrl: gh.url,
    token: '',
    logger: { info: () => undefined, debug: () => undefined, warning: () => undefined },
    trustedRoot: () => Promise.resolve(trust),
    addPath: () => undefined,
  };
  const samples: Samples = {
    cold: [],
    hit: [],
    latest: [],
    requests: { cold: 0, hit: 0, latest: 0 },
  };
  const install = async (kind: keyof Samples['requests'], version: string, origin: RegExp) => {
    const before = releases.requests.length + gh.requests.length;
    const { ms, value } = await timed(() => installKyverno({ ...config, version }, deps));
    if (!origin.test(value.origin)) throw new Error(`unexpected origin: ${value.origin}`);
    samples[kind].push(ms);
    samples.requests[kind] = releases.requests.length + gh.requests.length - before;
  };
  try {
    for (let round = 1; round <= rounds; round++) {
      const toolCache = path.join(root, `tool-cache-${round}`);
      await withEnv(
        { RUNNER_TOOL_CACHE: toolCache, RUNNER_TEMP: path.join(root, 'temp') },
        async () => {
          await install('cold', releases.tag, /^downloaded from /);
          await install('hit', releases.tag, /^tool cache$/);
          await install('latest', 'latest', /^tool cache$/);
        },
      );
      await rm(toolCache, { recursive: true, force: true });
    }
  } finally {
    await releases.close();
    await gh.close();
  }
  return samples;
}

export async function installRows(context: BenchContext): Promise<Row[]> {
  context.log('install: cold installs and cache hits against the loopback release server');
  const root = await mkdtemp(path.join(os.tmpdir(), 'kpc-bench-install-'));
  try {
    const samples = await withoutRunnerCommands(() => measureInstalls(context, root));
    const cold = msMeasure(samples.cold);
    const { requests } = samples;
    return [
      {
        what: `install ${context.kyverno.tag}: tool-cache hit vs cold install from the loopback release server`,
        action: msMeasure(samples.hit),
        baseline: cold,
        notes: [`HTTP requests per install: hit ${requests.hit}, cold ${requests.cold}`],
      },
      {
        what: 'install `latest`: tool-cache hit (lists releases) vs cold install',
        action: msMeasure(samples.latest),
        baseline: cold,
        notes: [`HTTP requests per install: ${requests.latest} (the releases list)`],
      },
    ];
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  await runStandalone('Kyverno CLI installer', installRows);
}
