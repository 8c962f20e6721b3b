/** Kyverno's wildcards (`*` any text, `?` one character) written as CEL string tests. */
import { atom, quote, TRUE, type Cel } from './cel.js';

export const hasWildcard = (pattern: string): boolean => /[*?]/.test(pattern);

const escapeRegex = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');

/** CEL true when the string `value` matches the wildcard `pattern`. */
export function globCel(pattern: string, value: string): Cel {
  if (/^\*+$/.test(pattern)) return TRUE;
  if (pattern === '?*' || pattern === '*?') return atom(`${value} != ''`);
  const inner = pattern.replace(/^\*+|\*+$/g, '');
  if (!hasWildcard(inner)) {
    const starts = !pattern.startsWith('*');
    const ends = !pattern.endsWith('*');
    if (starts && !ends) return atom(`${value}.startsWith(${quote(inner)})`);
    if (!starts && ends) return atom(`${value}.endsWith(${quote(inner)})`);
    if (!starts && !ends) return atom(`${value}.contains(${quote(inner)})`);
    return atom(`${value} == ${quote(inner)}`);
  }
  const regex = `^${escapeRegex(pattern).replace(/\*/g, '.*').replace(/\?/g, '.')}$`;
  return atom(`${value}.matches(${quote(regex)})`);
}

/** Whether `text` matches the wildcard `pattern` (go-wildcard v1 semantics). */
export function globMatches(pattern: string, text: string): boolean {
  if (pattern === '') return text === '';
  const regex = `^${escapeRegex(pattern).replace(/\*/g, '.*').replace(/\?/g, '.')}$`;
  return new RegExp(regex, 's').test(text);
}
