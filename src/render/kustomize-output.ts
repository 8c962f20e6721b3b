/**
 * Reading `kustomize build` with origin annotations: place each object in the file that declared
 * it (a base, a component, the overlay) or the kustomization whose generator made it, and strip
 * the annotation so Kyverno sees what a plain `kustomize build` prints. Pure: the caller reads
 * the source files and passes their text.
 */
import path from 'node:path';
import { isMap, parse, parseAllDocuments } from 'yaml';
import type { PolicyResult, RenderRef, ResourceRef } from '../model/result.js';
import { applyError } from '../model/result.js';
import { parseManifest } from '../documents/manifest-documents.js';
import type { ManifestObject } from '../documents/manifest-documents.js';
import { lineCount, lineMentioning, NO_TREE, type RenderedObjects } from './rendered.js';

export const ORIGIN_ANNOTATION = 'config.kubernetes.io/origin';

export interface KustomizeContext {
  render: RenderRef;
  /** Workspace-relative kustomization file of the root being built. */
  file: string;
  /** A workspace-relative file for a path in an origin annotation; undefined when outside. */
  resolve: (originPath: string) => string | undefined;
  /** Text of the source files (see `originFiles`); absent ones could not be read. */
  sources: ReadonlyMap<string, string>;
}

interface Origin {
  /** The file that declared the object. */
  path?: string;
  /** For generated objects: the kustomization whose generator made it. */
  configuredIn?: string;
  repo?: string;
}

interface Built {
  text: string;
  origin: Origin;
}

/** The build's documents without our annotation, each with the origin Kustomize recorded. */
function splitBuild(stdout: string): Built[] {
  const built: Built[] = [];
  for (const document of parseAllDocuments(stdout)) {
    if (document.contents === null) continue;
    const annotations = document.getIn(['metadata', 'annotations'], true);
    let origin: Origin = {};
    if (isMap(annotations) && annotations.has(ORIGIN_ANNOTATION)) {
      const value: unknown = annotations.get(ORIGIN_ANNOTATION);
      origin = readOrigin(value);
      annotations.delete(ORIGIN_ANNOTATION);
      if (annotations.items.length === 0) document.deleteIn(['metadata', 'annotations']);
    }
    built.push({ text: document.toString({ lineWidth: 0 }), origin });
  }
  return built;
}

function readOrigin(value: unknown): Origin {
  if (typeof value !== 'string') return {};
  try {
    const data: unknown = parse(value);
    if (typeof data !== 'object' || data === null) return {};
    const record = data as Record<string, unknown>;
    const text = (key: string): string | undefined =>
      typeof record[key] === 'string' ? record[key] : undefined;
    const path = text('path');
    const configuredIn = text('configuredIn');
    const repo = text('repo');
    return { ...(path && { path }), ...(configuredIn && { configuredIn }), ...(repo && { repo }) };
  } catch {
    return {};
  }
}

/** Workspace files the build's origin annotations name: read them before `readKustomizeOutput`. */
export function originFiles(stdout: string, resolve: (originPath: string) => string | undefined) {
  const files = splitBuild(stdout).flatMap(({ origin }) => {
    if (origin.repo) return [];
    const named = origin.path ?? origin.configuredIn;
    const file = named === undefined ? undefined : resolve(named);
    return file === undefined ? [] : [file];
  });
  return [...new Set(files)];
}

/** Every object of the build, placed at the document (or generator) that declared it. */
export function readKustomizeOutput(stdout: string, context: KustomizeContext): RenderedObjects {
  const objects: RenderedObjects = { documents: [], skipped: [], errors: [] };
  const declaredIn = new Map<string, ManifestObject[]>();
  const declared = (file: string, text: string): ManifestObject[] => {
    if (!declaredIn.has(file)) {
      declaredIn.set(
        file,
        parseManifest(file, text).documents.map((document) => document.object),
      );
    }
    return declaredIn.get(file)!;
  };
  for (const { text, origin } of splitBuild(stdout)) {
    const parsed = parseManifest(context.file, text);
    for (const document of parsed.documents) {
      const place = placeObject(document.object.resource, origin, context, declared);
      objects.documents.push({
        text: document.text,
        file: place.file,
        object: place.object(document.object),
      });
    }
    for (const skipped of parsed.skipped) {
      objects.skipped.push({ ...skipped, file: context.file, line: 1 });
    }
    for (const error of parsed.errors) {
      objects.errors.push({ ...error, file: context.file, line: 1, render: context.render });
    }
  }
  return objects;
}

interface Placed {
  file: string;
  object: (rendered: ManifestObject) => ManifestObject;
}

function placeObject(
  resource: ResourceRef,
  origin: Origin,
  context: KustomizeContext,
  declared: (file: string, text: string) => ManifestObject[],
): Placed {
  const atLine = (file: string, line: number, endLine: number): Placed => ({
    file,
    object: (rendered) => ({
      ...rendered,
      line,
      column: 1,
      startLine: line,
      endLine,
      tree: NO_TREE,
    }),
  });
  const named = origin.repo ? undefined : (origin.path ?? origin.configuredIn);
  const file = named === undefined ? undefined : context.resolve(named);
  const text = file === undefined ? undefined : context.sources.get(file);
  if (file === undefined || text === undefined) {
    const rootText = context.sources.get(context.file);
    return atLine(context.file, 1, rootText === undefined ? 1 : lineCount(rootText));
  }
  if (origin.path === undefined) {
    // A generated object: at its generator's `name:` entry in the kustomization.
    return atLine(file, generatorLine(text, resource.name), lineCount(text));
  }
  const match = bestDeclaration(declared(file, text), resource);
  if (!match) return atLine(file, 1, lineCount(text));
  return {
    file,
    object: (rendered) => ({
      ...rendered,
      line: match.line,
      column: match.column,
      startLine: match.startLine,
      endLine: match.endLine,
      documentIndex: match.documentIndex,
      // A field Kyverno names is found in the declaring document (the base, before patches).
      tree: match.tree,
    }),
  };
}

/**
 * The document of the source file that declares the object. Overlays may rename it (prefixes,
 * suffixes) or move it to a namespace, so: the same kind and name, else the same kind whose name
 * the rendered name contains (the longest), else the only document of that kind.
 */
function bestDeclaration(
  candidates: readonly ManifestObject[],
  resource: ResourceRef,
): ManifestObject | undefined {
  const sameKind = candidates.filter((candidate) => candidate.resource.kind === resource.kind);
  const exact = sameKind.find((candidate) => candidate.resource.name === resource.name);
  if (exact) return exact;
  const contained = sameKind
    .filter(
      (candidate) =>
        candidate.resource.name !== '' && resource.name.includes(candidate.resource.name),
    )
    .sort((a, b) => b.resource.name.length - a.resource.name.length);
  if (contained[0]) return contained[0];
  if (sameKind.length === 1) return sameKind[0];
  return candidates.length === 1 ? candidates[0] : undefined;
}

function generatorLine(text: string, name: string): number {
  let best: { line: number; length: number } | undefined;
  text.split(/\r?\n/).forEach((line, index) => {
    const value = /^\s*-?\s*name:\s*["']?([^"'\s#]+)/.exec(line)?.[1];
    if (value && name.includes(value) && (!best || value.length > best.length)) {
      best = { line: index + 1, length: value.length };
    }
  });
  return best?.line ?? lineMentioning(text, 'Generator') ?? lineMentioning(text, 'helmCharts') ?? 1;
}

const LOAD_RESTRICTOR_HINT =
  ". Kustomize loads only files inside a kustomization's folder unless it is told otherwise: if " +
  'your deployment builds with `--load-restrictor LoadRestrictionsNone` (Flux does), set ' +
  '`kustomize-load-restrictor: none`; else move the file into the folder.';

/**
 * One `error` result for a failed build, at the root's kustomization file: on the line that
 * names what Kustomize could not load, when the kustomization names it.
 */
export function kustomizeError(
  stderr: string,
  context: Pick<KustomizeContext, 'render' | 'file' | 'sources'> & {
    /** Absolute paths to shorten in the message, each with its replacement. */
    replacements: readonly [string, string][];
  },
): PolicyResult {
  let detail = stderr
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\bError: /g, '');
  // The temporary kustomization around the root adds a layer to every message; drop it.
  detail = detail.replace(
    /^accumulating resources: accumulation err='accumulating resources from '[^']*': '[^']*' must resolve to a file': recursed accumulation of path '[^']*': /,
    '',
  );
  for (const [from, to] of context.replacements) detail = detail.split(from).join(to);
  const text = context.sources.get(context.file) ?? '';
  const line = entryLine(text, detail, context.render.root) ?? 1;
  const hint = /security; file '[^']*' is not in or below/.test(detail) ? LOAD_RESTRICTOR_HINT : '';
  return {
    ...applyError({
      message: `kustomize build ${context.render.root} failed: ${detail || 'no error message'}${hint}`,
      reason: 'Render failed',
      file: context.file,
      line,
    }),
    render: context.render,
  };
}

/**
 * The line of the kustomization whose entry (`- path` or `path: path`) the message names, by
 * the path as written or resolved from the kustomization's folder; the longest such path wins.
 */
function entryLine(text: string, detail: string, folder: string): number | undefined {
  let best: { line: number; length: number } | undefined;
  text.split(/\r?\n/).forEach((line, index) => {
    const value = /^\s*(?:-\s*|path:\s*)["']?([^"'#\s]+)/.exec(line)?.[1];
    if (!value) return;
    const resolved = path.posix.normalize(folder === '' ? value : `${folder}/${value}`);
    const named = [resolved, value].find((candidate) => mentions(detail, candidate));
    if (named && (!best || resolved.length > best.length)) {
      best = { line: index + 1, length: resolved.length };
    }
  });
  return best?.line;
}

function mentions(detail: string, file: string): boolean {
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[\\s'"(=])${escaped}($|[\\s'":),])`).test(detail);
}
