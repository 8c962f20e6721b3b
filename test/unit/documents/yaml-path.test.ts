import { describe, expect, it } from 'vitest';
import { locateResults } from '../../../src/locate/manifest.js';
import {
  locatePath,
  messagePath,
  templateKeyLine,
  toPointer,
} from '../../../src/documents/yaml-path.js';
import type { PolicyResult } from '../../../src/model/result.js';
import { parseManifest } from '../../../src/documents/manifest-documents.js';

const deployment = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  annotations:
    example.com/team~x: a
spec:
  template:
    metadata:
      labels:
        app: web
    spec:
      containers:
        - name: app
          image: nginx
        - name: sidecar
          image: "busybox:1"
`;

const treeOf = (text: string, index = 0) =>
  parseManifest('f.yaml', text).documents[index]!.object.tree;

describe('messagePath', () => {
  it('reads the path Kyverno names, split at every /', () => {
    expect(
      messagePath(
        'validation error: tag required. rule autogen-validate-image-tag failed at path /spec/template/spec/containers/0/image/',
      ),
    ).toEqual(['spec', 'template', 'spec', 'containers', '0', 'image']);
    // Kyverno does not escape `/` in keys: a key may span segments (see locatePath).
    expect(messagePath('rule r failed at path /metadata/annotations/example.com/team~x/')).toEqual([
      'metadata',
      'annotations',
      'example.com',
      'team~x',
    ]);
    expect(messagePath('rule r[0] failed at path /a/ rule r[1] failed at path /b/')).toEqual(['a']);
  });

  it('finds no path in messages without one (CEL policies, passes)', () => {
    expect(messagePath('hostPath volumes are forbidden')).toBeUndefined();
    expect(messagePath('validation rule r passed.')).toBeUndefined();
  });

  it('writes segments back as a JSON pointer', () => {
    expect(toPointer(['metadata', 'annotations', 'example.com/team~x'])).toBe(
      '/metadata/annotations/example.com~1team~0x',
    );
  });
});

describe('locatePath', () => {
  it('places a path at its key, through list indexes', () => {
    const tree = treeOf(deployment);
    expect(locatePath(tree, ['spec', 'template', 'spec', 'containers', '1', 'image'])).toEqual({
      line: 17,
      column: 11,
      path: '/spec/template/spec/containers/1/image',
      found: '/spec/template/spec/containers/1/image',
      exact: true,
    });
    expect(locatePath(tree, ['spec', 'template', 'spec', 'containers', '0'])).toMatchObject({
      line: 14,
      column: 11,
      exact: true,
    });
    // A key holding `/`: as Kyverno writes it (unescaped), and as a JSON pointer would.
    for (const segments of [
      ['metadata', 'annotations', 'example.com', 'team~x'],
      ['metadata', 'annotations', 'example.com~1team~0x'],
    ]) {
      expect(locatePath(tree, segments)).toMatchObject({
        line: 6,
        path: '/metadata/annotations/example.com~1team~0x',
        exact: true,
      });
    }
  });

  it('falls back to the deepest part of the path that exists', () => {
    const tree = treeOf(deployment);
    expect(locatePath(tree, ['spec', 'template', 'metadata', 'labels', 'team'])).toEqual({
      line: 10,
      column: 7,
      path: '/spec/template/metadata/labels/team',
      found: '/spec/template/metadata/labels',
      exact: false,
    });
    // No `labels:` at all: the `metadata:` line.
    expect(locatePath(tree, ['metadata', 'labels', 'team'])).toMatchObject({
      line: 3,
      found: '/metadata',
    });
    expect(
      locatePath(tree, ['spec', 'template', 'spec', 'containers', '7', 'image']),
    ).toMatchObject({ line: 13, found: '/spec/template/spec/containers' });
    // An index into a map, a key into a list: no deeper.
    expect(locatePath(tree, ['spec', 'template', 'spec', 'containers', 'name'])).toMatchObject({
      line: 13,
    });
  });

  it('finds nothing when the first segment is not in the object (foreach-relative paths)', () => {
    expect(locatePath(treeOf(deployment), ['image'])).toBeUndefined();
  });

  it('works on flow-style YAML and List items', () => {
    const list = `apiVersion: v1
kind: List
items:
  - apiVersion: v1
    kind: Pod
    metadata: {name: a}
    spec: {containers: [{name: c, image: x}]}
  - {apiVersion: v1, kind: Pod, metadata: {name: b, labels: {}}, spec: {}}
`;
    expect(locatePath(treeOf(list, 0), ['spec', 'containers', '0', 'image'])).toMatchObject({
      line: 7,
      column: 35,
    });
    expect(locatePath(treeOf(list, 1), ['metadata', 'labels', 'app'])).toMatchObject({
      line: 8,
      column: 53,
      exact: false,
    });
  });
});

describe('locateResults with a path', () => {
  const fail = (message: string, kind = 'Deployment', name = 'web'): PolicyResult => ({
    source: 'apply',
    status: 'fail',
    policy: 'p',
    rule: 'r',
    resource: { apiVersion: 'apps/v1', kind, namespace: 'default', name },
    message,
    reason: 'Fail',
  });
  const declared = parseManifest('deploy/web.yaml', deployment).documents.map((document) => ({
    file: 'deploy/web.yaml',
    object: document.object,
  }));

  it('puts the result at the named field and records its path', () => {
    const { results } = locateResults(
      [fail('rule autogen-r failed at path /spec/template/spec/containers/0/image/')],
      declared,
    );
    expect(results[0]).toMatchObject({
      line: 15,
      column: 11,
      path: '/spec/template/spec/containers/0/image',
    });
  });

  it('keeps the metadata.name line when there is no path, or it is not the object’s', () => {
    const { results } = locateResults(
      [fail('hostPath volumes are forbidden'), fail('rule r failed at path /image/')],
      declared,
    );
    expect(results.map((r) => [r.line, r.column, r.path])).toEqual([
      [4, 3, undefined],
      [4, 3, undefined],
    ]);
  });
});

describe('templateKeyLine (Helm templates)', () => {
  const template = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ .Release.Name }}
  labels:
    {{- include "labels" . | nindent 4 }}
spec:
  template:
    metadata:
      labels:
        app: web
    spec:
      containers:
        - name: web
          image: "{{ .Values.image }}"
`;
  it('uses the one template line holding the key the path ends with', () => {
    expect(
      templateKeyLine(template, ['spec', 'template', 'spec', 'containers', '0', 'image']),
    ).toEqual({
      line: 15,
      column: 11,
      path: '/spec/template/spec/containers/0/image',
    });
  });

  it('keeps today’s placement when several lines or none hold it', () => {
    expect(templateKeyLine(template, ['metadata', 'labels'])).toBeUndefined();
    expect(templateKeyLine(template, ['spec', 'securityContext'])).toBeUndefined();
  });
});
