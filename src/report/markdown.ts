/**
 * Markdown building blocks shared by the job summary, the check run output and the PR comment:
 * tables, links, and a document that stays within a size limit and says what it cut.
 */
import { escapeMarkdown } from './escape.js';

export function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** Cuts `text` to at most `maxBytes` UTF-8 bytes without splitting a character. */
export function truncateBytes(text: string, maxBytes: number): string {
  if (byteLength(text) <= maxBytes) return text;
  const cut = Buffer.from(text, 'utf8').subarray(0, maxBytes).toString('utf8');
  // A split multi-byte character decodes to U+FFFD; drop it.
  return cut.endsWith('\ufffd') ? cut.slice(0, -1) : cut;
}

export type Align = 'left' | 'right';

export interface Column {
  header: string;
  align?: Align;
}

/** The header and separator lines of a table; `cells` must already be escaped. */
export function tableHead(columns: readonly Column[]): string {
  const header = columns.map((column) => column.header).join(' | ');
  const separator = columns
    .map((column) => (column.align === 'right' ? '---:' : '---'))
    .join(' | ');
  return `| ${header} |\n| ${separator} |\n`;
}

export function tableRow(cells: readonly (string | number)[]): string {
  return `| ${cells.join(' | ')} |\n`;
}

/** A Markdown link with untrusted `text`; `url` must be built from encoded parts. */
export function link(text: string, url: string | undefined): string {
  const label = escapeMarkdown(text);
  if (url === undefined) return label;
  // Parentheses and spaces would end the link destination early.
  const destination = url.replace(
    /[()\s]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `[${label}](${destination})`;
}

/**
 * `1234567` -> `1,234,567`, as `toLocaleString('en-US')` writes it. Integers are grouped here
 * rather than by `toLocaleString`, whose first call loads ICU's locale data (30-90 ms, a third of
 * the action's start-up).
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count) || Object.is(count, -0)) return count.toLocaleString('en-US');
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/**
 * A Markdown document with a byte budget. Blocks are added in priority order; a block that does
 * not fit is left out and the caller records what was cut with `cut()`. `toString()` ends with
 * a note listing every cut, and the budget always leaves room for that note.
 */
export class BoundedMarkdown {
  private readonly parts: string[] = [];
  private readonly cuts: string[] = [];
  private used = 0;

  constructor(
    private readonly limitBytes: number,
    /** Why things were cut, e.g. `to stay within GitHub's 1 MiB job summary limit`. */
    private readonly cutReason: string,
    private readonly reserveBytes = 4096,
  ) {}

  /** Adds `block` when it fits (keeping room for the cut note); returns whether it did. */
  add(block: string): boolean {
    const size = byteLength(block);
    if (this.used + size > this.limitBytes - this.reserveBytes) return false;
    this.parts.push(block);
    this.used += size;
    return true;
  }

  /** Whether `bytes` more would still fit. */
  fits(bytes: number): boolean {
    return this.used + bytes <= this.limitBytes - this.reserveBytes;
  }

  /** Records a human-readable description of something left out, e.g. `40 of 90 failures`. */
  cut(description: string): void {
    this.cuts.push(description);
  }

  get wasCut(): boolean {
    return this.cuts.length > 0;
  }

  /** The descriptions recorded with `cut()`. */
  get cutDescriptions(): readonly string[] {
    return this.cuts;
  }

  toString(whereToFindTheRest = ''): string {
    const body = `${this.parts.join('').trimEnd()}\n`;
    if (this.cuts.length === 0) return body;
    const note =
      `\n> [!NOTE]\n> Not shown here ${this.cutReason}: ${this.cuts.join('; ')}.` +
      (whereToFindTheRest ? ` ${whereToFindTheRest}` : '') +
      '\n';
    // The reserve covers any realistic note; cutting the note itself is the last resort.
    return truncateBytes(body + note, this.limitBytes);
  }
}

/**
 * Adds a table with as many rows as fit. Returns how many rows were left out (0 when all fit);
 * a table whose first row does not fit is left out entirely, header included.
 */
export function addTable(
  doc: BoundedMarkdown,
  heading: string,
  columns: readonly Column[],
  rows: Iterable<string>,
  total: number,
): number {
  const head = `${heading}${tableHead(columns)}`;
  let added = 0;
  let pending = head;
  for (const row of rows) {
    const block = pending + row;
    // One byte more for the blank line that ends the table.
    if (!doc.fits(byteLength(block) + 1)) break;
    doc.add(block);
    pending = '';
    added += 1;
  }
  if (added > 0) doc.add('\n');
  return total - added;
}
