import { describe, expect, it } from 'vitest';
import type { ChartInfo } from '../../../src/plan/chart.js';
import {
  cleanHelmMessage,
  helmError,
  helmPaths,
  readHelmOutput,
  sourceCandidates,
  splitHelmOutput,
  type ChartContext,
} from '../../../src/render/helm-output.js';
import { kindLine } from '../../../src/render/rendered.js';

const chart: ChartInfo = {
  name: 'web',
  library: false,
  dependencies: [
    { name: 'redis', version: '1.0.0', repository: 'https://charts.example.com', line: 6 },
    { name: 'common', alias: 'lib', version: '2.0.0', line: 9 },
  ],
};

const DEPLOYMENT_TEMPLATE = [
  '{{- if .Values.enabled }}',
  'apiVersion: apps/v1',
  'kind: Deployment',
  'metadata:',
  '  name: {{ include "web.fullname" . }}',
  '{{- end }}',
].join('\n');

const RBAC_TEMPLATE = [
  'apiVersion: rbac.authorization.k8s.io/v1',
  'kind: Role',
  'metadata:',
  '  name: reader',
  '---',
  'apiVersion: rbac.authorization.k8s.io/v1',
  'kind: RoleBinding',
  'metadata:',
  '  name: reader',
  'roleRef:',
  '  kind: Role',
  '  name: reader',
  '---',
  'apiVersion: rbac.authorization.k8s.io/v1',
  'kind: RoleBinding',
  'metadata:',
  '  name: other',
].join('\n');

const context = (sources: Record<string, string>): ChartContext => ({
  root: 'charts/web',
  chart,
  render: { tool: 'helm', root: 'charts/web', values: 'charts/web/ci/a-values.yaml' },
  sources: new Map(Object.entries(sources)),
});

const OUTPUT = `---
# Source: web/templates/deployment.yaml
apiVersion: apps/v1
kind: Deployment
metadata:
  name: rel-web
---
# Source: web/templates/rbac.yaml
apiVersion: rbac.authorization.k8s.io/v1
kind: Role
metadata:
  name: reader
---
# Source: web/templates/rbac.yaml
apiVersion: rbac.authorization.k8s.io/v1
kind: RoleBinding
metadata:
  name: reader
roleRef:
  kind: Role
  name: reader
---
# Source: web/charts/sub/templates/cm.yaml
apiVersion: v1
kind: ConfigMap
metadata:
  name: sub
---
# Source: web/charts/redis/templates/statefulset.yaml
apiVersion: apps/v1
kind: StatefulSet
metadata:
  name: redis
---
# Source: web/charts/lib/templates/sa.yaml
apiVersion: v1
kind: ServiceAccount
metadata:
  name: lib
---
# Source: web/templates/empty.yaml
# nothing rendered
`;

describe('helm template output', () => {
  it('splits at `---` and reads each `# Source:`', () => {
    const chunks = splitHelmOutput(OUTPUT);
    expect(chunks.map((chunk) => chunk.source)).toEqual([
      'web/templates/deployment.yaml',
      'web/templates/rbac.yaml',
      'web/templates/rbac.yaml',
      'web/charts/sub/templates/cm.yaml',
      'web/charts/redis/templates/statefulset.yaml',
      'web/charts/lib/templates/sa.yaml',
      'web/templates/empty.yaml',
    ]);
    expect(sourceCandidates(OUTPUT, 'charts/web')).toContain(
      'charts/web/charts/sub/templates/cm.yaml',
    );
  });

  it("places each object on its template's `kind:` line, subcharts included, archives at Chart.yaml", () => {
    const objects = readHelmOutput(
      OUTPUT,
      context({
        'charts/web/templates/deployment.yaml': DEPLOYMENT_TEMPLATE,
        'charts/web/templates/rbac.yaml': RBAC_TEMPLATE,
        'charts/web/charts/sub/templates/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\n',
      }),
    );
    const placed = objects.documents.map((document) => [
      document.object.resource.kind,
      document.file,
      document.object.line,
    ]);
    expect(placed).toEqual([
      ['Deployment', 'charts/web/templates/deployment.yaml', 3],
      ['Role', 'charts/web/templates/rbac.yaml', 2],
      // Two top-level `kind: RoleBinding` lines: the template's first line.
      ['RoleBinding', 'charts/web/templates/rbac.yaml', 1],
      ['ConfigMap', 'charts/web/charts/sub/templates/cm.yaml', 2],
      ['StatefulSet', 'charts/web/Chart.yaml', 6],
      ['ServiceAccount', 'charts/web/Chart.yaml', 9],
    ]);
    expect(objects.documents[0]!.object).toMatchObject({ startLine: 1, endLine: 6 });
    expect(objects.documents[0]!.text).toContain('name: rel-web');
    expect(objects.skipped).toEqual([]);
    expect(objects.errors).toEqual([]);
  });

  it('kindLine: exactly one declaring line, preferring the top level', () => {
    expect(kindLine('kind: "Pod"\n', 'Pod')).toEqual({ line: 1, column: 1 });
    expect(kindLine('{{- with x }}\n  kind: Pod # c\n{{- end }}\n', 'Pod')).toEqual({
      line: 2,
      column: 3,
    });
    expect(kindLine('kind: {{ .Values.kind }}\n', 'Pod')).toBeUndefined();
    expect(kindLine('kind: PodX\n', 'Pod')).toBeUndefined();
  });
});

describe('helm errors', () => {
  const sources = { 'charts/web/templates/deployment.yaml': DEPLOYMENT_TEMPLATE };
  const error = (stderr: string) =>
    helmError(stderr, {
      ...context({ ...sources, 'charts/web/Chart.yaml': 'name: web\nkubeVersion: ">=1.30"\n' }),
      command: 'helm template',
    });

  it('a template error at the file, line and column Helm names', () => {
    const result = error(
      'Error: template: web/templates/deployment.yaml:5:14: executing "web/templates/deployment.yaml" at <include "web.fullname" .>: error calling include: template: no template "web.fullname" associated with template "gotpl"\n',
    );
    expect(result).toMatchObject({
      status: 'error',
      file: 'charts/web/templates/deployment.yaml',
      line: 5,
      column: 14,
      reason: 'Render failed',
      render: { tool: 'helm', root: 'charts/web' },
    });
    expect(result.message).toMatch(
      /^helm template failed for chart charts\/web with charts\/web\/ci\/a-values.yaml: template: web\/templates/,
    );
  });

  it('a `required` value and a parse error', () => {
    expect(
      error(
        'Error: execution error at (web/templates/deployment.yaml:2:3): image.tag is required\n',
      ),
    ).toMatchObject({ file: 'charts/web/templates/deployment.yaml', line: 2, column: 3 });
    expect(
      error('Error: parse error at (web/templates/deployment.yaml:4): unexpected "}" in operand\n'),
    ).toMatchObject({ file: 'charts/web/templates/deployment.yaml', line: 4 });
  });

  it('a values file that is not YAML, at the line the YAML error names', () => {
    const values = 'charts/web/ci/a-values.yaml';
    expect(
      error(
        `Error: failed to parse ${values}: error converting YAML to JSON: yaml: line 3: did not find expected key\n`,
      ),
    ).toMatchObject({ file: values, line: 3 });
  });

  it('a missing dependency at its Chart.yaml entry; kubeVersion at its line', () => {
    expect(
      error('Error: found in Chart.yaml, but missing in charts/ directory: redis\n'),
    ).toMatchObject({ file: 'charts/web/Chart.yaml', line: 6 });
    expect(
      error(
        'Error: chart requires kubeVersion: >=1.30 which is incompatible with Kubernetes v1.20.0\n',
      ),
    ).toMatchObject({ file: 'charts/web/Chart.yaml', line: 2 });
  });

  it('a YAML error in rendered output at the template; anything else at Chart.yaml', () => {
    expect(
      error(
        'Error: YAML parse error on web/templates/deployment.yaml: error converting YAML to JSON: yaml: line 9: bad\n',
      ),
    ).toMatchObject({ file: 'charts/web/templates/deployment.yaml', line: 1 });
    expect(error('Error: something else\n')).toMatchObject({
      file: 'charts/web/Chart.yaml',
      line: 1,
    });
  });

  it("a values-schema violation at its key in the values given, else in the chart's values.yaml", () => {
    // Helm v4.3.2's words, from `helm template web chart -f values.yaml` with a
    // values.schema.json that requires `name` and wants `extra.deep.x` and `replicas` integers.
    const stderr = (pointer: string) =>
      "Error: values don't meet the specifications of the schema(s) in the following chart(s):\n" +
      `web:\n- at '': missing property 'name'\n- at '${pointer}': got string, want integer\n`;
    const violation = (pointer: string) =>
      helmError(stderr(pointer), {
        ...context({
          'charts/web/ci/a-values.yaml': 'extra:\n  deep:\n    x: "s"\n',
          'charts/web/values.yaml': 'name: web\nreplicas: "1"\n',
        }),
        command: 'helm template',
      });
    const deep = violation('/extra/deep/x');
    expect(deep).toMatchObject({ file: 'charts/web/ci/a-values.yaml', line: 3 });
    expect(deep.message).toContain(
      "the following chart(s): web: - at '': missing property 'name' - at '/extra/deep/x': got string, want integer",
    );
    expect(violation('/replicas')).toMatchObject({ file: 'charts/web/values.yaml', line: 2 });
    expect(violation('/nowhere')).toMatchObject({ file: 'charts/web/ci/a-values.yaml', line: 1 });
  });

  it('cleans the message and lists the chart paths it names', () => {
    expect(cleanHelmMessage('Error: a\nUse --debug flag to render out invalid YAML\n')).toBe('a');
    expect(cleanHelmMessage('')).toBe('no error message');
    expect(
      helmPaths('template: web/templates/x.yaml:1:2: at other/templates/y.yaml:3', 'web'),
    ).toEqual(['web/templates/x.yaml']);
  });
});
