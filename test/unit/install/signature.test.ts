/**
 * Verifying checksums.txt.sigstore.json with real Sigstore signatures made by the tests' own
 * Sigstore (mock Fulcio and Rekor on loopback) and checked against its trusted root.
 */
import { Agent, request } from 'node:http';
import type { TrustMaterial } from '@sigstore/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GITHUB_OIDC_ISSUER,
  isSignedRelease,
  releaseWorkflowIdentity,
  signaturePolicy,
} from '../../../src/install/signature.js';
import { verifyChecksumsBundle } from '../../../src/install/signature-verify.js';
import { embeddedTrustedRoot, trustMaterialFromJSON } from '../../../src/install/sigstore-root.js';
import { MockSigstore } from '../../support/sigstore.js';

const TAG = 'v1.19.0';
const CHECKSUMS = Buffer.from(
  `${'a'.repeat(64)}  kyverno-cli_v1.19.0_linux_x86_64.tar.gz\n${'b'.repeat(64)}  kyverno-cli_v1.19.0_darwin_arm64.tar.gz\n`,
);
const URL = 'http://127.0.0.1:1/v1.19.0/checksums.txt.sigstore.json';

let sigstore: MockSigstore;
let other: MockSigstore;
let expired: MockSigstore;

beforeAll(async () => {
  sigstore = await MockSigstore.start();
  other = await MockSigstore.start();
  expired = await MockSigstore.start({ caClock: new Date(Date.now() - 3_600_000) });
});

afterAll(async () => {
  await Promise.all([sigstore, other, expired].map((s) => s?.close()));
});

const verify = (bundleText: string, options: { checksums?: Buffer; trust?: MockSigstore } = {}) =>
  verifyChecksumsBundle({
    checksums: options.checksums ?? CHECKSUMS,
    bundleText,
    bundleUrl: URL,
    tag: TAG,
    trust: trustMaterialFromJSON((options.trust ?? sigstore).trustedRoot),
  });

const refusal = (what: string | RegExp) =>
  new RegExp(
    `^The Sigstore signature of Kyverno v1\\.19\\.0's checksums\\.txt does not verify \\(${URL.replace(/[.]/g, '\\.')}\\): ` +
      (typeof what === 'string' ? what.replace(/[.()]/g, '\\$&') : what.source) +
      '\\. The archive was not extracted\\.',
  );

describe('verifyChecksumsBundle', () => {
  it("accepts checksums.txt signed by Kyverno's release workflow for the tag", async () => {
    const record = verify(await sigstore.sign(CHECKSUMS, { tag: TAG }));
    expect(record).toEqual({
      tag: TAG,
      identity:
        'https://github.com/kyverno/kyverno/.github/workflows/release.yaml@refs/tags/v1.19.0',
      issuer: 'https://token.actions.githubusercontent.com',
      logIndex: expect.stringMatching(/^\d+$/),
    });
  });

  it('refuses a tampered checksums.txt', async () => {
    const bundle = await sigstore.sign(CHECKSUMS, { tag: TAG });
    const tampered = Buffer.from(CHECKSUMS.toString().replace('a'.repeat(64), 'c'.repeat(64)));
    expect(() => verify(bundle, { checksums: tampered })).toThrow(
      refusal(/checksums\.txt is not the file that was signed \(.+\)/),
    );
  });

  it('refuses a bundle made for another tag', async () => {
    const bundle = await sigstore.sign(CHECKSUMS, { tag: 'v1.18.0' });
    expect(() => verify(bundle)).toThrow(
      refusal(
        "it was signed by https://github.com/kyverno/kyverno/.github/workflows/release.yaml@refs/tags/v1.18.0, not by Kyverno's release workflow for this tag (https://github.com/kyverno/kyverno/.github/workflows/release.yaml@refs/tags/v1.19.0)",
      ),
    );
  });

  it('refuses another workflow identity', async () => {
    const identity =
      'https://github.com/attacker/kyverno/.github/workflows/release.yaml@refs/tags/v1.19.0';
    const bundle = await sigstore.sign(CHECKSUMS, { identity });
    expect(() => verify(bundle)).toThrow(
      refusal(
        `it was signed by ${identity}, not by Kyverno's release workflow for this tag (${releaseWorkflowIdentity(TAG)})`,
      ),
    );
  });

  it('refuses another OIDC issuer', async () => {
    const bundle = await sigstore.sign(CHECKSUMS, {
      tag: TAG,
      issuer: 'https://accounts.example.com',
    });
    expect(() => verify(bundle)).toThrow(
      refusal(
        `its certificate was issued for the OIDC issuer https://accounts.example.com, not ${GITHUB_OIDC_ISSUER}`,
      ),
    );
  });

  it('refuses a certificate from a CA the trusted root does not hold', async () => {
    const bundle = await other.sign(CHECKSUMS, { tag: TAG });
    expect(() => verify(bundle)).toThrow(
      refusal(/the signing certificate does not chain to Sigstore's trusted root \(.+\)/),
    );
  });

  it('refuses a certificate that had expired when the signature was logged', async () => {
    const bundle = await expired.sign(CHECKSUMS, { tag: TAG });
    expect(() => verify(bundle, { trust: expired })).toThrow(
      refusal(/the signing certificate was not valid when the signature was logged \(.+\)/),
    );
  });

  it('refuses a bundle whose transparency-log entry was removed', async () => {
    const bundle = JSON.parse(await sigstore.sign(CHECKSUMS, { tag: TAG })) as {
      verificationMaterial: { tlogEntries: unknown[] };
    };
    bundle.verificationMaterial.tlogEntries = [];
    expect(() => verify(JSON.stringify(bundle))).toThrow(refusal(/.+/));
  });

  it.each([
    ['its signed entry timestamp', 'inclusionPromise'],
    ['its inclusion proof', 'inclusionProof'],
  ])('checks transparency-log inclusion: refuses an entry with a forged %s', async (_, field) => {
    const bundle = JSON.parse(await sigstore.sign(CHECKSUMS, { tag: TAG })) as {
      verificationMaterial: { tlogEntries: Record<string, Record<string, unknown>>[] };
    };
    const entry = bundle.verificationMaterial.tlogEntries[0]!;
    if (field === 'inclusionPromise') {
      entry.inclusionPromise = { signedEntryTimestamp: Buffer.alloc(70, 1).toString('base64') };
    } else {
      // The checkpoint signed by the log, with another root hash on its third line.
      const proof = entry.inclusionProof as { checkpoint: { envelope: string } };
      const lines = proof.checkpoint.envelope.split('\n');
      lines[2] = Buffer.alloc(32, 7).toString('base64');
      proof.checkpoint.envelope = lines.join('\n');
    }
    expect(() => verify(JSON.stringify(bundle))).toThrow(
      refusal(/its transparency-log entry does not verify against Sigstore's trusted root \(.+\)/),
    );
  });

  it('refuses a file that is not a bundle', () => {
    expect(() => verify('<html>Not Found</html>')).toThrow(
      refusal(/it is not a Sigstore bundle \(.+\)/),
    );
  });
});

describe('which releases must be signed', () => {
  it.each([
    ['1.16.3', false],
    ['1.16.4', true],
    ['1.17.0', false],
    ['1.17.1', false],
    ['1.17.2', true],
    ['1.18.0', true],
    ['1.19.1', true],
    ['1.15.2', false],
    ['1.18.0-rc.1', false],
  ])('%s is signed with a bundle: %s', (version, signed) => {
    expect(isSignedRelease(version)).toBe(signed);
  });

  it('maps verify-signature and the version to what the installer does', () => {
    expect(signaturePolicy('auto', '1.19.0')).toBe('require');
    expect(signaturePolicy('auto', '1.16.3')).toBe('warn');
    expect(signaturePolicy('true', '1.19.0')).toBe('require');
    expect(signaturePolicy('true', '1.16.3')).toBe('refuse');
    expect(signaturePolicy('false', '1.19.0')).toBe('skip');
  });

  it("names Kyverno's release workflow for the tag", () => {
    expect(releaseWorkflowIdentity('v1.19.1')).toBe(
      'https://github.com/kyverno/kyverno/.github/workflows/release.yaml@refs/tags/v1.19.1',
    );
  });
});

describe('the embedded trusted root', () => {
  it("loads Sigstore's public-good Fulcio and Rekor from @sigstore/tuf without a network request", async () => {
    const trust = await embeddedTrustedRoot();
    expect(trust.certificateAuthorities.length).toBeGreaterThan(0);
    expect(trust.tlogs.length).toBeGreaterThan(0);
  });

  it('refuses a signature from the tests’ Sigstore, as it does with an empty root', async () => {
    const bundleText = await sigstore.sign(CHECKSUMS, { tag: TAG });
    const withRoot = (trust: TrustMaterial) => () =>
      verifyChecksumsBundle({ checksums: CHECKSUMS, bundleText, bundleUrl: URL, tag: TAG, trust });
    expect(withRoot(trustMaterialFromJSON({}))).toThrow(refusal(/.+/));
    expect(withRoot(await embeddedTrustedRoot())).toThrow(
      refusal(/the signing certificate does not chain to Sigstore's trusted root \(.+\)/),
    );
  });
});

describe("the tests' Sigstore", () => {
  // A kept-alive socket of this in-process server can be reset when the test's event loop stalls
  // (test/support/sigstore.ts): it answers every request on a connection of its own.
  it('keeps no connection alive between requests', async () => {
    const agent = new Agent({ keepAlive: true });
    const post = () =>
      new Promise<{ reused: boolean; connection?: string }>((resolve, reject) => {
        const req = request(`${sigstore.url}/no-such-route`, { method: 'POST', agent }, (res) =>
          res
            .resume()
            .on('end', () =>
              resolve({ reused: req.reusedSocket, connection: res.headers.connection }),
            ),
        );
        req.on('error', reject).end('{}');
      });
    try {
      const once = { reused: false, connection: 'close' };
      expect([await post(), await post()]).toEqual([once, once]);
    } finally {
      agent.destroy();
    }
  });
});
