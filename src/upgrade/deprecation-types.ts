/** The shapes of the deprecation table (deprecations.ts) and its generated part. */

export type DeprecationId =
  | 'legacy-policy'
  | 'legacy-cleanup-policy'
  | 'legacy-policy-exception'
  | 'global-context-entry-v2alpha1'
  | 'deprecated-crd-version'
  | 'validation-failure-action'
  | 'validation-failure-action-overrides'
  | 'test-schema'
  | 'test-json-payload';

/** One deprecated form: what it is, when Kyverno deprecates and removes it, and what replaces it. */
export interface Deprecation {
  id: DeprecationId;
  /** The deprecated form as a reader recognizes it, e.g. `kyverno.io ClusterPolicy and Policy`. */
  subject: string;
  /** The Kyverno release that deprecates it. */
  deprecatedIn: string;
  /** The Kyverno release whose CLI rejects it; absent when no removal is announced. */
  removedIn?: string;
  /** What to write instead. */
  replacement: string;
  /** A Kyverno command that rewrites it, when there is one. */
  fix?: string;
  /** Where this is stated: release notes, issues, CRD or doc paths. */
  source: string;
}

/** A CRD version the Kyverno CLI's embedded CRDs mark `deprecated: true`. */
export interface DeprecatedCrdVersion {
  group: string;
  kind: string;
  version: string;
  /** The newest served version that is not deprecated, to use instead. */
  use?: string;
  /** The CRD file in the Kyverno module. */
  source: string;
}
