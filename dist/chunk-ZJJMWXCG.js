import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  diffLines
} from "./chunk-TXOLKLHR.js";

// src/suggest/suggestions.ts
function rightSideHunks(patch) {
  const ranges = [];
  for (const match of patch.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(match[1]);
    const count = match[2] === void 0 ? 1 : Number(match[2]);
    if (count > 0) ranges.push({ start, end: start + count - 1 });
  }
  return ranges;
}
function splitLines(text) {
  if (text === "") return [];
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}
function changedBlocks(before, after) {
  const blocks = [];
  let oldLine = 1;
  let newLine = 1;
  let open;
  for (const part of diffLines(before, after)) {
    const count = part.count;
    if (!part.added && !part.removed) {
      if (open) blocks.push(open);
      open = void 0;
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
var within = (range, hunks) => hunks.some((hunk) => hunk.start <= range.start && range.end <= hunk.end);
function anchored(block, hunks, lineCount) {
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
function planSuggestions(before, after, hunks, outsideReason = "it touches lines outside the pull request\u2019s changes") {
  const oldLines = splitLines(before);
  const newLines = splitLines(after);
  const merged = [];
  for (const block of changedBlocks(before, after).map(
    (b) => anchored(b, hunks, oldLines.length)
  )) {
    const last = merged[merged.length - 1];
    if (last && block.oldStart <= last.oldEnd) {
      last.oldEnd = Math.max(last.oldEnd, block.oldEnd);
      last.newEnd = Math.max(last.newEnd, block.newEnd);
    } else {
      merged.push({ ...block });
    }
  }
  const plan = { inline: [], outside: [] };
  for (const block of merged) {
    const change = {
      start: block.oldStart,
      end: block.oldEnd,
      before: oldLines.slice(block.oldStart - 1, block.oldEnd),
      lines: newLines.slice(block.newStart - 1, block.newEnd)
    };
    if (change.end >= change.start && within(change, hunks)) plan.inline.push(change);
    else plan.outside.push({ ...change, reason: outsideReason });
  }
  return plan;
}
function changeDiff(change, newStart = change.start) {
  const header = `@@ -${change.start},${change.end - change.start + 1} +${newStart},${change.lines.length} @@`;
  return [
    header,
    ...change.before.map((line) => `-${line}`),
    ...change.lines.map((line) => `+${line}`)
  ].join("\n");
}

export {
  rightSideHunks,
  splitLines,
  planSuggestions,
  changeDiff
};
//# sourceMappingURL=chunk-ZJJMWXCG.js.map
