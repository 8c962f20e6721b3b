/**
 * What a test suite costs Kyverno, estimated before it runs, so the test stage can give its
 * processes equal work. Kyverno evaluates every policy of a test file on every resource of it, and
 * one evaluation costs by the policy's kind. Per resource, in milliseconds (Kyverno 1.19, one
 * process over the public corpus, each suite timed by its output's progress lines):
 * - a ValidatingPolicy (and the other policies.kyverno.io kinds) about 17: it is compiled again
 *   for every resource (`vpol/engine.NewProvider` is a third of Kyverno's CPU there);
 * - a MutatingPolicy about 50;
 * - a ClusterPolicy with CEL rules, or an admission policy, 1 plus 2 per CEL expression;
 * - pattern rules about 2.5.
 * The test file's size, used before, ranks suites of different kinds badly: a 4 KB suite of 147
 * pods takes 0.4 s with pattern rules and 1.8 s with CEL rules. The corpus's two halves, run side
 * by side (8 alternating pairs), now end 0.2 s apart at the median instead of 0.5 s, and the last
 * one 0.4 s sooner on average.
 *
 * The test file is read with a line scan of its `policies:` and `resources:` lists, not a YAML
 * parse: this runs before the first Kyverno process can start, where parsing 120 test files with a
 * cold `yaml` takes about 150 ms and the scan about 10 ms. An estimate never decides a result: a
 * list the scan misses only makes the suite count by its size.
 */
import { readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { policyKindRole } from '../documents/policy-info.js';
import { isInside, isUrl, YAML_NAME } from '../documents/workspace-files.js';

/** What any suite costs besides its evaluations: loading it and checking its results. */
const SUITE_COST = 5;
/** Per byte of a test file whose lists the scan finds nothing in (about 4 KB for 147 pods). */
const COST_PER_TEST_FILE_BYTE = 0.05;
/** Per resource, by policy kind; kinds not listed here cost `PATTERN_RULES`. */
const KIND_COST: Readonly<Record<string, number>> = {
  ValidatingPolicy: 17,
  NamespacedValidatingPolicy: 17,
  ImageValidatingPolicy: 17,
  NamespacedImageValidatingPolicy: 17,
  GeneratingPolicy: 17,
  NamespacedGeneratingPolicy: 17,
  DeletingPolicy: 17,
  NamespacedDeletingPolicy: 17,
  MutatingPolicy: 50,
  NamespacedMutatingPolicy: 50,
};
const PATTERN_RULES = 2.5;
const CEL_RULES = 1;
const PER_CEL_EXPRESSION = 2;
const ADMISSION_POLICIES = new Set(['ValidatingAdmissionPolicy', 'MutatingAdmissionPolicy']);

/** Larger files are not read for an estimate; a resource file counts by its size instead. */
const MOST_BYTES_READ = 2 ** 20;
/** Bytes of YAML per resource, for a resource file too large to read. */
const BYTES_PER_RESOURCE = 400;

/**
 * The paths listed under a top-level `key` of a test file: a block list (`- path`, indented or
 * not) or a one-line flow list (`[a, b]`), quotes and comments removed; every such key counts.
 */
export function listedPaths(text: string, key: string): string[] {
  const lines = text.split(/\r?\n/);
  const paths: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const rest = new RegExp(`^${key}\\s*:(.*)$`).exec(lines[index]!)?.[1];
    if (rest === undefined) continue;
    const value = withoutComment(rest).trim();
    if (value.startsWith('[')) {
      paths.push(
        ...value
          .replace(/^\[|\]$/g, '')
          .split(',')
          .map(unquoted)
          .filter(Boolean),
      );
      continue;
    }
    for (index++; index < lines.length; index++) {
      const line = lines[index]!;
      if (/^\s*(#.*)?$/.test(line)) continue;
      const item = /^\s*-\s+(.*)$/.exec(line)?.[1];
      if (item === undefined) break;
      const listed = unquoted(withoutComment(item));
      if (listed) paths.push(listed);
    }
    index--;
  }
  return paths;
}

const withoutComment = (value: string): string => value.replace(/(^|\s)#.*$/, '');
const unquoted = (value: string): string => value.trim().replace(/^(['"])(.*)\1$/, '$2');

/** The resources in a YAML text: its documents' top-level `kind:` lines. */
export function resourceCount(text: string): number {
  return text.match(/^kind\s*:/gm)?.length ?? 0;
}

/** What evaluating the policies of a YAML text on one resource costs (see the file's comment). */
export function policyCostPerResource(text: string): number {
  let cost = 0;
  for (const document of text.split(/^---.*$/m)) {
    const kind = /^kind\s*:\s*['"]?(\w+)/m.exec(document)?.[1];
    const apiVersion = /^apiVersion\s*:\s*['"]?([\w./-]+)/m.exec(document)?.[1];
    if (!kind || !apiVersion || policyKindRole(apiVersion, kind) !== 'policy') continue;
    const expressions = document.match(/\bexpression\s*:/g)?.length ?? 0;
    if (Object.hasOwn(KIND_COST, kind)) cost += KIND_COST[kind]!;
    else if (ADMISSION_POLICIES.has(kind) || /^\s+cel\s*:/m.test(document)) {
      cost += CEL_RULES + PER_CEL_EXPRESSION * expressions;
    } else cost += PATTERN_RULES;
  }
  return cost;
}

export interface CostedSuite {
  /** Absolute path of the test file. */
  path: string;
  /** Its size in bytes. */
  size: number;
}

/** Each suite's estimate, by workspace: the test stage estimates while `kyverno version` runs. */
const estimated = new WeakMap<CostedSuite, { workspace: string; cost: number }>();

/**
 * The estimated cost of each suite, in the order given. Reads the test files and the files they
 * list within `workspace`, each once; a suite estimated before is not read again.
 */
export function estimateSuiteCosts(suites: readonly CostedSuite[], workspace: string): number[] {
  const texts = new Map<string, string | undefined>();
  const textOf = (absolute: string): string | undefined => {
    if (!texts.has(absolute)) texts.set(absolute, smallText(absolute));
    return texts.get(absolute);
  };
  const estimate = (suite: CostedSuite): number => {
    const bySize = SUITE_COST + suite.size * COST_PER_TEST_FILE_BYTE;
    const text = textOf(suite.path);
    if (text === undefined) return bySize;
    const folder = path.dirname(suite.path);
    const files = (key: string): string[] =>
      listedPaths(text, key).flatMap((listed) => yamlFilesAt(folder, listed, workspace));
    const policies = files('policies');
    const resources = files('resources');
    if (policies.length === 0 || resources.length === 0) return bySize;
    const perResource = policies.reduce(
      (sum, file) => sum + policyCostPerResource(textOf(file) ?? ''),
      0,
    );
    const count = resources.reduce((sum, file) => {
      const resourceText = textOf(file);
      return (
        sum +
        (resourceText === undefined
          ? fileSize(file) / BYTES_PER_RESOURCE
          : resourceCount(resourceText))
      );
    }, 0);
    return SUITE_COST + perResource * count;
  };
  return suites.map((suite) => {
    const known = estimated.get(suite);
    if (known?.workspace === workspace) return known.cost;
    const cost = estimate(suite);
    estimated.set(suite, { workspace, cost });
    return cost;
  });
}

/** The YAML files a listed path names: the file itself, or a folder's own YAML files. */
function yamlFilesAt(folder: string, listed: string, workspace: string): string[] {
  if (isUrl(listed)) return [];
  const absolute = path.resolve(folder, listed);
  if (!isInside(workspace, absolute)) return [];
  const info = statOf(absolute);
  if (info?.isFile()) return [absolute];
  if (!info?.isDirectory()) return [];
  try {
    return readdirSync(absolute)
      .filter((name) => YAML_NAME.test(name) && !name.startsWith('.'))
      .map((name) => path.join(absolute, name));
  } catch {
    return [];
  }
}

/** A regular file's text, read only when it is small; otherwise undefined. */
function smallText(absolute: string): string | undefined {
  const info = statOf(absolute);
  if (!info?.isFile() || info.size > MOST_BYTES_READ) return undefined;
  try {
    return readFileSync(absolute, 'utf8');
  } catch {
    return undefined;
  }
}

const fileSize = (absolute: string): number => statOf(absolute)?.size ?? 0;

function statOf(absolute: string): Stats | undefined {
  try {
    return statSync(absolute);
  } catch {
    return undefined;
  }
}
