/**
 * The install flow's Sigstore step: decides what `verify-signature` asks of a release, downloads
 * `checksums.txt.sigstore.json` beside the archive, verifies checksums.txt with it before the
 * archive is downloaded, and records the verification in the tool-cache entry so that a later
 * hit is trusted without any network request.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SignatureMode } from '../inputs/config.js';
import type { TrustedRootSource } from './sigstore-root.js';
import {
  missingBundle,
  SIGNATURE_ASSET,
  type SignatureRecord,
  signaturePolicy,
  unsignedRefusal,
  unsignedWarning,
} from './signature.js';
import { httpStatusOf, type ToolCache } from './tool-cache.js';

/** Written into the tool-cache entry of a release whose signature was verified. */
export const SIGNATURE_RECORD_FILE = 'kyverno-policy-check-signature.json';

export interface ReleaseSignatureOptions {
  mode: SignatureMode;
  tag: string;
  /** `kyverno-release-url` without a trailing slash. */
  releaseUrl: string;
  /** Whether checksums.txt is downloaded at all (`verify-checksum`). */
  verifyChecksum: boolean;
  toolCache: ToolCache;
  trustedRoot: TrustedRootSource;
  log: (message: string) => void;
  warning: (message: string) => void;
}

export interface ReleaseSignature {
  /** Whether a tool-cache entry must carry a record of verification to be used. */
  required: boolean;
  /** Whether a cached folder was verified for this tag. */
  cachedVerified(dir: string): Promise<boolean>;
  /** Verifies checksums.txt; throws before the archive is downloaded. */
  verifyChecksums(checksums: Buffer): Promise<void>;
  /** Records a verification in a folder about to be cached. */
  record(dir: string): Promise<void>;
}

/**
 * Warns once for a release from before bundles (`auto`).
 * @throws for `true` on such a release, or with verify-checksum: false.
 */
export function releaseSignature(options: ReleaseSignatureOptions): ReleaseSignature {
  const { tag, mode } = options;
  const policy = signaturePolicy(mode, tag.replace(/^v/, ''));
  if (policy === 'refuse') throw new Error(unsignedRefusal(tag));
  if (policy === 'warn') options.warning(unsignedWarning(tag));
  if (policy === 'require' && !options.verifyChecksum) {
    if (mode === 'true') {
      throw new Error(
        'verify-signature: true needs verify-checksum: true: the signature covers checksums.txt, ' +
          'which covers the archive.',
      );
    }
    options.log(`verify-checksum is false, so the Sigstore signature of ${tag} is not checked.`);
  }
  const required = policy === 'require' && options.verifyChecksum;
  let verified: SignatureRecord | undefined;
  return {
    required,
    cachedVerified: async (dir) => {
      if (!required) return true;
      const text = await readFile(path.join(dir, SIGNATURE_RECORD_FILE), 'utf8').catch(() => '');
      try {
        return (JSON.parse(text) as Partial<SignatureRecord>).tag === tag;
      } catch {
        return false;
      }
    },
    verifyChecksums: async (checksums) => {
      if (!required) return;
      const bundleUrl = `${options.releaseUrl}/${tag}/${SIGNATURE_ASSET}`;
      const bundleText = await downloadBundle(options.toolCache, bundleUrl, tag);
      const { verifyChecksumsBundle } = await import('./signature-verify.js');
      verified = verifyChecksumsBundle({
        checksums,
        bundleText,
        bundleUrl,
        tag,
        trust: await options.trustedRoot(),
      });
      options.log(
        `Sigstore signature of checksums.txt verified: signed by ${verified.identity} ` +
          `(issuer ${verified.issuer}), transparency-log entry ${verified.logIndex}`,
      );
    },
    record: async (dir) => {
      if (!verified) return;
      await writeFile(path.join(dir, SIGNATURE_RECORD_FILE), `${JSON.stringify(verified)}\n`);
    },
  };
}

async function downloadBundle(toolCache: ToolCache, url: string, tag: string): Promise<string> {
  let file: string;
  try {
    file = await toolCache.downloadTool(url);
  } catch (error) {
    if (httpStatusOf(error) === 404) throw new Error(missingBundle(tag, url), { cause: error });
    const status = httpStatusOf(error);
    const why = status
      ? `the server answered HTTP ${status}`
      : `the connection failed (${(error as Error).message})`;
    throw new Error(
      `Could not download ${url}: ${why} (after retrying). The archive was not downloaded. ` +
        `Check the runner's network access to kyverno-release-url, then re-run the job.`,
      { cause: error },
    );
  }
  try {
    return await readFile(file, 'utf8');
  } finally {
    await rm(file, { force: true });
  }
}
