// Builds a real CLI (Kyverno, Helm, Kustomize) from its Go module the way its release does, caches it
// outside the repository, and packages it under the tool's official release archive name with the
// checksum file its releases publish, so tests can serve it from a loopback release server.
//
//   node scripts/go-tool-from-source.mjs <kyverno|helm|kustomize> [<tag>|--all]
//                                       build or reuse (default: the tool's pinned default version);
//                                       prints the binary's path
//
// Each version is pinned by its own Go module: test/<tool>-cli/<tag>/go.mod + go.sum (+ tools.go).
// Cache: $KYVERNO_POLICY_CHECK_CACHE, else $XDG_CACHE_HOME/kyverno-policy-check, else ~/.cache/…, one
// folder per tool, version, go.mod/go.sum hash and platform. A lock folder beside it (holding the
// owner's pid) makes parallel test runs wait for one build instead of building the same thing twice.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import {
  chmod,
  copyFile,
  mkdir,
  mkdtemp,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const NODE_TO_GOOS = { linux: 'linux', darwin: 'darwin', win32: 'windows' };
const NODE_TO_GOARCH = { x64: 'amd64', arm64: 'arm64', s390x: 's390x', ppc64: 'ppc64le' };
const KYVERNO_RELEASE_ARCH = {
  amd64: 'x86_64',
  arm64: 'arm64',
  s390x: 's390x',
  ppc64le: 'ppc64le',
};

/**
 * @typedef {{ name: string, from: 'binary' | string }} ArchiveEntry
 *   `from`: `binary`, or a file of the tool's Go module (e.g. `LICENSE`).
 * @typedef {{ archive: string, entries: ArchiveEntry[], checksums: 'checksums.txt' | 'sha256sum' }} ReleaseLayout
 * @typedef {{ version: string, time: string }} ModuleInfo
 * @typedef {{
 *   title: string,
 *   module: string,
 *   mainPackage: string,
 *   binaryName: string,
 *   defaultVersion: string,
 *   ldflags: (info: ModuleInfo) => string[],
 *   release: (version: string, goos: string, goarch: string) => ReleaseLayout,
 * }} GoTool
 */

/** @type {Record<'kyverno' | 'helm' | 'kustomize', GoTool>} */
export const GO_TOOLS = {
  // Kyverno's .goreleaser.yaml: `kyverno-cli_<tag>_<os>_<arch>` (x86_64) with kyverno + LICENSE.
  kyverno: {
    title: 'Kyverno',
    module: 'github.com/kyverno/kyverno',
    mainPackage: 'github.com/kyverno/kyverno/cmd/cli/kubectl-kyverno',
    binaryName: 'kyverno',
    defaultVersion: 'v1.19.1',
    ldflags: ({ version }) => [
      '-s',
      '-w',
      `-X github.com/kyverno/kyverno/pkg/version.BuildVersion=${version.replace(/^v/, '')}`,
    ],
    release: (version, goos, goarch) => ({
      archive: `kyverno-cli_${version}_${goos}_${KYVERNO_RELEASE_ARCH[goarch] ?? goarch}.tar.gz`,
      entries: [
        { name: 'kyverno', from: 'binary' },
        { name: 'LICENSE', from: 'LICENSE' },
      ],
      checksums: 'checksums.txt',
    }),
  },
  // Helm's Makefile (`build-cross`, `dist`, `checksum`): `helm-<tag>-<os>-<arch>.tar.gz` holding
  // `<os>-<arch>/{helm,LICENSE,README.md}`, and `<archive>.sha256sum` (`<sha>  <archive>`) beside it.
  // The default kube version comes from client-go's version in the build info, as in a release.
  helm: {
    title: 'Helm',
    module: 'helm.sh/helm/v4',
    mainPackage: 'helm.sh/helm/v4/cmd/helm',
    binaryName: 'helm',
    defaultVersion: 'v4.3.2',
    ldflags: ({ version }) => [
      '-w',
      '-s',
      `-X helm.sh/helm/v4/internal/version.version=${version}`,
      '-X helm.sh/helm/v4/internal/version.metadata=',
      '-X helm.sh/helm/v4/internal/version.gitTreeState=clean',
    ],
    release: (version, goos, goarch) => ({
      archive: `helm-${version}-${goos}-${goarch}.tar.gz`,
      entries: [
        { name: `${goos}-${goarch}/helm`, from: 'binary' },
        { name: `${goos}-${goarch}/LICENSE`, from: 'LICENSE' },
        { name: `${goos}-${goarch}/README.md`, from: 'README.md' },
      ],
      checksums: 'sha256sum',
    }),
  },
  // Kustomize's releasing/build-kustomize-binary.sh: `kustomize_<tag>_<os>_<arch>.tar.gz` holding
  // `kustomize`, and one checksums.txt (`sha256sum` lines) for the release.
  kustomize: {
    title: 'Kustomize',
    module: 'sigs.k8s.io/kustomize/kustomize/v5',
    mainPackage: 'sigs.k8s.io/kustomize/kustomize/v5',
    binaryName: 'kustomize',
    defaultVersion: 'v5.8.2',
    ldflags: ({ version, time }) => [
      '-s',
      '-w',
      `-X sigs.k8s.io/kustomize/api/provenance.version=${version}`,
      `-X sigs.k8s.io/kustomize/api/provenance.buildDate=${time}`,
    ],
    release: (version, goos, goarch) => ({
      archive: `kustomize_${version}_${goos}_${goarch}.tar.gz`,
      entries: [{ name: 'kustomize', from: 'binary' }],
      checksums: 'checksums.txt',
    }),
  },
};

/** @param {string} id */
function tool(id) {
  const found = GO_TOOLS[/** @type {keyof typeof GO_TOOLS} */ (id)];
  if (!found) throw new Error(`unknown tool "${id}": one of ${Object.keys(GO_TOOLS).join(', ')}`);
  return found;
}

export function cacheRoot() {
  if (process.env.KYVERNO_POLICY_CHECK_CACHE) return process.env.KYVERNO_POLICY_CHECK_CACHE;
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'kyverno-policy-check');
}

/** The folder holding one Go module per pinned version: test/<tool>-cli/. */
export const modulesRoot = (id) => path.join(root, 'test', `${id}-cli`);

/** Versions pinned in the repository (folders test/<tool>-cli/<tag>/ with a go.mod), oldest first. */
export function pinnedVersions(id) {
  tool(id);
  const dir = modulesRoot(id);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^v\d+\.\d+\.\d+/.test(name) && existsSync(path.join(dir, name, 'go.mod')))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** The command that builds one version, for messages. */
export function buildCommand(id, version) {
  return id === 'kyverno'
    ? `node scripts/kyverno-from-source.mjs ${version}`
    : `node scripts/go-tool-from-source.mjs ${id} ${version}`;
}

function platform() {
  const goos = NODE_TO_GOOS[process.platform];
  const goarch = NODE_TO_GOARCH[process.arch];
  if (!goos || !goarch) throw new Error(`no Go platform for ${process.platform}/${process.arch}`);
  return { goos, goarch };
}

/**
 * Where a version's binary and release folder live, from the pinned go.mod/go.sum alone (no Go).
 * @returns {{ version: string, moduleDir: string, dir: string, binary: string, releaseDir: string,
 *   archive: string, checksumFile: string, goos: string, goarch: string }}
 */
export function locate(id, version = tool(id).defaultVersion) {
  const spec = tool(id);
  const moduleDir = path.join(modulesRoot(id), version);
  const goModPath = path.join(moduleDir, 'go.mod');
  if (!existsSync(goModPath)) {
    const pinned = pinnedVersions(id);
    throw new Error(
      `${spec.title} ${version} is not pinned: there is no ${path.relative(root, goModPath)}` +
        ` (pinned: ${pinned.join(', ') || 'none'}). Create it with \`go mod init\` + \`go mod tidy\`` +
        ` requiring ${spec.module} ${version}, as the other versions do.`,
    );
  }
  const goMod = readFileSync(goModPath, 'utf8');
  const goSum = existsSync(path.join(moduleDir, 'go.sum'))
    ? readFileSync(path.join(moduleDir, 'go.sum'), 'utf8')
    : '';
  const required = new RegExp(
    `^\\s*(?:require\\s+)?${spec.module.replace(/[.]/g, '\\.')} (v\\S+)`,
    'm',
  );
  const pinnedVersion = required.exec(goMod)?.[1];
  if (pinnedVersion !== version) {
    throw new Error(
      `${path.relative(root, goModPath)} must require ${spec.module} ${version}, not ${pinnedVersion ?? 'nothing'}`,
    );
  }
  const hash = createHash('sha256').update(goMod).update(goSum).digest('hex').slice(0, 12);
  const { goos, goarch } = platform();
  const dir = path.join(cacheRoot(), `${id}-${version}-${hash}-${goos}-${goarch}`);
  const binaryName = spec.binaryName + (goos === 'windows' ? '.exe' : '');
  const layout = spec.release(version, goos, goarch);
  const releaseDir = path.join(dir, 'release', version);
  const checksumFile =
    layout.checksums === 'sha256sum' ? `${layout.archive}.sha256sum` : 'checksums.txt';
  return {
    version,
    moduleDir,
    dir,
    binary: path.join(dir, binaryName),
    releaseDir,
    archive: path.join(releaseDir, layout.archive),
    checksumFile: path.join(releaseDir, checksumFile),
    goos,
    goarch,
  };
}

/** The cached build of a version, or undefined when it is not built (never builds). */
export function findBuilt(id, version) {
  let where;
  try {
    where = locate(id, version);
  } catch {
    return undefined;
  }
  return isReady(where) ? where : undefined;
}

const isReady = (where) =>
  existsSync(where.binary) && existsSync(where.archive) && existsSync(where.checksumFile);

function logger(id) {
  return (message) => process.stderr.write(`[${id}-from-source] ${message}\n`);
}

function go(args, cwd) {
  try {
    return execFileSync('go', args, { cwd, encoding: 'utf8', env: goEnv() }).trim();
  } catch (error) {
    throw new Error(
      `\`go ${args.join(' ')}\` failed in ${cwd}. Building the test tools from source needs Go ` +
        `(https://go.dev/dl) and access to the Go module proxy.`,
      { cause: error },
    );
  }
}

function goEnv() {
  const { goos, goarch } = platform();
  return { ...process.env, CGO_ENABLED: '0', GOWORK: 'off', GOOS: goos, GOARCH: goarch };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Takes `<dir>.lock` (a folder, created atomically, holding owner.json with pid and host). A lock
 * whose owner process is gone, or that has had no owner file for a minute, is stale and taken over.
 * @returns {Promise<() => Promise<void>>} releases the lock
 */
export async function acquireLock(lockDir, log, what) {
  const ownerFile = path.join(lockDir, 'owner.json');
  let lastNotice = 0;
  await mkdir(path.dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      await mkdir(lockDir);
      const owner = { pid: process.pid, host: os.hostname(), started: new Date().toISOString() };
      await writeFile(ownerFile, JSON.stringify(owner));
      return () => rm(lockDir, { recursive: true, force: true });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    let owner;
    try {
      owner = JSON.parse(await readFile(ownerFile, 'utf8'));
    } catch {
      owner = undefined;
    }
    const age = await stat(lockDir).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    const stale = owner ? owner.host === os.hostname() && !alive(owner.pid) : age > 60_000;
    if (stale) {
      log(
        `removing a stale build lock ${lockDir} (${owner ? `pid ${owner.pid} is gone` : 'no owner'})`,
      );
      await rm(lockDir, { recursive: true, force: true });
      continue;
    }
    if (Date.now() - lastNotice > 30_000) {
      lastNotice = Date.now();
      log(`waiting for ${what}, being built by pid ${owner?.pid ?? '?'} (lock: ${lockDir})`);
    }
    await sleep(1000);
  }
}

function buildWithProgress(spec, where, output, ldflags, log) {
  const total = go(['list', '-deps', spec.mainPackage], where.moduleDir).split('\n').length;
  const started = Date.now();
  let compiled = 0;
  const args = [
    'build',
    '-v',
    '-trimpath',
    '-o',
    output,
    '-ldflags',
    ldflags.join(' '),
    spec.mainPackage,
  ];
  log(
    `building ${spec.title} ${where.version} from its Go module (${total} packages; a cold build takes minutes)`,
  );
  return new Promise((resolve, reject) => {
    const child = spawn('go', args, {
      cwd: where.moduleDir,
      env: goEnv(),
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
        new Error(`could not start \`go\`: install Go to build ${spec.title} from source`, {
          cause: error,
        }),
      );
    });
    child.on('close', (code) => {
      clearInterval(timer);
      const seconds = Math.round((Date.now() - started) / 1000);
      if (code === 0) {
        log(`built in ${seconds}s`);
        resolve(seconds);
      } else
        reject(
          new Error(`go build of ${spec.title} ${where.version} failed (exit ${code}):\n${errors}`),
        );
    });
  });
}

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** Writes the official archive and its checksum file(s) into the release folder. */
async function packageRelease(spec, where, moduleSourceDir) {
  const layout = spec.release(where.version, where.goos, where.goarch);
  const stage = await mkdtemp(path.join(os.tmpdir(), `${spec.binaryName}-release-`));
  try {
    for (const entry of layout.entries) {
      const target = path.join(stage, entry.name);
      await mkdir(path.dirname(target), { recursive: true });
      const source =
        entry.from === 'binary' ? where.binary : path.join(moduleSourceDir, entry.from);
      await copyFile(source, target);
      await chmod(target, entry.from === 'binary' ? 0o755 : 0o644);
    }
    const tops = [...new Set(layout.entries.map((e) => e.name.split('/')[0]))];
    await mkdir(where.releaseDir, { recursive: true });
    execFileSync('tar', [
      '-czf',
      where.archive,
      '--owner=0',
      '--group=0',
      '--mtime=@0',
      '-C',
      stage,
      ...tops,
    ]);
    const sha = sha256(await readFile(where.archive));
    const line = `${sha}  ${layout.archive}\n`;
    if (layout.checksums === 'sha256sum') {
      await writeFile(`${where.archive}.sha256`, `${sha}\n`);
    }
    await writeFile(where.checksumFile, line);
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/**
 * Returns the cached build of a tool version, building and packaging it first when needed.
 * @param {'kyverno' | 'helm' | 'kustomize'} id
 * @param {string} [version] default: the tool's pinned default
 * @returns {Promise<{ binary: string, version: string, releaseDir: string, archive: string,
 *   checksumFile: string, buildSeconds?: number }>}
 */
export async function ensureToolFromSource(id, version = tool(id).defaultVersion) {
  const spec = tool(id);
  const log = logger(id);
  const where = locate(id, version);
  const result = () => ({
    binary: where.binary,
    version,
    releaseDir: where.releaseDir,
    archive: where.archive,
    checksumFile: where.checksumFile,
  });
  if (isReady(where)) {
    log(`reusing ${spec.title} ${version} built from source: ${where.binary}`);
    return result();
  }
  const release = await acquireLock(`${where.dir}.lock`, log, `${spec.title} ${version}`);
  try {
    if (isReady(where)) {
      log(`reusing ${spec.title} ${version}, built by another process: ${where.binary}`);
      return result();
    }
    await mkdir(where.dir, { recursive: true });
    const download = JSON.parse(go(['mod', 'download', '-json', spec.module], where.moduleDir));
    const info = {
      Dir: download.Dir,
      Time: JSON.parse(await readFile(download.Info, 'utf8')).Time,
    };
    let buildSeconds;
    if (!existsSync(where.binary)) {
      const partial = `${where.binary}.partial-${process.pid}`;
      const ldflags = spec.ldflags({ version, time: info.Time ?? '' });
      buildSeconds = await buildWithProgress(spec, where, partial, ldflags, log);
      await rename(partial, where.binary);
      const goVersion = go(['env', 'GOVERSION'], where.moduleDir);
      await writeFile(
        path.join(where.dir, 'build.json'),
        `${JSON.stringify({ tool: id, version, goVersion, ldflags, buildSeconds }, null, 2)}\n`,
      );
    }
    await packageRelease(spec, where, info.Dir);
    log(`ready: ${where.binary}`);
    return { ...result(), ...(buildSeconds === undefined ? {} : { buildSeconds }) };
  } finally {
    await release();
  }
}

/** CLI: `<tool> [<tag>|--all]`. */
export async function main(argv) {
  const [id, which] = argv;
  if (!id || !(id in GO_TOOLS)) {
    console.error(
      `usage: go-tool-from-source.mjs <${Object.keys(GO_TOOLS).join('|')}> [<tag>|--all]`,
    );
    return 2;
  }
  const versions = which === '--all' ? pinnedVersions(id) : [which ?? tool(id).defaultVersion];
  for (const version of versions) {
    const { binary } = await ensureToolFromSource(/** @type {any} */ (id), version);
    console.log(binary);
  }
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
