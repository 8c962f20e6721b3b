import { describe, expect, it } from 'vitest';
import { readPolicyInfo } from '../../../src/documents/policy-info.js';

const annotated = `apiVersion: kyverno.io/v1
kind: ClusterPolicy
metadata:
  name: require-labels
  annotations:
    policies.kyverno.io/title: Require Labels
    policies.kyverno.io/category: Best Practices
    policies.kyverno.io/severity: medium
    policies.kyverno.io/subject: Pod, Label
    policies.kyverno.io/description: >-
      Define and use labels that identify semantic attributes
      of your application.
spec:
  rules: []
`;

describe('readPolicyInfo', () => {
  it('reads the title, category, severity and description annotations', () => {
    expect(readPolicyInfo(annotated, 'policies/labels.yaml')).toEqual([
      {
        name: 'require-labels',
        kind: 'ClusterPolicy',
        title: 'Require Labels',
        category: 'Best Practices',
        severity: 'medium',
        description: 'Define and use labels that identify semantic attributes of your application.',
        file: 'policies/labels.yaml',
        line: 1,
      },
    ]);
  });

  it('recognises every policy kind Kyverno reports results for', () => {
    const kinds: [string, string, boolean][] = [
      ['kyverno.io/v1', 'ClusterPolicy', false],
      ['kyverno.io/v1', 'Policy', true],
      ['policies.kyverno.io/v1alpha1', 'ValidatingPolicy', false],
      ['policies.kyverno.io/v1alpha1', 'NamespacedValidatingPolicy', true],
      ['policies.kyverno.io/v1alpha1', 'MutatingPolicy', false],
      ['policies.kyverno.io/v1alpha1', 'NamespacedMutatingPolicy', true],
      ['policies.kyverno.io/v1alpha1', 'GeneratingPolicy', false],
      ['policies.kyverno.io/v1alpha1', 'NamespacedGeneratingPolicy', true],
      ['policies.kyverno.io/v1alpha1', 'ImageValidatingPolicy', false],
      ['policies.kyverno.io/v1alpha1', 'NamespacedImageValidatingPolicy', true],
      ['policies.kyverno.io/v1alpha1', 'DeletingPolicy', false],
      ['policies.kyverno.io/v1alpha1', 'NamespacedDeletingPolicy', true],
      ['admissionregistration.k8s.io/v1', 'ValidatingAdmissionPolicy', false],
      ['admissionregistration.k8s.io/v1alpha1', 'MutatingAdmissionPolicy', false],
    ];
    const text = kinds
      .map(
        ([apiVersion, kind, namespaced], index) =>
          `apiVersion: ${apiVersion}\nkind: ${kind}\nmetadata:\n  name: p${index}\n` +
          (namespaced ? '  namespace: team-a\n' : '') +
          `  annotations:\n    policies.kyverno.io/title: Title ${index}\n`,
      )
      .join('---\n');
    const infos = readPolicyInfo(text, 'all.yaml');
    expect(infos.map((info) => [info.kind, info.name, info.namespace, info.title])).toEqual(
      kinds.map(([, kind, namespaced], index) => [
        kind,
        `p${index}`,
        namespaced ? 'team-a' : undefined,
        `Title ${index}`,
      ]),
    );
  });

  it('keeps a policy without annotations, and leaves out empty or non-text ones', () => {
    const text = `apiVersion: policies.kyverno.io/v1alpha1
kind: ValidatingPolicy
metadata:
  name: bare
---
apiVersion: kyverno.io/v1
kind: ClusterPolicy
metadata:
  name: odd
  annotations:
    policies.kyverno.io/title: "  "
    policies.kyverno.io/severity: [high]
    policies.kyverno.io/category: Security
    policies.kyverno.io/description: |
      First paragraph.

      Second paragraph.
`;
    expect(readPolicyInfo(text, 'p.yaml')).toEqual([
      { name: 'bare', kind: 'ValidatingPolicy', file: 'p.yaml', line: 1 },
      {
        name: 'odd',
        kind: 'ClusterPolicy',
        category: 'Security',
        description: 'First paragraph.\n\nSecond paragraph.',
        file: 'p.yaml',
        line: 6,
      },
    ]);
  });

  it('gives each document of a multi-document file its own line', () => {
    const text = `# policies for the team
---
apiVersion: kyverno.io/v1
kind: ClusterPolicy
metadata: {name: first}
---

apiVersion: kyverno.io/v2beta1
kind: ClusterPolicy
metadata:
  name: second
`;
    expect(readPolicyInfo(text, 'multi.yml').map((info) => [info.name, info.line])).toEqual([
      ['first', 3],
      ['second', 8],
    ]);
  });

  it('ignores other objects, look-alike kinds, invalid YAML and nameless policies', () => {
    const text = `apiVersion: cli.kyverno.io/v1alpha1
kind: Test
metadata: {name: a-test}
policies: [policy.yaml]
---
apiVersion: v1
kind: Pod
metadata: {name: web}
---
apiVersion: config.kio.kasten.io/v1alpha1
kind: Policy
metadata: {name: hourly-policy}
---
apiVersion: kyverno.io/v2
kind: PolicyException
metadata: {name: allow}
---
apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingAdmissionPolicyBinding
metadata: {name: binding}
---
apiVersion: kyverno.io/v1
kind: ClusterPolicy
metadata: {annotations: {policies.kyverno.io/title: No name}}
---
apiVersion: kyverno.io/v1
kind: ClusterPolicy
metadata: {name: broken
---
- just
- a list
---
name: artifacthub-pkg
---
apiVersion: kyverno.io/v1
kind: ClusterPolicy
metadata: {name: kept}
`;
    expect(readPolicyInfo(text, 'mixed.yaml').map((info) => info.name)).toEqual(['kept']);
  });

  it('returns nothing for empty or unparsable text', () => {
    expect(readPolicyInfo('', 'empty.yaml')).toEqual([]);
    expect(readPolicyInfo('{{ .Values.policy }}\n: : :', 'helm.yaml')).toEqual([]);
  });

  it("leaves out what yaml's strict defaults reject, as the lenient shared parse does not", () => {
    const policy = (name: string, extra = ''): string =>
      `apiVersion: kyverno.io/v1\nkind: ClusterPolicy\nmetadata:\n  name: ${name}\n${extra}`;
    const strictOnly = {
      'a duplicate key': policy('twice', 'spec: {}\nspec: {}\n'),
      'a comment after a quote': policy('comment', 'spec: {rules: []}\nx: "y"#no space\n'),
      'a multi-line key in a flow sequence': policy('flow', 'x: [a\n  : b]\n'),
      'a key over 1024 characters': policy('long', `${'k'.repeat(1030)}: v\n`),
    };
    for (const [what, text] of Object.entries(strictOnly)) {
      const file = `${policy('kept')}---\n${text}`;
      expect(
        readPolicyInfo(file, 'p.yaml').map((info) => info.name),
        what,
      ).toEqual(['kept']);
    }
    const lenientAlike = policy('fine', 'spec:\n  rules: [a, b]  # fine\nflow: [a, b,\n  c]\n');
    expect(readPolicyInfo(lenientAlike, 'p.yaml').map((info) => info.name)).toEqual(['fine']);
  });
});
