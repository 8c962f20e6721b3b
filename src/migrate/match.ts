/**
 * A legacy rule's `match` and `exclude` (kinds, names, namespaces, annotations, label and
 * namespace selectors, operations) as what a ValidatingPolicy matches on: resource rules and
 * selectors in `matchConstraints`, everything else a CEL condition.
 */
import { and, atom, literal, not, or, quote, render, TRUE, type Cel } from './cel.js';
import { globCel, hasWildcard } from './glob.js';
import { isMap } from './json.js';
import { kindToRule } from './kinds.js';
import { Unsupported, type YamlPath } from './unsupported.js';

export interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}

/** What one rule matches. */
export interface RuleMatch {
  /** Legacy kind strings, sorted. */
  kinds: string[];
  /** Admission operations, or undefined for Kyverno's default (all). */
  operations: string[] | undefined;
  /** The rest of match and exclude as CEL (TRUE when nothing else). */
  condition: Cel;
  objectSelector: LabelSelector | undefined;
  namespaceSelector: LabelSelector | undefined;
  /** Whether legacy autogen would apply this rule to Pod controllers. */
  autogen: boolean;
}

interface Block {
  kinds: string[];
  operations: string[] | undefined;
  condition: Cel;
  selector: LabelSelector | undefined;
  namespaceSelector: LabelSelector | undefined;
  autogenSafe: boolean;
}

const USER_FIELDS = ['subjects', 'roles', 'clusterRoles'] as const;

function anyOfGlobs(value: string, patterns: unknown, path: YamlPath): Cel {
  if (!Array.isArray(patterns))
    throw new Unsupported('a name or namespace list that is not a list', path);
  const plain = patterns.filter((p) => typeof p === 'string' && !hasWildcard(p));
  const globs = patterns.filter((p): p is string => typeof p === 'string' && hasWildcard(p));
  const options = globs.map((g) => globCel(g, value));
  if (plain.length === 1) options.unshift(atom(`${value} == ${literal(plain[0])}`));
  if (plain.length > 1) options.unshift(atom(`${value} in ${literal(plain)}`));
  return or(...options);
}

function selectorCel(selector: LabelSelector, labels: string, path: YamlPath): Cel {
  const parts: Cel[] = [];
  for (const [key, value] of Object.entries(selector.matchLabels ?? {}))
    parts.push(
      atom(`${quote(key)} in ${labels} && ${labels}[${quote(key)}] == ${quote(String(value))}`),
    );
  for (const expression of selector.matchExpressions ?? []) {
    const key = quote(expression.key);
    const values = literal(expression.values ?? []);
    switch (expression.operator) {
      case 'In':
        parts.push(atom(`${key} in ${labels} && ${labels}[${key}] in ${values}`));
        break;
      case 'NotIn':
        parts.push(atom(`!(${key} in ${labels}) || !(${labels}[${key}] in ${values})`));
        break;
      case 'Exists':
        parts.push(atom(`${key} in ${labels}`));
        break;
      case 'DoesNotExist':
        parts.push(atom(`!(${key} in ${labels})`));
        break;
      default:
        throw new Unsupported(`label selector operator ${expression.operator}`, path);
    }
  }
  return and(...parts);
}

function readBlock(raw: unknown, path: YamlPath): Block {
  if (!isMap(raw)) throw new Unsupported('a match block that is not a map', path);
  for (const field of USER_FIELDS)
    if (raw[field] !== undefined)
      throw new Unsupported(`match on ${field} (the requesting user)`, [...path, field]);
  const resources = raw.resources;
  if (!isMap(resources)) throw new Unsupported('a match block without resources', path);
  const at = (key: string): YamlPath => [...path, 'resources', key];
  const known = new Set([
    'kinds',
    'name',
    'names',
    'namespaces',
    'annotations',
    'selector',
    'namespaceSelector',
    'operations',
  ]);
  for (const key of Object.keys(resources))
    if (!known.has(key)) throw new Unsupported(`match.resources.${key}`, at(key));
  const kinds = Array.isArray(resources.kinds) ? resources.kinds.map(String) : [];
  const parts: Cel[] = [];
  const names = resources.names ?? (resources.name !== undefined ? [resources.name] : undefined);
  if (names !== undefined) parts.push(anyOfGlobs('object.metadata.name', names, at('names')));
  if (resources.namespaces !== undefined)
    parts.push(
      and(
        atom('has(object.metadata.namespace)'),
        anyOfGlobs('object.metadata.namespace', resources.namespaces, at('namespaces')),
      ),
    );
  if (resources.annotations !== undefined) {
    if (!isMap(resources.annotations))
      throw new Unsupported('annotations that are not a map', at('annotations'));
    for (const [key, value] of Object.entries(resources.annotations)) {
      const annotations = 'object.metadata.annotations';
      parts.push(
        and(
          atom(`has(${annotations})`),
          atom(`${quote(key)} in ${annotations}`),
          globCel(String(value), `${annotations}[${quote(key)}]`),
        ),
      );
    }
  }
  const operations = Array.isArray(resources.operations)
    ? resources.operations.map(String)
    : undefined;
  return {
    kinds,
    operations,
    condition: and(...parts),
    selector: isMap(resources.selector) ? (resources.selector as LabelSelector) : undefined,
    namespaceSelector: isMap(resources.namespaceSelector)
      ? (resources.namespaceSelector as LabelSelector)
      : undefined,
    autogenSafe:
      names === undefined &&
      resources.selector === undefined &&
      resources.annotations === undefined,
  };
}

/** The blocks of a match or exclude, and whether they combine with `any` (or) or `all` (and). */
function blocks(raw: unknown, path: YamlPath): { mode: 'any' | 'all'; blocks: Block[] } {
  if (raw === undefined || raw === null) return { mode: 'any', blocks: [] };
  if (!isMap(raw)) throw new Unsupported('match or exclude that is not a map', path);
  if (Array.isArray(raw.any))
    return { mode: 'any', blocks: raw.any.map((b, i) => readBlock(b, [...path, 'any', i])) };
  if (Array.isArray(raw.all))
    return { mode: 'all', blocks: raw.all.map((b, i) => readBlock(b, [...path, 'all', i])) };
  return { mode: 'any', blocks: [readBlock(raw, path)] };
}

const kindCondition = (kinds: string[]): Cel =>
  kinds.length === 1
    ? atom(`object.kind == ${quote(bareKind(kinds[0]!))}`)
    : atom(`object.kind in ${literal(kinds.map(bareKind))}`);

const bareKind = (kind: string) => kind.split('/').find((part) => /^[A-Z]/.test(part)) ?? kind;

function blockCondition(
  block: Block,
  allKinds: string[],
  path: YamlPath,
  useSelectors: boolean,
): Cel {
  const parts: Cel[] = [];
  const kinds = [...new Set(block.kinds)].sort();
  if (kinds.length > 0 && kinds.join() !== allKinds.join()) parts.push(kindCondition(kinds));
  if (block.operations) parts.push(atom(`request.operation in ${literal(block.operations)}`));
  parts.push(block.condition);
  if (!useSelectors && block.selector)
    parts.push(
      and(
        atom('has(object.metadata.labels)'),
        selectorCel(block.selector, 'object.metadata.labels', path),
      ),
    );
  if (!useSelectors && block.namespaceSelector)
    throw new Unsupported('namespaceSelector in one of several match blocks or in exclude', path);
  return and(...parts);
}

/** A rule's match and exclude. */
export function ruleMatch(rule: Record<string, unknown>, path: YamlPath): RuleMatch {
  const match = blocks(rule.match, [...path, 'match']);
  if (match.blocks.length === 0) throw new Unsupported('a rule without match', [...path, 'match']);
  const exclude = blocks(rule.exclude, [...path, 'exclude']);
  const kindSets = match.blocks.map((b) => [...new Set(b.kinds)].sort());
  if (kindSets.some((kinds) => kinds.length === 0))
    throw new Unsupported('a match block without kinds', [...path, 'match']);
  let kinds: string[];
  if (match.mode === 'any') kinds = [...new Set(kindSets.flat())].sort();
  else kinds = kindSets.reduce((a, b) => a.filter((k) => b.includes(k)));
  const single = match.blocks.length === 1 ? match.blocks[0] : undefined;
  const useSelectors = single !== undefined;
  const matchParts = match.blocks.map((b) =>
    blockCondition(b, kinds, [...path, 'match'], useSelectors),
  );
  const matched = match.mode === 'any' ? or(...matchParts) : and(...matchParts);
  const excludeParts = exclude.blocks.map((b) =>
    blockCondition(b, kinds, [...path, 'exclude'], false),
  );
  const excluded =
    exclude.blocks.length === 0
      ? undefined
      : exclude.mode === 'any'
        ? or(...excludeParts)
        : and(...excludeParts);
  if (excluded !== undefined && excluded.kind === 'const' && excluded.value)
    throw new Unsupported('an exclude that excludes everything the rule matches', [
      ...path,
      'exclude',
    ]);
  const operations = single?.operations;
  const condition = and(
    single ? single.condition : matched,
    excluded === undefined ? TRUE : not(excluded),
  );
  const blocksAll = [...match.blocks, ...exclude.blocks];
  return {
    kinds,
    operations,
    condition: single?.operations ? condition : condition,
    objectSelector: single?.selector,
    namespaceSelector: single?.namespaceSelector,
    autogen: blocksAll.every((b) => b.autogenSafe && b.kinds.every((k) => bareKind(k) === 'Pod')),
  };
}

/** The resource rules for a set of legacy kinds. */
export const resourceRules = (kinds: string[]) => kinds.map(kindToRule);

export const describe = (match: RuleMatch): string =>
  JSON.stringify([
    match.kinds,
    match.operations,
    render(match.condition),
    match.objectSelector,
    match.namespaceSelector,
  ]);
