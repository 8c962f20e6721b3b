/** Whether a run that posts no review removes the action's earlier suggested changes. */
import { describe, expect, it } from 'vitest';
import { clearsEarlier } from '../../../src/github/suggestions-step.js';
import type { MutatedResource } from '../../../src/model/mutation.js';

const mutation = (extra: Partial<MutatedResource> = {}): MutatedResource => ({
  resource: { apiVersion: 'v1', kind: 'Pod', namespace: '', name: 'web' },
  file: 'deploy/web.yaml',
  line: 1,
  documentIndex: 0,
  makers: [{ policy: 'add-labels', rule: 'team' }],
  patch: [{ op: 'add', path: '/metadata/labels', value: { team: 'platform' } }],
  mutated: {},
  diff: '',
  ...extra,
});
const rendered = mutation({
  file: 'deploy/kustomization.yaml',
  render: { tool: 'kustomize', root: 'deploy' },
});

describe('clearsEarlier', () => {
  it('a run that checked the whole pull request: always, whatever its mutations', () => {
    for (const mutations of [undefined, [], [rendered], [mutation()]]) {
      expect(clearsEarlier(mutations, true), JSON.stringify(mutations)).toBe(true);
    }
  });

  it('a report made elsewhere: only when its mutations list holds nothing a file could take', () => {
    expect(clearsEarlier([], false)).toBe(true);
    expect(clearsEarlier([rendered], false)).toBe(true);
    expect(clearsEarlier([mutation({ documentIndex: undefined })], false)).toBe(true);
    // No list: the run that wrote the report may not have previewed mutations.
    expect(clearsEarlier(undefined, false)).toBe(false);
    // Plain manifest mutations whose edits failed here (e.g. no checkout): they may still stand.
    expect(clearsEarlier([mutation(), rendered], false)).toBe(false);
  });
});
