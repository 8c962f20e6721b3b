/**
 * `verify-signature` end to end against the loopback release server: checksums.txt.sigstore.json
 * signed by the tests' own Sigstore (mock Fulcio and Rekor, test/support/sigstore.ts), whose
 * trusted root the installer is given. Every refusal names what did not match, happens before the
 * archive is downloaded, and leaves nothing in the tool cache.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIGNATURE_RECORD_FILE } from '../../../src/install/release-signature.js';
import { trustMaterialFromJSON } from '../../../src/install/sigstore-root.js';
import { MockSigstore, releaseSigner } from '../../support/sigstore.js';
import { startInstallHarness, type InstallHarness } from './harness.js';

let h: InstallHarness;
let tag: string;
let version: string;
let genuine: { checksums: Buffer; bundle: Buffer };
let other: MockSigstore;

beforeAll(async () => {
  h = await startInstallHarness();
  tag = h.releases.tag;
  version = tag.replace(/^v/, '');
  genuine = {
    checksums: h.releases.file(tag, 'checksums.txt'),
    bundle: h.releases.file(tag, 'checksums.txt.sigstore.json'),
  };
  other = await MockSigstore.start();
});
beforeEach(async () => {
  h.resetCounters();
  await h.freshToolCache();
});
afterEach(async () => {
  h.releases.setFile(tag, 'checksums.txt', genuine.checksums);
  h.releases.setFile(tag, 'checksums.txt.sigstore.json', genuine.bundle);
  expect(await h.tempLeftovers()).toEqual([]);
});
afterAll(async () => {
  await other?.close();
  await h.close();
});

const cachedVersions = async (): Promise<string[]> =>
  readdir(path.join(h.toolCache, 'kyverno')).catch(() => []);
const bundleUrl = () => `${h.releases.url}/${tag}/checksums.txt.sigstore.json`;
const requested = () => h.releases.requests.map((r) => r.path);
const serveBundle = (text: string) => h.releases.setFile(tag, 'checksums.txt.sigstore.json', text);

/** The start of every refusal, up to what did not match. */
const refused = (what: RegExp) =>
  new RegExp(
    `^The Sigstore signature of Kyverno ${tag.replace(/\./g, '\\.')}'s checksums\\.txt does not verify \\(${bundleUrl().replace(/[.]/g, '\\.')}\\): ${what.source}\\. The archive was not extracted\\.`,
  );

/** A refusal: the archive was never downloaded and nothing was cached. */
async function expectRefused(what: RegExp): Promise<void> {
  await expect(h.install()).rejects.toThrow(refused(what));
  expect(requested()).toEqual([`/${tag}/checksums.txt`, `/${tag}/checksums.txt.sigstore.json`]);
  expect(await cachedVersions()).toEqual([]);
}

describe('verify-signature: auto (the default) on a release Kyverno signs', () => {
  it('installs a correctly signed release and records the verification in the tool cache', async () => {
    const info = await h.install();
    expect(info.origin).toBe(`downloaded from ${h.releases.url}/${tag}/${h.releases.archiveName}`);
    expect(h.warnings).toEqual([]);
    const record = JSON.parse(
      await readFile(path.join(path.dirname(info.path), SIGNATURE_RECORD_FILE), 'utf8'),
    ) as unknown;
    expect(record).toEqual({
      tag,
      identity: `https://github.com/kyverno/kyverno/.github/workflows/release.yaml@refs/tags/${tag}`,
      issuer: 'https://token.actions.githubusercontent.com',
      logIndex: expect.stringMatching(/^\d+$/),
    });

    // A hit trusts the record: no request at all, not even to Sigstore's TUF CDN.
    h.resetCounters();
    const hit = await h.install({}, { trustedRoot: () => Promise.reject(new Error('no network')) });
    expect(hit.origin).toBe('tool cache');
    expect(h.releases.requests).toEqual([]);
  });

  it('does not trust a tool-cache entry with no record of verification: it downloads again', async () => {
    await h.install({ verifySignature: 'false' });
    expect(requested()).not.toContain(`/${tag}/checksums.txt.sigstore.json`);
    h.resetCounters();
    const info = await h.install();
    expect(info.origin).toMatch(/^downloaded from /);
    expect(h.logs).toContain(
      `The tool cache's Kyverno ${tag} has no record of a verified signature: downloading it again.`,
    );
    expect(requested()).toContain(`/${tag}/checksums.txt.sigstore.json`);
  });

  it('refuses a tampered checksums.txt', async () => {
    const text = genuine.checksums.toString('utf8');
    h.releases.setFile(
      tag,
      'checksums.txt',
      text.replace(/^[0-9a-f]/, (c) => (c === '0' ? '1' : '0')),
    );
    await expectRefused(/checksums\.txt is not the file that was signed \(.+\)/);
  });

  it('refuses a bundle made for another tag', async () => {
    const { sigstore } = await releaseSigner();
    serveBundle(await sigstore.sign(genuine.checksums, { tag: 'v1.18.0' }));
    await expectRefused(
      /it was signed by https:\/\/github\.com\/kyverno\/kyverno\/\.github\/workflows\/release\.yaml@refs\/tags\/v1\.18\.0, not by Kyverno's release workflow for this tag \(.+\)/,
    );
  });

  it('refuses another workflow identity', async () => {
    const { sigstore } = await releaseSigner();
    const identity = `https://github.com/kyverno/kyverno/.github/workflows/ci.yaml@refs/tags/${tag}`;
    serveBundle(await sigstore.sign(genuine.checksums, { identity }));
    await expectRefused(
      new RegExp(
        `it was signed by ${identity.replace(/[./]/g, '\\$&')}, not by Kyverno's release workflow for this tag \\(.+\\)`,
      ),
    );
  });

  it('refuses another OIDC issuer', async () => {
    const { sigstore } = await releaseSigner();
    serveBundle(
      await sigstore.sign(genuine.checksums, { tag, issuer: 'https://gitlab.example.com' }),
    );
    await expectRefused(
      /its certificate was issued for the OIDC issuer https:\/\/gitlab\.example\.com, not https:\/\/token\.actions\.githubusercontent\.com/,
    );
  });

  it('refuses a certificate from a Sigstore the trusted root does not hold', async () => {
    serveBundle(await other.sign(genuine.checksums, { tag }));
    await expectRefused(/the signing certificate does not chain to Sigstore's trusted root \(.+\)/);
  });

  it('refuses a certificate that had expired when the signature was logged', async () => {
    const expired = await MockSigstore.start({ caClock: new Date(Date.now() - 3_600_000) });
    try {
      serveBundle(await expired.sign(genuine.checksums, { tag }));
      const trust = trustMaterialFromJSON(expired.trustedRoot);
      await expect(h.install({}, { trustedRoot: () => Promise.resolve(trust) })).rejects.toThrow(
        refused(/the signing certificate was not valid when the signature was logged \(.+\)/),
      );
      expect(await cachedVersions()).toEqual([]);
    } finally {
      await expired.close();
    }
  });

  it('refuses a release whose bundle is missing, before downloading the archive', async () => {
    h.releases.fail({ path: /sigstore\.json$/, fault: 404 });
    await expect(h.install()).rejects.toThrow(
      `Kyverno ${tag} must be signed, but ${bundleUrl()} is missing (404). Kyverno publishes ` +
        'checksums.txt.sigstore.json with every release since 1.16.4, 1.17.2 and 1.18.0; a mirror ' +
        '(kyverno-release-url) must serve it beside the archive. The archive was not downloaded.',
    );
    expect(requested()).toEqual([`/${tag}/checksums.txt`, `/${tag}/checksums.txt.sigstore.json`]);
    expect(await cachedVersions()).toEqual([]);
  });
});

describe('verify-signature: true', () => {
  it('installs a correctly signed release', async () => {
    const info = await h.install({ verifySignature: 'true' });
    expect(info.version).toBe(version);
    expect(requested()).toContain(`/${tag}/checksums.txt.sigstore.json`);
  });

  it('refuses a missing bundle', async () => {
    h.releases.fail({ path: /sigstore\.json$/, fault: 404 });
    await expect(h.install({ verifySignature: 'true' })).rejects.toThrow(
      `Kyverno ${tag} must be signed, but ${bundleUrl()} is missing (404).`,
    );
    expect(await cachedVersions()).toEqual([]);
  });

  it('refuses a release from before Kyverno signed with bundles, before any request', async () => {
    await expect(h.install({ verifySignature: 'true', version: 'v1.16.3' })).rejects.toThrow(
      'verify-signature is true, but Kyverno v1.16.3 is not signed with a Sigstore bundle (Kyverno ' +
        'signs its releases with bundles since 1.16.4, 1.17.2 and 1.18.0). Use a newer ' +
        'kyverno-version, or set verify-signature: auto to install older releases with a warning.',
    );
    expect(h.releases.requests).toEqual([]);
  });

  it('refuses verify-checksum: false, which would leave the signature covering nothing', async () => {
    await expect(h.install({ verifySignature: 'true', verifyChecksum: false })).rejects.toThrow(
      'verify-signature: true needs verify-checksum: true: the signature covers checksums.txt, ' +
        'which covers the archive.',
    );
    expect(h.releases.requests).toEqual([]);
  });
});

describe('verify-signature: auto on a release from before bundles', () => {
  it('warns once, asks for no bundle, and still checks the archive against checksums.txt', async () => {
    await h.releases.alias('v1.16.3');
    // The alias holds the real (default-version) binary under the 1.16.3 name, so the install ends
    // at the version check; everything before it is what an older release goes through.
    await expect(h.install({ version: 'v1.16.3' })).rejects.toThrow(
      `reports version ${h.releases.tag.slice(1)}, but 1.16.3 was requested`,
    );
    expect(h.warnings).toEqual([
      'Kyverno v1.16.3 is not signed with a Sigstore bundle (Kyverno signs its releases with ' +
        'bundles since 1.16.4, 1.17.2 and 1.18.0), so its signature is not verified. Use a newer ' +
        'kyverno-version, or set verify-signature: false to silence this warning.',
    ]);
    expect(requested()).toEqual([
      '/v1.16.3/checksums.txt',
      '/v1.16.3/kyverno-cli_v1.16.3_linux_x86_64.tar.gz',
    ]);
    expect(h.logs).toContainEqual(
      expect.stringMatching(/^SHA-256 verified against checksums\.txt/),
    );
  });
});

describe('verify-signature: false', () => {
  it('asks for no bundle and warns about nothing', async () => {
    const info = await h.install({ verifySignature: 'false' });
    expect(info.version).toBe(version);
    expect(requested()).toEqual([`/${tag}/checksums.txt`, `/${tag}/${h.releases.archiveName}`]);
    expect(h.warnings).toEqual([]);
  });
});
