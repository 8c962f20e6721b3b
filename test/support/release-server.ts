/**
 * A loopback stand-in for `https://github.com/kyverno/kyverno/releases/download`: serves the real
 * Kyverno archive and checksums.txt built by scripts/kyverno-from-source.mjs at `/<tag>/<asset>`,
 * counts requests, and misbehaves on demand. Kyverno's layout also serves
 * `checksums.txt.sigstore.json`, signed by the tests' Sigstore (test/support/sigstore.ts) as
 * Kyverno's release workflow. It also stands in for `https://get.helm.sh` (Helm's
 * archives served flat) and Kustomize's releases (`/kustomize%2F<tag>/<asset>`), with the archives
 * built by scripts/go-tool-from-source.mjs.
 *
 *   const releases = await ReleaseServer.start();        // releases.url → kyverno-release-url
 *   const helm = await ReleaseServer.start(helmReleaseDir(), { prefix: '' });
 *   releases.fail({ path: /tar\.gz$/, fault: 'truncate' });
 *   releases.fail({ path: /checksums/, fault: 500, times: 2 });
 *   await releases.alias('v1.18.2');                     // the same binary, published as another tag
 *   await releases.sign('v1.18.2');                      // re-signs a changed checksums.txt
 *   expect(releases.requests).toHaveLength(0);
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SIGNATURE_ASSET } from '../../src/install/signature.js';
import { kyvernoReleaseDir } from './kyverno.js';
import { releaseSigner } from './sigstore.js';

/**
 * `404` / `500` / any status: answer with it. `truncate`: send the first half with a matching
 * Content-Length. `corrupt`: flip bytes in the middle. `drop`: announce the full length, send half,
 * then destroy the socket.
 */
export type ReleaseFault = number | 'truncate' | 'corrupt' | 'drop';

export interface ReleaseFaultRule {
  /** Matched against the request path, e.g. `/v1.19.0/checksums.txt`; every path when absent. */
  path?: string | RegExp;
  fault: ReleaseFault;
  /** Default 1. */
  times?: number;
}

export interface ServedRequest {
  path: string;
  status: number;
  fault?: ReleaseFault;
}

export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The bytes a `truncate` or `corrupt` fault serves instead of the file. */
export function damaged(data: Buffer, fault: 'truncate' | 'corrupt'): Buffer {
  if (fault === 'truncate') return data.subarray(0, Math.floor(data.length / 2));
  const copy = Buffer.from(data);
  const middle = Math.floor(copy.length / 2);
  for (let i = middle; i < Math.min(middle + 64, copy.length); i++) copy[i] = (copy[i] ?? 0) ^ 0xff;
  return copy;
}

export class ReleaseServer {
  readonly requests: ServedRequest[] = [];
  private readonly files = new Map<string, Buffer>();
  private readonly rules: (ReleaseFaultRule & { remaining: number })[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
    /** The tag of the real release, e.g. `v1.19.0`. */
    readonly tag: string,
  ) {}

  /**
   * Serves the release folder (default: `kyvernoReleaseDir()`, whose name is the tag) under
   * `prefix` (default `/<tag>`; decoded, so Kustomize's `kustomize%2F<tag>` is `/kustomize/<tag>`).
   */
  static async start(
    releaseDir = kyvernoReleaseDir(),
    options: { prefix?: string } = {},
  ): Promise<ReleaseServer> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    const { port } = server.address() as AddressInfo;
    const tag = path.basename(releaseDir);
    const releases = new ReleaseServer(server, `http://127.0.0.1:${port}`, tag);
    const prefix = options.prefix ?? `/${tag}`;
    for (const name of await readdir(releaseDir)) {
      releases.files.set(`${prefix}/${name}`, await readFile(path.join(releaseDir, name)));
    }
    // Kyverno's layout: its checksums.txt is signed.
    if (prefix === `/${tag}` && releases.files.has(`/${tag}/checksums.txt`))
      await releases.sign(tag);
    server.on('request', (req, res) => releases.handle(req, res));
    return releases;
  }

  /** The real archive's file name, e.g. `kyverno-cli_v1.19.0_linux_x86_64.tar.gz`. */
  get archiveName(): string {
    const name = [...this.files.keys()].find((p) => p.startsWith(`/${this.tag}/kyverno-cli_`));
    if (!name) throw new Error(`no kyverno-cli archive in the release folder for ${this.tag}`);
    return path.posix.basename(name);
  }

  /** Bytes served at `/<tag>/<name>`. */
  file(tag: string, name: string): Buffer {
    const data = this.files.get(`/${tag}/${name}`);
    if (!data) throw new Error(`the release server has no /${tag}/${name}`);
    return data;
  }

  /** Adds or replaces `/<tag>/<name>`. */
  setFile(tag: string, name: string, data: Buffer | string): void {
    this.files.set(`/${tag}/${name}`, Buffer.from(data));
  }

  /** Publishes the real archive again under another tag, with a matching, signed checksums.txt. */
  async alias(tag: string): Promise<void> {
    const name = this.archiveName.replace(this.tag, tag);
    const archive = this.file(this.tag, this.archiveName);
    this.setFile(tag, name, archive);
    this.setFile(tag, 'checksums.txt', `${sha256(archive)}  ${name}\n`);
    await this.sign(tag);
  }

  /** Signs the tag's checksums.txt as Kyverno's release workflow does: `checksums.txt.sigstore.json`. */
  async sign(tag: string): Promise<void> {
    const { sigstore } = await releaseSigner();
    this.setFile(
      tag,
      SIGNATURE_ASSET,
      await sigstore.sign(this.file(tag, 'checksums.txt'), { tag }),
    );
  }

  /** Bytes served at a path, e.g. `/helm-v4.3.2-linux-amd64.tar.gz`. */
  fileAt(urlPath: string): Buffer {
    const data = this.files.get(urlPath);
    if (!data) throw new Error(`the release server has no ${urlPath}`);
    return data;
  }

  /** Adds or replaces the file at a path. */
  setFileAt(urlPath: string, data: Buffer | string): void {
    this.files.set(urlPath, Buffer.from(data));
  }

  /** Stops serving a path (it then answers 404). */
  remove(urlPath: string): void {
    this.files.delete(urlPath);
  }

  fail(rule: ReleaseFaultRule): void {
    this.rules.push({ ...rule, remaining: rule.times ?? 1 });
  }

  /** Requests whose path matches (all when absent). */
  count(match?: string | RegExp): number {
    return this.requests.filter((r) => matches(match, r.path)).length;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private takeFault(requestPath: string): ReleaseFault | undefined {
    const index = this.rules.findIndex((r) => matches(r.path, requestPath));
    const rule = this.rules[index];
    if (!rule) return undefined;
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.rules.splice(index, 1);
    return rule.fault;
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    // One connection per request, for the reason given in sigstore.ts: a kept-alive socket of this
    // in-process server can be reset under load, and a retried download would change the logs.
    res.setHeader('connection', 'close');
    const requestPath = decodeURIComponent(new URL(req.url ?? '/', this.url).pathname);
    const fault = this.takeFault(requestPath);
    const data = this.files.get(requestPath);
    const record = (status: number): void => {
      this.requests.push({ path: requestPath, status, ...(fault === undefined ? {} : { fault }) });
    };
    if (typeof fault === 'number' || !data || req.method !== 'GET') {
      const status = typeof fault === 'number' ? fault : req.method !== 'GET' ? 405 : 404;
      record(status);
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status === 404 ? 'Not Found' : `HTTP ${status}`);
      return;
    }
    record(200);
    const headers = { 'content-type': 'application/octet-stream' };
    if (fault === 'drop') {
      res.writeHead(200, { ...headers, 'content-length': String(data.length) });
      res.write(data.subarray(0, Math.floor(data.length / 2)), () => res.socket?.destroy());
      return;
    }
    const body = fault ? damaged(data, fault) : data;
    res.writeHead(200, { ...headers, 'content-length': String(body.length) });
    res.end(body);
  }
}

function matches(match: string | RegExp | undefined, requestPath: string): boolean {
  if (match === undefined) return true;
  return typeof match === 'string' ? match === requestPath : match.test(requestPath);
}
