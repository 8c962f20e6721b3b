import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ProcessRunner } from '../process/run-process.js';
import { runProcess } from '../process/run-process.js';

/** What the render stage needs from the machine, so tests can see or replace each call. */
export interface RenderIO {
  run: ProcessRunner;
  /** Text of a workspace-relative file; undefined when it cannot be read. */
  readText: (file: string) => Promise<string | undefined>;
  /** Text of a file outside the workspace (a tool's own configuration); undefined when none. */
  readOutside: (absolutePath: string) => Promise<string | undefined>;
  /** Names in a workspace-relative folder; empty when it does not exist. */
  listDir: (folder: string) => Promise<string[]>;
  /** A new empty folder outside the workspace, and its removal. */
  tempDir: () => Promise<{ dir: string; remove: () => Promise<void> }>;
  writeText: (absolutePath: string, text: string) => Promise<void>;
  /** Removes a workspace-relative file or folder (what a tool added to the workspace). */
  remove: (file: string) => Promise<void>;
}

export function diskIO(workspace: string, run: ProcessRunner = runProcess): RenderIO {
  return {
    run,
    readText: (file) => readFile(path.join(workspace, file), 'utf8').catch(() => undefined),
    readOutside: (file) => readFile(file, 'utf8').catch(() => undefined),
    listDir: (folder) => readdir(path.join(workspace, folder)).catch(() => []),
    tempDir: async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'kyverno-render-'));
      return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
    },
    writeText: (file, text) => writeFile(file, text, 'utf8'),
    remove: (file) => rm(path.join(workspace, file), { recursive: true, force: true }),
  };
}

/**
 * Watches what a tool adds to a workspace-relative folder: call the result once the tool has
 * run, for the added entries, or the folder itself when it was not there before.
 */
export async function watchFolder(io: RenderIO, folder: string): Promise<() => Promise<string[]>> {
  const parent = path.posix.dirname(folder);
  const inParent = async (): Promise<boolean> =>
    (await io.listDir(parent === '.' ? '' : parent)).includes(path.posix.basename(folder));
  const existed = await inParent();
  const before = new Set(await io.listDir(folder));
  return async () => {
    if (!existed) return (await inParent()) ? [folder] : [];
    const after = await io.listDir(folder);
    return after.filter((entry) => !before.has(entry)).map((entry) => `${folder}/${entry}`);
  };
}

/** Reads the files that exist among `files` into a map. */
export async function readSources(
  io: RenderIO,
  files: readonly string[],
): Promise<Map<string, string>> {
  const texts = await Promise.all(
    files.map(async (file) => [file, await io.readText(file)] as const),
  );
  return new Map(texts.filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export type ToolRun = { ok: true; stdout: string } | { ok: false; message: string };

/** Runs a render tool in the workspace; a failure carries what the tool printed about it. */
export async function runTool(
  io: RenderIO,
  tool: string,
  args: readonly string[],
  options: { workspace: string; timeoutMs: number },
): Promise<ToolRun> {
  const ran = await io.run(tool, args, { cwd: options.workspace, timeoutMs: options.timeoutMs });
  if (ran.timedOut) return { ok: false, message: `timed out after ${options.timeoutMs / 1000} s` };
  // Some failures are explained on stdout (`helm dependency build`: "Unable to get an update …").
  if (ran.exitCode !== 0) return { ok: false, message: [ran.stdout, ran.stderr].join('\n') };
  return { ok: true, stdout: ran.stdout };
}
