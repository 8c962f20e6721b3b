/** The `kyverno-version` input: what it asks for, and which release satisfies it. */
import prerelease from 'semver/functions/prerelease.js';
import rcompare from 'semver/functions/rcompare.js';
import satisfies from 'semver/functions/satisfies.js';
import valid from 'semver/functions/valid.js';
import validRange from 'semver/ranges/valid.js';

export type VersionSpec =
  | { kind: 'exact'; input: string; tag: string; version: string }
  | { kind: 'latest'; input: string }
  | { kind: 'range'; input: string; range: string };

export interface ReleaseSummary {
  tag: string;
  prerelease: boolean;
  draft: boolean;
}

export const LIST_VERSIONS_HINT =
  'List the released versions with `gh release list --repo kyverno/kyverno` or at ' +
  'https://github.com/kyverno/kyverno/releases.';

const FORMS =
  'an exact tag (v1.19.0 or 1.19.0), `latest`, or a semver range (1.19.x, ~1.18, >=1.17 <1.19)';

/** @throws when the input is neither an exact version, `latest`, nor a valid semver range. */
export function parseVersionSpec(input: string): VersionSpec {
  const trimmed = input.trim();
  if (trimmed === '') throw new Error(`kyverno-version is empty: set it to ${FORMS}.`);
  if (trimmed.toLowerCase() === 'latest') return { kind: 'latest', input: trimmed };
  const exact = valid(trimmed);
  if (exact) return { kind: 'exact', input: trimmed, tag: `v${exact}`, version: exact };
  const range = validRange(trimmed);
  if (range) return { kind: 'range', input: trimmed, range };
  throw new Error(`kyverno-version "${trimmed}" is not a version: use ${FORMS}.`);
}

function newestFirst(releases: readonly ReleaseSummary[]): { tag: string; version: string }[] {
  return releases
    .flatMap((r) => {
      const version = valid(r.tag);
      return version && !r.draft ? [{ tag: r.tag, version, prerelease: r.prerelease }] : [];
    })
    .sort((a, b) => rcompare(a.version, b.version));
}

/**
 * The release tag that `latest` (newest non-prerelease) or a range (newest match; prereleases
 * only when the range names one) selects.
 * @throws when nothing matches, naming the newest releases that exist.
 */
export function pickRelease(
  spec: Exclude<VersionSpec, { kind: 'exact' }>,
  releases: readonly ReleaseSummary[],
): string {
  const sorted = newestFirst(releases);
  const stable = sorted.filter((r) => !prerelease(r.version));
  const wantsPrerelease = spec.kind === 'range' && spec.range.includes('-');
  const flagged = new Set(releases.filter((r) => r.prerelease).map((r) => r.tag));
  const found =
    spec.kind === 'latest'
      ? stable.find((r) => !flagged.has(r.tag))
      : sorted.find(
          (r) =>
            (wantsPrerelease || !flagged.has(r.tag)) &&
            satisfies(r.version, spec.range, { includePrerelease: false }),
        );
  if (found) return found.tag;
  const newest = stable
    .slice(0, 5)
    .map((r) => r.tag)
    .join(', ');
  const what =
    spec.kind === 'latest'
      ? 'no Kyverno release that is not a prerelease'
      : `kyverno-version "${spec.input}" matches no Kyverno release`;
  throw new Error(
    `${what} among the ${releases.length} releases listed by the GitHub API` +
      `${newest ? ` (newest: ${newest})` : ''}. ${LIST_VERSIONS_HINT}`,
  );
}
