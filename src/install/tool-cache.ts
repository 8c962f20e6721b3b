/** The part of `@actions/tool-cache` the installer uses, behind an interface so it can be swapped in tests. */
import * as tc from '@actions/tool-cache';

export interface ToolCache {
  /** The cached folder for an exact version, or '' when it is not cached. Makes no network request. */
  find(tool: string, version: string, arch: string): string;
  /** Downloads to a temp file (RUNNER_TEMP); retries 5xx, 408, 429 and network errors. */
  downloadTool(url: string): Promise<string>;
  extractTar(file: string, dest: string): Promise<string>;
  extractZip(file: string, dest: string): Promise<string>;
  cacheDir(dir: string, tool: string, version: string, arch: string): Promise<string>;
}

export const actionsToolCache: ToolCache = {
  find: (tool, version, arch) => tc.find(tool, version, arch),
  downloadTool: (url) => tc.downloadTool(url),
  extractTar: (file, dest) => tc.extractTar(file, dest),
  extractZip: (file, dest) => tc.extractZip(file, dest),
  cacheDir: (dir, tool, version, arch) => tc.cacheDir(dir, tool, version, arch),
};

/** The HTTP status of a failed `downloadTool`, if the server answered at all. */
export function httpStatusOf(error: unknown): number | undefined {
  return error instanceof tc.HTTPError ? error.httpStatusCode : undefined;
}
