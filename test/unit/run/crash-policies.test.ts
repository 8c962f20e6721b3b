import { describe, expect, it } from 'vitest';
import type { PolicyPlan } from '../../../src/plan/policies.js';
import { policyArguments } from '../../../src/run/crash-policies.js';

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
