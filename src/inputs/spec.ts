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
  /** action.yml's default, exactly as written there: what a workflow that leaves the input out gets. */
  default: string;
  /**
   * What readConfig uses when the input arrives empty, where that is not `default`: an empty
   * `tests` turns the stage off, and `github-token`'s default is an expression only GitHub evaluates.
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
  /** The help text, word for word as in action.yml. */
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
