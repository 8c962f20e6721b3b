// Regenerates the inputs and outputs tables in README.md from action.yml (`npm run docs`).
// A test fails when README.md and action.yml disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const cell = (text) => String(text).replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
const code = (text) => (text === '' ? '' : `\`${cell(text)}\``);

/** @param {string} actionYaml @returns {{ inputs: string, outputs: string }} */
export function renderTables(actionYaml) {
  const action = parse(actionYaml);
  const inputs = [
    '| Input | Default | Description |',
    '| --- | --- | --- |',
    ...Object.entries(action.inputs).map(
      ([name, spec]) => `| \`${name}\` | ${code(spec.default ?? '')} | ${cell(spec.description)} |`,
    ),
  ].join('\n');
  const outputs = [
    '| Output | Description |',
    '| --- | --- |',
    ...Object.entries(action.outputs).map(
      ([name, spec]) => `| \`${name}\` | ${cell(spec.description)} |`,
    ),
  ].join('\n');
  return { inputs, outputs };
}

/** Replaces the text between `<!-- NAME:start -->` and `<!-- NAME:end -->`. */
export function replaceSection(document, name, content) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} section`);
  return `${document.slice(0, from + start.length)}\n${content}\n${document.slice(to)}`;
}

export function renderReadme(readme, actionYaml) {
  const { inputs, outputs } = renderTables(actionYaml);
  return replaceSection(replaceSection(readme, 'inputs', inputs), 'outputs', outputs);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readmePath = path.join(root, 'README.md');
  const updated = renderReadme(
    readFileSync(readmePath, 'utf8'),
    readFileSync(path.join(root, 'action.yml'), 'utf8'),
  );
  writeFileSync(readmePath, updated);
}
