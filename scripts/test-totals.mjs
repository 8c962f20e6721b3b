// Prints the last vitest run's totals as one plain line, `N passed, N failed[, N skipped]`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const file = path.join(
  root,
  'node_modules',
  '.cache',
  'kyverno-policy-check',
  'vitest-results.json',
);
try {
  const results = JSON.parse(readFileSync(file, 'utf8'));
  const skipped = results.numPendingTests + results.numTodoTests;
  const line = `${results.numPassedTests} passed, ${results.numFailedTests} failed`;
  console.log(skipped > 0 ? `${line}, ${skipped} skipped` : line);
} catch {
  console.log('0 passed, 0 failed (no test results: the tests did not run)');
}
