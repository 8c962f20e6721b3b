/** Longest command line Windows' CreateProcess accepts, in characters. */
export const WINDOWS_COMMAND_LINE_LIMIT = 32_767;
/**
 * What we allow elsewhere. Linux and macOS take far more (ARG_MAX counts the environment too),
 * but smaller batches also spread the work over the parallel Kyverno processes.
 */
export const POSIX_COMMAND_LINE_LIMIT = 256 * 1024;

export function commandLineLimit(platform: NodeJS.Platform): number {
  return platform === 'win32' ? WINDOWS_COMMAND_LINE_LIMIT : POSIX_COMMAND_LINE_LIMIT;
}

/** Characters an argument takes on a Windows command line, quotes and escapes included. */
export function argumentLength(argument: string): number {
  const escapes = (argument.match(/["\\]/g) ?? []).length;
  return argument.length + escapes + 3;
}

/** One command-line argument (`--resource=…`) and the identities of the objects it holds. */
export interface BatchUnit {
  argument: string;
  /** Kyverno builds one fake cluster per run and panics on two objects with the same identity. */
  keys: readonly string[];
}

/**
 * Splits units into batches that each fit under `limit` characters together with
 * `fixedLength` (program, policies and flags), never put two objects with the same identity
 * in one batch, and give `targetBatches` processes about the same amount of work.
 */
export function planBatches<T extends BatchUnit>(
  units: readonly T[],
  options: { fixedLength: number; limit: number; targetBatches: number },
): T[][] {
  const room = options.limit - options.fixedLength;
  const perBatch = Math.max(1, Math.ceil(units.length / Math.max(1, options.targetBatches)));
  const batches: { units: T[]; length: number; keys: Set<string> }[] = [];
  for (const unit of units) {
    const length = argumentLength(unit.argument);
    if (length > room) {
      throw new Error(
        `the command line for ${unit.argument} alone is longer than the ${options.limit}-character ` +
          'limit: shorten the policy paths or pass fewer policy files (a folder counts as one).',
      );
    }
    const fits = batches.find(
      (batch) =>
        batch.units.length < perBatch &&
        batch.length + length <= room &&
        unit.keys.every((key) => !batch.keys.has(key)),
    );
    const batch = fits ?? { units: [], length: 0, keys: new Set<string>() };
    if (!fits) batches.push(batch);
    batch.units.push(unit);
    batch.length += length;
    unit.keys.forEach((key) => batch.keys.add(key));
  }
  return batches.map((batch) => batch.units);
}
