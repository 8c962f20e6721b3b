/**
 * The tools built from their Go modules (scripts/go-tool-from-source.mjs) behave like their official
 * releases: version strings from the release ldflags, and archives named and laid out as released.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kyvernoVersions } from '../../../scripts/kyverno-from-source.mjs';
import {
  kyvernoBinary,
  kyvernoBinaryFor,
  kyvernoNotBuilt,
  kyvernoReleaseDir,
  kyvernoReleaseDirFor,
  kyvernoVersion,
} from '../../support/kyverno.js';
import { sha256 } from '../../support/release-server.js';
import {
  helmBinary,
  helmReleaseDir,
  helmVersion,
  kustomizeBinary,
  kustomizeReleaseDir,
  kustomizeVersion,
} from '../../support/tools.js';

const run = (binary: string, args: string[], cwd?: string): string =>
  execFileSync(binary, args, { encoding: 'utf8', cwd });
const entries = (archive: string): string[] =>
  run('tar', ['-tzf', archive])
    .split('\n')
    .filter((e) => e && !e.endsWith('/'))
    .sort();

async function expectChecksum(checksumFile: string, archive: string): Promise<void> {
  const line = `${sha256(await readFile(archive))}  ${path.basename(archive)}`;
  expect((await readFile(checksumFile, 'utf8')).split('\n')).toContain(line);
}

describe('Kyverno built from source', () => {
  it('reports its release version and is packaged as kyverno-cli_<tag>_linux_x86_64.tar.gz', async () => {
    const tag = kyvernoVersion();
    expect(run(kyvernoBinary(), ['version'])).toMatch(
      new RegExp(`^Version: ${tag.slice(1).replaceAll('.', '\\.')}$`, 'm'),
    );
    const archive = path.join(kyvernoReleaseDir(), `kyverno-cli_${tag}_linux_x86_64.tar.gz`);
    expect(entries(archive)).toEqual(['LICENSE', 'kyverno']);
    await expectChecksum(path.join(kyvernoReleaseDir(), 'checksums.txt'), archive);
  });
});

describe.each(kyvernoVersions())('Kyverno %s, pinned in test/kyverno-cli/', (tag) => {
  it('is exposed to the tests when built, with its release folder', async (ctx) => {
    const binary = kyvernoBinaryFor(tag);
    if (!binary) return ctx.skip(kyvernoNotBuilt(tag));
    expect(run(binary, ['version'])).toContain(`Version: ${tag.slice(1)}\n`);
    const releaseDir = kyvernoReleaseDirFor(tag) ?? '';
    expect(path.basename(releaseDir)).toBe(tag);
    await expectChecksum(
      path.join(releaseDir, 'checksums.txt'),
      path.join(releaseDir, `kyverno-cli_${tag}_linux_x86_64.tar.gz`),
    );
  });
});

describe('Helm built from source', () => {
  it('reports its release version, and its default kube version follows its client-go', async () => {
    const tag = helmVersion();
    expect(run(helmBinary(), ['version', '--template', '{{.Version}}'])).toBe(tag);
    const goMod = await readFile(new URL(`../../helm-cli/${tag}/go.mod`, import.meta.url), 'utf8');
    const clientGoMinor = /k8s\.io\/client-go v0\.(\d+)\./.exec(goMod)?.[1];
    expect(clientGoMinor).toBeDefined();
    const chart = await mkdtemp(path.join(os.tmpdir(), 'helm-kube-version-'));
    try {
      await writeFile(
        path.join(chart, 'Chart.yaml'),
        'apiVersion: v2\nname: probe\nversion: 0.1.0\n',
      );
      await mkdir(path.join(chart, 'templates'));
      await writeFile(
        path.join(chart, 'templates', 'cm.yaml'),
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: probe\ndata:\n  kube: {{ .Capabilities.KubeVersion.Version | quote }}\n',
      );
      expect(run(helmBinary(), ['template', chart])).toContain(`kube: "v1.${clientGoMinor}.0"`);
    } finally {
      await rm(chart, { recursive: true, force: true });
    }
  });

  it('is packaged as helm-<tag>-linux-amd64.tar.gz with linux-amd64/helm and a .sha256sum file', async () => {
    const name = `helm-${helmVersion()}-linux-amd64.tar.gz`;
    const archive = path.join(helmReleaseDir(), name);
    expect(entries(archive)).toEqual([
      'linux-amd64/LICENSE',
      'linux-amd64/README.md',
      'linux-amd64/helm',
    ]);
    await expectChecksum(path.join(helmReleaseDir(), `${name}.sha256sum`), archive);
  });
});

describe('Kustomize built from source', () => {
  it('reports its release version and is packaged as kustomize_<tag>_linux_amd64.tar.gz', async () => {
    const tag = kustomizeVersion();
    expect(run(kustomizeBinary(), ['version']).trim()).toBe(tag);
    const archive = path.join(kustomizeReleaseDir(), `kustomize_${tag}_linux_amd64.tar.gz`);
    expect(entries(archive)).toEqual(['kustomize']);
    await expectChecksum(path.join(kustomizeReleaseDir(), 'checksums.txt'), archive);
  });
});
