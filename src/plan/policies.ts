import path from 'node:path';
import { readText } from '../documents/check-reads.js';
import picomatch from 'picomatch';
import { isMap, isSeq, LineCounter, parseAllDocuments, type YAMLMap } from 'yaml';
import { applyError, type PolicyResult } from '../model/result.js';
import type { BuiltinPack } from '../inputs/config.js';
import { loadBuiltinPack } from './builtin-packs.js';
import { policyKindRole } from '../documents/policy-info.js';
import { inspectPath, walkFiles, workspaceRelative } from '../documents/workspace-files.js';

/** Kyverno reads only these from a policy folder (`ext/file.IsYaml`). */
const YAML = /\.ya?ml$/i;

export interface PolicyDefinition {
  kind: string;
  name: string;
  /** Workspace-relative file and 1-based line of the policy document. */
  file: string;
  line: number;
  /** A Policy or ClusterPolicy with a mutate rule (the other mutating kinds say so by kind). */
  mutates?: boolean;
}

/** One argument given to Kyverno and the policies we expect it to load from it. */
export interface PolicySource {
  /** Absolute path passed to Kyverno. */
  argument: string;
  /** Workspace-relative path, as shown in messages. */
  display: string;
  policies: PolicyDefinition[];
  /** Set for a pack shipped with the action (`builtin-policies`), outside the workspace. */
  builtin?: BuiltinPack;
}

export interface PolicyPlan {
  sources: PolicySource[];
  /** Absolute paths of PolicyException files, one `--exception` each. */
  exceptions: string[];
  /** Absolute path of the values file, when set. */
  valuesFile?: string;
  /** Problems found before running; each names the input, file and line. */
  errors: PolicyResult[];
}

type Expected = 'policy' | 'exception';

interface FileCheck {
  definitions: PolicyDefinition[];
  errors: PolicyResult[];
  /** Kubernetes objects that are not of the expected kinds (a Test, a Pod, …). */
  foreign: PolicyResult[];
  /** The file holds only such objects and is not given to Kyverno. */
  leftOut?: boolean;
}

/**
 * Resolves the `policies`, `exceptions` and `values-file` inputs and checks, before Kyverno
 * runs, that every path exists and every file parses as Kyverno policies (or exceptions).
 * Kyverno itself silently drops a path that fails to load; this turns that into an error.
 */
export async function planPolicies(
  workspace: string,
  inputs: {
    policies: readonly string[];
    builtinPolicies?: readonly BuiltinPack[];
    exceptions: readonly string[];
    valuesFile?: string;
  },
): Promise<PolicyPlan> {
  const plan: PolicyPlan = { sources: [], exceptions: [], errors: [] };
  for (const given of inputs.policies) {
    const { files, folder, expanded, errors } = await expandInput(workspace, 'policies', given);
    plan.errors.push(...errors);
    const checks = (
      await Promise.all(files.map((file) => checkFile(workspace, file, 'policy')))
    ).map((check) => withForeignObjects(check, expanded));
    checks.forEach((check) => plan.errors.push(...check.errors));
    const definitions = checks.flatMap((check) => check.definitions);
    const broken = checks.some((check) => check.errors.length > 0);
    const leftOut = checks.some((check) => check.leftOut);
    if (errors.length === 0 && definitions.length === 0 && !broken) {
      plan.errors.push(noPolicyError(given, folder ?? files[0] ?? given));
    } else if (folder !== undefined && !broken && !leftOut && definitions.length > 0) {
      // A clean folder is one argument, which keeps command lines short.
      const display = folder === '' ? '.' : folder;
      plan.sources.push({
        argument: path.resolve(workspace, folder),
        display,
        policies: definitions,
      });
    } else {
      // Kyverno drops a whole folder for one bad or foreign file: pass the good files one by one.
      files.forEach((file, index) => {
        const { definitions: policies, errors: problems } = checks[index]!;
        if (problems.length > 0 || policies.length === 0) return;
        plan.sources.push({ argument: path.resolve(workspace, file), display: file, policies });
      });
    }
  }
  for (const pack of inputs.builtinPolicies ?? []) {
    plan.sources.push((await loadBuiltinPack(pack)).source);
  }
  for (const given of inputs.exceptions) {
    const { files, expanded, errors } = await expandInput(workspace, 'exceptions', given);
    plan.errors.push(...errors);
    for (const file of files) {
      const check = withForeignObjects(await checkFile(workspace, file, 'exception'), expanded);
      plan.errors.push(...check.errors);
      if (check.errors.length === 0 && check.definitions.length > 0) {
        plan.exceptions.push(path.resolve(workspace, file));
      }
    }
  }
  if (inputs.valuesFile) {
    const relative = workspaceRelative(workspace, inputs.valuesFile);
    const entry = relative === undefined ? undefined : await inspectPath(workspace, relative);
    if (relative === undefined || entry?.kind !== 'file') {
      plan.errors.push(
        applyError({
          message:
            `values-file: \`${inputs.valuesFile}\` ` +
            (relative === undefined
              ? 'is outside the workspace'
              : 'does not exist or is not a file') +
            '. Fix the `values-file` input.',
          reason: 'Values file not found',
        }),
      );
    } else {
      plan.valuesFile = path.resolve(workspace, relative);
    }
  }
  return plan;
}

/**
 * Policy folders often hold a policy's tests and test resources too (`kyverno-test.yaml`, Pods, …).
 * A file found by expanding a folder or glob that holds only such objects is left out; one that
 * mixes them with policies, or that the input names itself, is an error, since Kyverno would drop it.
 */
function withForeignObjects(check: FileCheck, expanded: boolean): FileCheck {
  if (check.foreign.length === 0) return check;
  if (expanded && check.definitions.length === 0 && check.errors.length === 0) {
    return { definitions: [], errors: [], foreign: [], leftOut: true };
  }
  return { ...check, errors: [...check.errors, ...check.foreign], foreign: [] };
}

function noPolicyError(given: string, shown: string): PolicyResult {
  return applyError({
    message:
      `policies: \`${given}\` holds no Kyverno policy (${shown}). Point the \`policies\` input ` +
      'at files or folders holding ClusterPolicy, Policy, ValidatingPolicy, … documents.',
    reason: 'No policy found',
    file: shown,
    line: 1,
  });
}

/** The files a `policies`/`exceptions` entry names: a file, a folder (recursively) or a glob. */
async function expandInput(
  workspace: string,
  input: 'policies' | 'exceptions',
  given: string,
): Promise<{ files: string[]; folder?: string; expanded: boolean; errors: PolicyResult[] }> {
  const problem = (what: string) => ({
    files: [],
    expanded: false,
    errors: [
      applyError({
        message: `${input}: \`${given}\` ${what}. Fix the \`${input}\` input.`,
        reason: input === 'policies' ? 'Policy path not found' : 'Exception path not found',
      }),
    ],
  });
  const pattern = given.replace(/\\/g, '/');
  const scan = picomatch.scan(pattern);
  if (scan.isGlob) {
    const base = workspaceRelative(workspace, scan.base || '.');
    if (base === undefined) return problem('points outside the workspace');
    const full = base === '' ? scan.glob : `${base}/${scan.glob}`;
    const matcher = picomatch(full);
    const walked = await walkFiles(workspace, base, isHidden);
    const files = walked.files.filter((file) => matcher(file) && YAML.test(file));
    return files.length > 0 ? { files, expanded: true, errors: [] } : problem('matches no file');
  }
  const relative = workspaceRelative(workspace, pattern);
  if (relative === undefined) return problem('is outside the workspace');
  const entry = await inspectPath(workspace, relative);
  if (entry.escapesTo) return problem(`is a symlink to ${entry.escapesTo}, outside the workspace`);
  if (entry.kind === 'file' && input === 'policies' && !YAML.test(relative)) {
    return problem('is not a .yaml or .yml file, and Kyverno loads policies only from those');
  }
  if (entry.kind === 'file') return { files: [relative], expanded: false, errors: [] };
  if (entry.kind !== 'directory') return problem('does not exist');
  const walked = await walkFiles(workspace, relative, isHidden);
  const files = walked.files.filter(
    (file) => YAML.test(file) && !path.posix.basename(file).startsWith('.'),
  );
  return { files, folder: relative, expanded: true, errors: [] };
}

/** Whether a legacy policy's `spec.rules` has a `mutate` rule. */
function hasMutateRule(policy: YAMLMap): boolean {
  const rules = policy.getIn(['spec', 'rules']);
  return isSeq(rules) && rules.items.some((rule) => isMap(rule) && rule.has('mutate'));
}

/** Kyverno skips hidden files and folders (such as `.kyverno-test/`) when loading a folder. */
const isHidden = (_relative: string, name: string): boolean => name.startsWith('.');

async function checkFile(workspace: string, file: string, expected: Expected): Promise<FileCheck> {
  const check: FileCheck = { definitions: [], errors: [], foreign: [] };
  const input = expected === 'policy' ? 'policies' : 'exceptions';
  let text: string;
  try {
    text = await readText(path.join(workspace, file));
  } catch (error) {
    check.errors.push(
      applyError({
        message: `${input}: cannot read ${file}: ${(error as Error).message}.`,
        reason: 'Unreadable file',
        file,
        line: 1,
      }),
    );
    return check;
  }
  const lines = new LineCounter();
  const documents = parseAllDocuments(text, { lineCounter: lines });
  if (!Array.isArray(documents)) return check;
  for (const document of documents) {
    const line = lines.linePos(document.contents?.range?.[0] ?? document.range[0]).line;
    const [error] = document.errors;
    if (error) {
      const position = error.linePos?.[0];
      const detail = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      check.errors.push(
        applyError({
          message:
            `${input}: ${file} is not valid YAML at line ${position?.line ?? line}` +
            `${position ? `, column ${position.col}` : ''}: ${detail}. Kyverno would drop ` +
            `this file${expected === 'policy' ? ' (and a folder holding it) without a word' : ''}; fix the YAML.`,
          reason: 'Policy YAML syntax error',
          file,
          line: position?.line ?? line,
          ...(position ? { column: position.col } : {}),
        }),
      );
      continue;
    }
    const contents = document.contents;
    if (!isMap(contents)) continue;
    const apiVersion: unknown = contents.get('apiVersion');
    const kind: unknown = contents.get('kind');
    // Documents without apiVersion/kind (like artifacthub-pkg.yml) are ignored by Kyverno too.
    if (typeof apiVersion !== 'string' || typeof kind !== 'string') continue;
    const metadata = contents.get('metadata');
    const name = isMap(metadata) ? String(metadata.get('name') ?? '') : '';
    const role = policyKindRole(apiVersion, kind);
    // A policy path may hold any kind Kyverno loads from it, exceptions included.
    if (role !== undefined && (expected === 'policy' || role === 'exception')) {
      check.definitions.push({
        kind,
        name,
        file,
        line,
        ...(hasMutateRule(contents) && { mutates: true }),
      });
      continue;
    }
    check.foreign.push(
      applyError({
        message:
          `${input}: ${file} line ${line} holds a ${kind} (${apiVersion}), not a Kyverno ` +
          `${expected === 'policy' ? 'policy' : 'PolicyException'}; Kyverno would drop the whole ` +
          `file${expected === 'policy' ? ' (and a folder holding it)' : ''}. Move it out of the ` +
          `\`${input}\` paths.`,
        reason: expected === 'policy' ? 'Not a policy' : 'Not a policy exception',
        file,
        line,
      }),
    );
  }
  return check;
}
