/**
 * Validation of the `test-case-selector` input (Kyverno's `--test-case-selector`).
 *
 * Kyverno splits the selector on `,`, each part on `=` (exactly two pieces), trims key and value,
 * and accepts the case-sensitive keys `policy`, `rule` and `resource`. A bad part is only printed
 * under "Filter errors:" and otherwise ignored, so the run silently selects more than asked: we
 * reject it before Kyverno runs.
 */

export const SELECTOR_KEYS = ['policy', 'rule', 'resource'] as const;
export type SelectorKey = (typeof SELECTOR_KEYS)[number];

export interface SelectorPart {
  key: SelectorKey;
  value: string;
}

export interface ValidatedSelector {
  /** The selector to pass to `-t`, with blanks around parts removed. */
  selector: string;
  parts: SelectorPart[];
  warnings: string[];
}

const EXAMPLE = 'policy=require-labels, rule=check-labels, resource=bad-pod';

export function validateTestCaseSelector(input: string): ValidatedSelector {
  const trimmed = input.trim();
  if (trimmed === '') return { selector: '', parts: [], warnings: [] };
  const errors: string[] = [];
  const parts: SelectorPart[] = [];
  for (const raw of trimmed.split(',')) {
    const error = partError(raw);
    if (error) {
      errors.push(error);
      continue;
    }
    const [key, value] = raw.split('=').map((piece) => piece.trim()) as [SelectorKey, string];
    parts.push({ key, value });
  }
  if (errors.length > 0) {
    throw new Error(
      `test-case-selector: ${errors.join('; ')}. Write comma-separated key=value parts with the ` +
        `keys policy, rule and resource, e.g. \`${EXAMPLE}\`.`,
    );
  }
  return {
    selector: parts.map((part) => `${part.key}=${part.value}`).join(','),
    parts,
    warnings: parts.flatMap(partWarnings),
  };
}

function partError(raw: string): string | undefined {
  const part = raw.trim();
  if (part === '') return 'empty part (two commas in a row, or a comma at the start or end)';
  const pieces = part.split('=');
  if (pieces.length !== 2) {
    return pieces.length === 1
      ? `invalid part \`${part}\`: it has no \`=\``
      : `invalid part \`${part}\`: a value cannot contain \`=\``;
  }
  const key = (pieces[0] ?? '').trim();
  if (!(SELECTOR_KEYS as readonly string[]).includes(key)) {
    const hint = (SELECTOR_KEYS as readonly string[]).includes(key.toLowerCase())
      ? ` (keys are lower case: \`${key.toLowerCase()}\`)`
      : '';
    return `invalid part \`${part}\`: unknown key \`${key}\`${hint}`;
  }
  return undefined;
}

function partWarnings(part: SelectorPart): string[] {
  if (part.value === '') {
    return [
      `test-case-selector: \`${part.key}=\` has an empty value, which only matches results that have no ${part.key}; use \`${part.key}=*\` to match all.`,
    ];
  }
  // Since Kyverno 1.15, every resource value other than `*` also replaces the `resources` list of
  // the selected results, taken literally (reference §3): a pattern then names no real resource.
  if (part.key === 'resource' && part.value !== '*' && /[*?]/.test(part.value)) {
    return [
      `test-case-selector: \`resource=${part.value}\` selects results by pattern, but Kyverno then ` +
        `checks them against a resource literally named \`${part.value}\`. No resource has that name, so ` +
        'Kyverno falls back to checking every resource of the selected results and reports rows you did ' +
        'not ask for. Use exact resource names, or narrow with policy= and rule= instead.',
    ];
  }
  return [];
}
