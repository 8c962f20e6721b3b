import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCoreSink } from '../../../src/github/publish.js';

describe('createCoreSink', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('appends to $GITHUB_STEP_SUMMARY, and reports when the runner has none', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'summary-')), 'step_summary');
    await writeFile(file, 'before\n');
    vi.stubEnv('GITHUB_STEP_SUMMARY', file);
    const sink = createCoreSink(core);
    expect(await sink.writeSummary('## Kyverno\n')).toBe(true);
    expect(await readFile(file, 'utf8')).toBe('before\n## Kyverno\n\n');
    vi.stubEnv('GITHUB_STEP_SUMMARY', '');
    expect(await sink.writeSummary('x')).toBe(false);
  });

  it('emits annotations as escaped workflow commands', () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const sink = createCoreSink(core);
    sink.warning('probes\nmissing', { file: 'deploy/a.yaml', startLine: 2, title: 'p/r' });
    sink.notice('one notice');
    vi.restoreAllMocks();
    expect(written.join('')).toBe(
      `::warning title=p/r,file=deploy/a.yaml,line=2::probes%0Amissing${os.EOL}::notice::one notice${os.EOL}`,
    );
  });
});
