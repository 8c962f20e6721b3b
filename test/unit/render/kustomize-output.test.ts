import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  kustomizeError,
  originFiles,
  readKustomizeOutput,
  type KustomizeContext,
} from '../../../src/render/kustomize-output.js';
import { wrapperKustomization } from '../../../src/render/kustomize.js';

const WORKSPACE = '/ws';
const BUILD = '/tmp/build';
const resolve = (originPath: string): string | undefined => {
  const absolute = path.posix.resolve(BUILD, originPath);
  return absolute.startsWith(`${WORKSPACE}/`) ? absolute.slice(WORKSPACE.length + 1) : undefined;
};

const BASE = `apiVersion: v1
kind: Service
metadata:
  name: web
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec: {}
`;
const OVERLAY = `resources:
  - ../../base
  - extra.yaml
configMapGenerator:
  - name: settings
    literals: [a=b]
`;
const EXTRA = `apiVersion: v1
kind: ServiceAccount
metadata:
  name: builder
`;

const OUTPUT = `apiVersion: v1
kind: ConfigMap
metadata:
  annotations:
    config.kubernetes.io/origin: |
      configuredIn: ../../ws/overlays/prod/kustomization.yaml
      configuredBy:
        apiVersion: builtin
        kind: ConfigMapGenerator
  name: prod-settings-5h8c2k
data:
  a: b
---
apiVersion: v1
kind: Service
metadata:
  annotations:
    config.kubernetes.io/origin: |
      path: ../../ws/overlays/prod/../../base/resources.yaml
  name: prod-web
---
apiVersion: apps/v1
kind: Deployment
metadata:
  annotations:
    config.kubernetes.io/origin: |
      path: ../../ws/base/resources.yaml
    team: web
  name: prod-web
spec: {}
---
apiVersion: v1
kind: ServiceAccount
metadata:
  annotations:
    config.kubernetes.io/origin: |
      path: ../../ws/overlays/prod/extra.yaml
  name: prod-builder
---
apiVersion: v1
kind: Secret
metadata:
  annotations:
    config.kubernetes.io/origin: |
      path: examples/secret.yaml
      repo: https://github.com/org/repo
      ref: v1
  name: remote
`;

const context: KustomizeContext = {
  render: { tool: 'kustomize', root: 'overlays/prod' },
  file: 'overlays/prod/kustomization.yaml',
  resolve,
  sources: new Map([
    ['overlays/prod/kustomization.yaml', OVERLAY],
    ['base/resources.yaml', BASE],
    ['overlays/prod/extra.yaml', EXTRA],
  ]),
};

describe('kustomize build output', () => {
  it('lists the workspace files the origins name', () => {
    expect(originFiles(OUTPUT, resolve)).toEqual([
      'overlays/prod/kustomization.yaml',
      'base/resources.yaml',
      'overlays/prod/extra.yaml',
    ]);
  });

  it('places each object at the document (or generator) that declared it', () => {
    const objects = readKustomizeOutput(OUTPUT, context);
    expect(
      objects.documents.map((document) => [
        document.object.resource.kind,
        document.object.resource.name,
        document.file,
        document.object.line,
      ]),
    ).toEqual([
      ['ConfigMap', 'prod-settings-5h8c2k', 'overlays/prod/kustomization.yaml', 5],
      ['Service', 'prod-web', 'base/resources.yaml', 4],
      ['Deployment', 'prod-web', 'base/resources.yaml', 9],
      ['ServiceAccount', 'prod-builder', 'overlays/prod/extra.yaml', 4],
      // From a remote: the root's kustomization.
      ['Secret', 'remote', 'overlays/prod/kustomization.yaml', 1],
    ]);
    expect(objects.documents[2]!.object).toMatchObject({ startLine: 6, endLine: 10 });
  });

  it('strips the origin annotation, and an annotations map it leaves empty', () => {
    const [configMap, , deployment] = readKustomizeOutput(OUTPUT, context).documents;
    expect(configMap!.text).not.toContain('annotations');
    expect(configMap!.text).not.toContain('config.kubernetes.io/origin');
    expect(deployment!.text).toContain('annotations:\n    team: web\n');
    expect(deployment!.text).not.toContain('origin');
  });

  it('a build error at the kustomization line naming what could not be loaded', () => {
    const result = kustomizeError(
      `Error: accumulating resources: accumulation err='accumulating resources from '${WORKSPACE}/overlays/prod/extra.yaml': open ${WORKSPACE}/overlays/prod/extra.yaml: no such file or directory': must build at directory\n`,
      {
        render: context.render,
        file: context.file,
        sources: context.sources,
        replacements: [[`${WORKSPACE}/`, '']],
      },
    );
    expect(result).toMatchObject({
      status: 'error',
      file: 'overlays/prod/kustomization.yaml',
      line: 3,
      reason: 'Render failed',
      render: { tool: 'kustomize', root: 'overlays/prod' },
    });
    expect(result.message).toMatch(/^kustomize build overlays\/prod failed: accumulating/);
    expect(result.message).not.toContain(WORKSPACE);
  });

  it('the wrapper names the root and asks for origin annotations', () => {
    expect(wrapperKustomization('../ws/a b')).toBe(
      'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - "../ws/a b"\nbuildMetadata:\n  - originAnnotations\n',
    );
  });
});
