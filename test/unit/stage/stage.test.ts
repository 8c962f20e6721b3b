import { expect, it } from 'vitest';
import { plansApply, plansKyverno } from '../../../src/stage/stage.js';
import type { CheckPlan } from '../../../src/stage/stage.js';

const plan = (parts: Partial<Pick<CheckPlan, 'suites' | 'manifestFiles' | 'renders'>>) => ({
  suites: [],
  manifestFiles: [],
  renders: [],
  ...parts,
});

it('says whether `kyverno apply` has manifests or renders to check', () => {
  expect(plansApply(plan({}))).toBe(false);
  expect(plansApply(plan({ manifestFiles: ['deploy.yaml'] }))).toBe(true);
  expect(plansApply(plan({ renders: [{} as CheckPlan['renders'][number]] }))).toBe(true);
});

it('says whether the plan runs Kyverno at all: suites, or anything to apply', () => {
  expect(plansKyverno(plan({}))).toBe(false);
  expect(plansKyverno(plan({ suites: [{} as CheckPlan['suites'][number]] }))).toBe(true);
  expect(plansKyverno(plan({ manifestFiles: ['deploy.yaml'] }))).toBe(true);
});
