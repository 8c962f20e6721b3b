import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import { checkObjectSet } from '../checks/manifest-sets.js';
import type { ApplyConfig } from '../inputs/config.js';
import { locateResults } from '../locate/manifest.js';
import type { DeclaredObject } from '../locate/manifest.js';
import {
  applyError,
  type PolicyResult,
  type ResourceRef,
  type SkippedDocument,
} from '../model/result.js';
import { parseApplyOutput } from '../parse/policy-report/index.js';
import { parseApplyDiagnostics } from '../parse/policy-report/diagnostics.js';
import type { ApplyDiagnostics } from '../parse/policy-report/diagnostics.js';
import { droppedFile, loadProblems } from '../parse/policy-report/load-problems.js';
import { parseManifest } from '../plan/manifest-documents.js';
import type { ManifestDocument, ParsedManifest } from '../plan/manifest-documents.js';
import type { PolicyPlan } from '../plan/policies.js';
import { kyvernoEnvironment } from './go-runtime.js';
import { argumentLength, commandLineLimit, planBatches } from './apply-batches.js';
import type { BatchUnit } from './apply-batches.js';
import type { RenderOutput } from '../render/index.js';
import { runProcess } from '../process/run-process.js';
import type { ProcessRunner } from '../process/run-process.js';

export interface ApplyOptions {
  /** Path of the `kyverno` binary. */
  kyverno: string;
  workspace: string;
  /** Workspace-relative manifest files (from `selectManifests`). */
  manifestFiles: readonly string[];
  /** Objects of rendered charts and kustomizations, placed at their sources. */
  rendered?: readonly RenderOutput[];
  config: ApplyConfig;
  /** The `policies`, `exceptions` and `values-file` inputs, resolved and checked by `planPolicies`. */
  policies: PolicyPlan;
  /** How many Kyverno processes may run at once. */
  parallelism: number;
  runner?: ProcessRunner;
  /** For tests: the platform whose command-line limit applies. */
  platform?: NodeJS.Platform;
  timeoutMs?: number;
}

export interface ApplyOutcome {
  results: PolicyResult[];
  skipped: SkippedDocument[];
  notices: string[];
  /** Manifest files with at least one object that Kyverno checked. */
  checkedFiles: string[];
}

/** A `--resource` argument: the original file, or a Kyverno-only copy of some of its documents. */
interface Unit extends BatchUnit {
  file: string;
  declared: DeclaredObject[];
}

interface BatchOutcome {
  results: PolicyResult[];
  diagnostics: ApplyDiagnostics[];
  notices: string[];
}

const DEFAULT_TIMEOUT_MS = 20 * 60_000;
const RESOURCES_PER_BATCH_FLOOR = 25;
const RUN_FAILED = 'Kyverno run failed';

/**
 * Runs `kyverno apply` over the manifest files and returns every result placed at its file
 * and line, the documents that were skipped, and the problems found on the way.
 */
export async function runApply(options: ApplyOptions): Promise<ApplyOutcome> {
  const { workspace, config } = options;
  const outcome: ApplyOutcome = { results: [], skipped: [], notices: [], checkedFiles: [] };
  const plan = options.policies;
  outcome.results.push(...plan.errors);
  for (const output of options.rendered ?? []) {
    outcome.skipped.push(...output.skipped);
    outcome.results.push(...output.errors);
  }
  if (plan.sources.length === 0) {
    outcome.notices.push('kyverno apply did not run: no policy could be loaded (see the errors).');
    return outcome;
  }
  const manifests = await Promise.all(
    options.manifestFiles.map((file) => readManifest(workspace, file)),
  );
  for (const manifest of manifests) {
    outcome.skipped.push(...manifest.skipped);
    outcome.results.push(...manifest.errors);
  }
  const temp = await mkdtemp(path.join(os.tmpdir(), 'kyverno-apply-'));
  try {
    const sets = [...manifests.map(manifestSet), ...(options.rendered ?? []).map(renderedSet)];
    if (config.builtinPolicies?.includes('kyverno-production')) {
      // What one object cannot show: checked over each manifest file and each render.
      for (const set of sets) outcome.results.push(...checkObjectSet(set));
    }
    const units = (await Promise.all(sets.map((set, i) => toUnits(set, temp, i)))).flat();
    if (units.length === 0) return outcome;
    outcome.checkedFiles = [...new Set(units.map((unit) => unit.file))].sort();
    const baseArgs = commonArguments(plan, config);
    const batches = planBatches(units, {
      fixedLength: [options.kyverno, ...baseArgs, '-o', path.join(temp, 'out-0000')]
        .map(argumentLength)
        .reduce((a, b) => a + b, 0),
      limit: commandLineLimit(options.platform ?? process.platform),
      targetBatches: Math.min(
        Math.max(1, options.parallelism),
        Math.ceil(units.length / RESOURCES_PER_BATCH_FLOOR),
      ),
    });
    const limit = pLimit(Math.max(1, options.parallelism));
    const runner = options.runner ?? runProcess;
    let runs = 0;
    // Splitting a failed batch reruns its halves in the same slot: waiting for new slots
    // while holding one could deadlock.
    const execute = async (batch: Unit[]): Promise<BatchOutcome> => {
      const outputDir = path.join(temp, `out-${runs++}`);
      await mkdir(outputDir);
      return runBatch(batch, [...baseArgs, '-o', outputDir], options, runner, execute);
    };
    const outcomes = await Promise.all(batches.map((batch) => limit(() => execute(batch))));
    for (const batch of outcomes) {
      outcome.results.push(...batch.results);
      outcome.notices.push(...batch.notices);
    }
    const diagnostics = outcomes.flatMap((batch) => batch.diagnostics);
    outcome.results.push(
      ...loadProblems(plan, diagnostics, await droppedTexts(plan, diagnostics, options.workspace)),
    );
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
  outcome.results = dedupeRunErrors(outcome.results);
  outcome.notices = [...new Set(outcome.notices)];
  return outcome;
}

async function readManifest(workspace: string, file: string): Promise<ParsedManifest> {
  try {
    return parseManifest(file, await readFile(path.join(workspace, file), 'utf8'));
  } catch (error) {
    const message = `manifests: cannot read ${file}: ${(error as Error).message}.`;
    return {
      file,
      documents: [],
      skipped: [],
      errors: [applyError({ message, reason: 'Unreadable file', file, line: 1 })],
      passAsIs: false,
    };
  }
}

/** Identity under which Kyverno's fake cluster stores an object. */
function identity(resource: ResourceRef): string {
  const group = resource.apiVersion.includes('/') ? resource.apiVersion.split('/')[0] : '';
  return [group, resource.kind, resource.namespace || 'default', resource.name].join('\u0000');
}

/** Objects to check that come from one file (or one render), with where each was declared. */
interface DocumentSet {
  /** The file runs of Kyverno name: the manifest, or the render's Chart.yaml or kustomization. */
  file: string;
  documents: readonly ManifestDocument[];
  declared: readonly DeclaredObject[];
  /** True when Kyverno may read `file` itself instead of a copy. */
  passAsIs: boolean;
  /** File name of the copies Kyverno reads otherwise. */
  copyName: string;
}

function manifestSet(manifest: ParsedManifest): DocumentSet {
  return {
    file: manifest.file,
    documents: manifest.documents,
    declared: manifest.documents.map((document) => ({
      file: manifest.file,
      object: document.object,
    })),
    passAsIs: manifest.passAsIs,
    copyName: path.posix.basename(manifest.file),
  };
}

function renderedSet(output: RenderOutput): DocumentSet {
  return {
    file: output.file,
    documents: output.documents,
    declared: output.documents.map((document) => ({
      file: document.file,
      object: document.object,
      render: output.render,
    })),
    passAsIs: false,
    copyName: 'rendered.yaml',
  };
}

/**
 * The file as it is when Kyverno can read all of it and its objects are distinct; otherwise
 * copies holding only its Kubernetes objects, each copy without repeated identities.
 */
async function toUnits(set: DocumentSet, temp: string, index: number): Promise<Unit[]> {
  if (set.documents.length === 0) return [];
  const groups: number[][] = [];
  set.documents.forEach((document, position) => {
    const key = identity(document.object.resource);
    const group = groups.find((members) =>
      members.every((member) => identity(set.documents[member]!.object.resource) !== key),
    );
    if (group) group.push(position);
    else groups.push([position]);
  });
  const keys = (members: number[]): string[] =>
    members.map((member) => identity(set.documents[member]!.object.resource));
  const declared = (members: number[]): DeclaredObject[] =>
    members.map((member) => set.declared[member]!);
  if (set.passAsIs && groups.length === 1) {
    const members = groups[0]!;
    return [
      {
        argument: resourceArgument(set.file),
        file: set.file,
        declared: declared(members),
        keys: keys(members),
      },
    ];
  }
  return Promise.all(
    groups.map(async (members, part) => {
      const folder = path.join(temp, `${index}-${part}`);
      await mkdir(folder);
      const copy = path.join(folder, set.copyName);
      const text = members.map((member) => set.documents[member]!.text).join('---\n');
      await writeFile(copy, text);
      return {
        argument: resourceArgument(copy),
        file: set.file,
        declared: declared(members),
        keys: keys(members),
      };
    }),
  );
}

function commonArguments(plan: PolicyPlan, config: ApplyConfig): string[] {
  const args = ['apply', ...plan.sources.map((source) => source.argument)];
  args.push('--policy-report', '--output-format=json', '-v=3');
  if (plan.valuesFile) args.push(`--values-file=${plan.valuesFile}`);
  for (const exception of plan.exceptions) args.push(`--exception=${csvField(exception)}`);
  if (config.auditWarn) args.push('--audit-warn');
  return args;
}

function resourceArgument(file: string): string {
  return `--resource=${csvField(file)}`;
}

/** `--resource` and `--exception` are string slices that pflag reads as CSV. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

async function runBatch(
  units: Unit[],
  args: string[],
  options: ApplyOptions,
  runner: ProcessRunner,
  rerun: (units: Unit[]) => Promise<BatchOutcome>,
): Promise<BatchOutcome> {
  const resources = units.map((unit) => unit.argument);
  const ran = await runner(options.kyverno, [...args, ...resources], {
    cwd: options.workspace,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    env: kyvernoEnvironment(process.env, options.parallelism),
  });
  const files = describeFiles(units);
  if (ran.timedOut) {
    const message = `kyverno apply ran out of time (${Math.round((options.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000)} s) on ${files}; they were not checked.`;
    return { results: units.map((unit) => runError(unit, message)), diagnostics: [], notices: [] };
  }
  const diagnostics = parseApplyDiagnostics(ran.stdout, ran.stderr);
  const parsed = parseApplyOutput(ran.stdout);
  const crashed = ran.exitCode !== 0 && ran.exitCode !== 1;
  if (parsed.reportCount === 0 && (diagnostics.fatal !== undefined || crashed)) {
    const reason = diagnostics.fatal ?? `exit code ${ran.exitCode}: ${lastLine(ran.stderr)}`;
    const aboutResources = /failed to load resources|crashed|exit code/.test(reason);
    if (aboutResources && units.length > 1) {
      // Find the file Kyverno cannot read, so that it does not hide the others' results.
      const half = Math.ceil(units.length / 2);
      const parts = [await rerun(units.slice(0, half)), await rerun(units.slice(half))];
      return {
        results: parts.flatMap((part) => part.results),
        diagnostics: parts.flatMap((part) => part.diagnostics),
        notices: parts.flatMap((part) => part.notices),
      };
    }
    if (!aboutResources) {
      const message = `kyverno apply failed: ${reason}`;
      return {
        results: [applyError({ message, reason: RUN_FAILED })],
        diagnostics: [],
        notices: [],
      };
    }
    const message = `kyverno apply could not check ${files}: ${reason}`;
    return { results: units.map((unit) => runError(unit, message)), diagnostics: [], notices: [] };
  }
  const located = locateResults(
    parsed.results,
    units.flatMap((unit) => unit.declared),
  );
  const notices = parsed.problems.map((problem) => `kyverno apply printed ${problem}`);
  if (located.unlocated.length > 0) {
    notices.push(
      `${located.unlocated.length} kyverno apply result(s) name resources that no checked manifest declares (for example ${describeResource(located.unlocated[0]!.resource)}); they are reported without a file.`,
    );
  }
  return {
    results: [...located.results, ...located.unlocated],
    diagnostics: [diagnostics],
    notices,
  };
}

function runError(unit: Unit, message: string): PolicyResult {
  const first = unit.declared[0];
  const error = applyError({
    message,
    reason: RUN_FAILED,
    file: first?.file ?? unit.file,
    line: first?.object.line ?? 1,
  });
  return first?.render ? { ...error, render: first.render } : error;
}

/** One error per file and message, even when a file was split or batches failed alike. */
function dedupeRunErrors(results: PolicyResult[]): PolicyResult[] {
  const seen = new Set<string>();
  return results.filter((result) => {
    if (result.reason !== RUN_FAILED) return true;
    const key = `${result.file}\u0000${result.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function describeFiles(units: Unit[]): string {
  const files = [...new Set(units.map((unit) => unit.file))];
  if (files.length <= 3) return files.join(', ');
  return `${files.slice(0, 3).join(', ')} and ${files.length - 3} more file(s)`;
}

function describeResource(resource: ResourceRef): string {
  return [resource.namespace, resource.kind, resource.name].filter(Boolean).join('/');
}

const lastLine = (text: string): string => text.trim().split('\n').at(-1) ?? '';

/** The texts of the policy files Kyverno dropped, by display path, to place their errors. */
async function droppedTexts(
  plan: PolicyPlan,
  diagnostics: readonly ApplyDiagnostics[],
  workspace: string,
): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const dropped of diagnostics.flatMap((run) => run.droppedPaths)) {
    const { file } = droppedFile(plan, dropped);
    if (texts.has(file)) continue;
    const text = await readFile(path.resolve(workspace, file), 'utf8').catch(() => undefined);
    if (text !== undefined) texts.set(file, text);
  }
  return texts;
}
