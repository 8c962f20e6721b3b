/**
 * A chart whose `Chart.lock` pins a dependency from a plain https repository that `charts/` does
 * not hold, with the real Helm and a chart repository on loopback. Helm builds a locked chart
 * only from repositories it is configured with; the render stage gives that one build a
 * configuration of its own (the user's, plus the missing URL), so the chart renders and the
 * user's Helm configuration stays as it was.
 */
import { createReadStream } from 'node:fs';
import { access, cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunReport } from '../../../src/model/report.js';
import { runProcess } from '../../../src/process/run-process.js';
import { checkWithInputs } from '../../support/check-config.js';
import { helmBinary } from '../../support/tools.js';

const POLICIES = fileURLToPath(new URL('../../fixtures/render/policies', import.meta.url));
const HELM_HOMES = ['HELM_CONFIG_HOME', 'HELM_CACHE_HOME', 'HELM_DATA_HOME'] as const;

let root: string;
let workspace: string;
let server: Server;
let report: RunReport;
const savedEnv = new Map<string, string | undefined>();

async function helm(args: string[], cwd: string): Promise<void> {
  const ran = await runProcess(helmBinary(), args, { cwd, timeoutMs: 60_000 });
  if (ran.exitCode !== 0) throw new Error(`helm ${args.join(' ')}: ${ran.stderr}`);
}

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'kpc-locked-dependency-'));
  // A Helm of its own: no repository is configured, and nothing of the user's is touched.
  for (const name of HELM_HOMES) {
    savedEnv.set(name, process.env[name]);
    process.env[name] = path.join(root, name.toLowerCase());
  }
  const repository = path.join(root, 'repository');
  await write(path.join(root, 'lib/Chart.yaml'), 'apiVersion: v2\nname: lib\nversion: 0.1.0\n');
  await write(
    path.join(root, 'lib/templates/configmap.yaml'),
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}-lib\n  labels:\n    team: platform\ndata:\n  from: lib\n',
  );
  await mkdir(repository);
  await helm(['package', path.join(root, 'lib'), '--destination', repository], root);
  server = createServer((request, response) => {
    const file = path.join(repository, path.basename(request.url ?? ''));
    const stream = createReadStream(file);
    stream.on('error', () => response.writeHead(404).end());
    stream.pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await helm(['repo', 'index', repository, '--url', url], root);

  workspace = path.join(root, 'workspace');
  await cp(POLICIES, path.join(workspace, 'policies'), { recursive: true });
  await write(
    path.join(workspace, 'charts/web/Chart.yaml'),
    `apiVersion: v2\nname: web\nversion: 1.0.0\ndependencies:\n  - name: lib\n    version: 0.1.0\n    repository: ${url}\n`,
  );
  // Without a lock, Helm fetches from the URL itself: this writes Chart.lock, as a team commits it.
  await helm(['dependency', 'update', 'charts/web'], workspace);
  await rm(path.join(workspace, 'charts/web/charts'), { recursive: true });

  report = await checkWithInputs(workspace, {
    policies: 'policies',
    'helm-charts': 'charts/web',
    scope: 'all',
    deprecations: 'off',
  });
}, 120_000);

afterAll(async () => {
  for (const [name, value] of savedEnv) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

it('renders the locked dependency from a repository Helm was not told of', () => {
  expect(report.results.filter((result) => result.status === 'error')).toEqual([]);
  expect(
    report.results
      .filter((result) => result.render?.root === 'charts/web')
      .map((result) => `${result.status} ${result.resource.kind}/${result.resource.name}`),
  ).toContain('pass ConfigMap/web-lib');
});

it("leaves the user's Helm configuration and the chart folder as they were", async () => {
  await expect(
    access(path.join(process.env.HELM_CONFIG_HOME!, 'repositories.yaml')),
  ).rejects.toThrow();
  expect(await readdir(path.join(workspace, 'charts/web'))).toEqual(['Chart.lock', 'Chart.yaml']);
});
