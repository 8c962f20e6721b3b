/**
 * The `--resource` arguments of `kyverno apply`: a manifest file as it is, or a Kyverno-only copy
 * of some of its (or a render's) documents, with where each object was declared.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DeclaredObject } from '../locate/manifest.js';
import type { ResourceRef } from '../model/result.js';
import type { ManifestDocument, ParsedManifest } from '../documents/manifest-documents.js';
import type { RenderOutput } from '../render/index.js';
import type { BatchUnit } from './apply-batches.js';

export interface Unit extends BatchUnit {
  /** The file results and errors are placed at when no object is (a manifest, or a render's file). */
  file: string;
  declared: DeclaredObject[];
  /** The YAML of each declared object, to write a copy holding only some of them. */
  texts: string[];
  /** File name of such copies. */
  copyName: string;
}

/** Objects to check that come from one file (or one render), with where each was declared. */
export interface DocumentSet {
  /** The file runs of Kyverno name: the manifest, or the render's Chart.yaml or kustomization. */
  file: string;
  documents: readonly ManifestDocument[];
  declared: readonly DeclaredObject[];
  /** True when Kyverno may read `file` itself instead of a copy. */
  passAsIs: boolean;
  /** File name of the copies Kyverno reads otherwise. */
  copyName: string;
}

/** Identity under which Kyverno's fake cluster stores an object. */
export function identity(resource: ResourceRef): string {
  const group = resource.apiVersion.includes('/') ? resource.apiVersion.split('/')[0] : '';
  return [group, resource.kind, resource.namespace || 'default', resource.name].join('\u0000');
}

export function manifestSet(manifest: ParsedManifest): DocumentSet {
  return {
    file: manifest.file,
    documents: manifest.documents,
    declared: manifest.documents.map((document) => ({
      file: manifest.file,
      object: document.object,
    })),
    passAsIs: manifest.passAsIs,
    copyName: path.posix.basename(manifest.file),
  };
}

export function renderedSet(output: RenderOutput): DocumentSet {
  return {
    file: output.file,
    documents: output.documents,
    declared: output.documents.map((document) => ({
      file: document.file,
      object: document.object,
      render: output.render,
    })),
    passAsIs: false,
    copyName: 'rendered.yaml',
  };
}

/** Writes Kyverno-only copies into fresh folders under `temp`. */
export class UnitWriter {
  private folders = 0;

  constructor(private readonly temp: string) {}

  /**
   * The file as it is when Kyverno can read all of it and its objects are distinct; otherwise
   * copies holding only its Kubernetes objects, each copy without repeated identities.
   */
  async units(set: DocumentSet): Promise<Unit[]> {
    if (set.documents.length === 0) return [];
    const groups: number[][] = [];
    set.documents.forEach((document, position) => {
      const key = identity(document.object.resource);
      const group = groups.find((members) =>
        members.every((member) => identity(set.documents[member]!.object.resource) !== key),
      );
      if (group) group.push(position);
      else groups.push([position]);
    });
    const whole: Unit = {
      argument: '',
      file: set.file,
      declared: [...set.declared],
      texts: set.documents.map((document) => document.text),
      keys: set.documents.map((document) => identity(document.object.resource)),
      copyName: set.copyName,
    };
    if (set.passAsIs && groups.length === 1) {
      return [{ ...whole, argument: resourceArgument(set.file) }];
    }
    return Promise.all(groups.map((members) => this.subset(whole, members)));
  }

  /** A copy holding only the objects of `unit` at `members`. */
  async subset(unit: Unit, members: readonly number[]): Promise<Unit> {
    const folder = path.join(this.temp, `copy-${this.folders++}`);
    await mkdir(folder);
    const copy = path.join(folder, unit.copyName);
    await writeFile(copy, members.map((member) => unit.texts[member]!).join('---\n'));
    return {
      argument: resourceArgument(copy),
      file: unit.file,
      declared: members.map((member) => unit.declared[member]!),
      texts: members.map((member) => unit.texts[member]!),
      keys: members.map((member) => unit.keys[member]!),
      copyName: unit.copyName,
    };
  }
}

function resourceArgument(file: string): string {
  return `--resource=${csvField(file)}`;
}

/** `--resource` and `--exception` are string slices that pflag reads as CSV. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
