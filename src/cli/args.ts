import { parseArgs } from 'node:util';
import type { InputSource } from '../inputs/read.js';
import { INPUT_NAMES, inputSpec, type InputName } from '../inputs/table.js';

/**
 * The local mode's flags are the action's inputs that have a `cli` entry in the input table,
 * spelled `--<input-name>`, so one validation path (readConfig) serves both. Repeatable flags
 * become the inputs' newline-separated lists; a boolean without a value placeholder is a switch.
 */
const FLAGS = INPUT_NAMES.flatMap((name) => {
  const { cli, type } = inputSpec(name);
  return cli ? [{ name, type, ...cli }] : [];
});

const isSwitch = (flag: (typeof FLAGS)[number]) => flag.type === 'boolean' && !flag.arg;

/** The default local mode runs with, as the usage text states it. */
function localDefault(name: InputName): string {
  const spec = inputSpec(name);
  return spec.cli?.default ?? spec.whenEmpty ?? spec.default;
}

const LOCAL_OPTIONS: [string, string][] = [
  ['--base REF', "with --scope changed: compare the working tree's HEAD with REF"],
  [
    '--baseline REF',
    "also check REF's version of the files (with REF's policies): mark failures new or existing, and list the fixed ones",
  ],
  ['--fix', "write Kyverno's mutations into the manifest files in place, and print what changed"],
  ['--no-color', 'plain output even on a terminal'],
  ['-h, --help', 'show this help'],
];

const HELP_COLUMN = 28;
const WIDTH = 100;

/** `  --flag ARG   help`, the help wrapped at WIDTH and on its own line after a long flag. */
function optionLines(flag: string, help: string): string {
  const words = help.split(' ');
  const rows: string[] = [];
  for (const word of words) {
    const last = rows.length - 1;
    if (last >= 0 && HELP_COLUMN + rows[last]!.length + 1 + word.length <= WIDTH) {
      rows[last] += ` ${word}`;
    } else rows.push(word);
  }
  const head = `  ${flag}`;
  const indent = ' '.repeat(HELP_COLUMN);
  const body = rows.map((row) => `${indent}${row}`);
  if (head.length < HELP_COLUMN) body[0] = head.padEnd(HELP_COLUMN) + rows[0];
  else body.unshift(head);
  return body.join('\n');
}

function flagHelp(flag: (typeof FLAGS)[number]): string {
  const shown = inputSpec(flag.name).detected ? 'detected' : localDefault(flag.name);
  const withDefault = shown !== '' && !isSwitch(flag) && !flag.help.includes('(default:');
  const help = withDefault ? `${flag.help} (default: ${shown})` : flag.help;
  return optionLines(`--${flag.name}${flag.arg ? ` ${flag.arg}` : ''}`, help);
}

export const USAGE = `Usage: kyverno-policy-check [options]
       kyverno-policy-check migrate [--out DIR | --write] [--manifests GLOB...] PATH...
       kyverno-policy-check init [--force]

Runs the Kyverno Policy Check pipeline on this machine: installs the Kyverno CLI if needed, runs
\`kyverno test\` over the suites and \`kyverno apply\` over the manifests, and prints the report.
Settings come from the flags, then .kyverno-policy-check.yaml (as in CI); policies, suites, charts,
kustomizations and manifests left unset are detected. \`init\` writes a starter file.
Exit code: 0 when the check passes, 1 when policies fail (per --fail-on), 2 for bad input,
3 when Kyverno could not be installed.

Options (each is the action input of the same name; repeat list options):
${FLAGS.map(flagHelp).join('\n')}

Local options:
${LOCAL_OPTIONS.map(([flag, help]) => optionLines(flag, help)).join('\n')}
`;

/** Local defaults differ from the action's where there is no pull request to compare against. */
export const localDefaults: InputSource = (name) =>
  INPUT_NAMES.includes(name as InputName) ? (inputSpec(name as InputName).cli?.default ?? '') : '';

export interface CliArgs {
  help: boolean;
  color: boolean | undefined;
  base: string | undefined;
  /** `--baseline REF`: the ref to compare with (the action's `baseline` input is auto/off). */
  baseline: string | undefined;
  /** `--fix`: write Kyverno's mutations into the manifest files. */
  fix: boolean;
  input: InputSource;
}

export function parseCliArgs(argv: readonly string[]): CliArgs {
  const options: Record<
    string,
    { type: 'string' | 'boolean'; multiple?: boolean; short?: string }
  > = {
    help: { type: 'boolean', short: 'h' },
    'no-color': { type: 'boolean' },
    fix: { type: 'boolean' },
    base: { type: 'string' },
    baseline: { type: 'string' },
  };
  for (const flag of FLAGS) {
    options[flag.name] = isSwitch(flag)
      ? { type: 'boolean' }
      : { type: 'string', ...(flag.type === 'list' && { multiple: true }) };
  }
  const { values } = parseArgs({ args: [...argv], options, allowPositionals: false, strict: true });

  const flags = new Set<string>(FLAGS.map((flag) => flag.name));
  const input: InputSource = (name) => {
    // `--baseline REF` names a commit, not the action's `baseline` input (auto/off): no flag.
    if (!flags.has(name)) return '';
    const value = values[name];
    if (Array.isArray(value)) return value.join('\n');
    if (typeof value === 'boolean') return String(value);
    if (typeof value === 'string') return value;
    // Unset: the configuration file, then `localDefaults`, decide.
    return '';
  };
  return {
    help: values.help === true,
    color: values['no-color'] === true ? false : undefined,
    base: typeof values.base === 'string' ? values.base : undefined,
    baseline: typeof values.baseline === 'string' ? values.baseline : undefined,
    fix: values.fix === true,
    input,
  };
}
