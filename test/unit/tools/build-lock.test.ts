import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireLock } from '../../../scripts/go-tool-from-source.mjs';

describe('the cross-process build lock of scripts/go-tool-from-source.mjs', () => {
  let dir: string;
  let lock: string;
  const logs: string[] = [];
  const log = (message: string): void => void logs.push(message);

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'build-lock-'));
    lock = path.join(dir, 'kyverno-v1.19.1-abc-linux-amd64.lock');
    logs.length = 0;
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('records its owner pid and is gone once released', async () => {
    const release = await acquireLock(lock, log, 'Kyverno v1.19.1');
    const owner = JSON.parse(await readFile(path.join(lock, 'owner.json'), 'utf8')) as {
      pid: number;
      host: string;
    };
    expect(owner).toMatchObject({ pid: process.pid, host: os.hostname() });
    await release();
    expect(existsSync(lock)).toBe(false);
  });

  it('waits while a live process holds it, then takes it', async () => {
    const first = await acquireLock(lock, log, 'Kyverno v1.19.1');
    let taken = false;
    const second = acquireLock(lock, log, 'Kyverno v1.19.1').then((release) => {
      taken = true;
      return release;
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(taken).toBe(false);
    expect(logs.join('\n')).toContain(
      `waiting for Kyverno v1.19.1, being built by pid ${process.pid}`,
    );
    await first();
    const release = await second;
    expect(taken).toBe(true);
    await release();
  });

  it('takes over a lock whose owner process is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    await mkdir(lock);
    await writeFile(
      path.join(lock, 'owner.json'),
      JSON.stringify({ pid: gone, host: os.hostname(), started: new Date().toISOString() }),
    );
    const release = await acquireLock(lock, log, 'Kyverno v1.19.1');
    expect(logs.join('\n')).toContain(`removing a stale build lock ${lock} (pid ${gone} is gone)`);
    await release();
  });
});
