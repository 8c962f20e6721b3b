/**
 * The upgrade preview (`kyverno-compare-version`): the same suites and `kyverno apply` batches
 * run again with a second Kyverno, and every result whose status differs becomes a
 * `source: upgrade` warning, after reruns rule out Kyverno's own run-to-run noise.
 */
import type { CompareKyverno } from '../install/compare.js';
import type { Logger } from '../model/logger.js';
import type { KyvernoInfo } from '../model/report.js';
import type { PolicyResult } from '../model/result.js';
import type { RenderOutput } from '../render/index.js';
import type { CheckPlan } from '../stage/stage.js';
import {
  breakdowns,
  changeResult,
  confirmedChanges,
  describeGroup,
  findChanges,
  groupOf,
  renderGroup,
  type RunResults,
} from './compare.js';

/** The head's plan with its rendered objects: what the preview runs again, whole or in part. */
export interface StagePlan extends CheckPlan {
  rendered: readonly RenderOutput[];
}

export interface PreviewInput {
  /** The main run: its Kyverno and the results of its stages. */
  base: { kyverno: KyvernoInfo; results: RunResults };
  compare: CompareKyverno;
  /** Runs the Kyverno stages over (part of) the plan with the Kyverno binary at `kyverno`. */
  rerun: (kyverno: string, plan: StagePlan) => Promise<PolicyResult[]>;
  logger: Pick<Logger, 'info'>;
}

export interface Preview {
  results: PolicyResult[];
  notices: string[];
}

/**
 * How often a differing group runs again under each version before its changes are reported.
 * One run per version cannot tell a change from noise: Kyverno sometimes adds or drops rows of a
 * suite between two identical runs of one version, and either side may be the one that
 * flickered. Two more runs of the group under the version that disagrees, and two under the base
 * version, must repeat both statuses exactly; the groups involved are few, so this costs little
 * beside the second full run.
 */
export const CONFIRMING_RUNS = 2;

const truncated = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

const compared = (result: PolicyResult) => result.source === 'test' || result.source === 'apply';

/** The part of the plan that produced `groups`: those suites, and those manifest files. */
function planOf(plan: StagePlan, groups: ReadonlySet<string>): StagePlan {
  const suites = plan.suites.filter((suite) =>
    groups.has(`test\u0000${suite.kind === 'local' ? suite.file : suite.url}`),
  );
  // Results no manifest declares have no file: only a run of every manifest repeats them.
  const all = groups.has('apply\u0000');
  const manifestFiles = all
    ? plan.manifestFiles
    : plan.manifestFiles.filter((file) => groups.has(`apply\u0000${file}`));
  const rendered = all
    ? plan.rendered
    : plan.rendered.filter((output) => groups.has(`apply\u0000${renderGroup(output.render)}`));
  const applies = manifestFiles.length > 0 || rendered.length > 0;
  const { policies, ...rest } = plan;
  return {
    ...rest,
    suites,
    manifestFiles,
    rendered,
    ...(applies && policies && { policies }),
  };
}

export async function previewUpgrade(plan: StagePlan, input: PreviewInput): Promise<Preview> {
  if ('error' in input.compare) {
    return { results: [], notices: [`Upgrade preview: ${input.compare.error}`] };
  }
  const base = input.base.kyverno;
  const other = input.compare.kyverno;
  const versions = { base: base.version, other: other.version };
  const runWith = (kyverno: KyvernoInfo, part: StagePlan) =>
    input.rerun(kyverno.path, part).then((results) => results.filter(compared));

  input.logger.info(`Upgrade preview: running the same checks with Kyverno ${other.version}.`);
  let first: PolicyResult[];
  try {
    first = await runWith(other, plan);
  } catch (error) {
    return {
      results: [],
      notices: [
        `Upgrade preview: Kyverno ${other.version} (${other.path}) could not run: ` +
          `${(error as Error).message}. Nothing was compared.`,
      ],
    };
  }

  const notices: string[] = [];
  const broken = breakdowns(input.base.results.filter(compared), first);
  for (const { group, side, result } of broken) {
    const version = side === 'base' ? base.version : other.version;
    notices.push(
      `Upgrade preview error: Kyverno ${version} could not check ${describeGroup(group)} ` +
        `(${result.reason}: ${truncated(result.message)}); its results are not compared.`,
    );
  }
  const skip = new Set(broken.map((entry) => entry.group));
  const kept = (result: PolicyResult) => !skip.has(groupOf(result));
  const baseKept = input.base.results.filter(compared).filter(kept);
  const changes = findChanges(baseKept, first.filter(kept));
  // Said even then: without it, a preview that found nothing looks like one that did not run.
  const same =
    `Upgrade preview: Kyverno ${other.version} gives the same results as ${base.version} ` +
    `(${baseKept.length} compared).`;
  if (changes.length === 0) return { results: [], notices: [...notices, same] };

  const groups = new Set(changes.map((change) => change.group));
  const part = planOf(plan, groups);
  input.logger.info(
    `Upgrade preview: ${changes.length} result(s) differ; running ${groups.size} suite(s) or ` +
      `manifest(s) ${CONFIRMING_RUNS} more times under each version to rule out Kyverno's own noise.`,
  );
  const reruns = { base: [] as RunResults[], other: [] as RunResults[] };
  for (let run = 0; run < CONFIRMING_RUNS; run += 1) {
    reruns.other.push(await runWith(other, part));
    reruns.base.push(await runWith(base, part));
  }
  const confirmed = confirmedChanges(changes, reruns);
  const noise = changes.length - confirmed.length;
  if (noise > 0) {
    notices.push(
      `Upgrade preview: ${noise} differing result(s) were left out because Kyverno did not ` +
        'repeat them between identical runs of one version.',
    );
  }
  if (confirmed.length === 0) notices.push(same);
  return { results: confirmed.map((change) => changeResult(change, versions)), notices };
}
