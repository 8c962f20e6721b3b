/**
 * Escaping of untrusted text (resource names, policy messages, file names from a pull request)
 * for every place the action renders it: Markdown (job summary, PR comment, check run output),
 * HTML, workflow commands and terminals.
 */

const ZERO_WIDTH_SPACE = '\u200b';
const REPLACEMENT_CHARACTER = '\ufffd';

/**
 * C0/C1 control characters other than tab and line breaks, and the Unicode bidi overrides that
 * can make text read differently from what it is ("trojan source").
 */
const HIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const LINE_BREAKS = /\r\n|\r|\n|\u2028|\u2029/g;

/** Characters with a meaning anywhere in GitHub Flavored Markdown (and `$` for math). */
const MARKDOWN_INLINE = /[\\`*_{}[\]()|~$]/g;
/** Characters with a meaning only at the start of a line: headings and lists. */
const MARKDOWN_LINE_START = /^([#+-]|\d+[.)])/;

function visible(text: string): string {
  return text.replace(HIDDEN_CHARACTERS, REPLACEMENT_CHARACTER);
}

function oneLine(text: string): string {
  return text.replace(LINE_BREAKS, ' ');
}

/** `@name` would notify a user or team; a zero-width space after `@` keeps it as text. */
function noMentions(text: string): string {
  return text.replace(/@/g, `@${ZERO_WIDTH_SPACE}`);
}

function htmlEntities(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Untrusted text as one line of literal Markdown text, safe in a paragraph, a list item and a
 * table cell: no HTML, no links, no emphasis, no `@` mentions, no line breaks, no broken tables.
 */
export function escapeMarkdown(text: string): string {
  const escaped = htmlEntities(noMentions(oneLine(visible(text)))).replace(
    MARKDOWN_INLINE,
    (character) => `\\${character}`,
  );
  return escaped.replace(MARKDOWN_LINE_START, (start) =>
    /^\d/.test(start) ? `${start.slice(0, -1)}\\${start.slice(-1)}` : `\\${start}`,
  );
}

/** Untrusted text inside an HTML element such as `<summary>`. */
export function escapeHtml(text: string): string {
  return htmlEntities(noMentions(oneLine(visible(text))));
}

/** A value that goes into an HTML comment (`<!-- … -->`) and can never close it. */
export function escapeHtmlComment(text: string): string {
  return encodeURIComponent(text);
}

/** Workflow command message (`::error …::<data>`), as the runner decodes it. */
export function escapeCommandData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Workflow command property value (`file=<value>,title=<value>`). */
export function escapeCommandProperty(text: string): string {
  return escapeCommandData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * Untrusted text written to the log as plain lines (not through a workflow command): the runner
 * treats any line starting with `::` or `##[` as a command, so those sequences are broken up.
 */
export function neutralizeWorkflowCommands(text: string): string {
  return text.replace(/::/g, `:${ZERO_WIDTH_SPACE}:`).replace(/##\[/g, `#${ZERO_WIDTH_SPACE}#[`);
}

/** Untrusted text for a terminal or log: no escape sequences, no workflow commands. */
export function escapeTerminal(text: string): string {
  return neutralizeWorkflowCommands(oneLine(visible(text)));
}

/** Cuts `text` to at most `maxLength` UTF-16 units without splitting a character; adds `…`. */
export function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  let end = Math.max(0, maxLength - 1);
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** Encodes each path segment for use in a URL, keeping the `/` separators. */
export function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** A code fence longer than any run of backticks in `text` (so no line can close it), at least 3. */
export function codeFence(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(3, longest + 1));
}

/**
 * Untrusted lines as a fenced code block: a fence longer than any backtick run in them (so no
 * line can close it), hidden characters made visible. Inside it nothing is Markdown or HTML and
 * `@` notifies no one.
 */
export function fencedCode(text: string, language = ''): string {
  const fence = codeFence(text);
  const body = visible(text).replace(/\r\n?|\u2028|\u2029/g, '\n');
  return `${fence}${language}\n${body}\n${fence}\n`;
}

/** Untrusted multi-line text for a terminal: each line as `escapeTerminal` makes it. */
export function escapeTerminalLines(text: string): string[] {
  return text.split(LINE_BREAKS).map(escapeTerminal);
}
