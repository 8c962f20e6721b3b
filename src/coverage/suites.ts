/**
 * Loads what each local suite's test documents name under `policies:` and `resources:`, the way
 * Kyverno resolves them (relative to the test file; folders give their YAML files, hidden ones
 * skipped). A path that cannot be read leaves its document `incomplete`: nothing is then claimed
 * to be missing from it.
 */
import path from 'node:path';
import { readText } from '../documents/check-reads.js';
import { isUrl, kyvernoYamlFiles, workspaceRelative } from '../documents/workspace-files.js';
import {
  readSuitePolicies,
  readSuiteResources,
  type SuitePolicy,
  type SuiteResource,
} from './documents.js';
import { listedStrings, parsedYaml } from '../documents/parsed-yaml.js';

/** One document of a test file and what it loads. */
export interface SuiteDocument {
  policies: SuitePolicy[];
  /** Workspace-relative: the YAML files its `resources:` give Kyverno. */
  resourceFiles: string[];
  /** Their resources; undefined until read (`readResources`). */
  resources?: SuiteResource[];
  /** A policy or resource path could not be read, or names a URL. */
  incomplete: boolean;
}

/** How `loadSuites` reads the resource files: all of them, or none until `readResources`. */
export interface LoadOptions {
  resources: 'all' | 'none';
}

export interface SuiteContents {
  /** Workspace-relative test file. */
  file: string;
  text: string;
  /** By document index, as `ResultEntry.document` counts them. */
  documents: SuiteDocument[];
}

/** The file access suites need, for tests. */
export interface SuiteFiles {
  /** UTF-8 text of a workspace-relative file, or undefined when it cannot be read. */
  read(relative: string): Promise<string | undefined>;
  /** The YAML files a workspace-relative path gives Kyverno, or undefined when it is missing. */
  yamlFiles(relative: string): Promise<string[] | undefined>;
}

export function diskSuiteFiles(workspace: string): SuiteFiles {
  return {
    read: (relative) => readText(path.join(workspace, relative)).catch(() => undefined),
    yamlFiles: (relative) => kyvernoYamlFiles(workspace, relative),
  };
}

/** `files.read`, each file read once. */
function readOnce(files: SuiteFiles): (relative: string) => Promise<string | undefined> {
  const cache = new Map<string, Promise<string | undefined>>();
  return (relative) => {
    let text = cache.get(relative);
    if (!text) cache.set(relative, (text = files.read(relative)));
    return text;
  };
}

/** The suites' contents; a test file that cannot be read is left out. */
export async function loadSuites(
  workspace: string,
  testFiles: readonly string[],
  files: SuiteFiles = diskSuiteFiles(workspace),
  options: LoadOptions = { resources: 'all' },
): Promise<SuiteContents[]> {
  const read = readOnce(files);
  const suites = await Promise.all(
    testFiles.map(async (file) => {
      const text = await read(file);
      if (text === undefined) return undefined;
      const documents = await Promise.all(
        listsOf(text).map((lists) => loadDocument(workspace, file, lists, files, read)),
      );
      return { file, text, documents };
    }),
  );
  const loaded = suites.filter((suite): suite is SuiteContents => suite !== undefined);
  if (options.resources === 'all') {
    await readResources(
      loaded.flatMap((suite) => suite.documents),
      files,
      read,
    );
  }
  return loaded;
}

/**
 * Reads the resources of these documents (those not read yet). A file that cannot be read leaves
 * its document `incomplete`.
 */
export async function readResources(
  documents: readonly SuiteDocument[],
  files: SuiteFiles,
  read = readOnce(files),
): Promise<void> {
  await Promise.all(
    documents.map(async (document) => {
      if (document.resources) return;
      const resources: SuiteResource[] = [];
      for (const file of document.resourceFiles) {
        const text = await read(file);
        if (text === undefined) document.incomplete = true;
        else resources.push(...readSuiteResources(text));
      }
      document.resources = resources;
    }),
  );
}

async function loadDocument(
  workspace: string,
  testFile: string,
  lists: { policies: string[]; resources: string[] },
  files: SuiteFiles,
  read: (relative: string) => Promise<string | undefined>,
): Promise<SuiteDocument> {
  const document: SuiteDocument = { policies: [], resourceFiles: [], incomplete: false };
  const resolve = async (entry: string): Promise<string[]> => {
    const relative = isUrl(entry)
      ? undefined
      : workspaceRelative(workspace, path.resolve(workspace, path.dirname(testFile), entry));
    if (relative === undefined) {
      document.incomplete = true;
      return [];
    }
    if (path.posix.basename(relative).startsWith('.')) return [];
    const found = await files.yamlFiles(relative);
    if (found === undefined) document.incomplete = true;
    return found ?? [];
  };
  for (const entry of lists.policies) {
    for (const file of await resolve(entry)) {
      const text = await read(file);
      if (text === undefined) document.incomplete = true;
      else document.policies.push(...readSuitePolicies(text, file));
    }
  }
  for (const entry of lists.resources) document.resourceFiles.push(...(await resolve(entry)));
  return document;
}

/** The `policies:` and `resources:` strings of each document of a test file. */
function listsOf(text: string): { policies: string[]; resources: string[] }[] {
  return parsedYaml(text).documents.map((document) => ({
    policies: listedStrings(document, 'policies'),
    resources: listedStrings(document, 'resources'),
  }));
}
