/**
 * Sigstore verification of a Kyverno release: `checksums.txt.sigstore.json`, the keyless bundle
 * Kyverno's release workflow makes with `cosign sign-blob --bundle`, must be signed by that
 * workflow for the very tag, through GitHub's OIDC issuer, and be in the transparency log.
 * `checksums.txt` carries the SHA-256 of every archive, so verifying it covers the download.
 * Pure: the trusted root (trust material) and the bytes come in, a verdict or a clear error goes out.
 */
import { bundleFromJSON } from '@sigstore/bundle';
import {
  PolicyError,
  toSignedEntity,
  type TrustMaterial,
  VerificationError,
  Verifier,
} from '@sigstore/verify';
import semver from 'semver';
import type { SignatureMode } from '../inputs/config.js';

export const SIGNATURE_ASSET = 'checksums.txt.sigstore.json';
export const GITHUB_OIDC_ISSUER = 'https://token.actions.githubusercontent.com';

/** The certificate identity of Kyverno's release workflow for one tag. */
export const releaseWorkflowIdentity = (tag: string): string =>
  `https://github.com/kyverno/kyverno/.github/workflows/release.yaml@refs/tags/${tag}`;

/** Kyverno publishes `<artifact>.sigstore.json` bundles since 1.16.4, 1.17.2 and 1.18.0. */
const SIGNED_RANGE = '>=1.16.4 <1.17.0 || >=1.17.2';

export function isSignedRelease(version: string): boolean {
  return semver.valid(version) !== null && semver.satisfies(version, SIGNED_RANGE);
}

/**
 * What to do for a release: `require` a valid bundle; for a release from before bundles, `warn`
 * once and install it (`auto`) or `refuse` it (`true`); `skip` (`false`).
 */
export type SignaturePolicy = 'require' | 'warn' | 'refuse' | 'skip';

export function signaturePolicy(mode: SignatureMode, version: string): SignaturePolicy {
  if (mode === 'false') return 'skip';
  if (isSignedRelease(version)) return 'require';
  return mode === 'true' ? 'refuse' : 'warn';
}

/** The warning `auto` prints once for a release Kyverno did not sign with a bundle. */
export const unsignedWarning = (tag: string): string =>
  `Kyverno ${tag} is not signed with a Sigstore bundle (Kyverno signs its releases with bundles ` +
  `since 1.16.4, 1.17.2 and 1.18.0), so its signature is not verified. Use a newer ` +
  `kyverno-version, or set verify-signature: false to silence this warning.`;

/** The refusal of `true` for a release from before bundles. */
export const unsignedRefusal = (tag: string): string =>
  `verify-signature is true, but Kyverno ${tag} is not signed with a Sigstore bundle (Kyverno ` +
  `signs its releases with bundles since 1.16.4, 1.17.2 and 1.18.0). Use a newer kyverno-version, ` +
  `or set verify-signature: auto to install older releases with a warning.`;

/** The refusal when a release that must be signed has no bundle. */
export const missingBundle = (tag: string, url: string): string =>
  `Kyverno ${tag} must be signed, but ${url} is missing (404). Kyverno publishes ` +
  `${SIGNATURE_ASSET} with every release since 1.16.4, 1.17.2 and 1.18.0; a mirror ` +
  `(kyverno-release-url) must serve it beside the archive. The archive was not downloaded. ` +
  `Set verify-signature: false only if you trust the source.`;

export interface VerifyBundleOptions {
  /** The bytes of checksums.txt as downloaded. */
  checksums: Buffer;
  /** The text of checksums.txt.sigstore.json. */
  bundleText: string;
  bundleUrl: string;
  tag: string;
  trust: TrustMaterial;
}

/** Proof of what was verified, recorded in the tool cache beside the binary. */
export interface SignatureRecord {
  tag: string;
  identity: string;
  issuer: string;
  /** `logIndex` of the transparency-log entry. */
  logIndex: string;
}

/** @throws an Error naming what did not match; the caller must not extract the archive. */
export function verifyChecksumsBundle(options: VerifyBundleOptions): SignatureRecord {
  const { tag, bundleUrl } = options;
  const identity = releaseWorkflowIdentity(tag);
  const fail = (what: string, cause?: unknown): Error =>
    new Error(
      `The Sigstore signature of Kyverno ${tag}'s checksums.txt does not verify (${bundleUrl}): ` +
        `${what}. The archive was not extracted. The release or the mirror serving it ` +
        `(kyverno-release-url) may have been tampered with; do not set verify-signature: false ` +
        `unless you know why.`,
      { cause },
    );
  let bundle: ReturnType<typeof bundleFromJSON>;
  try {
    bundle = bundleFromJSON(JSON.parse(options.bundleText) as unknown);
  } catch (error) {
    throw fail(`it is not a Sigstore bundle (${(error as Error).message})`, error);
  }
  const tlogEntries = bundle.verificationMaterial.tlogEntries;
  try {
    const verifier = new Verifier(options.trust, { tlogThreshold: 1, ctlogThreshold: 1 });
    verifier.verify(toSignedEntity(bundle, options.checksums), {
      subjectAlternativeName: identity,
      extensions: { issuer: GITHUB_OIDC_ISSUER },
    });
  } catch (error) {
    throw fail(explain(error, identity), error);
  }
  return {
    tag,
    identity,
    issuer: GITHUB_OIDC_ISSUER,
    logIndex: tlogEntries[0]?.logIndex ?? '',
  };
}

/** What did not match, in words, from the verifier's error. */
function explain(error: unknown, identity: string): string {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof PolicyError) {
    const san = /certificate identity error - expected .*, got (.*)$/.exec(message);
    if (san) {
      return `it was signed by ${san[1] || 'no identity'}, not by Kyverno's release workflow for this tag (${identity})`;
    }
    const issuer = /expected issuer=.*, got issuer=(.*)$/.exec(message);
    if (issuer) {
      return `its certificate was issued for the OIDC issuer ${issuer[1] || '(none)'}, not ${GITHUB_OIDC_ISSUER}`;
    }
    return message;
  }
  if (error instanceof VerificationError) {
    switch (error.code) {
      case 'TLOG_BODY_ERROR':
      case 'SIGNATURE_ERROR':
        return `checksums.txt is not the file that was signed (${message})`;
      case 'CERTIFICATE_ERROR': {
        const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
        return /expired/.test(cause)
          ? `the signing certificate was not valid when the signature was logged (${message}${cause})`
          : `the signing certificate does not chain to Sigstore's trusted root (${message}${cause})`;
      }
      case 'TLOG_ERROR':
      case 'TLOG_INCLUSION_PROOF_ERROR':
      case 'TLOG_INCLUSION_PROMISE_ERROR':
      case 'TLOG_MISSING_INCLUSION_ERROR':
        return `its transparency-log entry does not verify against Sigstore's trusted root (${message})`;
      case 'TIMESTAMP_ERROR':
        return `it has no verifiable timestamp (${message})`;
      default:
        return message;
    }
  }
  return message;
}
