import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  escapeMarkdown
} from "./chunk-QBE5E75G.js";

// src/report/markdown.ts
function byteLength(text) {
  return Buffer.byteLength(text, "utf8");
}
function truncateBytes(text, maxBytes) {
  if (byteLength(text) <= maxBytes) return text;
  const cut = Buffer.from(text, "utf8").subarray(0, maxBytes).toString("utf8");
  return cut.endsWith("\uFFFD") ? cut.slice(0, -1) : cut;
}
function tableHead(columns) {
  const header = columns.map((column) => column.header).join(" | ");
  const separator = columns.map((column) => column.align === "right" ? "---:" : "---").join(" | ");
  return `| ${header} |
| ${separator} |
`;
}
function tableRow(cells) {
  return `| ${cells.join(" | ")} |
`;
}
function link(text, url) {
  const label = escapeMarkdown(text);
  if (url === void 0) return label;
  const destination = url.replace(
    /[()\s]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`
  );
  return `[${label}](${destination})`;
}
function formatCount(count) {
  if (!Number.isSafeInteger(count) || Object.is(count, -0)) return count.toLocaleString("en-US");
  return String(count).replace(/\B(?=(\d{3})+$)/g, ",");
}
function plural(count, one, many = `${one}s`) {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
var BoundedMarkdown = class {
  constructor(limitBytes, cutReason, reserveBytes = 4096) {
    this.limitBytes = limitBytes;
    this.cutReason = cutReason;
    this.reserveBytes = reserveBytes;
  }
  limitBytes;
  cutReason;
  reserveBytes;
  parts = [];
  cuts = [];
  used = 0;
  /** Adds `block` when it fits (keeping room for the cut note); returns whether it did. */
  add(block) {
    const size = byteLength(block);
    if (this.used + size > this.limitBytes - this.reserveBytes) return false;
    this.parts.push(block);
    this.used += size;
    return true;
  }
  /** Whether `bytes` more would still fit. */
  fits(bytes) {
    return this.used + bytes <= this.limitBytes - this.reserveBytes;
  }
  /** Records a human-readable description of something left out, e.g. `40 of 90 failures`. */
  cut(description) {
    this.cuts.push(description);
  }
  get wasCut() {
    return this.cuts.length > 0;
  }
  /** The descriptions recorded with `cut()`. */
  get cutDescriptions() {
    return this.cuts;
  }
  toString(whereToFindTheRest = "") {
    const body = `${this.parts.join("").trimEnd()}
`;
    if (this.cuts.length === 0) return body;
    const note = `
> [!NOTE]
> Not shown here ${this.cutReason}: ${this.cuts.join("; ")}.` + (whereToFindTheRest ? ` ${whereToFindTheRest}` : "") + "\n";
    return truncateBytes(body + note, this.limitBytes);
  }
};
function addTable(doc, heading, columns, rows, total) {
  const head = `${heading}${tableHead(columns)}`;
  let added = 0;
  let pending = head;
  for (const row of rows) {
    const block = pending + row;
    if (!doc.fits(byteLength(block) + 1)) break;
    doc.add(block);
    pending = "";
    added += 1;
  }
  if (added > 0) doc.add("\n");
  return total - added;
}

export {
  byteLength,
  truncateBytes,
  tableHead,
  tableRow,
  link,
  formatCount,
  plural,
  BoundedMarkdown,
  addTable
};
//# sourceMappingURL=chunk-GSWZM5HV.js.map
