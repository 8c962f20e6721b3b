/**
 * Published checksum files: goreleaser's `checksums.txt` (one `<sha256 hex>  <file name>` line per
 * release asset) and Helm's `<archive>.sha256sum` (the same line format, one line).
 */
import { KYVERNO, type ToolNames } from './release-files.js';

export function parseChecksums(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^([0-9a-fA-F]{64})\s+\*?(\S+)\s*$/.exec(line.trim());
    if (match?.[1] && match[2]) entries.set(match[2], match[1].toLowerCase());
  }
  return entries;
}

/** @throws when the checksum file has no line for the asset. */
export function expectedChecksum(
  checksumsText: string,
  asset: string,
  checksumsUrl: string,
  tool: ToolNames = KYVERNO,
): string {
  const entries = parseChecksums(checksumsText);
  const expected = entries.get(asset);
  if (expected) return expected;
  const listed = [...entries.keys()].join(', ') || 'nothing';
  throw new Error(
    `${checksumsUrl} has no checksum for ${asset} (it lists ${listed}), so the download cannot be ` +
      `verified. The release may not ship this platform; check ${tool.name}-version and ` +
      `${tool.name}-release-url, or set verify-checksum: false only if you trust the source.`,
  );
}

/** @throws when the archive's SHA-256 differs from the published one, showing both. */
export function assertChecksum(
  asset: string,
  url: string,
  expected: string,
  actual: string,
  checksumName = 'checksums.txt',
  tool: ToolNames = KYVERNO,
): void {
  if (expected === actual.toLowerCase()) return;
  throw new Error(
    `SHA-256 mismatch for ${asset} downloaded from ${url}: ${checksumName} says ${expected}, the ` +
      `download is ${actual}. The archive is truncated, corrupt or was tampered with; it was not ` +
      `extracted. Retry the job, and if it persists check ${tool.name}-release-url.`,
  );
}
