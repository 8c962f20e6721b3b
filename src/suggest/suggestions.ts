/**
 * From a file's head text and its edited text, the suggestion blocks a pull request review can
 * carry. GitHub takes a suggestion only on RIGHT-side lines inside one hunk of the pull request's
 * diff, and applying it replaces whole lines; a change anywhere else is returned as `outside`.
 */
import { diffLines } from 'diff';

/** 1-based, inclusive lines of the head file. */
export interface LineRange {
  start: number;
  end: number;
}

/**
 * The head-side (RIGHT) line ranges of a file's diff hunks, from the `patch` of
 * `GET /repos/{owner}/{repo}/pulls/{pull_number}/files`: each `@@ -a,b +c,d @@` covers lines
 * c..c+d-1 (d defaults to 1; 0 means the hunk only deletes).
 */
export function rightSideHunks(patch: string): LineRange[] {
  const ranges: LineRange[] = [];
  for (const match of patch.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(match[1]);
    const count = match[2] === undefined ? 1 : Number(match[2]);
    if (count > 0) ranges.push({ start, end: start + count - 1 });
  }
  return ranges;
}

/** A change of whole lines: head lines start..end (none when end < start) become `lines`. */
export interface LineChange extends LineRange {
  /** The head lines replaced. */
  before: string[];
  /** What replaces them. */
  lines: string[];
}

export interface OutsideChange extends LineChange {
  reason: string;
}

export interface SuggestionPlan {
  /** Each inside one hunk, none overlapping another, in line order. */
  inline: LineChange[];
  outside: OutsideChange[];
}

/** Lines without their newlines; a final newline does not make an empty last line. */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

interface Block {
  oldStart: number;
  oldEnd: number;
  newStart: number;
  newEnd: number;
}

/** The changed line blocks between `before` and `after`, as 1-based inclusive ranges of each. */
function changedBlocks(before: string, after: string): Block[] {
  const blocks: Block[] = [];
  let oldLine = 1;
  let newLine = 1;
  let open: Block | undefined;
  for (const part of diffLines(before, after)) {
    const count = part.count;
    if (!part.added && !part.removed) {
      if (open) blocks.push(open);
      open = undefined;
      oldLine += count;
      newLine += count;
      continue;
    }
    open ??= { oldStart: oldLine, oldEnd: oldLine - 1, newStart: newLine, newEnd: newLine - 1 };
    if (part.removed) {
      oldLine += count;
      open.oldEnd = oldLine - 1;
    } else {
      newLine += count;
      open.newEnd = newLine - 1;
    }
  }
  if (open) blocks.push(open);
  return blocks;
}

const within = (range: LineRange, hunks: readonly LineRange[]) =>
  hunks.some((hunk) => hunk.start <= range.start && range.end <= hunk.end);

/**
 * A pure insertion has no line to hold a suggestion: it takes the line before it (or, when that is
 * outside the diff, the line after) and repeats that line in the block.
 */
function anchored(block: Block, hunks: readonly LineRange[], lineCount: number): Block {
  if (block.oldEnd >= block.oldStart) return block;
  const previous = block.oldStart - 1;
  const next = block.oldStart;
  if (previous >= 1 && within({ start: previous, end: previous }, hunks)) {
    return { ...block, oldStart: previous, newStart: block.newStart - 1 };
  }
  if (next <= lineCount && within({ start: next, end: next }, hunks)) {
    return { ...block, oldEnd: next, newEnd: block.newEnd + 1 };
  }
  return previous >= 1 ? { ...block, oldStart: previous, newStart: block.newStart - 1 } : block;
}

/**
 * Splits the edit of one file into suggestions inside `hunks` and changes outside them, with
 * `outsideReason` for the latter. Suggestions that would share a line are merged into one.
 */
export function planSuggestions(
  before: string,
  after: string,
  hunks: readonly LineRange[],
  outsideReason = 'it touches lines outside the pull request\u2019s changes',
): SuggestionPlan {
  const oldLines = splitLines(before);
  const newLines = splitLines(after);
  const merged: Block[] = [];
  for (const block of changedBlocks(before, after).map((b) =>
    anchored(b, hunks, oldLines.length),
  )) {
    const last = merged[merged.length - 1];
    if (last && block.oldStart <= last.oldEnd) {
      last.oldEnd = Math.max(last.oldEnd, block.oldEnd);
      last.newEnd = Math.max(last.newEnd, block.newEnd);
    } else {
      merged.push({ ...block });
    }
  }
  const plan: SuggestionPlan = { inline: [], outside: [] };
  for (const block of merged) {
    const change: LineChange = {
      start: block.oldStart,
      end: block.oldEnd,
      before: oldLines.slice(block.oldStart - 1, block.oldEnd),
      lines: newLines.slice(block.newStart - 1, block.newEnd),
    };
    if (change.end >= change.start && within(change, hunks)) plan.inline.push(change);
    else plan.outside.push({ ...change, reason: outsideReason });
  }
  return plan;
}

/** Applies suggestions to a file as GitHub's "Commit suggestions" does: whole lines replaced. */
export function applySuggestions(text: string, changes: readonly LineChange[]): string {
  const lines = splitLines(text);
  const ordered = [...changes].sort((a, b) => b.start - a.start);
  for (const change of ordered) {
    lines.splice(change.start - 1, change.end - change.start + 1, ...change.lines);
  }
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

/** A unified-diff snippet of one change, for the job summary. */
export function changeDiff(change: LineChange, newStart = change.start): string {
  const header = `@@ -${change.start},${change.end - change.start + 1} +${newStart},${change.lines.length} @@`;
  return [
    header,
    ...change.before.map((line) => `-${line}`),
    ...change.lines.map((line) => `+${line}`),
  ].join('\n');
}
