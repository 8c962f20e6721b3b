/**
 * A one-suite repository for the pipeline's tests: a policy that requires a `team` label on Pods
 * (with its catalog annotations), a suite that checks a labelled Pod, and Pods to apply it to.
 */
export const TEAM_POLICY = `apiVersion: kyverno.io/v1
kind: ClusterPolicy
metadata:
  name: require-team-label
  annotations:
    policies.kyverno.io/title: Require Team Label
    policies.kyverno.io/category: Multi-Tenancy
    policies.kyverno.io/severity: high
    policies.kyverno.io/description: >-
      Every Pod names the team that owns it
      in its \`team\` label.
spec:
  validationFailureAction: Audit
  background: true
  rules:
    - name: check-team
      match:
        any:
          - resources:
              kinds: [Pod]
      validate:
        message: "The label team is required."
        pattern:
          metadata:
            labels:
              team: "?*"
`;

export const TEAM_TEST = `apiVersion: cli.kyverno.io/v1alpha1
kind: Test
metadata:
  name: team-label
policies:
  - ../policy.yaml
resources:
  - resources.yaml
results:
  - policy: require-team-label
    rule: check-team
    resources: [good]
    kind: Pod
    result: pass
`;

export const teamPod = (name: string, labels: string): string =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: ${name}\n  namespace: default\n${labels}` +
  'spec:\n  containers:\n    - name: app\n      image: nginx:1.27\n';

/** The policy and its suite, by workspace-relative path. */
export const TEAM_SUITE_FILES: Readonly<Record<string, string>> = {
  'policies/team/policy.yaml': TEAM_POLICY,
  'policies/team/.kyverno-test/kyverno-test.yaml': TEAM_TEST,
  'policies/team/.kyverno-test/resources.yaml': teamPod('good', '  labels:\n    team: web\n'),
};
