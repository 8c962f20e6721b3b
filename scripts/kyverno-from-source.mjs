// Builds the real Kyverno CLI from its Go module (pinned in test/kyverno-cli/go.mod + go.sum) the way
// Kyverno's release does, caches it outside the repository, and packages it as a release archive
// with checksums.txt so tests can serve it from a loopback release server.
//
//   node scripts/kyverno-from-source.mjs          build or reuse; prints the binary's path
//
// Cache: $KYVERNO_POLICY_CHECK_CACHE, else $XDG_CACHE_HOME/kyverno-policy-check, else ~/.cache/…,
// keyed by Kyverno version, the go.mod/go.sum hash and the platform.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, writeFile, chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const moduleDir = path.join(root, 'test', 'kyverno-cli');
const mainPackage = 'github.com/kyverno/kyverno/cmd/cli/kubectl-kyverno';
const GOARCH_TO_RELEASE_ARCH = { amd64: 'x86_64', arm64: 'arm64', s390x: 's390x' };

function log(message) {
  process.stderr.write(`[kyverno-from-source] ${message}\n`);
}

export function cacheRoot() {
  if (process.env.KYVERNO_POLICY_CHECK_CACHE) return process.env.KYVERNO_POLICY_CHECK_CACHE;
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'kyverno-policy-check');
}

function go(args, options = {}) {
  try {
    return execFileSync('go', args, { cwd: moduleDir, encoding: 'utf8', ...options }).trim();
  } catch (error) {
    throw new Error(
      `\`go ${args.join(' ')}\` failed. Building Kyverno from source needs Go (https://go.dev/dl) and ` +
        `access to the Go module proxy.`,
      { cause: error },
    );
  }
}

async function sourceKey() {
  const goMod = await readFile(path.join(moduleDir, 'go.mod'), 'utf8');
  const goSum = await readFile(path.join(moduleDir, 'go.sum'), 'utf8');
  const version = /github\.com\/kyverno\/kyverno (v\S+)/.exec(goMod)?.[1];
  if (!version) throw new Error(`${moduleDir}/go.mod does not require github.com/kyverno/kyverno`);
  const hash = createHash('sha256').update(goMod).update(goSum).digest('hex').slice(0, 12);
  return { version, hash };
}

function buildWithProgress(output, version) {
  const total = Number(
    go(['list', '-deps', mainPackage], { env: { ...process.env, CGO_ENABLED: '0' } }).split('\n')
      .length,
  );
  const started = Date.now();
  let compiled = 0;
  const args = [
    'build',
    '-v',
    '-trimpath',
    '-o',
    output,
    '-ldflags',
    `-s -w -X github.com/kyverno/kyverno/pkg/version.BuildVersion=${version.replace(/^v/, '')}`,
    mainPackage,
  ];
  log(
    `building Kyverno ${version} from its Go module (${total} packages; the first build takes several minutes)`,
  );
  return new Promise((resolve, reject) => {
    const child = spawn('go', args, {
      cwd: moduleDir,
      env: { ...process.env, CGO_ENABLED: '0' },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let errors = '';
    const timer = setInterval(() => {
      const seconds = Math.round((Date.now() - started) / 1000);
      log(`compiled ${compiled}/${total} packages, ${seconds}s elapsed`);
    }, 15_000);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      for (const line of chunk.split('\n')) {
        if (!line) continue;
        if (/^[\w.\-/]+$/.test(line)) compiled += 1;
        else errors += `${line}\n`;
      }
    });
    child.on('error', (error) => {
      clearInterval(timer);
      reject(
        new Error('could not start `go`: install Go to build Kyverno from source', {
          cause: error,
        }),
      );
    });
    child.on('close', (code) => {
      clearInterval(timer);
      if (code === 0) {
        log(`built in ${Math.round((Date.now() - started) / 1000)}s`);
        resolve();
      } else reject(new Error(`go build of Kyverno ${version} failed (exit ${code}):\n${errors}`));
    });
  });
}

/** Packages the binary the way Kyverno's goreleaser config does: archive with kyverno + LICENSE, checksums.txt. */
async function packageRelease(binary, releaseDir, version) {
  const goos = go(['env', 'GOOS']);
  const arch = GOARCH_TO_RELEASE_ARCH[go(['env', 'GOARCH'])];
  const archiveName = `kyverno-cli_${version}_${goos}_${arch}.tar.gz`;
  const kyvernoModuleDir = go(['list', '-m', '-f', '{{.Dir}}', 'github.com/kyverno/kyverno']);
  const stage = await mkdtemp(path.join(os.tmpdir(), 'kyverno-release-'));
  try {
    await copyFile(binary, path.join(stage, 'kyverno'));
    await chmod(path.join(stage, 'kyverno'), 0o755);
    await copyFile(path.join(kyvernoModuleDir, 'LICENSE'), path.join(stage, 'LICENSE'));
    await mkdir(releaseDir, { recursive: true });
    const archive = path.join(releaseDir, archiveName);
    execFileSync('tar', [
      '-czf',
      archive,
      '--owner=0',
      '--group=0',
      '--mtime=@0',
      '-C',
      stage,
      'kyverno',
      'LICENSE',
    ]);
    const sha = createHash('sha256')
      .update(await readFile(archive))
      .digest('hex');
    await writeFile(path.join(releaseDir, 'checksums.txt'), `${sha}  ${archiveName}\n`);
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/**
 * Returns the cached binary, building it first when needed.
 * @returns {Promise<{ binary: string, version: string, releaseDir: string }>}
 */
export async function ensureKyvernoFromSource() {
  const { version, hash } = await sourceKey();
  const goos = go(['env', 'GOOS']);
  const goarch = go(['env', 'GOARCH']);
  const dir = path.join(cacheRoot(), `kyverno-${version}-${hash}-${goos}-${goarch}`);
  const binary = path.join(dir, 'kyverno');
  const releaseDir = path.join(dir, 'release', version);
  if (existsSync(binary) && existsSync(path.join(releaseDir, 'checksums.txt'))) {
    log(`reusing Kyverno ${version} built from source: ${binary}`);
    return { binary, version, releaseDir };
  }
  await mkdir(dir, { recursive: true });
  if (!existsSync(binary)) {
    const partial = `${binary}.partial-${process.pid}`;
    await buildWithProgress(partial, version);
    await rename(partial, binary);
  }
  await packageRelease(binary, releaseDir, version);
  const reported = execFileSync(binary, ['version'], { encoding: 'utf8' });
  log(`ready: ${binary} (${reported.split('\n')[0]})`);
  return { binary, version, releaseDir };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { binary } = await ensureKyvernoFromSource();
  console.log(binary);
}
