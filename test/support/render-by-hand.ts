/**
 * What a team would run by hand for one render: `helm template … | kyverno apply` or
 * `kustomize build … | kyverno apply`, with the real tools, for the corpus tests and the bench.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import type { PolicyResult } from '../../src/model/result.js';
import { parseApplyOutput } from '../../src/parse/policy-report/index.js';
import { runProcess } from '../../src/process/run-process.js';

export interface HandRender {
  tool: 'helm' | 'kustomize';
  /** Workspace-relative chart or kustomization folder. */
  root: string;
  /** Workspace-relative values file. */
  values?: string;
}

export const CORPUS_DEMO = 'GoogleCloudPlatform-microservices-demo';
/** The charts of the shared corpus's `rendered/` folder. */
export const CORPUS_CHARTS = [
  `${CORPUS_DEMO}/helm-chart`,
  'prometheus-community-helm-charts/charts/kube-state-metrics',
  'prometheus-community-helm-charts/charts/prometheus-node-exporter',
];
/** Its Kustomize roots: the base and the test overlays that combine components. */
export const CORPUS_KUSTOMIZATIONS = [
  `${CORPUS_DEMO}/kustomize`,
  `${CORPUS_DEMO}/kustomize/tests/memorystore-with-all-components`,
  `${CORPUS_DEMO}/kustomize/tests/service-mesh-istio-with-all-components`,
  `${CORPUS_DEMO}/kustomize/tests/spanner-with-all-components`,
];
/** Policies of the shared corpus applied to the renders (copied to `policies/`). */
export const CORPUS_POLICIES = [
  'best-practices/disallow-latest-tag/disallow-latest-tag.yaml',
  'pod-security/baseline/disallow-privileged-containers/disallow-privileged-containers.yaml',
  'pod-security/baseline/restrict-seccomp/restrict-seccomp.yaml',
  'pod-security-cel/restricted/disallow-privilege-escalation/disallow-privilege-escalation.yaml',
  'best-practices-vpol/require-labels/require-labels.yaml',
];

/**
 * Copies the shared corpus's charts and Kustomize trees, and the policies, into `workspace`;
 * returns every render of them (charts x ci values files, then the kustomizations).
 */
export async function copyRenderCorpus(corpus: string, workspace: string): Promise<HandRender[]> {
  await cp(path.join(corpus, 'rendered'), workspace, { recursive: true });
  await mkdir(path.join(workspace, 'policies'), { recursive: true });
  for (const policy of CORPUS_POLICIES) {
    await cp(
      path.join(corpus, 'kyverno-policies', policy),
      path.join(workspace, 'policies', path.basename(policy)),
    );
  }
  return [
    ...(await Promise.all(CORPUS_CHARTS.map((chart) => chartRenders(workspace, chart)))).flat(),
    ...CORPUS_KUSTOMIZATIONS.map((root) => ({ tool: 'kustomize' as const, root })),
  ];
}

/** chart-testing's rule: once per `ci/*-values.yaml`, else once with the chart's defaults. */
export async function chartRenders(workspace: string, chart: string): Promise<HandRender[]> {
  const ci = await readdir(path.join(workspace, chart, 'ci')).catch(() => []);
  const values = ci.filter((name) => name.endsWith('-values.yaml')).sort();
  if (values.length === 0) return [{ tool: 'helm', root: chart }];
  return values.map((name) => ({ tool: 'helm', root: chart, values: `${chart}/ci/${name}` }));
}

async function run(tool: string, args: string[], cwd: string): Promise<string> {
  const ran = await runProcess(tool, args, { cwd });
  if (ran.exitCode !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${ran.stderr}`);
  return ran.stdout;
}

/** The objects of one render, as the tool prints them. */
export async function renderByHand(
  render: HandRender,
  tools: { workspace: string; helm: string; kustomize: string },
): Promise<string> {
  if (render.tool === 'kustomize') {
    return run(tools.kustomize, ['build', render.root], tools.workspace);
  }
  const chart = parse(
    await readFile(path.join(tools.workspace, render.root, 'Chart.yaml'), 'utf8'),
  );
  const name = (chart as { name: string }).name;
  return run(
    tools.helm,
    [
      'template',
      name,
      render.root,
      '--namespace',
      'default',
      ...(render.values ? ['--values', render.values] : []),
    ],
    tools.workspace,
  );
}

/** `kyverno apply <policies> --resource <the render>` with the report flags the action uses. */
export async function applyByHand(
  kyverno: string,
  workspace: string,
  policies: string,
  objects: string,
): Promise<PolicyResult[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kpc-by-hand-'));
  try {
    const file = path.join(dir, 'rendered.yaml');
    await writeFile(file, objects);
    const ran = await runProcess(
      kyverno,
      [
        'apply',
        policies,
        `--resource=${file}`,
        '--policy-report',
        '--output-format=json',
        '-o',
        path.join(dir, 'out'),
      ],
      { cwd: workspace },
    );
    if (ran.exitCode > 1) throw new Error(`kyverno apply failed: ${ran.stderr}`);
    return parseApplyOutput(ran.stdout).results;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A result as the corpus tests compare them: `policy rule kind name status`. */
export const resultKey = (result: PolicyResult): string =>
  [result.policy, result.rule, result.resource.kind, result.resource.name, result.status].join(' ');
