/**
 * Reads raw inputs by the input table: each value defaulted, split and checked as its entry says.
 * Messages name the input and say what to write instead.
 */
import { inputSpec, type EnumInput, type InputName, type InputValue } from './table.js';

/** Reads one raw input by its action.yml name; returns '' when unset. */
export type InputSource = (name: string) => string;

export class InputError extends Error {
  constructor(
    readonly input: string,
    message: string,
  ) {
    super(`Input \`${input}\`: ${message}`);
    this.name = 'InputError';
  }
}

/** Newline-separated items, blanks and `#` comments dropped. */
export function lines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

export function positiveInt(input: string, value: string, fallback: number): number {
  return value.trim() === '' ? fallback : wholeNumber(input, value, {});
}

function wholeNumber(
  input: string,
  value: string,
  { minimum = 1, maximum }: { minimum?: number; maximum?: number },
): number {
  const parsed = Number(value);
  if (
    !Number.isInteger(parsed) ||
    parsed < minimum ||
    (maximum !== undefined && parsed > maximum)
  ) {
    const range = maximum === undefined ? '' : ` and at most ${maximum}`;
    throw new InputError(
      input,
      `got "${value}"; use a whole number of at least ${minimum}${range}.`,
    );
  }
  return parsed;
}

export class InputReader {
  constructor(private readonly input: InputSource) {}

  /** The value as given, or the table's default for an empty one. */
  raw(name: InputName): string {
    const value = this.input(name);
    return value === '' ? fallback(name) : value;
  }

  /** The trimmed value, or the table's default for a blank one; undefined when both are empty. */
  text(name: InputName): string | undefined {
    const trimmed = this.input(name).trim() || fallback(name).trim();
    return trimmed === '' ? undefined : trimmed;
  }

  list(name: InputName): string[] {
    const spec = inputSpec(name);
    const value = this.raw(name);
    // `none` turns auto-detection off: nothing of this kind.
    if (spec.detected && value.trim().toLowerCase() === 'none') return [];
    return lines(spec.commas ? value.replace(/,/g, '\n') : value);
  }

  bool(name: InputName): boolean {
    const value = this.input(name);
    const normalized = value.trim().toLowerCase();
    if (normalized === '') return fallback(name) === 'true';
    if (['true', 'yes', 'on', '1'].includes(normalized)) return true;
    if (['false', 'no', 'off', '0'].includes(normalized)) return false;
    throw new InputError(name, `got "${value}"; use true or false.`);
  }

  choice<N extends EnumInput>(name: N): InputValue<N> {
    const value = this.raw(name);
    const allowed = inputSpec(name).values ?? [];
    const normalized = value.trim().toLowerCase();
    if (allowed.includes(normalized)) return normalized as InputValue<N>;
    throw new InputError(name, `got "${value}"; use one of: ${allowed.join(', ')}.`);
  }

  /** A whole number in the entry's range (`minimum` 1 unless it says); undefined when blank. */
  count(name: InputName): number | undefined {
    const given = this.input(name);
    const value = given.trim() === '' ? fallback(name) : given;
    return value.trim() === '' ? undefined : wholeNumber(name, value, inputSpec(name));
  }
}

function fallback(name: InputName): string {
  const spec = inputSpec(name);
  return spec.whenEmpty ?? spec.default;
}
