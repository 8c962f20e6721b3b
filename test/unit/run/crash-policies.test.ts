import { describe, expect, it } from 'vitest';
import { applyError } from '../../../src/model/result.js';
import type { PolicyPlan } from '../../../src/plan/policies.js';
import { policyArguments, recheckCrashes } from '../../../src/run/crash-policies.js';
import { OBJECT_NOT_CHECKED, type Crash, type IsolationPort } from '../../../src/run/isolate.js';

const policy = (file: string, line = 1) => ({ kind: 'ClusterPolicy', name: file, file, line });

describe('policyArguments', () => {
  it('splits a folder into its files, keeps a file and a built-in pack whole', () => {
    const plan: PolicyPlan = {
      sources: [
        {
          argument: '/ws/policies',
          display: 'policies',
          policies: [
            policy('policies/a.yaml', 3),
            policy('policies/b.yaml'),
            policy('policies/a.yaml', 9),
          ],
        },
        {
          argument: '/ws/extra/c.yaml',
          display: 'extra/c.yaml',
          policies: [policy('extra/c.yaml', 2)],
        },
        {
          argument: '/action/packs/kyverno-production',
          display: 'kyverno-production',
          builtin: 'kyverno-production',
          policies: [policy('x.yaml'), policy('y.yaml')],
        },
      ],
      exceptions: [],
      errors: [],
    };
    expect(policyArguments(plan, '/ws')).toEqual([
      { argument: '/ws/policies/a.yaml', display: 'policies/a.yaml', line: 3 },
      { argument: '/ws/policies/b.yaml', display: 'policies/b.yaml', line: 1 },
      { argument: '/ws/extra/c.yaml', display: 'extra/c.yaml', line: 2 },
      { argument: '/action/packs/kyverno-production', display: 'kyverno-production', line: 1 },
    ]);
  });
});

describe('recheckCrashes', () => {
  // What Kyverno 1.19.1 prints when it panics (see apply-policy-crash.test.ts).
  const panic = {
    exitCode: 2,
    stdout: '',
    stderr:
      'panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x34218d0]\n\ngoroutine 1 [running]:\n',
    timedOut: false,
  };
  const crash = (name: string): Crash => {
    const result = applyError({ message: `${name} crashed`, reason: OBJECT_NOT_CHECKED });
    const unit = { argument: `--resource=${name}.yaml`, keys: [name], file: `${name}.yaml` };
    return { unit: { ...unit, declared: [], texts: [], copyName: 'x' }, reason: 'crash', result };
  };

  it('blames no policy for objects that crash Kyverno whatever the policies, and stops searching', async () => {
    let runs = 0;
    const port: IsolationPort = {
      run: async () => ({ ran: panic, run: ++runs, outputDir: '/nowhere' }),
      subset: async (unit) => unit,
      explain: () => '',
      timeoutMs: 1000,
    };
    const crashes = ['a', 'b', 'c'].map(crash);
    const outcome = {
      results: crashes.map((c) => c.result),
      diagnostics: [],
      notices: [],
      runFailures: [],
      mutations: [],
      crashed: crashes,
    };
    const policies = ['p1', 'p2', 'p3', 'p4', 'p5'].map((name) => ({
      argument: name,
      display: name,
      line: 1,
    }));
    const after = await recheckCrashes([outcome], port, policies, (units) => [[...units]]);
    expect(after.flatMap((batch) => batch.results)).toEqual(crashes.map((c) => c.result));
    // Two searches of about 2·log2(5) runs each, then no more.
    expect(runs).toBeLessThanOrEqual(2 * 2 * 3);
  });
});
