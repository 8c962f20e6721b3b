/**
 * What each built-in policy pack checks in TypeScript besides its Kyverno policies, keyed by the
 * pack's name: the one place a pack's name decides behaviour. Stages ask this registry for the
 * checks of the packs in `builtin-policies`, never for a pack by name.
 */
import type { BuiltinPack } from '../inputs/config.js';
import type { PolicyInfo } from '../model/report.js';
import type { PolicyResult } from '../model/result.js';
import type { Render } from '../plan/renders.js';
import { checkValuesOfRenders } from './helm-values-files.js';
import { VALUES_POLICY_INFO } from './helm-values-keys.js';
import { PDB_POLICY_INFO } from './kyverno-install.js';
import { checkObjectSet, type ObjectSet } from './manifest-sets.js';

export interface PackChecks {
  /** The checks described for the reports' policy catalog. */
  catalog: readonly PolicyInfo[];
  /** What one object cannot show: checked over each manifest file and each render. */
  objectSet?: (set: ObjectSet) => PolicyResult[];
  /** Checks of the values files the Helm renders use. */
  renders?: (
    renders: readonly Render[],
    read: (file: string) => Promise<string | undefined>,
  ) => Promise<PolicyResult[]>;
}

const PACKS: Record<BuiltinPack, PackChecks> = {
  'kyverno-production': {
    catalog: [PDB_POLICY_INFO, VALUES_POLICY_INFO],
    objectSet: checkObjectSet,
    renders: checkValuesOfRenders,
  },
};

/** The checks of the packs named, in the order named. */
export function checksOfPacks(packs: readonly BuiltinPack[] | undefined): PackChecks[] {
  return (packs ?? []).map((pack) => PACKS[pack]);
}

/** The checks a pack runs in TypeScript, described for the reports' policy catalog. */
export function packChecks(pack: BuiltinPack): PolicyInfo[] {
  return PACKS[pack].catalog.map((info) => ({ ...info }));
}
