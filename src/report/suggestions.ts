/**
 * The text of the suggested changes: each review comment (a `suggestion` block), the review's
 * body, and the job summary's section listing the changes that could not be suggested on the
 * diff, each as a diff with the reason.
 */
import type { MutationMaker } from '../model/mutation.js';
import type { ResourceRef } from '../model/result.js';
import { changeDiff, type LineChange } from '../suggest/suggestions.js';
import { codeFence, escapeHtmlComment, escapeMarkdown } from './escape.js';
import { link, plural } from './markdown.js';

/** GitHub's limit for a review's body and for each of its comments, in characters. */
export const REVIEW_BODY_LIMIT = 65_536;
/** At most this many inline comments per review (more have failed with 502s; reviewdog's cap). */
export const MAX_REVIEW_COMMENTS = 30;
/** How many changes the job summary shows as diffs before it only counts the rest. */
const MAX_LISTED = 20;

/** Marks the action's own review and review comments, per workflow, job and check name. */
export function suggestionMarker(ctx: { workflow: string; job: string }, checkName: string) {
  const part = (name: string, value: string) => `${name}=${escapeHtmlComment(value)}`;
  return `<!-- kyverno-policy-check:suggestion ${part('workflow', ctx.workflow)} ${part('job', ctx.job)} ${part('check', checkName)} -->`;
}

/** One file change the policies make, with who made it. */
export interface SuggestedChange extends LineChange {
  path: string;
  resource?: ResourceRef;
  makers: readonly MutationMaker[];
}

/** A change that is not on the pull request as a suggestion, and why. */
export interface UnsuggestedChange {
  path: string;
  reason: string;
  /** Absent when the file could not be edited at all. */
  change?: LineChange;
  resource?: ResourceRef;
  makers: readonly MutationMaker[];
}

const makerText = (makers: readonly MutationMaker[]) =>
  makers
    .map(({ policy, rule }) => `\`${escapeMarkdown(rule ? `${policy}/${rule}` : policy)}\``)
    .join(', ');

const resourceText = (resource: ResourceRef | undefined) =>
  resource ? ` on ${escapeMarkdown(`${resource.kind} ${resource.name}`)}` : '';

/** A review comment: who changes the lines, the suggestion block, the hidden marker. */
export function renderSuggestionComment(change: SuggestedChange, marker: string): string {
  const fence = codeFence(change.lines.join('\n'));
  const block = [`${fence}suggestion`, ...change.lines, fence].join('\n');
  const who = change.makers.length > 0 ? ` (${makerText(change.makers)})` : '';
  return [
    `Kyverno's mutate policies${who} would change this at admission${resourceText(change.resource)}. ` +
      'Committing the suggestion writes the change into the manifest.',
    '',
    block,
    '',
    marker,
  ].join('\n');
}

function changeEntry(item: UnsuggestedChange): string {
  const { change } = item;
  let where = 'the file';
  if (change && change.end > change.start) where = `lines ${change.start}\u2013${change.end}`;
  else if (change) where = `line ${change.start}`;
  const who = item.makers.length > 0 ? ` (${makerText(item.makers)})` : '';
  const head = `- \`${escapeMarkdown(item.path)}\` ${where}${resourceText(item.resource)}${who}: ${escapeMarkdown(item.reason)}.`;
  if (!item.change) return head;
  const text = changeDiff(item.change);
  const diff = text.split('\n');
  const fence = codeFence(text);
  return [head, '', `  ${fence}diff`, ...diff.map((line) => `  ${line}`), `  ${fence}`].join('\n');
}

/** The changes listed as diffs, the rest counted, within `limit` characters. */
function listChanges(items: readonly UnsuggestedChange[], limit: number): string {
  const lines: string[] = [];
  let used = 0;
  let listed = 0;
  for (const item of items) {
    const entry = changeEntry(item);
    if (listed >= MAX_LISTED || used + entry.length + 1 > limit) break;
    lines.push(entry);
    used += entry.length + 1;
    listed += 1;
  }
  if (listed < items.length)
    lines.push(`- \u2026and ${plural(items.length - listed, 'more change')}.`);
  return lines.join('\n');
}

/** The review's body: what the suggestions are, the changes not inline, the hidden marker. */
export function renderReviewBody(
  inline: number,
  rest: readonly UnsuggestedChange[],
  marker: string,
): string {
  const intro =
    `**Kyverno Policy Check:** ${plural(inline, 'suggested change')} from Kyverno's mutate ` +
    'policies. Committing them leaves each manifest holding the object Kyverno would admit.';
  const reserve = intro.length + marker.length + 200;
  const parts = [intro];
  if (rest.length > 0) {
    parts.push(
      `Not suggested inline (${plural(rest.length, 'change')}):`,
      listChanges(rest, REVIEW_BODY_LIMIT - reserve),
    );
  }
  parts.push(marker);
  return parts.join('\n\n');
}

/** The body an earlier review gets once a later run has posted its own suggestions. */
export function renderSupersededBody(marker: string, reviewUrl: string | undefined): string {
  const later = reviewUrl ? link('a later run', reviewUrl) : 'a later run';
  return `**Kyverno Policy Check:** superseded by ${later}; these suggestions were removed.\n\n${marker}\n${SUPERSEDED}`;
}

/** Marks a review body already updated as superseded. */
export const SUPERSEDED = '<!-- kyverno-policy-check:superseded -->';

export interface SuggestionsSummary {
  /** How many suggestions the review carries, and where it is. */
  posted: number;
  reviewUrl?: string;
  /** Why no review was posted, when none was. */
  skipped?: string;
  notSuggested: readonly UnsuggestedChange[];
}

/** The job summary's section, or undefined when there is nothing to say. */
export function renderSuggestionsSection(summary: SuggestionsSummary): string | undefined {
  if (summary.posted === 0 && summary.notSuggested.length === 0 && !summary.skipped) {
    return undefined;
  }
  const parts: string[] = [];
  if (summary.posted > 0) {
    parts.push(
      `**Suggested changes:** ${plural(summary.posted, 'suggestion')} from Kyverno's mutations in ` +
        `${link('a pull request review', summary.reviewUrl)}: commit them to write the changes into the manifests.`,
    );
  } else if (summary.skipped) {
    parts.push(`**Suggested changes:** none posted: ${escapeMarkdown(summary.skipped)}.`);
  }
  if (summary.notSuggested.length > 0) {
    parts.push(
      `<details><summary>${plural(summary.notSuggested.length, 'change')} Kyverno's mutations make that ` +
        'are not suggested on the pull request</summary>\n',
      listChanges(summary.notSuggested, 30_000),
      '</details>',
    );
  }
  return parts.join('\n\n');
}
