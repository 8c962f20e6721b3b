import { describe, expect, it } from 'vitest';
import {
  parseVersionSpec,
  pickRelease,
  type ReleaseSummary,
} from '../../../src/install/version-spec.js';
import { KYVERNO_RELEASE_TAGS, fixture } from '../../support/fake-github/releases.js';

const releases: ReleaseSummary[] = KYVERNO_RELEASE_TAGS.map(fixture);

function pick(input: string, list: readonly ReleaseSummary[] = releases): string {
  const spec = parseVersionSpec(input);
  if (spec.kind === 'exact') throw new Error(`${input} is exact`);
  return pickRelease(spec, list);
}

describe('parseVersionSpec', () => {
  it.each([
    ['v1.18.2', 'v1.18.2', '1.18.2'],
    ['1.18.2', 'v1.18.2', '1.18.2'],
    [' v1.19.0 ', 'v1.19.0', '1.19.0'],
    ['1.20.0-rc.1', 'v1.20.0-rc.1', '1.20.0-rc.1'],
  ])('%s is the exact tag %s', (input, tag, version) => {
    expect(parseVersionSpec(input)).toMatchObject({ kind: 'exact', tag, version });
  });

  it.each(['latest', 'LATEST'])('%s is latest', (input) => {
    expect(parseVersionSpec(input).kind).toBe('latest');
  });

  it.each(['1.19.x', '~1.18', '>=1.17 <1.19', '^1', '1.19', 'v1.18'])('%s is a range', (input) => {
    expect(parseVersionSpec(input).kind).toBe('range');
  });

  it.each(['banana', '1.19.0.1', '>=1.x <', 'v1.18.02', 'latest-1'])(
    'rejects the malformed %s with the accepted forms',
    (input) => {
      expect(() => parseVersionSpec(input)).toThrow(
        `kyverno-version "${input}" is not a version: use an exact tag (v1.19.0 or 1.19.0), ` +
          '`latest`, or a semver range (1.19.x, ~1.18, >=1.17 <1.19).',
      );
    },
  );

  it('rejects an empty version', () => {
    expect(() => parseVersionSpec('  ')).toThrow(
      'kyverno-version is empty: set it to an exact tag',
    );
  });
});

describe('pickRelease', () => {
  it('latest is the highest non-prerelease version, not the newest by date', () => {
    expect(KYVERNO_RELEASE_TAGS[0]).toBe('v1.20.0-rc.1');
    expect(pick('latest')).toBe('v1.19.1');
  });

  it.each([
    ['1.19.x', 'v1.19.1'],
    ['~1.18', 'v1.18.2'],
    ['>=1.17 <1.19', 'v1.18.2'],
    ['1.16', 'v1.16.4'],
    ['^1', 'v1.19.1'],
    ['>=1.20.0-rc.0', 'v1.20.0-rc.1'],
  ])('%s resolves to %s', (input, tag) => {
    expect(pick(input)).toBe(tag);
  });

  it('skips drafts, releases flagged prerelease, and tags that are not versions', () => {
    const list = [
      { tag: 'v1.19.1', prerelease: false, draft: true },
      { tag: 'v1.19.0', prerelease: true, draft: false },
      { tag: 'nightly', prerelease: false, draft: false },
      { tag: 'v1.18.2', prerelease: false, draft: false },
    ];
    expect(pick('latest', list)).toBe('v1.18.2');
    expect(pick('>=1.18', list)).toBe('v1.18.2');
  });

  it('a range that matches no release names the newest releases and how to list them', () => {
    expect(() => pick('>=2.0')).toThrow(
      `kyverno-version ">=2.0" matches no Kyverno release among the ${releases.length} releases ` +
        'listed by the GitHub API (newest: v1.19.1, v1.19.0, v1.18.2, v1.18.1, v1.18.0). List the ' +
        'released versions with `gh release list --repo kyverno/kyverno` or at ' +
        'https://github.com/kyverno/kyverno/releases.',
    );
  });

  it('latest with only prereleases is an error', () => {
    expect(() => pick('latest', [fixture('v1.20.0-rc.1')])).toThrow(
      'no Kyverno release that is not a prerelease among the 1 releases listed by the GitHub API.',
    );
  });
});
