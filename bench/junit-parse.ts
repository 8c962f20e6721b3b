/**
 * Parsing a 100 000-testcase `kyverno test -o junit --detailed-results` output (synthesised in
 * Kyverno's exact format, quirks included: bench/junit-synth.ts) with the project's parser
 * (src/parse/junit: split, repair, validate, parse, classify), against fast-xml-parser alone on
 * the same documents once they are well-formed. Each measurement runs in a child process of its
 * own (bench/junit-parse-child.ts), so its peak RSS is not polluted by the rest of the bench;
 * runs alternate between the two, BENCH_JUNIT_RUNS each (default 3).
 *
 *   node --import tsx bench/junit-parse.ts
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { repairJUnitDocument } from '../src/parse/junit/repair.js';
import { splitTestOutput } from '../src/parse/junit/split.js';
import { median, msMeasure, runStandalone, type BenchContext, type Row } from './harness.js';
import { DOCUMENT_SEPARATOR, type ChildMeasurement } from './junit-parse-child.js';
import { synthesiseKyvernoOutput } from './junit-synth.js';

const execFileAsync = promisify(execFile);
const TESTCASES = 100_000;
const child = fileURLToPath(new URL('./junit-parse-child.ts', import.meta.url));

async function measure(args: string[], expected: number): Promise<ChildMeasurement> {
  const { stdout } = await execFileAsync(
    process.execPath,
    [...process.execArgv, '--expose-gc', child, ...args],
    { maxBuffer: 64 * 2 ** 20 },
  );
  const measurement = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ChildMeasurement;
  if (measurement.testcases !== expected || measurement.notices.length > 0) {
    throw new Error(
      `${args[0]} read ${measurement.testcases} of ${expected} testcases: ${measurement.notices.join('; ')}`,
    );
  }
  return measurement;
}

export async function junitParseRows(context: BenchContext): Promise<Row[]> {
  const runs = Number(process.env.BENCH_JUNIT_RUNS ?? 3);
  const synthesised = synthesiseKyvernoOutput(TESTCASES);
  const sizeMb = Buffer.byteLength(synthesised.stdout) / 2 ** 20;
  context.log(
    `JUnit: parsing ${TESTCASES} testcases (${sizeMb.toFixed(0)} MB of Kyverno output), ${runs} runs each`,
  );
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kpc-bench-junit-'));
  try {
    const stdoutFile = path.join(dir, 'kyverno-test.stdout');
    const filesFile = path.join(dir, 'test-files.json');
    const repairedFile = path.join(dir, 'repaired.xml');
    await writeFile(stdoutFile, synthesised.stdout);
    await writeFile(filesFile, JSON.stringify(synthesised.files));
    const documents = splitTestOutput(synthesised.stdout).documents;
    await writeFile(
      repairedFile,
      documents.map((document) => repairJUnitDocument(document.text)).join(DOCUMENT_SEPARATOR),
    );

    const action: ChildMeasurement[] = [];
    const baseline: ChildMeasurement[] = [];
    for (let run = 0; run < runs; run++) {
      action.push(await measure(['action', stdoutFile, filesFile], TESTCASES));
      baseline.push(await measure(['baseline', repairedFile], TESTCASES));
    }
    const mbMeasure = (samples: ChildMeasurement[], pick: (m: ChildMeasurement) => number) => ({
      value: median(samples.map(pick)),
      unit: 'MB' as const,
      runs: samples.length,
    });
    const heap = (samples: ChildMeasurement[]) =>
      `${median(samples.map((m) => m.retainedHeapMb)).toFixed(0)} MB`;
    const what = `${TESTCASES / 1000}k-testcase JUnit (${documents.length} documents, ${sizeMb.toFixed(0)} MB)`;
    return [
      {
        what: `parse ${what}: the project's parser vs bare fast-xml-parser`,
        action: msMeasure(action.map((m) => m.ms)),
        baseline: msMeasure(baseline.map((m) => m.ms)),
        notes: [
          `${synthesised.failures} failures; every testcase read, Kyverno's summary line cross-checked ` +
            'with no notice; times measured inside each child, after reading the file',
        ],
      },
      {
        what: `peak RSS parsing the ${what} in a child process`,
        action: mbMeasure(action, (m) => m.peakRssMb),
        baseline: mbMeasure(baseline, (m) => m.peakRssMb),
        notes: [
          `heap still held by the parsed results after a full GC: action ${heap(action)}, ` +
            `baseline ${heap(baseline)}; each child's RSS includes Node, tsx and the input text`,
        ],
      },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  await runStandalone('Parsing Kyverno JUnit output', junitParseRows);
}
