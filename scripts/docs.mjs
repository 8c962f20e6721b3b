// Regenerates, from the input table (src/inputs/table.ts), the inputs table of README.md and the
// JSON Schema of the configuration file, and the outputs table from action.yml (`npm run docs`).
// Tests fail when README.md, the schema or action.yml disagree with the table.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { parse } from 'yaml';
import { describeInput } from '../src/inputs/spec.ts';
import { INPUTS } from '../src/inputs/table.ts';
import { inputsSchema, SCHEMA_PATH } from '../src/inputs/schema.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const cell = (text) => String(text).replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
const code = (text) => (text === '' ? '' : `\`${cell(text)}\``);

/** @param {string} actionYaml @returns {{ inputs: string, outputs: string }} */
export function renderTables(actionYaml) {
  const action = parse(actionYaml);
  const inputs = [
    '| Input | Default | Description |',
    '| --- | --- | --- |',
    ...Object.entries(INPUTS).map(
      ([name, spec]) =>
        `| \`${name}\` | ${spec.detected ? '*detected*' : code(spec.default)} | ${cell(describeInput(spec))} |`,
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

/** The schema file's text, formatted as `npm run format` would. */
export async function renderSchema() {
  const file = path.join(root, SCHEMA_PATH);
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(JSON.stringify(inputsSchema()), { ...options, filepath: file });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readmePath = path.join(root, 'README.md');
  const updated = renderReadme(
    readFileSync(readmePath, 'utf8'),
    readFileSync(path.join(root, 'action.yml'), 'utf8'),
  );
  writeFileSync(readmePath, updated);
  const schemaPath = path.join(root, SCHEMA_PATH);
  mkdirSync(path.dirname(schemaPath), { recursive: true });
  writeFileSync(schemaPath, await renderSchema());
}
