/**
 * A Helm chart repository on loopback, with the real Helm: the given charts packaged and indexed,
 * and Helm's own folders (`HELM_CONFIG_HOME`, …) pointed into `root` until `close`, so no
 * repository of the user's is configured or touched.
 */
import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { runProcess } from '../../src/process/run-process.js';
import { helmBinary } from './tools.js';
import { writeFiles } from './write-files.js';

const HELM_HOMES = ['HELM_CONFIG_HOME', 'HELM_CACHE_HOME', 'HELM_DATA_HOME'] as const;

export interface ChartRepository {
  url: string;
  close: () => void;
}

export async function helm(args: readonly string[], cwd: string): Promise<void> {
  const ran = await runProcess(helmBinary(), args, { cwd, timeoutMs: 60_000 });
  if (ran.exitCode !== 0) throw new Error(`helm ${args.join(' ')}: ${ran.stderr}`);
}

/** Serves `charts` (chart name -> its files by path) from `root`/repository. */
export async function serveChartRepository(
  root: string,
  charts: Readonly<Record<string, Readonly<Record<string, string>>>>,
): Promise<ChartRepository> {
  const saved = HELM_HOMES.map((name) => [name, process.env[name]] as const);
  for (const name of HELM_HOMES) process.env[name] = path.join(root, name.toLowerCase());
  const repository = path.join(root, 'repository');
  await mkdir(repository, { recursive: true });
  for (const [name, files] of Object.entries(charts)) {
    await writeFiles(path.join(root, 'chart-sources', name), files);
    await helm(['package', path.join(root, 'chart-sources', name), '-d', repository], root);
  }
  const server = createServer((request, response) => {
    const stream = createReadStream(path.join(repository, path.basename(request.url ?? '')));
    stream.on('error', () => response.writeHead(404).end());
    stream.pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await helm(['repo', 'index', repository, '--url', url], root);
  return {
    url,
    close: () => {
      server.close();
      for (const [name, value] of saved) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    },
  };
}
