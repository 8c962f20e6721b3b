/**
 * kyverno/kyverno's releases on a FakeGitHub: `GET /repos/{owner}/{repo}/releases` (paginated),
 * `/releases/latest` and `/releases/tags/{tag}`, with a realistic tag history (release
 * candidates, and patch releases of older minors published after a newer minor).
 *
 *   const gh = await FakeGitHub.start();
 *   registerKyvernoReleases(gh);                        // or registerKyvernoReleases(gh, ['v1.19.0'])
 */
import { type FakeGitHub, notFound, paginate } from './server.js';

export interface ReleaseFixture {
  tag: string;
  prerelease: boolean;
  draft: boolean;
}

/** [minor, newest patch, release candidates of .0], newest minor first. */
const HISTORY: [number, number, number][] = [
  [19, 1, 3],
  [18, 2, 2],
  [17, 2, 2],
  [16, 4, 3],
  [15, 2, 2],
  [14, 4, 3],
  [13, 6, 2],
  [12, 7, 5],
  [11, 5, 2],
  [10, 7, 3],
  [9, 5, 3],
  [8, 5, 2],
  [7, 5, 3],
  [6, 3, 2],
  [5, 8, 2],
];

/** Published after v1.18.0: backports that are newer by date but not by version. */
const BACKPORTS = ['v1.17.2', 'v1.16.4'];

function history(): string[] {
  const tags = ['v1.20.0-rc.1'];
  for (const [minor, newestPatch, candidates] of HISTORY) {
    for (let patch = newestPatch; patch >= 0; patch--) tags.push(`v1.${minor}.${patch}`);
    for (let rc = candidates; rc >= 1; rc--) tags.push(`v1.${minor}.0-rc.${rc}`);
  }
  const ordered = tags.filter((t) => !BACKPORTS.includes(t));
  ordered.splice(ordered.indexOf('v1.18.0'), 0, ...BACKPORTS);
  return ordered;
}

/** Kyverno's release tags, newest first by publication date (more than one page of 100). */
export const KYVERNO_RELEASE_TAGS: readonly string[] = history();

export const fixture = (tag: string): ReleaseFixture => ({
  tag,
  prerelease: tag.includes('-'),
  draft: false,
});

const ASSET_SUFFIXES = [
  'darwin_arm64.tar.gz',
  'darwin_x86_64.tar.gz',
  'linux_arm64.tar.gz',
  'linux_s390x.tar.gz',
  'linux_x86_64.tar.gz',
  'windows_arm64.zip',
  'windows_x86_64.zip',
];

function user(api: string): Record<string, unknown> {
  const login = 'github-actions[bot]';
  const url = `${api}/users/${encodeURIComponent(login)}`;
  return {
    login,
    id: 41898282,
    node_id: 'MDM6Qm90NDE4OTgyODI=',
    avatar_url: 'https://avatars.githubusercontent.com/in/15368?v=4',
    gravatar_id: '',
    url,
    html_url: 'https://github.com/apps/github-actions',
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: 'Bot',
    site_admin: false,
  };
}

/** A release object shaped as GitHub's `release` schema. */
export function releaseJson(
  release: ReleaseFixture,
  index: number,
  api: string,
): Record<string, unknown> {
  const id = 200_000_000 - index * 1000;
  const published = new Date(Date.UTC(2026, 8, 1) - index * 6 * 86_400_000)
    .toISOString()
    .replace('.000', '');
  const repoApi = `${api}/repos/kyverno/kyverno`;
  const download = `https://github.com/kyverno/kyverno/releases/download/${release.tag}`;
  const names = [
    ...ASSET_SUFFIXES.map((s) => `kyverno-cli_${release.tag}_${s}`),
    'checksums.txt',
    'install.yaml',
  ];
  const assets = names.map((name, i) => ({
    url: `${repoApi}/releases/assets/${id + i + 1}`,
    browser_download_url: `${download}/${name}`,
    id: id + i + 1,
    node_id: `RA_kwDOEHk${id + i + 1}`,
    name,
    label: '',
    state: 'uploaded',
    content_type: name.endsWith('.zip')
      ? 'application/zip'
      : name.endsWith('.gz')
        ? 'application/gzip'
        : 'text/plain',
    size: name.startsWith('kyverno-cli_') ? 53_014_176 : 1024,
    digest: null,
    download_count: 1000 - index,
    created_at: published,
    updated_at: published,
    uploader: user(api),
  }));
  return {
    url: `${repoApi}/releases/${id}`,
    html_url: `https://github.com/kyverno/kyverno/releases/tag/${release.tag}`,
    assets_url: `${repoApi}/releases/${id}/assets`,
    upload_url: `https://uploads.github.com/repos/kyverno/kyverno/releases/${id}/assets{?name,label}`,
    tarball_url: `${repoApi}/tarball/${release.tag}`,
    zipball_url: `${repoApi}/zipball/${release.tag}`,
    id,
    node_id: `RE_kwDOEHk${id}`,
    tag_name: release.tag,
    target_commitish: 'main',
    name: release.tag,
    body: `## What's Changed\n\nKyverno ${release.tag}`,
    draft: release.draft,
    prerelease: release.prerelease,
    immutable: false,
    created_at: published,
    published_at: published,
    author: user(api),
    assets,
  };
}

/**
 * Serves the releases of kyverno/kyverno (other repositories answer 404). Tags are newest first
 * by publication date; prereleases are those with a `-` unless fixtures say otherwise.
 */
export function registerKyvernoReleases(
  gh: FakeGitHub,
  releases: readonly (string | ReleaseFixture)[] = KYVERNO_RELEASE_TAGS,
): void {
  const list = releases.map((r) => (typeof r === 'string' ? fixture(r) : r));
  const json = list.map((r, i) => releaseJson(r, i, gh.url));
  const isKyverno = (params: Record<string, string>): boolean =>
    params.owner === 'kyverno' && params.repo === 'kyverno';
  gh.route('GET', '/repos/{owner}/{repo}/releases', (req) =>
    isKyverno(req.params) ? paginate(json, req.query, `${gh.url}${req.path}`) : notFound(),
  );
  gh.route('GET', '/repos/{owner}/{repo}/releases/latest', (req) => {
    const latest = json.find((r, i) => !list[i]?.prerelease && !list[i]?.draft);
    return isKyverno(req.params) && latest ? { status: 200, body: latest } : notFound();
  });
  gh.route('GET', '/repos/{owner}/{repo}/releases/tags/{tag}', (req) => {
    const release = json.find((r) => r.tag_name === req.params.tag);
    return isKyverno(req.params) && release ? { status: 200, body: release } : notFound();
  });
}
