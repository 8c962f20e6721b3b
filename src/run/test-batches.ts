/**
 * Which suite folders each `kyverno test` process is given. Starting Kyverno costs far more than
 * most suites (about 0.5 s of CPU to load its embedded schemas and warm up before the first one),
 * so local folders are shared among as few processes as keep every slot busy, given equal
 * estimated work (suite-cost.ts), the heaviest process started first.
 */
import path from 'node:path';
import { compareText as compare } from '../model/result.js';
import type { LocalSuite, Suite } from '../plan/suites.js';
import { toPosix } from '../documents/workspace-files.js';
import { estimateSuiteCosts } from './suite-cost.js';

/**
 * What one `kyverno test` argument covers: a suite folder with the suites nested in it (Kyverno
 * searches folders recursively, so a nested suite is never given separately) or a git URL.
 */
export interface Target {
  /** Workspace-relative folder, or the git URL. */
  arg: string;
  remote: boolean;
  /** Workspace-relative test files under the folder. */
  files: string[];
  /** The test files' suites, for their estimated cost. */
  suites: LocalSuite[];
}

export function planTargets(suites: readonly Suite[], workspace: string): Target[] {
  const local = suites
    .filter((suite): suite is LocalSuite => suite.kind === 'local')
    .sort((a, b) => a.dir.length - b.dir.length);
  const byDir = new Map<string, Target>();
  for (const suite of local) {
    const outer = [...byDir.keys()].find(
      (dir) => suite.dir === dir || suite.dir.startsWith(dir + path.sep),
    );
    const target = outer === undefined ? undefined : byDir.get(outer);
    if (target) {
      target.files.push(suite.file);
      target.suites.push(suite);
    } else {
      const arg = toPosix(path.relative(workspace, suite.dir)) || '.';
      byDir.set(suite.dir, { arg, remote: false, files: [suite.file], suites: [suite] });
    }
  }
  const targets = [...byDir.values()].sort((a, b) => compare(a.arg, b.arg));
  for (const suite of suites) {
    if (suite.kind === 'git') targets.push({ arg: suite.url, remote: true, files: [], suites: [] });
  }
  return targets;
}

/**
 * Groups local targets into at least `parallelism` processes of at most `perProcess` folders,
 * the costliest first onto the least loaded process, the costliest process first. Git URLs run
 * alone. Costs are estimated only when there is a choice to make.
 */
export function batches(
  targets: readonly Target[],
  options: { parallelism: number; perProcess: number; workspace: string },
): Target[][] {
  const local = targets.filter((target) => !target.remote);
  const count = Math.min(
    local.length,
    Math.max(
      Math.floor(options.parallelism),
      Math.ceil(local.length / Math.max(1, options.perProcess)),
    ),
  );
  const remote = targets.filter((target) => target.remote).map((target) => [target]);
  if (count <= 1) return [...(local.length > 0 ? [local] : []), ...remote];
  const costs = targetCosts(local, options.workspace);
  const groups = Array.from({ length: count }, () => ({ cost: 0, targets: [] as Target[] }));
  for (const target of [...local].sort((a, b) => costs.get(b)! - costs.get(a)!)) {
    const lightest = groups.reduce((min, group) =>
      group.cost < min.cost ||
      (group.cost === min.cost && group.targets.length < min.targets.length)
        ? group
        : min,
    );
    lightest.targets.push(target);
    lightest.cost += costs.get(target)!;
  }
  // With more processes than slots, the costliest start first so none is left running alone.
  groups.sort((a, b) => b.cost - a.cost);
  return [...groups.map((group) => group.targets.sort((a, b) => compare(a.arg, b.arg))), ...remote];
}

function targetCosts(targets: readonly Target[], workspace: string): Map<Target, number> {
  const suites = targets.flatMap((target) => target.suites);
  const costs = estimateSuiteCosts(suites, workspace);
  const bySuite = new Map(suites.map((suite, index) => [suite, costs[index]!]));
  return new Map(
    targets.map((target) => [
      target,
      target.suites.reduce((sum, suite) => sum + bySuite.get(suite)!, 0),
    ]),
  );
}
