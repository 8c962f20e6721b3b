/**
 * The folders of src/ are layers of the pipeline, and imports between them go one way: down.
 * A file may import from its own folder and from any folder listed BEFORE its own below; an
 * import of a later folder is upward, and two folders importing each other are a cycle. Both
 * fail here, naming every offending `file -> file`.
 *
 * The order, lowest first, and why each folder sits where it does:
 *   model     the neutral result model and the logger port: shared by every stage, imports nothing
 *   inputs    action inputs -> validated Config
 *   process   spawning a program with an argument array (used by plan's git, install, run, render)
 *   plan      what to run: changed files, scope, suites, manifests, the policy plan, shards
 *   install   the Kyverno CLI installer
 *   render    Helm charts and Kustomize trees -> manifests for `kyverno apply`
 *   upgrade   deprecated-API findings, read by the pipeline and rendered by report/
 *   locate    place a result at a file and line
 *   parse     Kyverno's outputs (and our JSON results file) -> the model; uses locate while reading
 *   checks    checks of inputs made beside a run (e.g. repeated manifest sets)
 *   coverage  test rows that cannot fail, entries naming nothing, and the suites' rule coverage
 *   run       `kyverno test` / `kyverno apply` processes; streams their output into parse/locate
 *   verdict   fail-on: pass or fail, and its one-line reason (report/ renders it)
 *   report    renderers only: strings, arrays and file contents
 *   files     writes the report files (JSON, JUnit, SARIF)
 *   github    every GitHub API call, the client, the run's context
 *   merge     merges the JSON results of sharded jobs
 *   migrate   the policy-migration helper
 *   pipeline  plan -> install -> render -> run -> one report, shared by the action and local mode
 *   cli       local mode
 *   main      src/main.ts and src/index.ts: the action's wiring
 *
 * A new folder must be given its place in LAYERS (the test says so).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const LAYERS = [
  'model',
  'inputs',
  'process',
  'plan',
  'install',
  'render',
  'upgrade',
  'locate',
  'parse',
  'checks',
  'coverage',
  'run',
  'verdict',
  'report',
  'files',
  'github',
  'merge',
  'migrate',
  'pipeline',
  'cli',
  'main',
] as const;

const SRC = path.resolve(import.meta.dirname, '../../../src');

/** The top-level folder of a file under src/, or `main` for the files directly in src/. */
function layerOf(file: string): string {
  const [first, ...rest] = path.relative(SRC, file).split(path.sep);
  return rest.length === 0 ? 'main' : (first ?? 'main');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(c|m)?ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

interface Edge {
  from: string;
  to: string;
}

/** Every relative import, export … from, and dynamic import() of every file under src/. */
function importEdges(): Edge[] {
  return sourceFiles(SRC).flatMap((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    return importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => ({
        from: file,
        to: path.resolve(path.dirname(file), fileName).replace(/\.(c|m)?js$/, '.$1ts'),
      }))
      .filter((edge) => edge.to.startsWith(`${SRC}${path.sep}`));
  });
}

const shown = ({ from, to }: Edge) =>
  `${path.relative(SRC, from).split(path.sep).join('/')} -> ${path.relative(SRC, to).split(path.sep).join('/')}`;

/** Cycles between folders, each as the imports that close it. */
function folderCycles(edges: readonly Edge[]): string[][] {
  const between = new Map<string, Map<string, Edge>>();
  for (const edge of edges) {
    const [a, b] = [layerOf(edge.from), layerOf(edge.to)];
    if (a === b) continue;
    if (!between.has(a)) between.set(a, new Map());
    if (!between.get(a)!.has(b)) between.get(a)!.set(b, edge);
  }
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const walk = (folder: string, trail: string[]): void => {
    for (const next of between.get(folder)?.keys() ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) {
        const loop = [...trail.slice(at), next];
        const key = [...loop.slice(0, -1)].sort().join(',');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push(loop.slice(0, -1).map((f, i) => shown(between.get(f)!.get(loop[i + 1]!)!)));
        }
        continue;
      }
      walk(next, [...trail, next]);
    }
  };
  for (const folder of between.keys()) walk(folder, [folder]);
  return cycles;
}

describe('layers of src/', () => {
  const edges = importEdges();

  it('finds the imports it checks', () => {
    expect(edges.length).toBeGreaterThan(100);
  });

  it('gives every src/ folder a place in the layer order', () => {
    const folders = [...new Set(sourceFiles(SRC).map(layerOf))];
    const unplaced = folders.filter((folder) => !(LAYERS as readonly string[]).includes(folder));
    expect(
      unplaced,
      `give these src/ folders a place in LAYERS in ${path.basename(import.meta.filename)}, below every folder that imports them`,
    ).toEqual([]);
  });

  it('imports only downward: from its own folder or from one earlier in the order', () => {
    const rank = (file: string) => (LAYERS as readonly string[]).indexOf(layerOf(file));
    const upward = edges
      .filter((edge) => rank(edge.from) >= 0 && rank(edge.to) >= 0)
      .filter((edge) => layerOf(edge.from) !== layerOf(edge.to) && rank(edge.to) > rank(edge.from))
      .map(shown);
    expect(upward, `upward imports (the order is ${LAYERS.join(' < ')})`).toEqual([]);
  });

  it('has no cycle between folders', () => {
    expect(folderCycles(edges), 'cycles between src/ folders').toEqual([]);
  });
});
