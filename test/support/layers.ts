/**
 * The folders of src/, lowest layer first, each with why it sits where it does. A file may import
 * from its own folder and from any folder listed BEFORE its own. One source for the layering test
 * (test/unit/architecture/layers.test.ts) and the README's folder map (test/unit/architecture/readme-map.test.ts).
 * A new folder must be given its place here, below every folder that imports it.
 */
export const LAYERS = [
  ['model', 'the neutral result model and the logger port: shared by every stage, imports nothing'],
  [
    'documents',
    'reading documents: YAML manifests, workspace files, the object guard, the policy-kind table',
  ],
  ['inputs', 'action inputs -> validated Config'],
  ['process', 'spawning a program with an argument array, never a shell'],
  ['changes', "what changed: the changed files, the base commit and the baseline's decision"],
  ['plan', 'what to run: scope, suites, manifests, renders, the policy plan, shards'],
  ['install', 'the Kyverno, Helm and Kustomize installers and the supported-version check'],
  ['render', 'Helm charts and Kustomize trees -> manifests for `kyverno apply`'],
  [
    'stage',
    'the one Stage interface, its context, and whether a plan runs Kyverno (above render: the plan carries its output)',
  ],
  [
    'detect',
    "auto-detection over git's listing of the tree, the configuration file's inputs layered in, and its report part (a stage)",
  ],
  ['locate', 'place a result at a file and line'],
  [
    'parse',
    "Kyverno's outputs (and our JSON results file) -> the model; uses locate while reading",
  ],
  ['checks', "checks made beside a run (pure), and the built-in packs' registry of them"],
  [
    'coverage',
    "test rows that cannot fail, entries naming nothing, and the suites' rule coverage (pure)",
  ],
  ['run', '`kyverno test` / `kyverno apply` processes, and the test, render and apply stages'],
  ['catalog', 'the policies behind the results, for the reports (a stage; read by upgrade)'],
  ['upgrade', 'deprecated-API findings and the upgrade preview (stages; report/ renders them)'],
  [
    'baseline',
    'the baseline stage: the base commit checked like the head, results new or existing',
  ],
  ['verdict', 'fail-on: pass or fail, and its one-line reason (report/ renders it)'],
  [
    'suggest',
    "Kyverno's mutations written into manifest text, and the suggestions a diff allows (pure)",
  ],
  [
    'report',
    'renderers only: annotations, check run, summary, comment, JSON, JUnit, SARIF, terminal',
  ],
  [
    'files',
    'the finish step (verdict, JSON, JUnit, SARIF files); manifests read for --fix and suggestions',
  ],
  ['github', 'every GitHub API call (check run, comment), the Octokit client, the run context'],
  ['merge', 'merges the JSON results of sharded jobs'],
  ['migrate', 'the policy-migration helper, and the migration-notes stage'],
  ['pipeline', 'the list of stages and the loop that runs them; install-then-check'],
  ['cli', 'local mode: flags -> the same pipeline and finish step, printed to the terminal'],
  ['main', "src/main.ts and src/index.ts: the action's wiring"],
] as const satisfies readonly (readonly [string, string])[];

export const LAYER_NAMES: readonly string[] = LAYERS.map(([name]) => name);
