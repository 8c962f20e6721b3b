import { describe, expect, it } from 'vitest';
import { exactVersion } from '../../../src/install/install-tool.js';
import { HELM, KUSTOMIZE, toolRelease } from '../../../src/install/released-tools.js';

describe('Helm release files (get.helm.sh layout)', () => {
  it('names the Linux archive, its .sha256sum and the binary inside', () => {
    expect(toolRelease(HELM, 'https://get.helm.sh', 'v4.3.2', 'linux', 'x64')).toEqual({
      tool: { title: 'Helm', name: 'helm' },
      tag: 'v4.3.2',
      fileName: 'helm-v4.3.2-linux-amd64.tar.gz',
      format: 'tar.gz',
      archiveUrl: 'https://get.helm.sh/helm-v4.3.2-linux-amd64.tar.gz',
      checksumUrl: 'https://get.helm.sh/helm-v4.3.2-linux-amd64.tar.gz.sha256sum',
      checksumName: 'helm-v4.3.2-linux-amd64.tar.gz.sha256sum',
      listVersionsHint:
        'List the released versions with `gh release list --repo helm/helm` or at https://github.com/helm/helm/releases.',
      binaryPath: 'linux-amd64/helm',
    });
  });

  it('uses the zip and helm.exe on Windows, and Go arch names', () => {
    const win = toolRelease(HELM, 'https://m', 'v4.3.2', 'win32', 'arm64');
    expect([win.fileName, win.binaryPath]).toEqual([
      'helm-v4.3.2-windows-arm64.zip',
      'windows-arm64/helm.exe',
    ]);
    expect(toolRelease(HELM, 'https://m', 'v4.3.2', 'darwin', 'x64').fileName).toBe(
      'helm-v4.3.2-darwin-amd64.tar.gz',
    );
  });
});

describe('Kustomize release files (kustomize/<tag> releases)', () => {
  it('escapes the tag folder and uses the release checksums.txt', () => {
    const release = toolRelease(KUSTOMIZE, 'https://r', 'v5.8.2', 'linux', 'arm64');
    expect(release).toMatchObject({
      fileName: 'kustomize_v5.8.2_linux_arm64.tar.gz',
      archiveUrl: 'https://r/kustomize%2Fv5.8.2/kustomize_v5.8.2_linux_arm64.tar.gz',
      checksumUrl: 'https://r/kustomize%2Fv5.8.2/checksums.txt',
      checksumName: 'checksums.txt',
      binaryPath: 'kustomize',
    });
    expect(toolRelease(KUSTOMIZE, 'https://r', 'v5.8.2', 'win32', 'x64').binaryPath).toBe(
      'kustomize.exe',
    );
  });
});

describe('helm-version / kustomize-version', () => {
  it.each(['v4.3.2', '4.3.2', ' v4.3.2 '])('"%s" is 4.3.2', (input) => {
    expect(exactVersion(HELM, input)).toBe('4.3.2');
  });

  it.each(['latest', '4.x', '~5.8'])('"%s" is refused, naming the input', (input) => {
    expect(() => exactVersion(KUSTOMIZE, input)).toThrow(
      `kustomize-version "${input}" is not an exact version: use a release tag such as v5.8.2 ` +
        '(Kustomize is installed by exact version only).',
    );
  });

  it('reads the versions the binaries print', () => {
    expect(HELM.parseVersion('v4.3.2')).toBe('4.3.2');
    expect(KUSTOMIZE.parseVersion('v5.8.2\n')).toBe('5.8.2');
    expect(KUSTOMIZE.parseVersion('(devel)')).toBeUndefined();
  });
});
