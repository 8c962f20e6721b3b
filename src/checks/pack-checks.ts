import type { BuiltinPack } from '../inputs/config.js';
import type { PolicyInfo } from '../model/report.js';
import { VALUES_POLICY_INFO } from './helm-values-keys.js';
import { PDB_POLICY_INFO } from './kyverno-install.js';

/** The checks a pack runs in TypeScript, described for the reports' policy catalog. */
export function packChecks(pack: BuiltinPack): PolicyInfo[] {
  return pack === 'kyverno-production' ? [{ ...PDB_POLICY_INFO }, { ...VALUES_POLICY_INFO }] : [];
}
