import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGitHubClient } from '../../../src/github/client.js';
import { httpClientFetch, ResponseHeaders } from '../../../src/github/http-fetch.js';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let base: string;
let seen: Seen[];

beforeEach(async () => {
  seen = [];
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      if (request.url === '/moved') {
        response.writeHead(301, { location: `${base}/repos/o/r` }).end();
      } else if (request.url === '/empty') {
        response.writeHead(204).end();
      } else if (request.url === '/binary') {
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        response.end(Buffer.from([0, 1, 2, 255]));
      } else {
        response.setHeader('set-cookie', ['a=1', 'b=2']);
        response.writeHead(request.url === '/missing' ? 404 : 200, {
          'content-type': 'application/json; charset=utf-8',
          'X-RateLimit-Remaining': '42',
        });
        response.end(JSON.stringify({ message: request.url === '/missing' ? 'Not Found' : 'ok' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('httpClientFetch', () => {
  it('sends the method, headers and body it is given', async () => {
    const response = await httpClientFetch()(`${base}/repos/o/r/check-runs`, {
      method: 'POST',
      headers: { Authorization: 'token t', 'content-type': 'application/json' },
      body: '{"name":"ü"}',
    });
    expect(response.status).toBe(200);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/repos/o/r/check-runs',
      body: '{"name":"ü"}',
      headers: { authorization: 'token t', 'content-length': '13' },
    });
  });

  it('reads the headers as a Headers would: any case, lists joined, iterable', async () => {
    const response = await httpClientFetch()(`${base}/x`);
    expect(response.headers.get('X-RATELIMIT-REMAINING')).toBe('42');
    expect(response.headers.get('set-cookie')).toBe('a=1, b=2');
    expect(response.headers.get('absent')).toBeNull();
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'x-ratelimit-remaining': '42',
    });
    expect(JSON.parse(await response.text())).toEqual({ message: 'ok' });
  });

  it('gives error statuses and empty and binary bodies as they came', async () => {
    const fetch = httpClientFetch();
    expect((await fetch(`${base}/missing`)).status).toBe(404);
    const empty = await fetch(`${base}/empty`, { method: 'DELETE' });
    expect([empty.status, await empty.text()]).toEqual([204, '']);
    const binary = await fetch(`${base}/binary`);
    expect([...new Uint8Array(await binary.arrayBuffer())]).toEqual([0, 1, 2, 255]);
  });

  it('follows a redirect with the same method', async () => {
    const response = await httpClientFetch()(`${base}/moved`, { method: 'GET' });
    expect(response.status).toBe(200);
    expect(seen.map((request) => request.url)).toEqual(['/moved', '/repos/o/r']);
  });

  it('rejects when nothing listens, with the reason in the message', async () => {
    const closed = base;
    await new Promise((resolve) => server.close(resolve));
    server = http.createServer();
    await expect(httpClientFetch()(`${closed}/x`)).rejects.toThrow(/ECONNREFUSED/);
  });

  it("serves Octokit: statuses, parsed bodies and a 404's RequestError", async () => {
    const octokit = createGitHubClient({ token: 't', apiUrl: base, retries: 0 });
    const { status, data, headers } = await octokit.request('GET /repos/{owner}/{repo}', {
      owner: 'o',
      repo: 'r',
    });
    expect([status, data, headers['x-ratelimit-remaining']]).toEqual([
      200,
      { message: 'ok' },
      '42',
    ]);
    expect(seen[0]?.headers['user-agent']).toMatch(/octokit/);
    await expect(octokit.request('GET /missing')).rejects.toMatchObject({ status: 404 });
  });
});

describe('httpClientFetch behind a proxy', () => {
  let proxy: http.Server;
  let tunnelled: string[];

  beforeEach(async () => {
    tunnelled = [];
    // A CONNECT proxy that sends every tunnel to the test server, whatever host it names.
    proxy = http.createServer();
    proxy.on('connect', (request: http.IncomingMessage, client: net.Socket) => {
      tunnelled.push(request.url ?? '');
      const upstream = net.connect(Number(new URL(base).port), '127.0.0.1', () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.pipe(client);
        client.pipe(upstream);
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    vi.stubEnv('http_proxy', `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`);
    vi.stubEnv('no_proxy', '');
  });

  afterEach(async () => {
    vi.unstubAllEnvs();
    await new Promise((resolve) => proxy.close(resolve));
  });

  it('goes through the proxy the environment names', async () => {
    const response = await httpClientFetch()('http://ghes.example:8080/api/v3/x');
    expect(response.status).toBe(200);
    expect(tunnelled).toEqual(['ghes.example:8080']);
    expect(seen.map((request) => request.url)).toEqual(['/api/v3/x']);
  });
});

describe('ResponseHeaders', () => {
  it('skips absent values', () => {
    expect([...new ResponseHeaders({ a: undefined, b: 'x' })]).toEqual([['b', 'x']]);
  });
});
