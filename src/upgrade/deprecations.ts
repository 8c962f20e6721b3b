/**
 * What Kyverno deprecates or removes in the files a repository holds: the one table the
 * upgrade-readiness check reads. Each row names its sources; versions were checked against the
 * Kyverno module's source at the release tags and the issues and docs named.
 * The CRD versions marked `deprecated: true` come from the CLI's embedded CRDs, generated into
 * crd-versions.generated.ts.
 */
import type { Deprecation, DeprecationId } from './deprecation-types.js';

export const DEPRECATIONS: Readonly<Record<DeprecationId, Deprecation>> = {
  'legacy-policy': {
    id: 'legacy-policy',
    subject: 'kyverno.io ClusterPolicy and Policy',
    deprecatedIn: '1.19',
    removedIn: '1.20',
    replacement:
      'ValidatingPolicy, MutatingPolicy, GeneratingPolicy or ImageValidatingPolicy (policies.kyverno.io/v1), by rule type',
    source:
      'kyverno/kyverno#16302 (1.19 deprecation, 1.20 removal); kyverno/kyverno#17553 (1.20 CLI rejects them); ' +
      'https://kyverno.io/docs/policy-types/overview (marked deprecated since 1.17)',
  },
  'legacy-cleanup-policy': {
    id: 'legacy-cleanup-policy',
    subject: 'kyverno.io CleanupPolicy and ClusterCleanupPolicy',
    deprecatedIn: '1.19',
    removedIn: '1.20',
    replacement:
      'DeletingPolicy (policies.kyverno.io/v1; NamespacedDeletingPolicy for CleanupPolicy)',
    source:
      'kyverno/kyverno#16302, kyverno/kyverno#16507 (DeletingPolicy parity); kyverno/kyverno#17553 (1.20 CLI rejects them)',
  },
  'legacy-policy-exception': {
    id: 'legacy-policy-exception',
    subject: 'kyverno.io PolicyException',
    deprecatedIn: '1.19',
    removedIn: '1.20',
    replacement: 'PolicyException (policies.kyverno.io/v1)',
    source:
      'kyverno/kyverno#16868 (1.19 deprecation warning); kyverno/kyverno#17553 (1.20 CLI rejects it)',
  },
  'global-context-entry-v2alpha1': {
    id: 'global-context-entry-v2alpha1',
    subject: 'kyverno.io/v2alpha1 GlobalContextEntry',
    deprecatedIn: '1.17',
    removedIn: '1.21',
    replacement: 'GlobalContextEntry (kyverno.io/v2)',
    source:
      'config/crds/kyverno/kyverno.io_globalcontextentries.yaml (v2alpha1 `deprecated: true` since v1.17.0); ' +
      'kyverno/kyverno#17493 (1.21 deletes api/kyverno/v2alpha1)',
  },
  'deprecated-crd-version': {
    id: 'deprecated-crd-version',
    subject: 'deprecated CRD versions',
    deprecatedIn: 'the running CLI',
    replacement: 'the CRD’s storage version',
    source: 'cmd/cli/kubectl-kyverno/data/crds (`deprecated: true`), see crd-versions.generated.ts',
  },
  'validation-failure-action': {
    id: 'validation-failure-action',
    subject: 'spec.validationFailureAction',
    deprecatedIn: '1.13',
    removedIn: '1.20',
    replacement: '`failureAction` in each `validate` rule',
    source:
      'api/kyverno/v1/spec_types.go ("Deprecated, use validationFailureAction under the validate rule", since v1.13.0); ' +
      'https://kyverno.io/docs/policy-types/cluster-policy/policy-settings; removed with kyverno.io/v1 in 1.20',
  },
  'validation-failure-action-overrides': {
    id: 'validation-failure-action-overrides',
    subject: 'spec.validationFailureActionOverrides',
    deprecatedIn: '1.13',
    removedIn: '1.20',
    replacement: '`failureActionOverrides` in each `validate` rule',
    source:
      'api/kyverno/v1/spec_types.go ("Deprecated, use validationFailureActionOverrides under the validate rule", since v1.13.0); ' +
      'removed with kyverno.io/v1 in 1.20',
  },
  'test-schema': {
    id: 'test-schema',
    subject: 'test file without apiVersion/kind, or with a top-level name',
    deprecatedIn: '1.12',
    removedIn: '1.15',
    replacement: '`apiVersion: cli.kyverno.io/v1alpha1`, `kind: Test` and `metadata.name`',
    fix: 'kyverno fix test',
    source:
      'cmd/cli/kubectl-kyverno/deprecations/check.go (CheckTest, v1.12.0); ' +
      'cmd/cli/kubectl-kyverno/commands/test/command.go ("uses a deprecated schema" error since v1.15.0)',
  },
  'test-json-payload': {
    id: 'test-json-payload',
    subject: 'test file jsonPayload',
    deprecatedIn: '1.19',
    replacement: '`jsonPayloads` (a list)',
    source:
      'cmd/cli/kubectl-kyverno/apis/v1alpha1/test.go ("Deprecated: Use JSONPayloads instead."); kyverno/kyverno#15584 (v1.19.0)',
  },
};

/** What replaces a legacy policy's rule type, cluster-wide and namespaced (`Policy`). */
export const RULE_REPLACEMENTS: readonly {
  rule: 'validate' | 'mutate' | 'generate' | 'verifyImages';
  cluster: string;
  namespaced: string;
}[] = [
  { rule: 'validate', cluster: 'ValidatingPolicy', namespaced: 'NamespacedValidatingPolicy' },
  { rule: 'mutate', cluster: 'MutatingPolicy', namespaced: 'NamespacedMutatingPolicy' },
  { rule: 'generate', cluster: 'GeneratingPolicy', namespaced: 'NamespacedGeneratingPolicy' },
  {
    rule: 'verifyImages',
    cluster: 'ImageValidatingPolicy',
    namespaced: 'NamespacedImageValidatingPolicy',
  },
];

/** The API version of every replacement kind. */
export const REPLACEMENT_API_VERSION = 'policies.kyverno.io/v1';
