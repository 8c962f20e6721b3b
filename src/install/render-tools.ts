/**
 * Helm and Kustomize for the render stage: each installed the first time a planned render needs
 * it, once per run, so a run that renders nothing with a tool never downloads it (an input that
 * only excludes, or a scope that leaves every chart untouched). A tool that cannot be installed
 * does not stop the run: its renders become `error` results and the reason is a notice.
 */
import type { Config } from '../inputs/config.js';
import {
  installHelm,
  installKustomize,
  type ToolInfo,
  type ToolInstallDeps,
} from './install-tool.js';

export type RenderToolName = 'helm' | 'kustomize';

export type RenderToolPaths = Partial<Record<RenderToolName, string>>;

export interface RenderTools {
  /** The named tools' paths, each installed on its first ask; a tool that failed is absent. */
  paths: (names: Iterable<RenderToolName>) => Promise<RenderToolPaths>;
  /** Why a tool is missing, one sentence each, in the order the installs failed. */
  notices: string[];
}

const PATH_INPUTS: Record<RenderToolName, string> = {
  helm: 'helm-path',
  kustomize: 'kustomize-path',
};

/** Installs per the `helm-*` and `kustomize-*` inputs, on demand. */
export function renderToolInstaller(
  config: Pick<Config, 'helmInstall' | 'kustomizeInstall'>,
  overrides: Partial<ToolInstallDeps> = {},
): RenderTools {
  const installers: Record<RenderToolName, () => Promise<ToolInfo>> = {
    helm: () => installHelm(config.helmInstall, overrides),
    kustomize: () => installKustomize(config.kustomizeInstall, overrides),
  };
  const notices: string[] = [];
  const installs = new Map<RenderToolName, Promise<string | undefined>>();
  const install = (name: RenderToolName): Promise<string | undefined> => {
    let installing = installs.get(name);
    if (!installing) {
      installing = installers[name]().then(
        (tool) => tool.path,
        (error: Error) => {
          notices.push(
            `Could not install ${name}: ${error.message} Its renders are errors; fix the install ` +
              `inputs or point \`${PATH_INPUTS[name]}\` at a binary.`,
          );
          return undefined;
        },
      );
      installs.set(name, installing);
    }
    return installing;
  };
  return { paths: (names) => pathsOf(names, install), notices };
}

/** Tools already on disk (tests, benches, a caller that installed them itself). */
export function installedRenderTools(paths: RenderToolPaths): RenderTools {
  return { paths: (names) => pathsOf(names, async (name) => paths[name]), notices: [] };
}

async function pathsOf(
  names: Iterable<RenderToolName>,
  path: (name: RenderToolName) => Promise<string | undefined>,
): Promise<RenderToolPaths> {
  const paths: RenderToolPaths = {};
  await Promise.all(
    [...new Set(names)].map(async (name) => {
      const found = await path(name);
      if (found !== undefined) paths[name] = found;
    }),
  );
  return paths;
}
