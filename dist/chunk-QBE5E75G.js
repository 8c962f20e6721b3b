import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/report/escape.ts
var ZERO_WIDTH_SPACE = "\u200B";
var REPLACEMENT_CHARACTER = "\uFFFD";
var HIDDEN_CHARACTERS = (
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g
);
var LINE_BREAKS = /\r\n|\r|\n|\u2028|\u2029/g;
var MARKDOWN_INLINE = /[\\`*_{}[\]()|~$]/g;
var MARKDOWN_LINE_START = /^([#+-]|\d+[.)])/;
function visible(text) {
  return text.replace(HIDDEN_CHARACTERS, REPLACEMENT_CHARACTER);
}
function oneLine(text) {
  return text.replace(LINE_BREAKS, " ");
}
function noMentions(text) {
  return text.replace(/@/g, `@${ZERO_WIDTH_SPACE}`);
}
function htmlEntities(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
function escapeMarkdown(text) {
  const escaped = htmlEntities(noMentions(oneLine(visible(text)))).replace(
    MARKDOWN_INLINE,
    (character) => `\\${character}`
  );
  return escaped.replace(
    MARKDOWN_LINE_START,
    (start) => /^\d/.test(start) ? `${start.slice(0, -1)}\\${start.slice(-1)}` : `\\${start}`
  );
}
function escapeHtml(text) {
  return htmlEntities(noMentions(oneLine(visible(text))));
}
function escapeHtmlComment(text) {
  return encodeURIComponent(text);
}
function neutralizeWorkflowCommands(text) {
  return text.replace(/::/g, `:${ZERO_WIDTH_SPACE}:`).replace(/##\[/g, `#${ZERO_WIDTH_SPACE}#[`);
}
function escapeTerminal(text) {
  return neutralizeWorkflowCommands(oneLine(visible(text)));
}
function truncate(text, maxLength) {
  if (text.length <= maxLength) return text;
  let end = Math.max(0, maxLength - 1);
  const last = text.charCodeAt(end - 1);
  if (last >= 55296 && last <= 56319) end -= 1;
  return `${text.slice(0, end)}\u2026`;
}
function encodePath(path) {
  return path.split("/").map(encodeURIComponent).join("/");
}
function codeFence(text) {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  return "`".repeat(Math.max(3, longest + 1));
}
function fencedCode(text, language = "") {
  const fence = codeFence(text);
  const body = visible(text).replace(/\r\n?|\u2028|\u2029/g, "\n");
  return `${fence}${language}
${body}
${fence}
`;
}
function escapeTerminalLines(text) {
  return text.split(LINE_BREAKS).map(escapeTerminal);
}

export {
  escapeMarkdown,
  escapeHtml,
  escapeHtmlComment,
  escapeTerminal,
  truncate,
  encodePath,
  codeFence,
  fencedCode,
  escapeTerminalLines
};
//# sourceMappingURL=chunk-QBE5E75G.js.map
