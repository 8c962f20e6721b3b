/**
 * Sigstore verification of a Kyverno release: `checksums.txt.sigstore.json`, the keyless bundle
 * Kyverno's release workflow makes with `cosign sign-blob --bundle`, must be signed by that
 * workflow for the very tag, through GitHub's OIDC issuer, and be in the transparency log.
 * `checksums.txt` carries the SHA-256 of every archive, so verifying it covers the download.
 * Which releases are signed and what to do about the others is here; the verification itself,
 * with the Sigstore packages, is in `signature-verify.ts`, loaded only when a download is verified.
 */
import satisfies from 'semver/functions/satisfies.js';
import valid from 'semver/functions/valid.js';
import type { SignatureMode } from '../inputs/config.js';

export const SIGNATURE_ASSET = 'checksums.txt.sigstore.json';
export const GITHUB_OIDC_ISSUER = 'https://token.actions.githubusercontent.com';

/** The certificate identity of Kyverno's release workflow for one tag. */
export const releaseWorkflowIdentity = (tag: string): string =>
  `https://github.com/kyverno/kyverno/.github/workflows/release.yaml@refs/tags/${tag}`;

/** Kyverno publishes `<artifact>.sigstore.json` bundles since 1.16.4, 1.17.2 and 1.18.0. */
const SIGNED_RANGE = '>=1.16.4 <1.17.0 || >=1.17.2';

export function isSignedRelease(version: string): boolean {
  return valid(version) !== null && satisfies(version, SIGNED_RANGE);
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

/** Proof of what was verified, recorded in the tool cache beside the binary. */
export interface SignatureRecord {
  tag: string;
  identity: string;
  issuer: string;
  /** `logIndex` of the transparency-log entry. */
  logIndex: string;
}
