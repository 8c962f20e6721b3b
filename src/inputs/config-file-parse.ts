/** Parses and checks the text of the configuration file (`config-file.ts` reads it). */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { ConfigFileError, type ConfigFile } from './config-file.js';
import { inFile, type InputSpec } from './spec.js';
import { INPUT_NAMES, inputSpec, type InputName } from './table.js';

const FILE_KEYS = INPUT_NAMES.filter((name) => inFile(inputSpec(name)));
const KEY_SET = new Set<string>(FILE_KEYS);

/** Levenshtein distance, for "did you mean". */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

function suggestion(key: string): string {
  const best = FILE_KEYS.map((name) => ({ name, far: distance(key, name) })).sort(
    (a, b) => a.far - b.far,
  )[0];
  return best && best.far <= 3 ? ` Did you mean \`${best.name}\`?` : '';
}

type Checked = { value: string } | { problem: string };

const typeName = (value: unknown): string =>
  value === null || value === undefined
    ? 'nothing'
    : Array.isArray(value)
      ? 'a list'
      : typeof value === 'object'
        ? 'a mapping'
        : `a ${typeof value}`;

/** One key's YAML value as the raw input string, or what is wrong with it. */
function checkValue(spec: InputSpec, node: unknown): Checked {
  const value: unknown = isScalar(node) ? node.value : isSeq(node) ? [] : isMap(node) ? {} : node;
  switch (spec.type) {
    case 'list': {
      if (spec.detected && typeof value === 'string' && value.trim().toLowerCase() === 'none') {
        return { value: 'none' };
      }
      if (!isSeq(node)) {
        const none = spec.detected ? ', or `none`' : '';
        return { problem: `must be a YAML list of strings${none}, not ${typeName(value)}` };
      }
      const items: string[] = [];
      for (const item of node.items) {
        const text = isScalar(item) ? item.value : undefined;
        if (typeof text !== 'string') {
          return {
            problem: `must list strings; quote the item ${JSON.stringify(String(isScalar(item) ? item.value : item))}`,
          };
        }
        if (spec.values && !spec.values.includes(text)) {
          return { problem: `has "${text}", which is not one of: ${spec.values.join(', ')}` };
        }
        items.push(text);
      }
      // An empty list means none of this kind, not "detect".
      return { value: items.length === 0 && spec.detected ? 'none' : items.join('\n') };
    }
    case 'boolean':
      return typeof value === 'boolean'
        ? { value: String(value) }
        : { problem: `must be true or false, not ${typeName(value)}` };
    case 'enum': {
      const allowed = spec.values ?? [];
      const text = typeof value === 'boolean' ? String(value) : value;
      return typeof text === 'string' && allowed.includes(text)
        ? { value: text }
        : { problem: `must be one of: ${allowed.join(', ')} (got ${JSON.stringify(value)})` };
    }
    case 'integer': {
      const minimum = spec.minimum ?? 1;
      const ok =
        typeof value === 'number' &&
        Number.isInteger(value) &&
        value >= minimum &&
        (spec.maximum === undefined || value <= spec.maximum);
      return ok
        ? { value: String(value) }
        : {
            problem: `must be a whole number of at least ${minimum} (got ${JSON.stringify(value)})`,
          };
    }
    default:
      if (typeof value !== 'string') {
        return { problem: `must be a string, not ${typeName(value)}; quote it` };
      }
      if (spec.pattern && !new RegExp(spec.pattern).test(value)) {
        return { problem: `"${value}" does not have the expected form (${spec.pattern})` };
      }
      return { value };
  }
}

/** Parses and checks the file's text; throws ConfigFileError listing every problem at its line. */
export function parseConfigFile(text: string, file: string): ConfigFile {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
  const at = (node: Node | null | undefined): number =>
    node?.range ? lines.linePos(node.range[0]).line : 1;
  const problems: string[] = [];
  for (const error of document.errors) {
    const line = error.linePos?.[0].line ?? 1;
    problems.push(
      `${file} line ${line}: not valid YAML: ${error.message.split('\n')[0]}. Fix the YAML.`,
    );
  }
  if (problems.length > 0) throw new ConfigFileError(file, problems);
  const root = document.contents;
  const values: ConfigFile['values'] = {};
  if (root === null || (isScalar(root) && root.value === null)) return { file, values };
  if (!isMap(root)) {
    throw new ConfigFileError(file, [
      `${file} line ${at(root)}: the file must be a YAML mapping of input names to values (e.g. \`policies: [policies/]\`).`,
    ]);
  }
  for (const pair of root.items) {
    const keyNode = pair.key as Node | null;
    const key = isScalar(keyNode) ? String(keyNode.value) : '';
    const line = at(keyNode);
    if (key === '$schema') continue;
    if (!KEY_SET.has(key)) {
      const why =
        key === 'github-token'
          ? ' A token does not belong in a committed file: pass it in the workflow.'
          : key === 'config'
            ? ' The file cannot name another configuration file.'
            : suggestion(key);
      problems.push(
        `${file} line ${line}: \`${key}\` is not a key of the configuration file.${why} The keys are the action's inputs (see the README's input table).`,
      );
      continue;
    }
    const checked = checkValue(inputSpec(key as InputName), pair.value);
    if ('problem' in checked) {
      problems.push(
        `${file} line ${at((pair.value as Node | null) ?? keyNode)}: \`${key}\` ${checked.problem}. Fix the value of \`${key}\`.`,
      );
    } else values[key as InputName] = checked.value;
  }
  if (problems.length > 0) throw new ConfigFileError(file, problems);
  return { file, values };
}
