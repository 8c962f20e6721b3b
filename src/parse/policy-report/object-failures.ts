/**
 * What `kyverno apply` says when it cannot evaluate one object: the object's name (Kyverno gives
 * no namespace and no kind), the kind it could not map to a resource when that is the cause,
 * and Kyverno's own text. Sources, Kyverno 1.19.1 `commands/apply/command.go`:
 * - `applyPolicies`, without `--continue-on-fail`: the run stops with
 *   `Error: failed to apply policies on resource <name> (<cause>)`, exit 1, no report;
 *   with it: `log.V(2).Info("failed to apply policies on resource <name> (<cause>)\n")` and the
 *   object is left out. `-v=3` shows that log line on stderr.
 * - `applyImageValidatingPolicies`: `failed to apply image validating policies on resource
 *   <name> (<cause>)` (with `--continue-on-fail` printed to stdout), and a kind it cannot map
 *   logs `failed to map gvk to gvr` with a `gkv=<group>/<version>, Kind=<kind>` field.
 */

export interface ObjectFailure {
  /** `metadata.name` of the object, when Kyverno names it. */
  name?: string;
  /** The object's `apiVersion` and `kind`, when the cause is a kind Kyverno cannot map. */
  unmappedKind?: { apiVersion: string; kind: string };
  /** Kyverno's text, as it printed it. */
  text: string;
}

// Kyverno colours its log lines even when stderr is not a terminal.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
const ON_RESOURCE = /failed to apply (?:image validating )?policies on resource (\S+) \(/;
/** Go's `schema.GroupVersionKind.String()`: `<group>/<version>, Kind=<kind>`, group empty for core. */
const GVK = /failed to map gvk to gvr ([^\s/,]*)\/([^\s,]+), Kind=([A-Za-z0-9]+)/;
const GKV_FIELD = /gkv="?([^\s/,"]*)\/([^\s,"]+), Kind=([A-Za-z0-9]+)"?/;

/** Reads one failure text (a fatal `Error:` line or a log message); undefined when it names nothing. */
export function parseObjectFailure(text: string): ObjectFailure | undefined {
  const clean = text.replace(ANSI, '').trim();
  const name = ON_RESOURCE.exec(clean)?.[1];
  const kind = GVK.exec(clean) ?? GKV_FIELD.exec(clean);
  if (name === undefined && !kind) return undefined;
  return {
    ...(name !== undefined && { name }),
    ...(kind && {
      unmappedKind: { apiVersion: kind[1] ? `${kind[1]}/${kind[2]}` : kind[2]!, kind: kind[3]! },
    }),
    text: clean,
  };
}

/**
 * The objects a run with `--continue-on-fail` left out, one entry per line that says so, in the
 * order Kyverno printed them.
 */
export function parseSkippedObjects(stdout: string, stderr: string): ObjectFailure[] {
  const failures: ObjectFailure[] = [];
  const lines = [...stderr.replace(ANSI, '').split(/\r?\n/), ...stdout.split(/\r?\n/)];
  for (const line of lines) {
    const logged = line.includes('> failed to ');
    const printed = line.startsWith('failed to apply image validating policies on resource ');
    if (!logged && !printed) continue;
    const message = logged ? line.slice(line.indexOf('> ') + 2) : line;
    const failure = parseObjectFailure(message);
    if (failure) failures.push({ ...failure, text: messageOf(message) });
  }
  return failures;
}

/**
 * A zerolog console message without the fields zerolog appends (sorted by name; `-v=3` lines of
 * these callers carry only these). `failed to apply policies …` ends in a newline, so its
 * fields are on the next line.
 */
function messageOf(message: string): string {
  return message.split(/\s+(?:error|gkv|logger|v)=/)[0]!.trim();
}
