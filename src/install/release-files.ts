/** What the generic install helpers need to know about a tool's release: names, URLs, checksum file. */

/** A tool as its inputs and messages name it. */
export interface ToolNames {
  /** e.g. `Kyverno`. */
  title: string;
  /** Tool-cache name and input prefix: `kyverno` → `kyverno-version`, `kyverno-path`, `kyverno-release-url`. */
  name: string;
}

export const KYVERNO: ToolNames = { title: 'Kyverno', name: 'kyverno' };

/** One release archive and the checksum file that covers it. */
export interface ReleaseFiles {
  tool: ToolNames;
  /** e.g. `v1.19.0`. */
  tag: string;
  /** The archive's file name, e.g. `helm-v4.3.2-linux-amd64.tar.gz`. */
  fileName: string;
  format: 'tar.gz' | 'zip';
  archiveUrl: string;
  checksumUrl: string;
  /** The checksum file's name for messages, e.g. `checksums.txt`. */
  checksumName: string;
  /** Where the released versions are listed, for a 404. */
  listVersionsHint: string;
}

/** The release URL input without trailing slashes. */
export const trimUrl = (url: string): string => url.replace(/\/+$/, '');
