import { describe, expect, it } from 'vitest';
import { assertKyvernoVersion, parseKyvernoVersion } from '../../../src/install/kyverno-version.js';
import { runProcess } from '../../../src/process/run-process.js';
import { kyvernoBinary, kyvernoVersion } from '../../support/kyverno.js';

describe('kyverno version', () => {
  it('parses the Version line printed by the real binary', async () => {
    const { stdout, exitCode } = await runProcess(kyvernoBinary(), ['version']);
    expect(exitCode).toBe(0);
    const version = parseKyvernoVersion(stdout);
    expect(version).toBe(kyvernoVersion().replace(/^v/, ''));
    expect(assertKyvernoVersion(version, kyvernoVersion(), 'kyverno', '')).toBe(version);
  });

  it('finds the line among others', () => {
    expect(parseKyvernoVersion('Time: ---\nVersion: 1.19.0-rc.1\r\nGit commit ID: ---\n')).toBe(
      '1.19.0-rc.1',
    );
    expect(parseKyvernoVersion('kyverno 1.19.0\n')).toBeUndefined();
  });

  it.each([
    ['1.18.2', 'reports version 1.18.2'],
    ['---', 'reports version ---'],
    [undefined, 'prints no `Version:` line'],
  ])('%s differing from the requested version is a clear error', (reported, said) => {
    expect(() => assertKyvernoVersion(reported, '1.19.0', '/t/kyverno', 'Do this.')).toThrow(
      `The Kyverno binary /t/kyverno ${said}, but 1.19.0 was requested. Do this.`,
    );
  });
});
