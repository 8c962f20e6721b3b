/**
 * The part of `@actions/tool-cache` the installer uses, behind an interface so it can be swapped
 * in tests. The package (with `@actions/io` and its HTTP client) is imported by the first call: a
 * run given `<tool>-path` never looks in the tool cache, and never loads it.
 */
type ActionsToolCache = typeof import('@actions/tool-cache');

export interface ToolCache {
  /** The cached folder for an exact version, or '' when it is not cached. Makes no network request. */
  find(tool: string, version: string, arch: string): Promise<string>;
  /** Downloads to a temp file (RUNNER_TEMP); retries 5xx, 408, 429 and network errors. */
  downloadTool(url: string): Promise<string>;
  extractTar(file: string, dest: string): Promise<string>;
  extractZip(file: string, dest: string): Promise<string>;
  cacheDir(dir: string, tool: string, version: string, arch: string): Promise<string>;
}

let loaded: ActionsToolCache | undefined;
const tc = async (): Promise<ActionsToolCache> => (loaded ??= await import('@actions/tool-cache'));

export const actionsToolCache: ToolCache = {
  find: async (tool, version, arch) => (await tc()).find(tool, version, arch),
  downloadTool: async (url) => (await tc()).downloadTool(url),
  extractTar: async (file, dest) => (await tc()).extractTar(file, dest),
  extractZip: async (file, dest) => (await tc()).extractZip(file, dest),
  cacheDir: async (dir, tool, version, arch) => (await tc()).cacheDir(dir, tool, version, arch),
};

/** The HTTP status of a failed `downloadTool`, if the server answered at all. */
export function httpStatusOf(error: unknown): number | undefined {
  // Only a loaded tool cache can have thrown its HTTPError.
  return loaded && error instanceof loaded.HTTPError ? error.httpStatusCode : undefined;
}
