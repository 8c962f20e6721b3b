import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A smart-HTTP git server on 127.0.0.1: `git http-backend` (CGI) behind Node's http server. */
export interface GitHttpServer {
  /** e.g. `http://127.0.0.1:41234`; repositories are at `<url>/<path under projectRoot>`. */
  url: string;
  /** Every request path served, for assertions. */
  requests: string[];
  close(): Promise<void>;
}

/** Serves the bare repositories under `projectRoot` read-only. */
export async function startGitHttpServer(projectRoot: string): Promise<GitHttpServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    serve(projectRoot, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function serve(projectRoot: string, request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (request.method === 'POST' && url.pathname.endsWith('/git-receive-pack')) {
    response.writeHead(403).end('read-only');
    return;
  }
  const header = (name: string): string => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(', ') : (value ?? '');
  };
  const backend = spawn('git', ['http-backend'], {
    env: {
      PATH: process.env.PATH ?? '',
      GIT_PROJECT_ROOT: projectRoot,
      GIT_HTTP_EXPORT_ALL: '1',
      GIT_PROTOCOL: header('git-protocol'),
      REQUEST_METHOD: request.method ?? 'GET',
      PATH_INFO: decodeURIComponent(url.pathname),
      QUERY_STRING: url.search.slice(1),
      CONTENT_TYPE: header('content-type'),
      CONTENT_LENGTH: header('content-length'),
      HTTP_CONTENT_ENCODING: header('content-encoding'),
      REMOTE_ADDR: '127.0.0.1',
      SERVER_PROTOCOL: 'HTTP/1.1',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  request.pipe(backend.stdin);
  let head = Buffer.alloc(0);
  let headersSent = false;
  backend.stdout.on('data', (chunk: Buffer) => {
    if (headersSent) {
      response.write(chunk);
      return;
    }
    head = Buffer.concat([head, chunk]);
    const end = head.indexOf('\r\n\r\n');
    if (end === -1) return;
    let status = 200;
    for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon === -1) continue;
      const name = line.slice(0, colon).trim();
      const value = line.slice(colon + 1).trim();
      if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
      else response.setHeader(name, value);
    }
    response.writeHead(status);
    headersSent = true;
    response.write(head.subarray(end + 4));
  });
  let errors = '';
  backend.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  backend.on('close', (code) => {
    if (!headersSent)
      response.writeHead(500).end(`git http-backend exited with ${code}: ${errors}`);
    else response.end();
  });
}
