/**
 * Where the Sigstore trust material comes from. Production: the `trusted_root.json` that
 * `@sigstore/tuf` embeds (its TUF seed for the public-good instance), bundled into dist/, so
 * verification needs no request to the TUF CDN and works offline. The TUF metadata around it is
 * not refreshed here (its root metadata expires while an action release is still in use); the
 * embedded target is read directly, as the trust anchor shipped with this action version.
 * A JSON file of the same format (a private Sigstore instance, or the tests' mock one) can be
 * named in the environment instead (`KYVERNO_POLICY_CHECK_TRUSTED_ROOT`).
 */
import { readFile } from 'node:fs/promises';
import { TrustedRoot } from '@sigstore/protobuf-specs';
import seeds from '@sigstore/tuf/seeds.json' with { type: 'json' };
import { toTrustMaterial, type TrustMaterial } from '@sigstore/verify';

/** Loads the trust material once it is needed (never for a release that is not verified). */
export type TrustedRootSource = () => Promise<TrustMaterial>;

const PUBLIC_GOOD = 'https://tuf-repo-cdn.sigstore.dev';

/** Trust material from a parsed `trusted_root.json` (`application/vnd.dev.sigstore.trustedroot+json`). */
export function trustMaterialFromJSON(json: unknown): TrustMaterial {
  return toTrustMaterial(TrustedRoot.fromJSON(json));
}

/** The public-good instance's trusted root embedded in `@sigstore/tuf`. */
export const embeddedTrustedRoot: TrustedRootSource = () => {
  const seed = (seeds as Record<string, { targets?: Record<string, string> }>)[PUBLIC_GOOD];
  const encoded = seed?.targets?.['trusted_root.json'];
  if (!encoded) {
    return Promise.reject(
      new Error('@sigstore/tuf embeds no trusted_root.json for ' + PUBLIC_GOOD),
    );
  }
  return Promise.resolve(
    trustMaterialFromJSON(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as unknown),
  );
};

/** A `trusted_root.json` file. */
export const trustedRootFile =
  (file: string): TrustedRootSource =>
  async () => {
    try {
      return trustMaterialFromJSON(JSON.parse(await readFile(file, 'utf8')) as unknown);
    } catch (error) {
      throw new Error(
        `Could not read the Sigstore trusted root ${file}: ${(error as Error).message}`,
        { cause: error },
      );
    }
  };

/** Names a `trusted_root.json` to use instead of the embedded one. */
export const TRUSTED_ROOT_ENV = 'KYVERNO_POLICY_CHECK_TRUSTED_ROOT';

/** The trusted root for this run: the file `TRUSTED_ROOT_ENV` names, or the embedded one. */
export function sigstoreTrustedRoot(env: NodeJS.ProcessEnv): TrustedRootSource {
  const file = env[TRUSTED_ROOT_ENV];
  return file ? trustedRootFile(file) : embeddedTrustedRoot;
}
