/** actionlint (scripts/actionlint.mjs) over workflow files, its findings as objects. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ensureActionlint } from '../../scripts/actionlint.mjs';

const execFileAsync = promisify(execFile);

export interface LintError {
  filepath: string;
  line: number;
  message: string;
  kind: string;
}

/** actionlint's findings for the workflow files (all of .github/workflows when none), run from `cwd`. */
export async function actionlint(cwd: string, files: string[]): Promise<LintError[]> {
  const args = ['-no-color', '-format', '{{json .}}', ...files];
  try {
    await execFileAsync(ensureActionlint(), args, { cwd });
    return [];
  } catch (error) {
    const { stdout, code } = error as { stdout?: string; code?: number };
    if (code !== 1 || !stdout) throw error;
    return JSON.parse(stdout) as LintError[];
  }
}
