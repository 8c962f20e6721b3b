/** Which repositories a locked chart's build lacks, and the configuration written for it. */
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { ChartDependency } from '../../../src/plan/chart.js';
import { unconfiguredRepositories, withRepositories } from '../../../src/render/helm-repos.js';

const dependency = (name: string, repository: string): ChartDependency => ({
  name,
  repository,
  line: 1,
});

const USER_CONFIG = `apiVersion: ""
generated: "2026-01-01T00:00:00Z"
repositories:
  - name: private
    url: https://charts.example.com/private/
    username: ci
    password: secret
`;

describe('unconfiguredRepositories', () => {
  it('names the http(s) repositories the configuration lacks, each once', () => {
    const dependencies = [
      dependency('a', 'https://kyverno.github.io/kyverno/'),
      dependency('b', 'https://kyverno.github.io/kyverno/'),
      dependency('c', 'https://charts.example.com/private'),
      dependency('d', 'oci://registry.example.com/charts'),
      dependency('e', '@private'),
      dependency('f', 'file://../lib'),
    ];
    expect(unconfiguredRepositories(dependencies, USER_CONFIG)).toEqual([
      'https://kyverno.github.io/kyverno/',
    ]);
  });

  it('reads a missing or empty configuration as naming none', () => {
    const dependencies = [dependency('a', 'http://127.0.0.1:8080')];
    expect(unconfiguredRepositories(dependencies, undefined)).toEqual(['http://127.0.0.1:8080']);
    expect(unconfiguredRepositories(dependencies, '')).toEqual(['http://127.0.0.1:8080']);
  });
});

describe('withRepositories', () => {
  it("keeps the user's entries as they are and adds one per URL", () => {
    const written = parse(withRepositories(USER_CONFIG, ['https://kyverno.github.io/kyverno/']));
    expect(written.repositories).toEqual([
      {
        name: 'private',
        url: 'https://charts.example.com/private/',
        username: 'ci',
        password: 'secret',
      },
      {
        name: expect.stringMatching(/^kyverno-policy-check-[0-9a-f]{16}$/),
        url: 'https://kyverno.github.io/kyverno/',
      },
    ]);
    expect(written.generated).toBe('2026-01-01T00:00:00Z');
  });

  it('writes a configuration of its own when the user has none', () => {
    expect(parse(withRepositories(undefined, ['http://127.0.0.1:8080'])).repositories).toEqual([
      { name: expect.any(String), url: 'http://127.0.0.1:8080' },
    ]);
  });
});
