/**
 * Runs the committed dist/index.js exactly as the GitHub runner does: a Node 24 child process with
 * INPUT_* (action.yml defaults filled in), GITHUB_* and RUNNER_* variables, an event payload file, and
 * GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files; then reads back what the action wrote.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { releaseTrustEnv } from './sigstore.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface WorkflowCommand {
  command: string;
  properties: Record<string, string>;
  message: string;
}

export interface ActionRun {
  exitCode: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  commands: WorkflowCommand[];
}

export interface ActionRunOptions {
  workspace: string;
  inputs?: Record<string, string>;
  eventName?: string;
  payload?: unknown;
  env?: Record<string, string>;
  /** Shared across runs to observe tool-cache hits; a fresh one by default. */
  toolCache?: string;
  token?: string;
}

interface ActionYaml {
  inputs: Record<string, { default?: string }>;
}

async function actionDefaults(token: string): Promise<Record<string, string>> {
  const action = parseYaml(await readFile(path.join(repoRoot, 'action.yml'), 'utf8')) as ActionYaml;
  const defaults: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs)) {
    defaults[name] = (spec.default ?? '').replace('${{ github.token }}', token);
  }
  return defaults;
}

function unescapeCommandValue(value: string, isProperty: boolean): string {
  let result = value.replace(/%0D/g, '\r').replace(/%0A/g, '\n');
  if (isProperty) result = result.replace(/%3A/g, ':').replace(/%2C/g, ',');
  return result.replace(/%25/g, '%');
}

export function parseWorkflowCommands(stdout: string): WorkflowCommand[] {
  const commands: WorkflowCommand[] = [];
  for (const line of stdout.split(/\r?\n/)) {
    const match = /^::([\w-]+)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!match) continue;
    const properties: Record<string, string> = {};
    for (const pair of (match[2] ?? '').split(',').filter(Boolean)) {
      const eq = pair.indexOf('=');
      properties[pair.slice(0, eq)] = unescapeCommandValue(pair.slice(eq + 1), true);
    }
    commands.push({
      command: match[1] ?? '',
      properties,
      message: unescapeCommandValue(match[3] ?? '', false),
    });
  }
  return commands;
}

/** Parses the `name<<DELIMITER\nvalue\nDELIMITER` records that @actions/core writes to GITHUB_OUTPUT. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const header = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!header) continue;
    const [, name = '', delimiter] = header;
    const value: string[] = [];
    for (i += 1; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '');
    outputs[name] = value.join('\n');
  }
  return outputs;
}

export async function runAction(options: ActionRunOptions): Promise<ActionRun> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'kpc-runner-'));
  const runnerTemp = path.join(scratch, 'temp');
  const toolCache = options.toolCache ?? path.join(scratch, 'tool-cache');
  await mkdir(runnerTemp, { recursive: true });
  await mkdir(toolCache, { recursive: true });
  const outputFile = path.join(scratch, 'output');
  const summaryFile = path.join(scratch, 'summary.md');
  const eventFile = path.join(scratch, 'event.json');
  await writeFile(outputFile, '');
  await writeFile(summaryFile, '');
  await writeFile(eventFile, JSON.stringify(options.payload ?? {}));

  const token = options.token ?? 'test-token';
  // The end-to-end fixtures are written in legacy kinds and their expected counts predate
  // upgrade readiness (test/integration/upgrade covers it); a test that wants it sets the input.
  const inputs = { ...(await actionDefaults(token)), deprecations: 'off', ...options.inputs };
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_EVENT_NAME: options.eventName ?? 'workflow_dispatch',
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_REPOSITORY: 'octo-org/octo-repo',
    GITHUB_REPOSITORY_OWNER: 'octo-org',
    GITHUB_SHA: '0000000000000000000000000000000000000001',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_WORKFLOW: 'policy',
    GITHUB_JOB: 'kyverno',
    GITHUB_RUN_ID: '1',
    GITHUB_RUN_NUMBER: '1',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_ACTOR: 'octocat',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'http://127.0.0.1:9',
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_TEMP: runnerTemp,
    RUNNER_TOOL_CACHE: toolCache,
    ...releaseTrustEnv(),
    ...options.env,
  };
  for (const [name, value] of Object.entries(inputs)) {
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  }

  const child = spawn(process.execPath, [path.join(repoRoot, 'dist', 'index.js')], {
    cwd: options.workspace,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exitCode = await new Promise<number>((resolve) =>
    child.on('close', (code) => resolve(code ?? 1)),
  );
  return {
    exitCode,
    stdout,
    stderr,
    outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
    summary: await readFile(summaryFile, 'utf8'),
    commands: parseWorkflowCommands(stdout),
  };
}
