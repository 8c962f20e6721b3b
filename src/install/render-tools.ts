/**
 * Helm and Kustomize for the render stage: installed only when the inputs render charts or
 * kustomizations. A tool that cannot be installed does not stop the run: its renders become
 * `error` results and the reason is a notice.
 */
import type { Config } from '../inputs/config.js';
import { installHelm, installKustomize, type ToolInstallDeps } from '../install/install-tool.js';

export interface RenderTools {
  helm?: string;
  kustomize?: string;
  /** Why a tool is missing, one sentence each. */
  notices: string[];
}

export async function installRenderTools(
  config: Config,
  overrides: Partial<ToolInstallDeps> = {},
): Promise<RenderTools> {
  const tools: RenderTools = { notices: [] };
  const wanted = [
    {
      name: 'helm' as const,
      needed: (config.render?.helmCharts.length ?? 0) > 0,
      install: () => installHelm(config.helmInstall, overrides),
      input: 'helm-path',
    },
    {
      name: 'kustomize' as const,
      needed: (config.render?.kustomizations.length ?? 0) > 0,
      install: () => installKustomize(config.kustomizeInstall, overrides),
      input: 'kustomize-path',
    },
  ];
  for (const tool of wanted.filter((entry) => entry.needed)) {
    try {
      tools[tool.name] = (await tool.install()).path;
    } catch (error) {
      tools.notices.push(
        `Could not install ${tool.name}: ${(error as Error).message} Its renders are errors; ` +
          `fix the install inputs or point \`${tool.input}\` at a binary.`,
      );
    }
  }
  return tools;
}
