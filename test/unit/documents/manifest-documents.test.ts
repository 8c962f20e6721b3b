import { describe, expect, it } from 'vitest';
import { parseManifest } from '../../../src/documents/manifest-documents.js';

const pod = (name: string, extra = ''): string =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: ${name}\n${extra}spec:\n  containers:\n  - name: c\n    image: nginx:1\n`;

describe('parseManifest', () => {
  it('finds each object of a multi-document file at its metadata.name line', () => {
    const text = `# leading comment\n${pod('a')}---\n${pod('b', '  namespace: team\n')}`;
    const parsed = parseManifest('deploy/pods.yaml', text);
    expect(parsed.passAsIs).toBe(true);
    expect(parsed.skipped).toEqual([]);
    expect(
      parsed.documents.map((d) => [d.object.documentIndex, d.object.resource, d.object.line]),
    ).toEqual([
      [0, { apiVersion: 'v1', kind: 'Pod', namespace: '', name: 'a' }, 5],
      [1, { apiVersion: 'v1', kind: 'Pod', namespace: 'team', name: 'b' }, 14],
    ]);
    expect(parsed.documents[1]!.object).toMatchObject({ column: 3, startLine: 11, endLine: 19 });
  });

  it('places an object with only metadata.generateName at that line, and keeps the prefix', () => {
    const parsed = parseManifest(
      'job.yaml',
      'apiVersion: batch/v1\nkind: Job\nmetadata:\n  generateName: x-\n',
    );
    expect(parsed.documents[0]!.object).toMatchObject({
      line: 4,
      resource: { name: '', generateName: 'x-' },
    });
  });

  it('expands kind: List into its items, each at its own name line', () => {
    const text = [
      'apiVersion: v1',
      'kind: List',
      'items:',
      '- apiVersion: v1',
      '  kind: Service',
      '  metadata:',
      '    name: svc',
      '- apiVersion: apps/v1',
      '  kind: Deployment',
      '  metadata:',
      '    name: web',
      '- just a string',
      '',
    ].join('\n');
    const parsed = parseManifest('list.yml', text);
    expect(parsed.passAsIs).toBe(false);
    expect(parsed.documents.map((d) => [d.object.resource.kind, d.object.line])).toEqual([
      ['Service', 7],
      ['Deployment', 11],
    ]);
    expect(JSON.parse(parsed.documents[1]!.text)).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'web' },
    });
    expect(parsed.skipped).toEqual([
      {
        file: 'list.yml',
        line: 12,
        reason: 'List item: a single YAML value, not a Kubernetes object',
      },
    ]);
  });

  it('skips a GitHub workflow with its reason', () => {
    const parsed = parseManifest(
      '.github/workflows/ci.yaml',
      'name: CI\non: push\njobs:\n  a:\n    runs-on: x\n',
    );
    expect(parsed.documents).toEqual([]);
    expect(parsed.skipped).toEqual([
      {
        file: '.github/workflows/ci.yaml',
        line: 1,
        reason: 'a GitHub Actions workflow, not a Kubernetes object',
      },
    ]);
  });

  it('skips Helm templates, whether or not they parse as YAML', () => {
    const broken =
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n{{- if .Values.on }}\ndata: {}\n{{- end }}\n';
    const parses = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}\n';
    for (const text of [broken, parses]) {
      const parsed = parseManifest('chart/templates/cm.yaml', text);
      expect(parsed.errors).toEqual([]);
      expect(parsed.skipped).toHaveLength(1);
      expect(parsed.skipped[0]!.reason).toMatch(
        /^Helm\/Go template \(\{\{ \}\}\), not plain YAML: render it first/,
      );
    }
  });

  it('keeps a real object whose quoted strings contain {{ }}', () => {
    const text =
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: alerts\ndata:\n  summary: "{{ $labels.instance }} down"\n';
    const parsed = parseManifest('cm.yaml', text);
    expect(parsed.skipped).toEqual([]);
    expect(parsed.documents).toHaveLength(1);
  });

  it('reports a YAML syntax error at its line and column and keeps the other documents', () => {
    const text = `${pod('ok')}---\napiVersion: v1\nkind: Pod\nmetadata:\n  name: [broken\n`;
    const parsed = parseManifest('bad.yaml', text);
    expect(parsed.documents.map((d) => d.object.resource.name)).toEqual(['ok']);
    expect(parsed.errors).toHaveLength(1);
    expect(parsed.errors[0]).toMatchObject({
      source: 'apply',
      status: 'error',
      file: 'bad.yaml',
      line: 14,
      reason: 'YAML syntax error',
    });
    expect(parsed.errors[0]!.message).toMatch(
      /^YAML syntax error in bad\.yaml at line 14, column \d+: .+\. Fix the YAML so this document can be checked; the other documents and files were still checked\.$/,
    );
  });

  it('says what is wrong with an empty file, a comments-only file and non-Kubernetes YAML', () => {
    expect(parseManifest('empty.yaml', '').skipped).toEqual([
      { file: 'empty.yaml', line: 1, reason: 'empty file: there is nothing to check' },
    ]);
    expect(parseManifest('c.yaml', '# nothing\n').skipped[0]!.reason).toBe(
      'the file holds only comments',
    );
    expect(parseManifest('v.yaml', 'replicas: 3\n').skipped[0]!.reason).toBe(
      'no apiVersion or kind: not a Kubernetes object',
    );
    expect(
      parseManifest('k.yaml', 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n')
        .skipped[0]!.reason,
    ).toBe('a Kustomize Kustomization, not a cluster resource');
  });

  it('lists a comments-only document between objects, and ignores a trailing ---', () => {
    const parsed = parseManifest('h.yaml', `---\n# Source: chart/x.yaml\n---\n${pod('h')}---\n`);
    expect(parsed.skipped).toEqual([
      { file: 'h.yaml', line: 2, reason: 'the document holds only comments' },
    ]);
    expect(parsed.passAsIs).toBe(false);
    expect(parsed.documents[0]!.text.startsWith('\napiVersion: v1')).toBe(true);
    expect(parseManifest('t.yaml', `${pod('t')}---\n`).passAsIs).toBe(true);
  });
});
