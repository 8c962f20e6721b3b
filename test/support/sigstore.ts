/**
 * A Sigstore instance of the tests' own, on loopback: Sigstore's mock Fulcio (certificate
 * authority with a CT log) and Rekor (transparency log) from `@sigstore/mock`, served over HTTP,
 * signed through by `@sigstore/sign` the way `cosign sign-blob --bundle` signs Kyverno's
 * checksums.txt, and the trusted root that trusts exactly this instance.
 *
 *   const sigstore = await MockSigstore.start();
 *   const bundle = await sigstore.sign(checksums, { identity: releaseWorkflowIdentity('v1.19.0') });
 *   const trust = trustMaterialFromJSON(sigstore.trustedRoot);
 *   await sigstore.close();
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bundleToJSON } from '@sigstore/bundle';
import {
  fulcioHandler,
  type HandlerFn,
  initializeCA,
  initializeCTLog,
  initializeTLog,
  rekorHandler,
} from '@sigstore/mock';
import { FulcioSigner, MessageSignatureBundleBuilder, RekorWitness } from '@sigstore/sign';
import { GITHUB_OIDC_ISSUER, releaseWorkflowIdentity } from '../../src/install/signature.js';
import { TRUSTED_ROOT_ENV } from '../../src/install/sigstore-root.js';

export interface SignOptions {
  /** The certificate's URI SAN; default: Kyverno's release workflow for `tag`. */
  identity?: string;
  tag?: string;
  /** The OIDC issuer recorded in the certificate; default GitHub Actions'. */
  issuer?: string;
}

export interface MockSigstoreOptions {
  /** The certificate authority's clock: certificates are valid for 10 minutes from it. */
  caClock?: Date;
}

const keyPair = () => generateKeyPairSync('ec', { namedCurve: 'P-256' });
const base64 = (data: Uint8Array | ArrayBufferView) =>
  Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('base64');
const LONG_AGO = '2000-01-01T00:00:00Z';

/** An unsigned JWT: the mock Fulcio reads its claims without checking a signature. */
function identityToken(subject: string, issuer: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: subject, iss: issuer, aud: 'sigstore' })}.`;
}

export class MockSigstore {
  private constructor(
    private readonly server: Server,
    readonly url: string,
    /** `trusted_root.json` (`application/vnd.dev.sigstore.trustedroot+json;version=0.1`). */
    readonly trustedRoot: Record<string, unknown>,
  ) {}

  static async start(options: MockSigstoreOptions = {}): Promise<MockSigstore> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    // Never what keeps a test process alive.
    server.unref();
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ctKeys = keyPair();
    const ctLog = await initializeCTLog(ctKeys);
    const ca = await initializeCA(keyPair(), ctLog, options.caClock);
    const tlogKeys = keyPair();
    const tlog = await initializeTLog(url, tlogKeys);
    const routes = new Map<string, HandlerFn>(
      [fulcioHandler(ca), rekorHandler(tlog)].map((handler) => [handler.path, handler.fn]),
    );
    server.on('request', (req, res) => {
      // One connection per request. Kept alive, a connection would sit idle in the signer's agent
      // (make-fetch-happen's, which does not retry) between bundles, and this server shares the
      // test's event loop: when the loop stalls for a second or more (a loaded machine, synchronous
      // work) after the signer has written its next request on that idle socket, the server's
      // keep-alive timer (5 s) runs before the request is read and destroys the socket: ECONNRESET.
      res.setHeader('connection', 'close');
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const route = routes.get(new URL(req.url ?? '/', url).pathname);
        if (!route || req.method !== 'POST') {
          res.writeHead(404).end();
          return;
        }
        void route(Buffer.concat(chunks).toString('utf8')).then(
          ({ statusCode, response, contentType }) => {
            res.writeHead(statusCode, { 'content-type': contentType ?? 'text/plain' });
            res.end(response);
          },
          (error: Error) => res.writeHead(500).end(error.message),
        );
      });
    });
    const tlogKey = tlogKeys.publicKey.export({ format: 'der', type: 'spki' });
    const ctKey = ctKeys.publicKey.export({ format: 'der', type: 'spki' });
    const publicKey = (der: Buffer) => ({
      rawBytes: der.toString('base64'),
      keyDetails: 'PKIX_ECDSA_P256_SHA_256',
      validFor: { start: LONG_AGO },
    });
    const trustedRoot = {
      mediaType: 'application/vnd.dev.sigstore.trustedroot+json;version=0.1',
      tlogs: [
        {
          baseUrl: url,
          hashAlgorithm: 'SHA2_256',
          publicKey: publicKey(tlogKey),
          logId: { keyId: createHash('sha256').update(tlogKey).digest('base64') },
        },
      ],
      certificateAuthorities: [
        {
          subject: { organization: 'sigstore.mock', commonName: 'sigstore' },
          uri: url,
          certChain: { certificates: [{ rawBytes: base64(ca.rootCertificate) }] },
          validFor: { start: LONG_AGO },
        },
      ],
      ctlogs: [
        {
          baseUrl: url,
          hashAlgorithm: 'SHA2_256',
          publicKey: publicKey(ctKey),
          logId: { keyId: base64(ctLog.logID) },
        },
      ],
      timestampAuthorities: [],
    };
    return new MockSigstore(server, url, trustedRoot);
  }

  /** The text of a `.sigstore.json` bundle for `data`, as `cosign sign-blob --bundle` writes it. */
  async sign(data: Buffer | string, options: SignOptions = {}): Promise<string> {
    const identity = options.identity ?? releaseWorkflowIdentity(options.tag ?? 'v1.19.0');
    const token = identityToken(identity, options.issuer ?? GITHUB_OIDC_ISSUER);
    const builder = new MessageSignatureBundleBuilder({
      signer: new FulcioSigner({
        fulcioBaseURL: this.url,
        identityProvider: { getToken: () => Promise.resolve(token) },
      }),
      witnesses: [new RekorWitness({ rekorBaseURL: this.url, fetchOnConflict: false })],
    });
    const bundle = await builder.create({ data: Buffer.from(data) });
    return JSON.stringify(bundleToJSON(bundle));
  }

  /** Writes the trusted root to a file (for `KYVERNO_POLICY_CHECK_TRUSTED_ROOT`). */
  async writeTrustedRoot(file: string): Promise<string> {
    await writeFile(file, JSON.stringify(this.trustedRoot));
    return file;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

let releaseSigstore: Promise<{ sigstore: MockSigstore; rootFile: string }> | undefined;
let releaseRootFile: string | undefined;

/**
 * The Sigstore that signs what the release servers of this test process serve (started on first
 * use), and the file holding its trusted root.
 */
export function releaseSigner(): Promise<{ sigstore: MockSigstore; rootFile: string }> {
  releaseSigstore ??= (async () => {
    const sigstore = await MockSigstore.start();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kpc-sigstore-'));
    const rootFile = await sigstore.writeTrustedRoot(path.join(dir, 'trusted_root.json'));
    releaseRootFile = rootFile;
    return { sigstore, rootFile };
  })();
  return releaseSigstore;
}

/**
 * The environment that makes the action trust the release servers' signatures
 * (`KYVERNO_POLICY_CHECK_TRUSTED_ROOT`); empty when no release server was started.
 */
export function releaseTrustEnv(): Record<string, string> {
  return releaseRootFile ? { [TRUSTED_ROOT_ENV]: releaseRootFile } : {};
}
