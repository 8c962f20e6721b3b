/** Downloads a release archive, verifies it against checksums.txt, and extracts it. */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { assertChecksum, expectedChecksum } from './checksums.js';
import type { ReleaseAsset } from './platform.js';
import { httpStatusOf, type ToolCache } from './tool-cache.js';
import { LIST_VERSIONS_HINT } from './version-spec.js';

export interface FetchReleaseOptions {
  toolCache: ToolCache;
  /** `kyverno-release-url` without a trailing slash. */
  releaseUrl: string;
  tag: string;
  asset: ReleaseAsset;
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

async function download(toolCache: ToolCache, url: string, tag: string): Promise<string> {
  try {
    return await toolCache.downloadTool(url);
  } catch (error) {
    const status = httpStatusOf(error);
    if (status === 404) {
      throw new Error(
        `Kyverno ${tag} was not found: ${url} answered 404. Check kyverno-version (and ` +
          `kyverno-release-url if you use a mirror). ${LIST_VERSIONS_HINT}`,
        { cause: error },
      );
    }
    const why = status
      ? `the server answered HTTP ${status}`
      : `the connection failed (${(error as Error).message})`;
    throw new Error(
      `Could not download ${url}: ${why} (after retrying). Check the runner's network access to ` +
        `kyverno-release-url, then re-run the job.`,
      { cause: error },
    );
  }
}

async function extract(
  options: FetchReleaseOptions,
  archive: string,
  url: string,
): Promise<string> {
  const { toolCache, asset } = options;
  const dest = `${archive}-extracted`;
  try {
    return asset.format === 'zip'
      ? await toolCache.extractZip(archive, dest)
      : await toolCache.extractTar(archive, dest);
  } catch (error) {
    await rm(dest, { recursive: true, force: true });
    throw new Error(
      `Could not extract ${asset.fileName} downloaded from ${url}: the archive is truncated or ` +
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
  const { toolCache, releaseUrl, tag, asset, log } = options;
  const url = `${releaseUrl}/${tag}/${asset.fileName}`;
  let expected: string | undefined;
  if (options.verifyChecksum) {
    const checksumsUrl = `${releaseUrl}/${tag}/checksums.txt`;
    const checksumsFile = await download(toolCache, checksumsUrl, tag);
    const checksums = await readFile(checksumsFile).finally(() =>
      rm(checksumsFile, { force: true }),
    );
    await options.checkChecksums?.(checksums);
    expected = expectedChecksum(checksums.toString('utf8'), asset.fileName, checksumsUrl);
  }
  log(`Downloading ${url}`);
  const archive = await download(toolCache, url, tag);
  try {
    if (expected) {
      assertChecksum(asset.fileName, url, expected, await sha256File(archive));
      log(`SHA-256 verified against checksums.txt: ${expected}`);
    }
    return { dir: await extract(options, archive, url), url };
  } finally {
    await rm(archive, { force: true });
  }
}
