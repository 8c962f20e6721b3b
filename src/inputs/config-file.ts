/**
 * The configuration file `.kyverno-policy-check.yaml` (or the `config` input's path): the same
 * keys as the inputs, lists as YAML lists. It is checked by the input table, the same rules as
 * the JSON Schema generated from it, and every problem names the key, the file and the line.
 *
 * Only a run that has the file parses it: the parser (`config-file-parse.ts`, and with it the
 * `yaml` package) is imported on first use, so a start without the file never loads them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { InputError, type InputSource } from './reader.js';
import type { InputName } from './table.js';

export const CONFIG_FILE = '.kyverno-policy-check.yaml';

/** The values the file sets, as raw input strings (lists newline-separated). */
export interface ConfigFile {
  /** Workspace-relative path of the file. */
  file: string;
  values: Partial<Record<InputName, string>>;
}

export class ConfigFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(
      problems.length === 1
        ? problems[0]!
        : `${file} has ${problems.length} problems:\n${problems.map((p) => `- ${p}`).join('\n')}`,
    );
    this.name = 'ConfigFileError';
  }
}

/**
 * Reads the configuration file: `given` (the `config` input, workspace-relative), or
 * `.kyverno-policy-check.yaml` when it exists. Undefined when there is none.
 */
export async function readConfigFile(
  workspace: string,
  given: string,
): Promise<ConfigFile | undefined> {
  const relative = given.trim() || CONFIG_FILE;
  const absolute = path.resolve(workspace, relative);
  const shown = path.relative(workspace, absolute).split(path.sep).join('/');
  if (shown.startsWith('..')) {
    throw new InputError('config', `\`${given}\` is outside the workspace; name a file inside it.`);
  }
  let text: string;
  try {
    text = await readFile(absolute, 'utf8');
  } catch (error) {
    if (given.trim() === '' && (error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new InputError(
      'config',
      `cannot read \`${given}\`: ${(error as Error).message}. Fix the \`config\` input, or remove it to read ${CONFIG_FILE}.`,
    );
  }
  const { parseConfigFile } = await import('./config-file-parse.js');
  return parseConfigFile(text, shown);
}

/** The first non-empty value of each input among `sources`, in order (the workflow first). */
export function layerInputs(...sources: readonly InputSource[]): InputSource {
  return (name) => {
    for (const source of sources) {
      const value = source(name);
      if (value !== '') return value;
    }
    return '';
  };
}

/** The file's values as an input source. */
export const fileInputs =
  (file: ConfigFile | undefined): InputSource =>
  (name) =>
    file?.values[name as InputName] ?? '';
