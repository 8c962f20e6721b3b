import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/action-runner.js';

describe('npx kyverno-policy-check', () => {
  it('is the package bin, and runs the local mode', () => {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    const bin = path.join(repoRoot, pkg.bin['kyverno-policy-check']);
    const help = execFileSync(process.execPath, [bin, '--help'], { encoding: 'utf8' });
    expect(help).toMatch(/^Usage: kyverno-policy-check \[options\]/);
    expect(help).toContain('--manifests GLOB');
  });
});
