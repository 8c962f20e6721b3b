// Fails when dist/ is not byte for byte what `npm run build` makes from the current sources.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { bundle, root } from './build.mjs';

const distDir = path.join(root, 'dist');
const expected = await bundle({ write: false });
const committed = await readdir(distDir).catch(() => []);
const stale = [];
for (const file of expected) {
  const onDisk = await readFile(file.path).catch(() => null);
  if (!onDisk || !Buffer.from(file.contents).equals(onDisk))
    stale.push(path.relative(root, file.path));
}
const expectedNames = new Set(expected.map((file) => path.basename(file.path)));
for (const name of committed)
  if (!expectedNames.has(name)) stale.push(`dist/${name} (not built from src/)`);
if (stale.length > 0) {
  console.error(`dist/ is stale: ${stale.join(', ')}. Run \`npm run build\` and commit dist/.`);
  process.exit(1);
}
console.log('dist/ is up to date.');
