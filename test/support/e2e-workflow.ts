/**
 * Runs the jobs of an example workflow (examples/workflows/*.yml) the way GitHub would, closely
 * enough to prove the example works: `${{ … }}` expressions are substituted from the event, the
 * matrix and earlier steps' outputs; `if:` conditions decide which steps and jobs run; the action's
 * steps run dist/index.js with exactly their `with:` inputs (plus `extraInputs`, e.g. the release
 * mirror); `run:` steps run in bash as on the runner; checkout and the artifact actions are played
 * by the test (a clone, and an in-memory artifact store). Any other step or expression throws, so a
 * new example cannot pass untested.
 *
 *   const workflow = await loadWorkflow('sharded.yml');
 *   const artifacts = new Artifacts();
 *   const job = await runJob(workflow, 'kyverno', { matrix: { shard: 1 }, artifacts, ... });
 */
import { execFile } from 'node:child_process';
import { glob, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import picomatch from 'picomatch';
import { parse as parseYaml } from 'yaml';
import {
  type ActionRun,
  type ActionRunOptions,
  parseOutputFile,
  runAction,
} from './action-runner.js';
import { EXAMPLES_DIR } from './e2e-setup.js';
import { tempDir } from './git-repo.js';

const execFileAsync = promisify(execFile);

/** `uses:` of the action: in the examples, whatever the ref; in this repository's workflows, `./`. */
const ACTION_USES = /^(your-org\/kyverno-policy-check@|\.\/?$)/;

export interface WorkflowStep {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
  'continue-on-error'?: boolean;
}

export interface WorkflowJob {
  if?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  strategy?: { matrix?: Record<string, unknown[]> };
  steps: WorkflowStep[];
}

export interface Workflow {
  file: string;
  name: string;
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, WorkflowJob>;
}

/** A workflow of examples/workflows/ (or of `dir`, e.g. the repository's .github/workflows/). */
export async function loadWorkflow(
  file: string,
  dir = path.join(EXAMPLES_DIR, 'workflows'),
): Promise<Workflow> {
  const text = await readFile(path.join(dir, file), 'utf8');
  return { file, ...(parseYaml(text) as Omit<Workflow, 'file'>) };
}

/** The workflow's permissions for a job (the job's own win). */
export function permissionsOf(workflow: Workflow, job: string): Record<string, string> {
  return workflow.jobs[job]?.permissions ?? workflow.permissions ?? {};
}

/** Files uploaded by `actions/upload-artifact`, by artifact name. */
export class Artifacts {
  readonly byName = new Map<string, Map<string, Buffer>>();

  async upload(name: string, workspace: string, patterns: string[]): Promise<void> {
    const files = new Map<string, Buffer>();
    for (const pattern of patterns) {
      for await (const match of glob(pattern, { cwd: workspace })) {
        files.set(path.basename(match), await readFile(path.join(workspace, match)));
      }
    }
    if (files.size === 0) throw new Error(`upload-artifact ${name}: no file matches ${patterns}`);
    this.byName.set(name, files);
  }

  /** download-artifact v4: by `name`, or by `pattern` into one folder each unless merged. */
  async download(workspace: string, spec: { name?: string; pattern?: string; merge?: boolean }) {
    const names = [...this.byName.keys()].filter((name) =>
      spec.name !== undefined ? name === spec.name : picomatch(spec.pattern ?? '*')(name),
    );
    if (names.length === 0)
      throw new Error(`download-artifact: no artifact ${spec.name ?? spec.pattern}`);
    for (const name of names) {
      const folder = spec.name !== undefined || spec.merge ? workspace : path.join(workspace, name);
      await mkdir(folder, { recursive: true });
      for (const [file, data] of this.byName.get(name) ?? []) {
        await writeFile(path.join(folder, file), data);
      }
    }
  }
}

export interface JobOptions {
  eventName: string;
  payload: Record<string, unknown>;
  matrix?: Record<string, string | number>;
  /** Plays `actions/checkout`: returns the checked-out folder, which becomes the workspace. */
  checkout?: () => Promise<string>;
  artifacts: Artifacts;
  /** Added to the action's inputs for the test environment (e.g. the release mirror). */
  extraInputs?: Record<string, string>;
  /** Passed to every run of the action: `env`, `toolCache`, `token`. */
  runner?: Pick<ActionRunOptions, 'env' | 'toolCache' | 'token'>;
}

export interface StepResult {
  step: WorkflowStep;
  ran: boolean;
  failed: boolean;
  outputs: Record<string, string>;
  /** For steps of the action: its inputs and what it did. */
  inputs?: Record<string, string>;
  action?: ActionRun;
}

export interface JobResult {
  ran: boolean;
  workspace: string;
  steps: StepResult[];
  /** The runs of the action, in order. */
  actionRuns: ActionRun[];
}

interface Expressions {
  github: Record<string, unknown>;
  matrix: Record<string, unknown>;
  steps: Record<string, { outputs: Record<string, string>; outcome: string }>;
  failed: boolean;
}

function lookup(expression: string, ctx: Expressions): unknown {
  const parts = expression.split('.');
  let value: unknown = ctx;
  for (const part of parts) {
    if (value === null || typeof value !== 'object' || !(part in value)) {
      throw new Error(`\`${expression}\` has no value in this test (at \`${part}\`)`);
    }
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function operand(text: string, ctx: Expressions): unknown {
  const literal = /^'(.*)'$/.exec(text);
  if (literal) return literal[1];
  if (/^\d+$/.test(text)) return Number(text);
  return lookup(text, ctx);
}

/** The few expression forms the examples use; anything else throws. */
function evaluate(expression: string, ctx: Expressions): unknown {
  const text = expression.trim();
  if (text === 'always()') return true;
  if (text === 'success()') return !ctx.failed;
  if (text === 'failure()') return ctx.failed;
  const comparison = /^(.+?)\s*(==|!=)\s*(.+)$/.exec(text);
  if (comparison) {
    const [, left = '', op, right = ''] = comparison;
    const equal = operand(left.trim(), ctx) === operand(right.trim(), ctx);
    return op === '==' ? equal : !equal;
  }
  if (/^[\w-]+(\.[\w-]+)+$/.test(text)) return lookup(text, ctx);
  throw new Error(`the e2e workflow runner does not evaluate \`${text}\``);
}

function substitute(value: string, ctx: Expressions): string {
  return value.replace(/\$\{\{(.+?)\}\}/g, (_, expression: string) =>
    String(evaluate(expression, ctx)),
  );
}

function condition(text: string | undefined, ctx: Expressions): boolean {
  if (text === undefined) return !ctx.failed;
  const bare = text.trim().replace(/^\$\{\{(.*)\}\}$/, '$1');
  const value = evaluate(bare, ctx);
  // A status function anywhere means the author chose when it runs; otherwise success() is implied.
  return /\b(always|failure|success)\(\)/.test(bare)
    ? Boolean(value)
    : Boolean(value) && !ctx.failed;
}

/** `name=value` lines and `name<<DELIMITER` blocks, as the runner reads GITHUB_OUTPUT. */
function parseStepOutputs(text: string): Record<string, string> {
  const outputs = parseOutputFile(text);
  for (const line of text.split('\n')) {
    const match = /^([\w-]+)=(.*)$/.exec(line);
    if (match?.[1] !== undefined) outputs[match[1]] = match[2] ?? '';
  }
  return outputs;
}

async function runScript(
  script: string,
  workspace: string,
  stepEnv: Record<string, string>,
): Promise<Record<string, string>> {
  const scratch = await tempDir('kpc-step-');
  const outputFile = path.join(scratch, 'output');
  const scriptFile = path.join(scratch, 'step.sh');
  await writeFile(outputFile, '');
  await writeFile(scriptFile, script);
  // The runner's default shell for `run:` on Linux.
  await execFileAsync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', scriptFile], {
    cwd: workspace,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, GITHUB_OUTPUT: outputFile, ...stepEnv },
  });
  return parseStepOutputs(await readFile(outputFile, 'utf8'));
}

const asLines = (value: string | undefined): string[] =>
  (value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Runs one job of the workflow; steps after a failed one run only when their `if:` says so. */
export async function runJob(
  workflow: Workflow,
  jobName: string,
  options: JobOptions,
): Promise<JobResult> {
  const job = workflow.jobs[jobName];
  if (!job) throw new Error(`${workflow.file} has no job ${jobName}`);
  const token = options.runner?.token ?? 'test-token';
  const ctx: Expressions = {
    github: {
      event_name: options.eventName,
      event: options.payload,
      token,
      repository: 'octo-org/octo-repo',
      workflow: workflow.name,
      job: jobName,
    },
    matrix: options.matrix ?? {},
    steps: {},
    failed: false,
  };
  const result: JobResult = {
    ran: false,
    workspace: await tempDir('kpc-job-'),
    steps: [],
    actionRuns: [],
  };
  if (!condition(job.if, ctx)) return result;
  result.ran = true;

  for (const step of job.steps) {
    const record: StepResult = { step, ran: false, failed: false, outputs: {} };
    result.steps.push(record);
    if (!condition(step.if, ctx)) continue;
    record.ran = true;
    const inputs = Object.fromEntries(
      Object.entries(step.with ?? {}).map(([name, value]) => [
        name,
        substitute(String(value), ctx),
      ]),
    );
    const uses = step.uses ?? '';
    if (ACTION_USES.test(uses)) {
      record.inputs = inputs;
      const run = await runAction({
        ...options.runner,
        workspace: result.workspace,
        inputs: { ...inputs, ...options.extraInputs },
        eventName: options.eventName,
        payload: options.payload,
        env: {
          GITHUB_WORKFLOW: workflow.name,
          GITHUB_JOB: jobName,
          ...options.runner?.env,
        },
      });
      record.action = run;
      record.outputs = run.outputs;
      record.failed = run.exitCode !== 0;
      result.actionRuns.push(run);
    } else if (uses.startsWith('actions/checkout@')) {
      if (!options.checkout) throw new Error(`${workflow.file}/${jobName}: no checkout given`);
      result.workspace = await options.checkout();
    } else if (uses.startsWith('actions/upload-artifact@')) {
      await options.artifacts.upload(inputs.name ?? '', result.workspace, asLines(inputs.path));
    } else if (uses.startsWith('actions/download-artifact@')) {
      await options.artifacts.download(result.workspace, {
        ...(inputs.name !== undefined && { name: inputs.name }),
        ...(inputs.pattern !== undefined && { pattern: inputs.pattern }),
        merge: inputs['merge-multiple'] === 'true',
      });
    } else if (step.run !== undefined) {
      const env = Object.fromEntries(
        Object.entries(step.env ?? {}).map(([name, value]) => [name, substitute(value, ctx)]),
      );
      record.outputs = await runScript(substitute(step.run, ctx), result.workspace, env);
    } else {
      throw new Error(`the e2e workflow runner does not know the step \`${uses}\``);
    }
    ctx.failed ||= record.failed && step['continue-on-error'] !== true;
    if (step.id) {
      ctx.steps[step.id] = {
        outputs: record.outputs,
        outcome: record.failed ? 'failure' : 'success',
      };
    }
  }
  return result;
}

/** The steps of all jobs that use the action. */
export function actionStepsOf(workflow: Workflow): { job: string; step: WorkflowStep }[] {
  return Object.entries(workflow.jobs).flatMap(([job, spec]) =>
    spec.steps.filter((step) => ACTION_USES.test(step.uses ?? '')).map((step) => ({ job, step })),
  );
}
