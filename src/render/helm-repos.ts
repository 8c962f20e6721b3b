/**
 * Chart repositories for `helm dependency build`. With a `Chart.lock`, Helm builds only from the
 * repositories it is configured with (`helm repo add`): a dependency on a plain http(s) URL fails
 * with "no repository definition for …", where without the lock Helm fetches the same URL itself
 * (`ensureMissingRepos` in Helm's pkg/downloader/manager.go). Such a build is given a repository
 * configuration of its own: the user's file as it is (credentials included), plus an entry per
 * such URL. The user's configuration is never changed.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { isMap, isSeq, parseDocument, stringify, type Document } from 'yaml';
import { isData } from '../documents/data.js';
import type { ChartDependency } from '../plan/chart.js';
import type { RenderIO } from './io.js';

const HTTP = /^https?:\/\//i;
const sameUrl = (a: string, b: string): boolean => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** The http(s) repositories of `dependencies` that `config` (repositories.yaml) does not name. */
export function unconfiguredRepositories(
  dependencies: readonly ChartDependency[],
  config: string | undefined,
): string[] {
  const known = configuredUrls(config === undefined ? undefined : parseDocument(config));
  const urls = dependencies.flatMap((dependency) =>
    dependency.repository && HTTP.test(dependency.repository) ? [dependency.repository] : [],
  );
  return [...new Set(urls)].filter((url) => !known.some((knownUrl) => sameUrl(knownUrl, url)));
}

function configuredUrls(document: Document | undefined): string[] {
  const repositories = document?.get('repositories');
  if (!isSeq(repositories)) return [];
  return repositories.items.flatMap((entry) => {
    const url = isMap(entry) ? entry.get('url') : undefined;
    return typeof url === 'string' ? [url] : [];
  });
}

/** `config` (the user's repositories.yaml, or none) with an entry for each of `urls`. */
export function withRepositories(config: string | undefined, urls: readonly string[]): string {
  const parsed: unknown = config === undefined ? undefined : parseDocument(config).toJS();
  const file = isData(parsed) ? parsed : {};
  const entries: unknown[] = Array.isArray(file.repositories) ? [...file.repositories] : [];
  for (const url of urls) {
    const key = createHash('sha256').update(url).digest('hex').slice(0, 16);
    entries.push({ name: `kyverno-policy-check-${key}`, url });
  }
  return stringify({ ...file, repositories: entries });
}

/**
 * The `--repository-config` arguments that let `helm dependency build` fetch the missing
 * dependencies of a locked chart, and the removal of the file; nothing when the user's
 * configuration already names every repository (or Helm says nothing of where it is).
 */
export async function repositoryConfigFor(
  helm: string,
  missing: readonly ChartDependency[],
  io: RenderIO,
): Promise<{ args: string[]; remove: () => Promise<void> } | undefined> {
  if (!missing.some((dependency) => HTTP.test(dependency.repository ?? ''))) return undefined;
  const located = await io.run(helm, ['env', 'HELM_REPOSITORY_CONFIG'], { timeoutMs: 60_000 });
  const file = located.exitCode === 0 ? located.stdout.trim() : '';
  if (file === '') return undefined;
  const config = await io.readOutside(file);
  const urls = unconfiguredRepositories(missing, config);
  if (urls.length === 0) return undefined;
  const temp = await io.tempDir();
  const written = path.join(temp.dir, 'repositories.yaml');
  await io.writeText(written, withRepositories(config, urls));
  return { args: ['--repository-config', written], remove: temp.remove };
}
