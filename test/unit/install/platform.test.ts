import { describe, expect, it } from 'vitest';
import { releaseAsset, releaseTarget } from '../../../src/install/platform.js';

describe('release asset for a platform', () => {
  it.each([
    ['linux', 'x64', 'kyverno-cli_v1.19.0_linux_x86_64.tar.gz', 'kyverno'],
    ['linux', 'arm64', 'kyverno-cli_v1.19.0_linux_arm64.tar.gz', 'kyverno'],
    ['linux', 's390x', 'kyverno-cli_v1.19.0_linux_s390x.tar.gz', 'kyverno'],
    ['darwin', 'x64', 'kyverno-cli_v1.19.0_darwin_x86_64.tar.gz', 'kyverno'],
    ['darwin', 'arm64', 'kyverno-cli_v1.19.0_darwin_arm64.tar.gz', 'kyverno'],
    ['win32', 'x64', 'kyverno-cli_v1.19.0_windows_x86_64.zip', 'kyverno.exe'],
    ['win32', 'arm64', 'kyverno-cli_v1.19.0_windows_arm64.zip', 'kyverno.exe'],
  ])('%s/%s → %s', (platform, arch, fileName, binaryName) => {
    const asset = releaseAsset('v1.19.0', releaseTarget(platform, arch));
    expect(asset.fileName).toBe(fileName);
    expect(asset.binaryName).toBe(binaryName);
    expect(asset.format).toBe(platform === 'win32' ? 'zip' : 'tar.gz');
  });

  it.each([
    ['darwin', 's390x'],
    ['win32', 's390x'],
    ['linux', 'ia32'],
    ['linux', 'ppc64'],
    ['freebsd', 'x64'],
    ['aix', 'ppc64'],
  ])('%s/%s is a clear error naming it and the supported platforms', (platform, arch) => {
    expect(() => releaseTarget(platform, arch)).toThrow(
      `Kyverno publishes no CLI build for ${platform}/${arch}. Supported platforms: linux/x64, ` +
        'linux/arm64, linux/s390x, darwin/x64, darwin/arm64, win32/x64, win32/arm64. On another ' +
        'platform, build or install Kyverno yourself and point the kyverno-path input at the binary.',
    );
  });
});
