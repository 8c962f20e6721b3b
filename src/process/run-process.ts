import { spawn } from 'node:child_process';

export interface ProcessResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** True when the process was killed because it ran past `timeoutMs`. */
  timedOut: boolean;
  /** stdout as bytes, when `bytes` was asked for (`git cat-file --batch` counts sizes in bytes). */
  stdoutBytes?: Buffer;
}

export interface ProcessOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  /** Written to the program's stdin, which is then closed. */
  input?: string;
  /** Also return stdout as bytes (`stdoutBytes`). */
  bytes?: boolean;
}

/** Runs a program with an argument array (never through a shell) and collects its output. */
export type ProcessRunner = (
  command: string,
  args: readonly string[],
  options?: ProcessOptions,
) => Promise<ProcessResult>;

export const runProcess: ProcessRunner = (command, args, options = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      shell: false,
      // No stdin unless there is input: some programs read a piped stdin as their input.
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      windowsHide: true,
    });
    if (options.input !== undefined) {
      // A program that exits before reading all of its input must not crash the action.
      child.stdin!.on('error', () => undefined);
      child.stdin!.end(options.input);
    }
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let timedOut = false;
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            child.kill('SIGKILL');
          }, options.timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`could not run ${command}: ${error.message}`, { cause: error }));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const bytes = Buffer.concat(stdout);
      resolve({
        exitCode: code ?? (signal ? 128 : 1),
        stdout: bytes.toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
        timedOut,
        ...(options.bytes && { stdoutBytes: bytes }),
      });
    });
  });
