import { describe, expect, it } from 'vitest';
import {
  assertChecksum,
  expectedChecksum,
  parseChecksums,
} from '../../../src/install/checksums.js';

const A = 'a'.repeat(64);
const B = 'B'.repeat(64);
const text = `${A}  kyverno-cli_v1.19.0_linux_x86_64.tar.gz\n${B} *kyverno-cli_v1.19.0_windows_x86_64.zip\r\nnot a line\n`;

describe('checksums.txt', () => {
  it('parses goreleaser lines, binary-mode markers and CRLF', () => {
    expect(parseChecksums(text)).toEqual(
      new Map([
        ['kyverno-cli_v1.19.0_linux_x86_64.tar.gz', A],
        ['kyverno-cli_v1.19.0_windows_x86_64.zip', 'b'.repeat(64)],
      ]),
    );
  });

  it('finds the asset checksum', () => {
    expect(expectedChecksum(text, 'kyverno-cli_v1.19.0_linux_x86_64.tar.gz', 'u')).toBe(A);
  });

  it('an asset missing from checksums.txt is an error that lists what it has', () => {
    expect(() =>
      expectedChecksum(
        text,
        'kyverno-cli_v1.19.0_linux_s390x.tar.gz',
        'http://r/v1.19.0/checksums.txt',
      ),
    ).toThrow(
      'http://r/v1.19.0/checksums.txt has no checksum for kyverno-cli_v1.19.0_linux_s390x.tar.gz ' +
        '(it lists kyverno-cli_v1.19.0_linux_x86_64.tar.gz, kyverno-cli_v1.19.0_windows_x86_64.zip)',
    );
  });

  it('a mismatch shows both hashes', () => {
    expect(() => assertChecksum('a.tar.gz', 'http://r/a.tar.gz', A, 'c'.repeat(64))).toThrow(
      `SHA-256 mismatch for a.tar.gz downloaded from http://r/a.tar.gz: checksums.txt says ${A}, ` +
        `the download is ${'c'.repeat(64)}.`,
    );
    expect(() => assertChecksum('a.tar.gz', 'u', A, A.toUpperCase())).not.toThrow();
  });
});
