// Bundles src/ into dist/ (+ source maps). Deterministic: the same sources give the same bytes,
// which is what lets `npm run check:dist` prove that the committed dist/ is fresh.
//
// Start-up is part of every run's wait, so dist/ loads only what a run uses:
// - Code splitting: a module that src/ imports with `await import(…)` at its point of use goes into
//   a chunk of its own (dist/<name>-<hash>.js), read only by the runs that need it; dist/chunk-*.js
//   hold what several entries share. A run with nothing to do reads about 0.4 MB instead of 1.6 MB.
//   Imported where they are used, each behind the check that says the run needs it:
//   - the Octokit client (src/github/open-client.ts: only with a token);
//   - each stage's work (src/run/*-stage.ts, baseline/, coverage/, catalog/, upgrade/, migrate/
//     stages): the planners, the Kyverno runners and their parsers (`yaml`, `picomatch`,
//     `fast-xml-parser`, `rfc6902`, `diff`), once the inputs give the stage something to do;
//   - auto-detection (src/detect/load.ts) and the changed files (src/pipeline/check-repository.ts),
//     only when an input is left to detect or a stage narrows the check to the change;
//   - the configuration file's parser (src/inputs/config-file.ts), only when the file exists;
//   - Sigstore (src/install/index.ts, release-signature.ts), only when a download is verified, and
//     `@actions/tool-cache` (src/install/tool-cache.ts), only when the tool cache is looked in;
//   - the JUnit and SARIF writers (src/files/report-files.ts), the merge and results-file readers
//     (src/main.ts) when asked for, and the suggestions (src/github/publish.ts) in a pull request.
//   - @actions/exec (and with it @actions/io and `node:assert`), which @actions/core imports for a
//     platform query the action never makes (`execOnDemand`);
//   - what the check and the reports run (src/pipeline/install-and-check.ts, src/main.ts): imported
//     right after Kyverno's install starts, so it loads (and the head is planned, and the test
//     stage's runner loaded) while `kyverno version` runs;
//   - Octokit (src/main.ts), opened beside the run and awaited where first used.
//   And src/install/ imports semver function by function (`semver/functions/…`): the package's
//   index evaluates every function and range helper it has.
// - undici (0.8 MB, the largest dependency) is needed only behind a proxy: @actions/http-client
//   imports it at its top for a ProxyAgent it makes when a proxy is configured, and @actions/github
//   for the fetch it gives Octokit (which src/github/client.ts replaces with http-client's). It is
//   bundled on its own into dist/undici.cjs, and those imports get a stand-in that requires that
//   file on first use (`undiciOnDemand`), so a run without a proxy never reads it.
// - Node's built-in modules are required, not imported (`builtinsByRequire`). An ESM import of a
//   built-in makes Node build an ES module facade of it, reading every export, and some exports
//   are getters that load more: `node:http`'s load Node's own undici (WebSocket, fetch), and
//   `node:crypto`'s load WebCrypto. A require() returns the module object, whose getters run only
//   when the bundle reads them.
import { build } from 'esbuild';
import { builtinModules } from 'node:module';
import { readdir, rm, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outdir = path.join(root, 'dist');

/** Where undici is bundled on its own, as CommonJS, to be required on first use. */
const UNDICI_FILE = 'undici.cjs';

/** @type {import('esbuild').Plugin} */
const undiciOnDemand = {
  name: 'undici-on-demand',
  setup(build) {
    build.onResolve({ filter: /^undici$/ }, () => ({
      path: 'undici',
      namespace: 'undici-on-demand',
    }));
    build.onResolve({ filter: new RegExp(`^\\./${UNDICI_FILE.replace('.', '\\.')}$`) }, (args) =>
      args.namespace === 'undici-on-demand' ? { path: args.path, external: true } : undefined,
    );
    // The names @actions/http-client and @actions/github import; another name fails the build.
    build.onLoad({ filter: /.*/, namespace: 'undici-on-demand' }, () => ({
      loader: 'js',
      contents: `const undici = () => require('./${UNDICI_FILE}');
export class ProxyAgent {
  constructor(...args) {
    return new (undici().ProxyAgent)(...args);
  }
}
export function fetch(...args) {
  return undici().fetch(...args);
}
`,
    }));
  },
};

/**
 * @actions/http-client, as @actions/core (for OIDC tokens, which the action never asks for) and
 * @actions/tool-cache (for downloads) import it: a stand-in whose HttpClient evaluates the real
 * module, and with it `node:https` and `node:tls`, when the first one is made.
 */
/** @type {import('esbuild').Plugin} */
const httpClientOnDemand = {
  name: 'http-client-on-demand',
  setup(build) {
    build.onResolve({ filter: /^@actions\/http-client$/ }, async (args) => {
      if (!/[\\/]@actions[\\/](core|tool-cache)[\\/]/.test(args.importer)) return undefined;
      const real = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir });
      // Relative, so that dist/ does not depend on where the repository is.
      return { path: path.relative(root, real.path), namespace: 'http-client-on-demand' };
    });
    build.onLoad({ filter: /.*/, namespace: 'http-client-on-demand' }, (args) => ({
      loader: 'js',
      resolveDir: root,
      contents: `export class HttpClient {
  constructor(...args) {
    return new (require(${JSON.stringify(`./${args.path}`)}).HttpClient)(...args);
  }
}
`,
    }));
  },
};

/**
 * @actions/exec, as @actions/core imports it (only `getExecOutput`, for `platform.getDetails()`,
 * which the action never calls): a stand-in that imports the real module on first use. Without
 * it every start evaluates @actions/exec, @actions/io and `node:assert`.
 */
/** @type {import('esbuild').Plugin} */
const execOnDemand = {
  name: 'exec-on-demand',
  setup(build) {
    build.onResolve({ filter: /^@actions\/exec$/ }, async (args) => {
      if (!/[\\/]@actions[\\/]core[\\/]/.test(args.importer)) return undefined;
      const real = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir });
      return { path: path.relative(root, real.path), namespace: 'exec-on-demand' };
    });
    build.onLoad({ filter: /.*/, namespace: 'exec-on-demand' }, (args) => ({
      loader: 'js',
      resolveDir: root,
      contents: `export async function getExecOutput(...args) {
  return (await import(${JSON.stringify(`./${args.path}`)})).getExecOutput(...args);
}
`,
    }));
  },
};

const BUILTIN = new RegExp(
  `^(node:)?(${builtinModules.map((name) => name.replace(/[/]/g, '\\/')).join('|')})$`,
);

/** @type {import('esbuild').Plugin} */
const builtinsByRequire = {
  name: 'builtins-by-require',
  setup(build) {
    build.onResolve({ filter: BUILTIN }, (args) =>
      args.namespace === 'node-builtin' || args.kind === 'require-call'
        ? { path: args.path.replace(/^(node:)?/, 'node:'), external: true }
        : { path: args.path.replace(/^(node:)?/, ''), namespace: 'node-builtin' },
    );
    build.onLoad({ filter: /.*/, namespace: 'node-builtin' }, (args) => ({
      loader: 'js',
      contents: `module.exports = require(${JSON.stringify(`node:${args.path}`)});\n`,
    }));
  },
};

/** @param {{ write: boolean }} options */
export async function bundle({ write }) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { index: 'src/index.ts', cli: 'src/cli/index.ts' },
    outdir,
    write: false,
    bundle: true,
    splitting: true,
    chunkNames: '[name]-[hash]',
    platform: 'node',
    target: 'node24',
    format: 'esm',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [undiciOnDemand, httpClientOnDemand, execOnDemand, builtinsByRequire],
    // Some dependencies are CommonJS and call require(); give each ESM output file one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  const undici = await build({
    absWorkingDir: root,
    entryPoints: ['undici'],
    outfile: path.join(outdir, UNDICI_FILE),
    write: false,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const files = [...(result.outputFiles ?? []), ...(undici.outputFiles ?? [])];
  if (write) {
    // Chunk names change with their contents: remove the previous build's files first.
    await mkdir(outdir, { recursive: true });
    for (const name of await readdir(outdir)) {
      if (/\.c?js(\.map)?$/.test(name)) await rm(path.join(outdir, name));
    }
    for (const file of files) await writeFile(file.path, file.contents);
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await bundle({ write: true });
}
