/**
 * What `kyverno apply -v=3` says about loading, besides the report: policy paths it dropped,
 * policy documents it could not read, policies it skipped, and a fatal `Error:` line.
 * Verified against Kyverno 1.19.0 (`commands/apply/command.go`, `print.go`).
 */

export interface DroppedPath {
  /** The path as it was passed on the command line. */
  path: string;
  error: string;
}

export interface SkippedPolicy {
  name: string;
  reason: string;
  /** `skipped` (missing variables) or `invalid` (failed validation). */
  kind: 'skipped' | 'invalid';
}

export interface ApplyDiagnostics {
  droppedPaths: DroppedPath[];
  /** Errors of single documents Kyverno dropped while loading policies. */
  documentErrors: string[];
  skippedPolicies: SkippedPolicy[];
  /** The `Error: …` line of a run that stopped before it produced a report. */
  fatal?: string;
}

// Kyverno colours its log lines even when stderr is not a terminal.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
const DIVIDER = /^-{20,}$/;

export function parseApplyDiagnostics(stdout: string, stderr: string): ApplyDiagnostics {
  const diagnostics: ApplyDiagnostics = {
    droppedPaths: [],
    documentErrors: [],
    skippedPolicies: [],
  };
  for (const raw of stderr.replace(ANSI, '').split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (line.includes('> skipping invalid YAML file ')) {
      const fields = logFields(line);
      diagnostics.droppedPaths.push({ path: fields.path ?? '', error: fields.error ?? '' });
    } else if (line.includes('> Non-fatal parsing error for single document')) {
      diagnostics.documentErrors.push(logFields(line).error ?? line);
    } else if (line.startsWith('Error: ') && diagnostics.fatal === undefined) {
      diagnostics.fatal = line.slice('Error: '.length);
    } else if (line.startsWith('panic: ') && diagnostics.fatal === undefined) {
      diagnostics.fatal = `Kyverno crashed: ${line.slice('panic: '.length)}`;
    }
  }
  let block: SkippedPolicy['kind'] | undefined;
  for (const line of stdout.split(/\r?\n/)) {
    if (line === 'Policies Skipped:' || line.startsWith('Policies Skipped (')) block = 'skipped';
    else if (line === 'Invalid Policies:') block = 'invalid';
    else if (DIVIDER.test(line)) block = undefined;
    else if (block) {
      const match = /^\d+\. ([^:]+)(?::\s*(.*))?$/.exec(line.trim());
      const previous = diagnostics.skippedPolicies.at(-1);
      if (match) {
        diagnostics.skippedPolicies.push({ name: match[1]!, reason: match[2] ?? '', kind: block });
      } else if (previous && line.trim()) {
        previous.reason = `${previous.reason} ${line.trim()}`.trim();
      }
    }
  }
  return diagnostics;
}

/** `key=value` and `key="quoted \"value\""` pairs of a zerolog console line. */
function logFields(line: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of line.matchAll(/(\w+)=("(?:[^"\\]|\\.)*"|\S+)/g)) {
    const [, key, value] = match;
    fields[key!] = value!.startsWith('"') ? unquote(value!) : value!;
  }
  return fields;
}

function unquote(quoted: string): string {
  try {
    return JSON.parse(quoted) as string;
  } catch {
    // Go quoting can use escapes JSON does not know (`\x..`); keep the text readable.
    return quoted.slice(1, -1).replace(/\\"/g, '"');
  }
}
