/**
 * Code shared with the action (and @actions/tool-cache) speaks GitHub workflow commands on stdout:
 * `::debug::…`, `::add-path::…`, `::warning::…`. On a terminal they are noise or need a plain
 * form, so the local mode rewrites them before they are printed.
 */

const SILENT = new Set([
  'debug',
  'add-path',
  'add-mask',
  'group',
  'endgroup',
  'set-output',
  'save-state',
]);

function unescapeData(text: string): string {
  return text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

/** The terminal form of one output line: unchanged text, a plain message, or nothing. */
export function terminalLine(line: string): string | undefined {
  const command = /^::([\w-]+)(?: [^:]*)?::(.*)$/s.exec(line);
  if (!command) return line;
  const [, name = '', data = ''] = command;
  if (SILENT.has(name)) return undefined;
  if (name === 'error' || name === 'warning' || name === 'notice') {
    return `${name}: ${unescapeData(data)}`;
  }
  return line;
}

/** Rewrites the workflow commands written to `stream` (one `write` per command, as @actions/core does). */
export function rewriteWorkflowCommands(stream: NodeJS.WriteStream): void {
  const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
  stream.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== 'string' || !chunk.startsWith('::')) return write(chunk, ...rest);
    const eol = chunk.endsWith('\n') ? '\n' : '';
    const text = terminalLine(chunk.slice(0, chunk.length - eol.length));
    if (text !== undefined) return write(`${text}${eol}`, ...rest);
    const callback = rest.find((arg): arg is () => void => typeof arg === 'function');
    callback?.();
    return true;
  }) as typeof stream.write;
}
