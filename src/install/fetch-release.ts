/** Downloads a release archive, verifies it against its published checksum file, and extracts it. */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { assertChecksum, expectedChecksum } from './checksums.js';
import type { ReleaseFiles } from './release-files.js';
import { httpStatusOf, type ToolCache } from './tool-cache.js';

export interface FetchReleaseOptions {
  toolCache: ToolCache;
  release: ReleaseFiles;
  verifyChecksum: boolean;
  /** Checks checksums.txt (its signature) before the archive is downloaded. */
  checkChecksums?: (checksums: Buffer) => Promise<void>;
  log: (message: string) => void;
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function download(toolCache: ToolCache, url: string, release: ReleaseFiles): Promise<string> {
  const { name, title } = release.tool;
  try {
    return await toolCache.downloadTool(url);
  } catch (error) {
    const status = httpStatusOf(error);
    if (status === 404) {
      throw new Error(
        `${title} ${release.tag} was not found: ${url} answered 404. Check ${name}-version (and ` +
          `${name}-release-url if you use a mirror). ${release.listVersionsHint}`,
        { cause: error },
      );
    }
    const why = status
      ? `the server answered HTTP ${status}`
      : `the connection failed (${(error as Error).message})`;
    throw new Error(
      `Could not download ${url}: ${why} (after retrying). Check the runner's network access to ` +
        `${name}-release-url, then re-run the job.`,
      { cause: error },
    );
  }
}

async function extract(
  options: FetchReleaseOptions,
  archive: string,
  url: string,
): Promise<string> {
  const { toolCache, release } = options;
  const dest = `${archive}-extracted`;
  try {
    return release.format === 'zip'
      ? await toolCache.extractZip(archive, dest)
      : await toolCache.extractTar(archive, dest);
  } catch (error) {
    await rm(dest, { recursive: true, force: true });
    throw new Error(
      `Could not extract ${release.fileName} downloaded from ${url}: the archive is truncated or ` +
        `corrupt (${(error as Error).message.trim()}). Re-run the job; keep verify-checksum: true ` +
        `to catch this before extracting.`,
      { cause: error },
    );
  }
}

/** Returns the folder the archive was extracted to and the archive's URL. */
export async function fetchRelease(
  options: FetchReleaseOptions,
): Promise<{ dir: string; url: string }> {
  const { toolCache, release, log } = options;
  const url = release.archiveUrl;
  let expected: string | undefined;
  if (options.verifyChecksum) {
    const checksumsFile = await download(toolCache, release.checksumUrl, release);
    const checksums = await readFile(checksumsFile).finally(() =>
      rm(checksumsFile, { force: true }),
    );
    await options.checkChecksums?.(checksums);
    expected = expectedChecksum(
      checksums.toString('utf8'),
      release.fileName,
      release.checksumUrl,
      release.tool,
    );
  }
  log(`Downloading ${url}`);
  const archive = await download(toolCache, url, release);
  try {
    if (expected) {
      const actual = await sha256File(archive);
      assertChecksum(release.fileName, url, expected, actual, release.checksumName, release.tool);
      log(`SHA-256 verified against ${release.checksumName}: ${expected}`);
    }
    return { dir: await extract(options, archive, url), url };
  } finally {
    await rm(archive, { force: true });
  }
}
