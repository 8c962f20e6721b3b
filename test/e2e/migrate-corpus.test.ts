/**
 * `migrate` over the shared corpus (kyverno/policies): every legacy validate-only policy is
 * converted or reported unsupported, at least 60 % of those without external context are proven
 * equivalent, and no `equivalent` claim is false. Each claim is re-checked here independently of
 * the migrator: the converted suites run with `kyverno test`, and `kyverno apply` of the original
 * and the converted policy must agree on every resource of the policy's suites. Where the corpus
 * also has a hand-written CEL version of a policy, it and the conversion must agree on the union
 * of their suites' resources.
 */
import { readdir, readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse, parseAllDocuments, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type MigrationEntry } from '../../src/migrate/migrate.js';
import { extractPolicyReports } from '../../src/parse/policy-report/index.js';
import { runProcess } from '../../src/process/run-process.js';
import { CORPUS_SKIP_MESSAGE, hasSharedCorpus, sharedCorpusDir } from '../support/corpus.js';
import { kyvernoBinary } from '../support/kyverno.js';

type Json = Record<string, unknown>;

const present = hasSharedCorpus();
const corpus = () => path.join(sharedCorpusDir(), 'kyverno-policies');
let out: string;
let scratch: string;
let entries: MigrationEntry[];

/** The measured figure, printed for the README. */
const EQUIVALENT_TARGET = 0.6;

beforeAll(async () => {
  if (!present) return;
  out = await mkdtemp(path.join(os.tmpdir(), 'kpc-migrate-corpus-'));
  scratch = await mkdtemp(path.join(os.tmpdir(), 'kpc-migrate-check-'));
  entries = await migrate({
    paths: [corpus()],
    cwd: corpus(),
    outDir: out,
    manifests: [],
    kyverno: kyvernoBinary(),
  });
}, 1_800_000);

afterAll(async () => {
  for (const dir of [out, scratch]) if (dir) await rm(dir, { recursive: true, force: true });
});

async function yamlFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && /\.ya?ml$/.test(entry.name))
      found.push(path.join(entry.parentPath, entry.name));
  return found.sort();
}

const docs = async (file: string): Promise<Json[]> =>
  parseAllDocuments(await readFile(file, 'utf8'))
    .filter((d) => d.errors.length === 0)
    .map((d) => d.toJS() as Json)
    .filter((d) => d !== null && typeof d === 'object');

const isLegacy = (d: Json) =>
  String(d.apiVersion).startsWith('kyverno.io/') &&
  ['ClusterPolicy', 'Policy'].includes(String(d.kind));
const rules = (d: Json) => ((d.spec as Json | undefined)?.rules ?? []) as Json[];
const validateOnly = (d: Json) =>
  rules(d).length > 0 &&
  rules(d).every((r) => r.validate && !r.mutate && !r.generate && !r.verifyImages);
const externalContext = (d: Json) =>
  JSON.stringify(rules(d)).match(/"(apiCall|configMap|imageRegistry|globalReference)"/) !== null;

/** Outcome per `Kind/name` for one policy name in a `kyverno apply` report. */
async function applyOutcomes(
  policyFiles: string[],
  resources: string[],
): Promise<Map<string, Map<string, string>>> {
  const args = [
    'apply',
    ...policyFiles,
    ...resources.flatMap((r) => ['--resource', r]),
    '--policy-report',
    '--output-format=json',
  ];
  const result = await runProcess(kyvernoBinary(), args, { cwd: scratch });
  const byPolicy = new Map<string, Map<string, string>>();
  for (const report of extractPolicyReports(result.stdout).reports)
    for (const entry of report.results)
      for (const resource of entry.resources ?? []) {
        const policy = (entry.policy ?? '').split('/').pop()!;
        const outcomes = byPolicy.get(policy) ?? new Map<string, string>();
        const key = `${resource.kind}/${resource.namespace ?? ''}/${resource.name}`;
        const verdict =
          entry.result === 'fail' || entry.result === 'warn'
            ? 'fail'
            : entry.result === 'error'
              ? 'error'
              : 'pass';
        const previous = outcomes.get(key);
        if (
          previous === undefined ||
          verdict === 'error' ||
          (verdict === 'fail' && previous === 'pass')
        )
          outcomes.set(key, verdict);
        byPolicy.set(policy, outcomes);
      }
  return byPolicy;
}

/**
 * Resources on which two policies (file, name) differ: `Kind/ns/name: first X, second Y`. One
 * `kyverno apply` per resource file: suites reuse resource names, which one run cannot hold.
 */
async function compareTwo(
  [firstFile, first]: [string, string],
  [secondFile, second]: [string, string],
  resources: string[],
): Promise<string[]> {
  const differences: string[] = [];
  let results = 0;
  for (const resource of resources) {
    const outcomes = await applyOutcomes([firstFile, secondFile], [resource]);
    const a = outcomes.get(first) ?? new Map<string, string>();
    const b = outcomes.get(second) ?? new Map<string, string>();
    results += a.size + b.size;
    for (const key of new Set([...a.keys(), ...b.keys()]))
      if ((a.get(key) ?? 'pass') !== (b.get(key) ?? 'pass'))
        differences.push(`${key}: ${first} ${a.get(key)}, ${second} ${b.get(key)}`);
  }
  if (results === 0) differences.push(`no result at all for ${first} and ${second}`);
  return differences;
}

/** `other-vpol/x/y.yaml` and `other/x/y.yaml` are versions of one policy: `other/x`. */
const policyHome = (relative: string): string => {
  const [category = '', ...rest] = path.dirname(relative).split('/');
  return [category.replace(/-(cel|vpol)$/, ''), ...rest].join('/');
};

/** The resources (absolute) of every suite in the corpus that names a policy called `name`. */
async function suiteResources(
  name: string,
  suites: { file: string; value: Json }[],
): Promise<string[]> {
  const files = new Set<string>();
  for (const suite of suites) {
    const results = (suite.value.results ?? []) as Json[];
    if (!results.some((r) => String(r.policy).split('/').pop() === name)) continue;
    for (const resource of (suite.value.resources ?? []) as string[])
      files.add(path.resolve(path.dirname(suite.file), resource));
  }
  return [...files].sort();
}

async function writePolicy(name: string, value: Json, newName: string): Promise<string> {
  const copy = structuredClone(value) as { metadata: { name: string } };
  copy.metadata.name = newName;
  const file = path.join(scratch, `${newName}.yaml`);
  await writeFile(file, stringify(copy));
  return file;
}

describe.skipIf(!present)(
  present
    ? 'migrate over the shared corpus'
    : `migrate over the shared corpus: skipped, ${CORPUS_SKIP_MESSAGE}`,
  () => {
    it('converts or reports every legacy validate-only policy, and proves at least 60 % equivalent', async () => {
      let legacy = 0;
      let countable = 0;
      let equivalent = 0;
      for (const file of await yamlFiles(corpus())) {
        for (const document of await docs(file)) {
          if (!isLegacy(document) || !validateOnly(document)) continue;
          legacy++;
          const name = String((document.metadata as Json).name);
          const relative = path.relative(corpus(), file);
          const entry = entries.find((e) => e.file === relative && e.policy === name);
          expect(entry, `${relative} ${name}`).toBeDefined();
          expect(['equivalent', 'differs', 'unsupported']).toContain(entry!.status);
          if (entry!.status !== 'equivalent') expect(entry!.reason).not.toBe('');
          if (externalContext(document)) continue;
          countable++;
          if (entry!.status === 'equivalent') equivalent++;
        }
      }
      const share = equivalent / countable;
      console.log(
        `migrate corpus figure: ${equivalent} of ${countable} legacy validate-only policies without external context are equivalent (${(share * 100).toFixed(0)} %), ${legacy} validate-only in all`,
      );
      expect(share).toBeGreaterThanOrEqual(EQUIVALENT_TARGET);
    });

    it(
      'every equivalent claim holds: the converted suites pass',
      { timeout: 1_200_000 },
      async () => {
        const claimed = entries.filter((e) => e.status === 'equivalent');
        const suiteFiles = [...new Set(claimed.flatMap((e) => e.suites))].map((s) =>
          path.join(out, s),
        );
        const dirs = [...new Set(suiteFiles.map((f) => path.dirname(f)))];
        const result = await runProcess(
          kyvernoBinary(),
          ['test', ...dirs, '--remove-color', '--detailed-results'],
          { cwd: out },
        );
        const names = new Set(claimed.map((e) => e.policy));
        const failed = result.stdout
          .split('\n')
          .filter((line) => /│\s*Fail\s*│/.test(line))
          .filter((line) => [...names].some((name) => line.includes(` ${name} `)));
        expect(failed, result.stdout.slice(-3000)).toEqual([]);
        expect(result.stdout).toMatch(/Test Summary: \d+ tests passed and 0 tests failed/);
      },
    );

    it(
      'every equivalent claim holds: kyverno apply gives each resource the same outcome',
      { timeout: 1_800_000 },
      async () => {
        const suites: { file: string; value: Json }[] = [];
        for (const file of await yamlFiles(corpus()))
          if (/kyverno-test\.ya?ml$/.test(file))
            suites.push({ file, value: parse(await readFile(file, 'utf8')) as Json });
        const mismatches: string[] = [];
        for (const entry of entries.filter((e) => e.status === 'equivalent')) {
          const original = (await docs(path.join(corpus(), entry.file))).find(
            (d) => isLegacy(d) && (d.metadata as Json).name === entry.policy,
          )!;
          const resources = await suiteResources(
            entry.policy,
            suites.filter((s) => entry.suites.includes(path.relative(corpus(), s.file))),
          );
          const left = await writePolicy(entry.policy, original, `${entry.policy}-original`);
          const right = await writePolicy(
            entry.policy,
            parse(entry.converted!) as Json,
            `${entry.policy}-check`,
          );
          const differences = await compareTwo(
            [left, `${entry.policy}-original`],
            [right, `${entry.policy}-check`],
            resources,
          );
          mismatches.push(...differences.map((d) => `${entry.file} ${entry.policy} ${d}`));
        }
        expect(mismatches).toEqual([]);
      },
    );

    it(
      'conversions agree with the hand-written CEL versions on the union of their suites',
      { timeout: 1_800_000 },
      async () => {
        const suites: { file: string; value: Json }[] = [];
        const handWritten = new Map<string, { file: string; value: Json }[]>();
        for (const file of await yamlFiles(corpus())) {
          if (/kyverno-test\.ya?ml$/.test(file)) {
            suites.push({ file, value: parse(await readFile(file, 'utf8')) as Json });
            continue;
          }
          for (const document of await docs(file)) {
            const cel =
              document.kind === 'ValidatingPolicy' ||
              (isLegacy(document) &&
                rules(document).length > 0 &&
                rules(document).every((r) => (r.validate as Json | undefined)?.cel));
            if (!cel) continue;
            const home = policyHome(path.relative(corpus(), file));
            handWritten.set(home, [...(handWritten.get(home) ?? []), { file, value: document }]);
          }
        }
        const disagreements: string[] = [];
        let pairs = 0;
        for (const entry of entries.filter((e) => e.status === 'equivalent')) {
          for (const other of handWritten.get(policyHome(entry.file)) ?? []) {
            if ((other.value.metadata as Json).name !== entry.policy) continue;
            if (path.relative(corpus(), other.file) === entry.file) continue;
            pairs++;
            const homes = [entry.file, path.relative(corpus(), other.file)].map((f) =>
              path.dirname(f),
            );
            const own = suites.filter((suite) =>
              homes.some((home) => path.relative(corpus(), suite.file).startsWith(`${home}/`)),
            );
            const resources = await suiteResources(entry.policy, own);
            const mine = await writePolicy(
              entry.policy,
              parse(entry.converted!) as Json,
              `${entry.policy}-converted`,
            );
            const theirs = await writePolicy(
              entry.policy,
              other.value,
              `${entry.policy}-handwritten`,
            );
            const differences = await compareTwo(
              [mine, `${entry.policy}-converted`],
              [theirs, `${entry.policy}-handwritten`],
              resources,
            );
            const pair = `${entry.file} vs ${path.relative(corpus(), other.file)}`;
            disagreements.push(...differences.map((d) => `${pair} ${d}`));
          }
        }
        console.log(
          `migrate corpus: ${pairs} conversion(s) compared with a hand-written CEL version`,
        );
        expect(disagreements).toEqual([]);
      },
    );
  },
);
