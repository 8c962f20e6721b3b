// Prints the totals of the last vitest runs as one plain line, `N passed, N failed[, N skipped]`:
// the sum over the JSON result files given as arguments (by default, this working copy's).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const files = process.argv.slice(2);
if (files.length === 0) {
  files.push(
    path.join(root, 'node_modules', '.cache', 'kyverno-policy-check', 'vitest-results.json'),
  );
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const missing = [];
for (const file of files) {
  try {
    const results = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += results.numPassedTests;
    totals.failed += results.numFailedTests;
    totals.skipped += results.numPendingTests + results.numTodoTests;
  } catch {
    missing.push(file);
  }
}
if (missing.length === files.length) {
  console.log('0 passed, 0 failed (no test results: the tests did not run)');
} else {
  const line = `${totals.passed} passed, ${totals.failed} failed`;
  const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
  const notRun = missing.length > 0 ? ` (no test results from ${missing.join(', ')})` : '';
  console.log(`${line}${skipped}${notRun}`);
}
