/**
 * `validate.pattern` and `validate.anyPattern` as CEL, following Kyverno's pattern engine
 * (`pkg/engine/validate`): a map's conditional `(key)` and global `<(key)` anchors decide
 * whether the rest applies, `=(key)` checks a key only when present, `X(key)` forbids it,
 * `^(key)` needs one list element to match, plain keys must be present unless a missing value
 * satisfies the pattern (as `<= 2` does: Kyverno reads null as 0).
 */
import {
  and,
  atom,
  elementName,
  FALSE,
  field,
  hasField,
  implies,
  not,
  or,
  receiver,
  render,
  TRUE,
  type Cel,
} from './cel.js';
import { globCel } from './glob.js';
import { isMap } from './json.js';
import { nullMatches, scalarCel } from './scalar.js';
import { Unsupported, type YamlPath } from './unsupported.js';

const ANCHOR = /^([+<=X^])?\((.+)\)$/;
const UNKNOWN_ANCHOR = /^[^A-Za-z0-9_\s]\(.+\)$/;

interface Scope {
  /** Loop variables in use. */
  names: Set<string>;
  /** Where the current pattern node is in the policy document. */
  path: YamlPath;
  /** Kinds whose objects always have `spec`: the top-level `has(object.spec)` is left out. */
  specAlways: boolean;
  /** Converts a `{{ variable }}` in a pattern value to CEL (throws `Unsupported` when it cannot). */
  resolve?: (text: string, path: YamlPath) => string;
}

const WHOLE_VARIABLE = /^\s*\{\{([^{}]+)\}\}\s*$/;

/** Where a pattern applies: the object (default) or a foreach element. */
export interface PatternOptions {
  /** Kinds whose objects always have `spec`: the top-level `has(object.spec)` is left out. */
  specAlways: boolean;
  /** CEL for the value the pattern checks (default `object`). */
  root?: string;
  /** Loop variable names already in use. */
  names?: ReadonlySet<string>;
  resolve?: Scope['resolve'];
}

/** CEL true when the resource passes (or is skipped by) the pattern. */
export function patternCel(pattern: unknown, path: YamlPath, options: PatternOptions): Cel {
  if (!isMap(pattern)) throw new Unsupported('a pattern that is not a map', path);
  const scope: Scope = {
    names: new Set(options.names),
    path,
    specAlways: options.specAlways,
    ...(options.resolve && { resolve: options.resolve }),
  };
  return mapCel(pattern, options.root ?? 'object', scope, undefined);
}

/** CEL for `anyPattern`: one of the patterns holds. */
export function anyPatternCel(patterns: unknown, path: YamlPath, options: PatternOptions): Cel {
  if (!Array.isArray(patterns) || patterns.length === 0)
    throw new Unsupported('anyPattern that is not a non-empty list', path);
  return or(...patterns.map((p, i) => patternCel(p, [...path, i], options)));
}

function mapCel(
  pattern: Record<string, unknown>,
  value: string,
  scope: Scope,
  parentKey: string | undefined,
): Cel {
  const conditions: Cel[] = [];
  const checks: Cel[] = [];
  for (const [rawKey, child] of Object.entries(pattern)) {
    const at = { ...scope, path: [...scope.path, rawKey] };
    const anchor = ANCHOR.exec(rawKey.trim());
    if (!anchor && UNKNOWN_ANCHOR.test(rawKey.trim()))
      throw new Unsupported(
        `unknown anchor ${rawKey} (Kyverno knows (), =(), X(), ^(), <() and +())`,
        at.path,
      );
    const modifier = anchor ? (anchor[1] ?? '(') : '';
    const key = anchor ? anchor[2]! : rawKey;
    if (/[*?]/.test(key)) {
      checks.push(wildcardKeyCel(key, modifier, child, value, at, parentKey));
      continue;
    }
    // An anchored `=(metadata)` keeps its check: after autogen it reads a template's metadata.
    const present = modifier ? hasField(value, key) : presence(value, key, scope, parentKey);
    const target = field(value, key);
    if (typeof child === 'string' && child.includes('{{')) {
      // A value that is one variable must equal it; anything else with variables is not converted.
      const whole = WHOLE_VARIABLE.exec(child);
      if (!whole || !scope.resolve || anchor)
        throw new Unsupported(`a variable in a pattern value (${child})`, at.path);
      checks.push(and(present, atom(`${target} == ${scope.resolve(whole[1]!, at.path)}`)));
      continue;
    }
    const context = { key, parentKey };
    switch (modifier) {
      case '(':
        conditions.push(and(present, valueCel(child, target, at, key)));
        break;
      case '<':
        conditions.push(implies(present, valueCel(child, target, at, key)));
        break;
      case '=':
        checks.push(implies(present, valueCel(child, target, at, key)));
        break;
      case 'X':
        checks.push(not(present));
        break;
      case '^':
        checks.push(implies(present, existenceCel(child, target, at, key)));
        break;
      case '+':
        throw new Unsupported(`add-if-not-present anchor ${rawKey} (a mutate construct)`, at.path);
      default:
        if (child === '*') checks.push(present);
        else if (!isMap(child) && !Array.isArray(child) && nullMatches(child))
          checks.push(implies(present, scalarCel(child, target, context)));
        else checks.push(and(present, valueCel(child, target, at, key)));
    }
  }
  return implies(and(...conditions), and(...checks));
}

/**
 * A wildcard key in `metadata.labels` or `metadata.annotations`, which Kyverno expands to the
 * resource's matching key: `=(key-*)` checks the matching keys when there are any, `key-*` also
 * needs one, `X(key-*)` forbids them.
 */
function wildcardKeyCel(
  key: string,
  modifier: string,
  child: unknown,
  value: string,
  scope: Scope,
  parentKey: string | undefined,
): Cel {
  const where = `${modifier === '(' ? '' : modifier}${modifier ? `(${key})` : key}`;
  if (
    (parentKey !== 'labels' && parentKey !== 'annotations') ||
    typeof child !== 'string' ||
    !['', '=', 'X'].includes(modifier)
  )
    throw new Unsupported(
      `wildcard key ${where} (only in metadata labels and annotations)`,
      scope.path,
    );
  const name = elementName('key', scope.names);
  const matches = render(globCel(key, name));
  if (modifier === 'X') return atom(`!${receiver(value)}.exists(${name}, ${matches})`);
  const check = render(implies(atom(matches), scalarCel(child, `${value}[${name}]`, { key })));
  const all = atom(`${receiver(value)}.all(${name}, ${check})`);
  return modifier === '=' ? all : and(atom(`${receiver(value)}.exists(${name}, ${matches})`), all);
}

/** `has(...)` for a key, left out for `object.metadata` and, when always there, `object.spec`. */
function presence(value: string, key: string, scope: Scope, parentKey: string | undefined): Cel {
  if (value === 'object' && parentKey === undefined) {
    if (key === 'metadata' || key === 'kind' || key === 'apiVersion') return TRUE;
    if (key === 'spec' && scope.specAlways) return TRUE;
  }
  return hasField(value, key);
}

function valueCel(pattern: unknown, value: string, scope: Scope, key: string): Cel {
  if (isMap(pattern)) return mapCel(pattern, value, scope, key);
  if (Array.isArray(pattern)) return listCel(pattern, value, scope, key);
  return scalarCel(pattern, value, { key, parentKey: undefined });
}

function listCel(pattern: unknown[], value: string, scope: Scope, key: string): Cel {
  if (pattern.length === 0) return FALSE;
  const first = pattern[0];
  if (Array.isArray(first)) throw new Unsupported('a list of lists in a pattern', scope.path);
  const name = elementName(key, scope.names);
  const inner = { ...scope, names: new Set([...scope.names, name]), path: [...scope.path, 0] };
  const element = isMap(first) ? mapCel(first, name, inner, key) : scalarCel(first, name, { key });
  if (element.kind === 'const' && element.value) return TRUE;
  return atom(`${receiver(value)}.all(${name}, ${render(element)})`);
}

function existenceCel(pattern: unknown, value: string, scope: Scope, key: string): Cel {
  if (!Array.isArray(pattern) || !pattern.every(isMap))
    throw new Unsupported(`existence anchor ^(${key}) without a list of maps`, scope.path);
  const name = elementName(key, scope.names);
  const inner = { ...scope, names: new Set([...scope.names, name]) };
  return and(
    ...pattern.map((element, i) =>
      atom(
        `${value}.exists(${name}, ${render(mapCel(element, name, { ...inner, path: [...scope.path, i] }, key))})`,
      ),
    ),
  );
}
