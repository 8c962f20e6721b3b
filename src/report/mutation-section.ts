/**
 * What Kyverno will change at admission: a headline line, and per changed resource a collapsed
 * YAML diff at the line of the object (the template or source of a render); also the expected
 * versus actual diffs of failed `patchedResources` / `generatedResource` test rows.
 */
import type { MutatedResource } from '../model/mutation.js';
import type { RunReport } from '../model/report.js';
import { resourceLabel, type PolicyResult } from '../model/result.js';
import { ruleTitle } from './annotations.js';
import { escapeHtml, fencedCode } from './escape.js';
import { byteLength, formatCount, plural, type BoundedMarkdown } from './markdown.js';
import { renderTitle } from './render-groups.js';
import { shortLocation, type LinkTarget } from './summary.js';

/** `Kyverno will change 3 resources at admission.`, or '' when it changes none. */
export function mutationHeadline(report: RunReport): string {
  const count = report.mutations?.length ?? 0;
  if (count === 0) return '';
  return `**Kyverno will change ${plural(count, 'resource')} at admission.**\n\n`;
}

export interface MutationSectionOptions {
  target?: LinkTarget;
  /** How many diffs to show; the rest are counted. */
  maxResources?: number;
  /** Markdown that says where the rest is. */
  restPointer: string;
}

function mutationBlock(mutation: MutatedResource, target: LinkTarget | undefined): string {
  const render = mutation.render ? ` (${renderTitle(mutation.render)})` : '';
  const makers = [...new Set(mutation.makers.map((maker) => maker.policy))].join(', ');
  const summary =
    `<code>${escapeHtml(mutation.file)}</code>${escapeHtml(render)} · ` +
    `${escapeHtml(resourceLabel(mutation.resource))} · ${escapeHtml(makers)}`;
  const diff = mutation.diff ?? mutation.patch.map((op) => JSON.stringify(op)).join('\n');
  return (
    `<details><summary>${summary}</summary>\n\n` +
    `${shortLocation(mutation.file, mutation.line, target)}\n\n${fencedCode(diff, 'diff')}\n</details>\n\n`
  );
}

/** `### Mutations (N)` and a collapsed diff per changed resource, as many as fit. */
export function addMutationSection(
  doc: BoundedMarkdown,
  report: RunReport,
  options: MutationSectionOptions,
): void {
  const mutations = report.mutations ?? [];
  if (mutations.length === 0) return;
  if (!doc.add(`### Mutations (${formatCount(mutations.length)})\n\n`)) return;
  addBlocks(doc, mutations, (m) => mutationBlock(m, options.target), {
    ...options,
    noun: 'mutated resource',
  });
}

function testDiffBlock(result: PolicyResult, target: LinkTarget | undefined): string {
  const file = result.file ?? result.suite ?? '';
  const at =
    result.file && result.line ? ` · ${shortLocation(result.file, result.line, target)}` : '';
  const summary =
    `<code>${escapeHtml(file)}</code> · ${escapeHtml(ruleTitle(result))} · ` +
    `${escapeHtml(resourceLabel(result.resource))}`;
  return (
    `<details><summary>${summary}</summary>\n\n` +
    `Expected (\`-\`, the suite's file) versus actual (\`+\`, Kyverno's object)${at}\n\n` +
    `${fencedCode(result.diff ?? '', 'diff')}\n</details>\n\n`
  );
}

/** Failed mutate and generate test rows with the diff of what they expected and what Kyverno made. */
export function addTestDiffSection(
  doc: BoundedMarkdown,
  report: RunReport,
  options: MutationSectionOptions,
): void {
  const diffs = report.results.filter((result) => result.diff);
  if (diffs.length === 0) return;
  if (!doc.add(`### Expected versus actual (${formatCount(diffs.length)})\n\n`)) return;
  addBlocks(doc, diffs, (result) => testDiffBlock(result, options.target), {
    ...options,
    noun: 'resource diff',
  });
}

function addBlocks<T>(
  doc: BoundedMarkdown,
  items: readonly T[],
  render: (item: T) => string,
  options: MutationSectionOptions & { noun: string },
): void {
  const max = Math.min(options.maxResources ?? items.length, items.length);
  let shown = 0;
  for (const item of items.slice(0, max)) {
    const block = render(item);
    if (!doc.fits(byteLength(block) + 200) || !doc.add(block)) break;
    shown += 1;
  }
  if (shown < max)
    doc.cut(`${formatCount(items.length - shown)} of ${plural(items.length, options.noun)}`);
  if (shown < items.length) {
    doc.add(`…and ${formatCount(items.length - shown)} more ${options.restPointer}.\n\n`);
  }
}
