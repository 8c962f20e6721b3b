/**
 * The shape of one entry of the input table (table.ts). The table is the one description of the
 * action's inputs: readConfig reads by it, the local CLI's flags and usage text come from it, and
 * scripts/docs.mjs writes the README's input table and the JSON Schema of the configuration file
 * from it. action.yml keeps its own copy of each description and default (GitHub reads that
 * file); a test fails when the two disagree.
 */

/**
 * How a value is read and what the JSON Schema allows: `list` is newline-separated (an array of
 * strings in the configuration file), `enum` is one of `values`, `integer` is at least 1;
 * `string`, `path`, `url` and `version` are text (`path` is resolved in the workspace).
 */
export type InputType =
  'string' | 'path' | 'url' | 'version' | 'boolean' | 'integer' | 'enum' | 'list';

export interface InputSpec {
  type: InputType;
  /**
   * The effective default: what a run gets when neither the workflow nor the configuration file
   * sets the input. action.yml's own default is empty for every input the file may set (GitHub
   * passes an action.yml default as if the workflow had set it, which would beat the file); see
   * `actionDefault`.
   */
  default: string;
  /**
   * Auto-detection fills the input when it is left empty (see src/detect/); the literal `none`
   * turns detection off for it.
   */
  detected?: true;
  /** Not a key of the configuration file (the file's own path). */
  notInFile?: true;
  /**
   * What readConfig uses when the input arrives empty, where that is not `default`:
   * `github-token`'s default is an expression only GitHub evaluates.
   */
  whenEmpty?: string;
  /** `enum`: the allowed values (matched case-insensitively); `list`: the allowed items. */
  values?: readonly string[];
  /** `integer`: the smallest value allowed (1 when absent) and the largest (none when absent). */
  minimum?: number;
  maximum?: number;
  /** A regular expression the trimmed value must match. */
  pattern?: string;
  /** `list`: commas separate items as well as newlines. */
  commas?: true;
  /** Left out of the configuration file's schema: a secret does not belong in a committed file. */
  secret?: true;
  /**
   * The help text. action.yml has it with ` Default: \`x\`.` added for a non-empty default
   * (`describeInput`).
   */
  description: string;
  /** Local mode's `--<name>` flag. Absent: local mode has no such flag. */
  cli?: CliFlag;
}

export interface CliFlag {
  /** The value's placeholder in the usage text. Absent (booleans only): a switch without a value. */
  arg?: string;
  /** One line of usage text; `(default: …)` is added from the defaults unless it says its own. */
  help: string;
  /** Local mode's default where it differs from the action's (no pull request to compare with). */
  default?: string;
}

/** Whether the configuration file may set the input. */
export const inFile = (spec: InputSpec): boolean => !spec.secret && !spec.notInFile;

/** action.yml's default: empty for every input the configuration file may set. */
export const actionDefault = (spec: InputSpec): string => (inFile(spec) ? '' : spec.default);

/** The description as action.yml, the README and the schema show it: with its default stated. */
export function describeInput(spec: InputSpec): string {
  return spec.default !== '' && actionDefault(spec) === ''
    ? `${spec.description} Default: \`${spec.default}\`.`
    : spec.description;
}
