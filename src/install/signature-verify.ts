/**
 * Sigstore verification of checksums.txt against its bundle (see `signature.ts`). Pure: the
 * trusted root (trust material) and the bytes come in, a verdict or a clear error goes out.
 * Only a download whose signature is verified imports this file and the Sigstore packages.
 */
import { bundleFromJSON } from '@sigstore/bundle';
import {
  PolicyError,
  toSignedEntity,
  type TrustMaterial,
  VerificationError,
  Verifier,
} from '@sigstore/verify';
import { GITHUB_OIDC_ISSUER, releaseWorkflowIdentity, type SignatureRecord } from './signature.js';

export interface VerifyBundleOptions {
  /** The bytes of checksums.txt as downloaded. */
  checksums: Buffer;
  /** The text of checksums.txt.sigstore.json. */
  bundleText: string;
  bundleUrl: string;
  tag: string;
  trust: TrustMaterial;
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
