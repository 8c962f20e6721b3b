// Lists the test files that read a corpus: those whose imports within test/ reach
// test/support/corpus.ts, directly or through another helper. They are what a clone without
// ../shared runs differently (their shared-corpus half skips), so .ci/run's bare-clone pass runs
// only them. Paths are relative to the repository root, one a line, sorted.
//
//   node scripts/corpus-tests.mjs
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const testDir = path.join(root, 'test');
const target = path.join(testDir, 'support', 'corpus.ts');

/** Every .ts file under test/, fixtures aside. */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The relative imports of a file, resolved to the .ts files they name. */
function imports(file) {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)];
  return specifiers.map(([, specifier]) =>
    path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts')),
  );
}

const files = sources(testDir);
const graph = new Map(files.map((file) => [file, imports(file)]));
const memo = new Map();
function readsCorpus(file, seen = new Set()) {
  if (file === target) return true;
  if (memo.has(file)) return memo.get(file);
  if (seen.has(file)) return false;
  seen.add(file);
  const result = (graph.get(file) ?? []).some((next) => readsCorpus(next, seen));
  memo.set(file, result);
  return result;
}

const found = files
  .filter((file) => file.endsWith('.test.ts') && readsCorpus(file))
  .map((file) => path.relative(root, file).split(path.sep).join('/'))
  .sort();
if (found.length === 0) {
  console.error('corpus-tests: no test file imports test/support/corpus.ts');
  process.exitCode = 1;
}
for (const file of found) console.log(file);
