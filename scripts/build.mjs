// Bundles src/ into dist/ (+ source maps). Deterministic: the same sources give the same bytes,
// which is what lets `npm run check:dist` prove that the committed dist/ is fresh.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** @param {{ write: boolean }} options */
export async function bundle({ write }) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { index: 'src/index.ts', cli: 'src/cli/index.ts' },
    outdir: path.join(root, 'dist'),
    write,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    // Some dependencies are CommonJS and call require(); give the ESM bundle one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  return result.outputFiles ?? [];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await bundle({ write: true });
}
