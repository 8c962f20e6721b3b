import { readFileSync } from 'node:fs';

const folder = new URL('../../fixtures/kyverno-output/', import.meta.url);

/** A real `kyverno test` output stored by test/fixtures/kyverno-output/capture.mjs. */
export interface Capture {
  stdout: string;
  stderr: string;
  exitCode: number;
}

export function readCapture(name: string): Capture {
  const read = (extension: string) => readFileSync(new URL(`${name}.${extension}`, folder), 'utf8');
  const exit = /^# exit: (\d+)$/m.exec(read('cmd'))?.[1];
  return { stdout: read('stdout'), stderr: read('stderr'), exitCode: Number(exit) };
}

export const CAPTURES = [
  'corpus-disallow-latest-tag',
  'outcomes-detailed',
  'outcomes-not-detailed',
  'fail-only',
  'fail-only-all-pass',
  'load-errors',
  'deprecated',
  'missing-policy',
  'no-tests',
  'selector-wildcard-resource',
  'selector-invalid',
] as const;
