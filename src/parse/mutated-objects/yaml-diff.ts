import { structuredPatch } from 'diff';
import { dumpYaml11 } from './yaml-dump.js';

const CONTEXT_LINES = 2;

/**
 * A short unified diff of two objects dumped as YAML in their own key order: hunks only, each
 * opened by a bare `@@` line (the dump's line numbers are no file's), lines `-`, `+` or ` `.
 * Empty when the dumps are equal. Dumped as YAML 1.1, which quotes `on`, `yes` and the like, as
 * Kubernetes would read them.
 */
export function yamlDiff(before: unknown, after: unknown): string {
  const patch = structuredPatch('', '', dumpYaml11(before), dumpYaml11(after), '', '', {
    context: CONTEXT_LINES,
  });
  return patch.hunks
    .flatMap((hunk) => ['@@', ...hunk.lines.filter((line) => !line.startsWith('\\'))])
    .join('\n');
}
