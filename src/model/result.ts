/**
 * The neutral result model. Parsers produce it; reporters read only it.
 * Nothing here knows about Kyverno's output formats or GitHub's APIs.
 */
import type { JsonPatchOperation } from './mutation.js';

export const STATUSES = ['pass', 'fail', 'warn', 'error', 'skip'] as const;
export type Status = (typeof STATUSES)[number];

/**
 * Which Kyverno command produced a result; `upgrade` for what an upgrade of Kyverno would change
 * (a deprecated form in a file, or a result that differs under another Kyverno version).
 */
export type Source = 'test' | 'apply' | 'upgrade';
export const SOURCES: readonly Source[] = ['test', 'apply', 'upgrade'];

/** What a `source: upgrade` result is about, so reporters can sum such results up. */
export interface UpgradeNote {
  type: 'deprecation' | 'change';
  /**
   * For a deprecation, the deprecated form (`kyverno.io ClusterPolicy`); for a change, the two
   * Kyverno versions compared (`1.18.2 -> 1.19.0`).
   */
  subject: string;
  /** The Kyverno release that removes the deprecated form, when one is announced. */
  removedIn?: string;
  /** A Kyverno command that fixes it, e.g. `kyverno fix test`. */
  fix?: string;
}

export interface ResourceRef {
  apiVersion: string;
  kind: string;
  /** Empty for cluster-scoped resources. */
  namespace: string;
  /** Empty for an object declared with `metadata.generateName` only, as Kyverno reports it. */
  name: string;
  /** The declared `metadata.generateName` of an object without a name. */
  generateName?: string;
}

/** The Helm chart render or Kustomize build a result came from. */
export interface RenderRef {
  tool: 'helm' | 'kustomize';
  /** Workspace-relative chart or kustomization folder. */
  root: string;
  /** Workspace-relative values file (Helm only; absent when the chart's defaults were used). */
  values?: string;
}

/**
 * `Kind namespace/name`, or `Kind name` for cluster-scoped resources; empty when unknown. An
 * object declared with `generateName` only shows it as `prefix*`.
 */
export function resourceLabel(resource: ResourceRef): string {
  const own = resource.name || (resource.generateName ? `${resource.generateName}*` : '');
  const name = resource.namespace ? `${resource.namespace}/${own}` : own;
  return [resource.kind, name].filter(Boolean).join(' ');
}

/** How reports name a render: `chart (values file)`, or the kustomization folder. */
export function renderLabel(render: RenderRef): string {
  return render.values ? `${render.root} (${render.values})` : render.root;
}

/** ` (rendered from <render>)` for a result of a render, else ''. */
export function renderedFrom(result: { render?: RenderRef }): string {
  return result.render ? ` (rendered from ${renderLabel(result.render)})` : '';
}
/** Whether a `fail`, `warn` or `error` result also failed at the base commit. */
export type BaselineMark = 'new' | 'existing';

export interface PolicyResult {
  source: Source;
  status: Status;
  /** Policy name as Kyverno reports it: `name` or `namespace/name`. Empty for load errors. */
  policy: string;
  /** Rule name, including `autogen-` prefixes. Empty for rule-less policies. */
  rule: string;
  resource: ResourceRef;
  /** Human-readable explanation (Kyverno's rule message or our own error text). */
  message: string;
  /** Short machine reason: Kyverno's `Ok`, `Want pass, got fail`, `Excluded`, … or ours. */
  reason: string;
  /** Path relative to the workspace root, with `/` separators. Absent only for remote (git URL) suites. */
  file?: string;
  /** 1-based line in `file`. */
  line?: number;
  /** 1-based column in `file`, when known. */
  column?: number;
  /**
   * JSON pointer of the field the result is about, when Kyverno names one
   * (`/spec/containers/0/image`); `line` is that field's, or its deepest existing parent's.
   */
  path?: string;
  /** For `source: test`: the test file (workspace-relative) or git URL the result belongs to. */
  suite?: string;
  /** From the policy's `policies.kyverno.io/category` annotation, when known. */
  category?: string;
  /** From the policy's `policies.kyverno.io/severity` annotation, when known. */
  severity?: string;
  /** Set when the resource came from rendering a Helm chart or building a Kustomize root. */
  render?: RenderRef;
  /** With a baseline: whether this `fail`, `warn` or `error` result is new with the change. */
  baseline?: BaselineMark;
  /** For `source: upgrade`. */
  upgrade?: UpgradeNote;
  /**
   * For `source: test`: Kyverno printed only `Excluded` rows for this entry and resource, so the
   * test could not fail (see `vacuous-tests`); `reason` stays Kyverno's.
   */
  vacuous?: boolean;
  /**
   * For a mutate result of `kyverno apply` whose rule changed the object: the change it made,
   * from the object as the policies before it left it (applied in result order, these give
   * `RunReport.mutations`' object).
   */
  mutation?: { patch: JsonPatchOperation[]; policy: string; rule: string };
  /**
   * For a `kyverno test` row that failed with `Resource diff`: a unified YAML diff from the
   * suite's expected object (`-`) to the object Kyverno produced (`+`).
   */
  diff?: string;
}

/** A manifest document that was deliberately not passed to Kyverno. */
export interface SkippedDocument {
  file: string;
  line: number;
  reason: string;
}

export type Counts = Record<Status, number>;

export function emptyCounts(): Counts {
  return { pass: 0, fail: 0, warn: 0, error: 0, skip: 0 };
}

export function countResults(results: readonly PolicyResult[]): Counts {
  const counts = emptyCounts();
  for (const result of results) counts[result.status] += 1;
  return counts;
}

/** Most severe first: the order reviewers want to read results in. */
export const SEVERITY_ORDER: readonly Status[] = ['error', 'fail', 'warn', 'skip', 'pass'];

export function bySeverity(a: PolicyResult, b: PolicyResult): number {
  return SEVERITY_ORDER.indexOf(a.status) - SEVERITY_ORDER.indexOf(b.status);
}

/** Code-unit order: the same on every machine, unlike `localeCompare`. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Most severe first, then by file and line, then by policy, rule and resource: a total order, so
 * reports do not change with the order Kyverno (or parallel runs) printed results in.
 */
export function bySeverityThenLocation(a: PolicyResult, b: PolicyResult): number {
  return (
    bySeverity(a, b) ||
    compareText(a.file ?? a.suite ?? '', b.file ?? b.suite ?? '') ||
    (a.line ?? 0) - (b.line ?? 0) ||
    compareText(a.policy, b.policy) ||
    compareText(a.rule, b.rule) ||
    compareText(a.resource.namespace, b.resource.namespace) ||
    compareText(a.resource.name, b.resource.name) ||
    compareText(a.resource.kind, b.resource.kind)
  );
}

/**
 * What a reader needs to understand a result, in one line of text. For a test case Kyverno's
 * reason (`Want pass, got fail`, `Not found`, …) says why it failed, so it leads the message.
 */
export function explanation(result: PolicyResult): string {
  const { reason, message } = result;
  const reasonAddsSomething =
    result.source === 'test' && result.status !== 'pass' && reason !== '' && reason !== 'Ok';
  if (reasonAddsSomething && !message.startsWith(reason)) {
    return message ? `${reason}: ${message}` : reason;
  }
  return message || reason || result.status;
}

/** The resource of a result that concerns no resource (a file or policy error). */
export const NO_RESOURCE: ResourceRef = { apiVersion: '', kind: '', namespace: '', name: '' };

/** An `error` result of the apply stage that is ours, not Kyverno's. */
export function applyError(fields: {
  message: string;
  reason: string;
  file?: string;
  line?: number;
  column?: number;
  policy?: string;
}): PolicyResult {
  return {
    source: 'apply',
    status: 'error',
    policy: fields.policy ?? '',
    rule: '',
    resource: NO_RESOURCE,
    message: fields.message,
    reason: fields.reason,
    ...(fields.file === undefined ? {} : { file: fields.file }),
    ...(fields.line === undefined ? {} : { line: fields.line }),
    ...(fields.column === undefined ? {} : { column: fields.column }),
  };
}
