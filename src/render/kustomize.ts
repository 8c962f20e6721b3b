import path from 'node:path';
import { renderRef, type KustomizeRender, type Render } from '../plan/renders.js';
import { workspaceRelative } from '../documents/workspace-files.js';
import type { RenderIO } from './io.js';
import { readSources, runTool, watchFolder } from './io.js';
import { kustomizeError, originFiles, readKustomizeOutput } from './kustomize-output.js';
import type { RenderOutput } from './rendered.js';

export interface KustomizeOptions {
  kustomize: string;
  /** `kustomize-load-restrictor: none`. */
  loadAnywhere?: boolean;
  /** Helm, for a build whose kustomizations inflate `helmCharts`, and its Capabilities. */
  helm?: { path: string; kubeVersion?: string; apiVersions: readonly string[] };
  workspace: string;
  io: RenderIO;
  timeoutMs: number;
}

/**
 * The kustomization that builds `root` with origin annotations: it sits in a temporary folder
 * and names the root as its only resource, so the user's files are never touched and every
 * relative path in them still resolves.
 */
export function wrapperKustomization(rootFromWrapper: string): string {
  return [
    'apiVersion: kustomize.config.k8s.io/v1beta1',
    'kind: Kustomization',
    'resources:',
    `  - ${JSON.stringify(rootFromWrapper)}`,
    'buildMetadata:',
    '  - originAnnotations',
    '',
  ].join('\n');
}

/** `kustomize build` of one root, every object placed in the file that declared it. */
export async function buildKustomization(
  render: KustomizeRender,
  options: KustomizeOptions,
): Promise<RenderOutput> {
  const output: RenderOutput = {
    render: renderRef(render),
    file: render.file,
    documents: [],
    skipped: [],
    errors: [],
  };
  const root = path.join(options.workspace, render.root);
  const temp = await options.io.tempDir();
  try {
    const relative = path.relative(temp.dir, root);
    // On Windows a temp folder on another drive has no relative path to the root.
    const reference = (path.isAbsolute(relative) ? root : relative).split(path.sep).join('/');
    await options.io.writeText(
      path.join(temp.dir, 'kustomization.yaml'),
      wrapperKustomization(reference),
    );
    const ran = await runTool(
      options.io,
      options.kustomize,
      [
        'build',
        ...(options.loadAnywhere ? ['--load-restrictor', 'LoadRestrictionsNone'] : []),
        ...helmArguments(options.helm),
        temp.dir,
      ],
      options,
    );
    if (!ran.ok) {
      output.errors.push(
        kustomizeError(ran.message, {
          render: output.render,
          file: render.file,
          sources: await readSources(options.io, [render.file]),
          replacements: [
            [`${options.workspace}${path.sep}`, ''],
            [`${temp.dir}${path.sep}`, ''],
            [reference, render.root || '.'],
          ],
        }),
      );
      return output;
    }
    const resolve = (originPath: string): string | undefined =>
      workspaceRelative(options.workspace, path.resolve(temp.dir, originPath));
    const sources = await readSources(options.io, [
      render.file,
      ...originFiles(ran.stdout, resolve),
    ]);
    const objects = readKustomizeOutput(ran.stdout, {
      render: output.render,
      file: render.file,
      resolve,
      sources,
    });
    return { ...output, ...objects };
  } finally {
    await temp.remove();
  }
}

/** `--enable-helm` with the action's Helm and the `helm-kube-version`/`helm-api-versions` inputs. */
export function helmArguments(helm: KustomizeOptions['helm']): string[] {
  if (!helm) return [];
  return [
    '--enable-helm',
    '--helm-command',
    helm.path,
    ...(helm.kubeVersion ? ['--helm-kube-version', helm.kubeVersion] : []),
    ...helm.apiVersions.flatMap((version) => ['--helm-api-versions', version]),
  ];
}

/**
 * Kustomize pulls a `helmCharts` entry with a `repo` into the kustomization's chart home, inside
 * the checkout. What the builds add there is removed once they have all ended: builds that share
 * a chart home reuse the pulled chart instead of racing to pull and remove it.
 */
export async function restoreChartHomes(
  renders: readonly Render[],
  io: RenderIO,
): Promise<() => Promise<void>> {
  const homes = [
    ...new Set(
      renders.flatMap((render) => (render.tool === 'kustomize' && render.helm?.chartHomes) || []),
    ),
  ];
  const watches = await Promise.all(homes.map((home) => watchFolder(io, home)));
  return async () => {
    const added = await Promise.all(watches.map((addedTo) => addedTo()));
    await Promise.all(added.flat().map((file) => io.remove(file)));
  };
}
