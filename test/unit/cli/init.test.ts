import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { initCommand } from '../../../src/cli/init.js';
import { WORKFLOW_FILE, SCHEMA_URL } from '../../../src/detect/starter.js';
import { parseConfigFile } from '../../../src/inputs/config-file-parse.js';
import { actionlint } from '../../support/actionlint.js';
import { cleanupRepos } from '../../support/git-repo.js';
import { DETECT_FIXTURES, fixtureRepo } from '../../support/detect-fixtures.js';

afterAll(cleanupRepos);

const CONFIG = '.kyverno-policy-check.yaml';
let stdout: string[];
let stderr: string[];

beforeEach(() => {
  stdout = [];
  stderr = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout.push(String(chunk));
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    stderr.push(String(chunk));
    return true;
  });
});
afterEach(() => vi.restoreAllMocks());

const EXPECTED: Record<(typeof DETECT_FIXTURES)[number], Record<string, unknown>> = {
  'policy-library': {
    policies: [
      'best-practices/disallow-latest-tag/disallow-latest-tag.yaml',
      'best-practices/require-team-label/require-team-label.yaml',
      'pod-security/disallow-privileged/disallow-privileged.yaml',
    ],
    tests: [
      'best-practices/disallow-latest-tag/.kyverno-test',
      'best-practices/require-team-label/.kyverno-test',
      'pod-security/disallow-privileged/.kyverno-test',
    ],
  },
  'app-repo': {
    policies: ['policies/disallow-latest-tag.yaml', 'policies/require-app-label.yaml'],
    'helm-charts': ['charts/web'],
    kustomizations: ['deploy/overlays/prod', 'deploy/overlays/staging'],
    manifests: ['manifests/batch/migrate.yml', 'manifests/settings.yaml'],
  },
  monorepo: {
    policies: [
      'platform/policies/disallow-latest-tag.yaml',
      'platform/policies/require-app-label.yaml',
    ],
    tests: ['platform/policies/.kyverno-test', 'platform/policies/suite-data'],
    'helm-charts': ['teams/b/chart'],
    kustomizations: ['teams/c/kustomize'],
    manifests: ['teams/a/k8s/app.yaml', 'teams/a/k8s/list.yaml'],
  },
};

describe.each(DETECT_FIXTURES)('init on the %s fixture', (name) => {
  it('writes the configuration file listing what was found, and the workflow', async () => {
    const repo = await fixtureRepo(name);
    expect(await initCommand([], repo.dir)).toBe(0);
    const text = await readFile(path.join(repo.dir, CONFIG), 'utf8');
    expect(text.split('\n')[0]).toBe(`# yaml-language-server: $schema=${SCHEMA_URL}`);
    expect(parse(text)).toEqual(EXPECTED[name]);
    // What init writes passes the file's own checks.
    expect(() => parseConfigFile(text, CONFIG)).not.toThrow();
    const workflow = parse(await readFile(path.join(repo.dir, WORKFLOW_FILE), 'utf8'));
    expect(workflow.jobs.kyverno.steps.at(-1)).toEqual({
      uses: 'your-org/kyverno-policy-check@v1',
    });
    // The workflow passes actionlint (`uses: your-org/…` is not fetched, only checked).
    expect(await actionlint(repo.dir, [WORKFLOW_FILE])).toEqual([]);
    expect(stdout.join('')).toContain(`Wrote ${CONFIG}: `);
    expect(stdout.join('')).toContain(
      `Wrote ${WORKFLOW_FILE}: runs the check on every pull request.`,
    );
  });

  it('refuses to overwrite without --force, and overwrites with it', async () => {
    const repo = await fixtureRepo(name);
    await writeFile(path.join(repo.dir, CONFIG), 'fail-on: warn\n');
    expect(await initCommand([], repo.dir)).toBe(2);
    expect(stderr.join('')).toBe(
      `init: ${CONFIG} already exists; nothing was written. Pass --force to overwrite.\n`,
    );
    expect(await readFile(path.join(repo.dir, CONFIG), 'utf8')).toBe('fail-on: warn\n');
    await expect(readFile(path.join(repo.dir, WORKFLOW_FILE), 'utf8')).rejects.toThrow();
    await mkdir(path.join(repo.dir, '.github/workflows'), { recursive: true });
    await writeFile(path.join(repo.dir, WORKFLOW_FILE), 'name: mine\n');
    stderr = [];
    expect(await initCommand([], repo.dir)).toBe(2);
    expect(stderr.join('')).toContain(`${CONFIG} and ${WORKFLOW_FILE} already exist`);
    expect(await initCommand(['--force'], repo.dir)).toBe(0);
    expect(parse(await readFile(path.join(repo.dir, CONFIG), 'utf8'))).toEqual(EXPECTED[name]);
  });
});

describe('init usage', () => {
  it('rejects an unknown flag with exit 2', async () => {
    expect(await initCommand(['--bogus'], process.cwd())).toBe(2);
    expect(stderr.join('')).toContain("Unknown option '--bogus'");
  });
});
