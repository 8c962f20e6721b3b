import { describe, expect, it } from 'vitest';
import {
  REVIEW_BODY_LIMIT,
  SUPERSEDED,
  renderReviewBody,
  renderSuggestionComment,
  renderSuggestionsSection,
  renderSupersededBody,
  suggestionMarker,
  type UnsuggestedChange,
} from '../../../src/report/suggestions.js';

const makers = [{ policy: 'add-labels', rule: 'team' }];

describe('suggestion texts', () => {
  it('the marker names the workflow, job and check, and cannot be closed early', () => {
    const marker = suggestionMarker({ workflow: 'Policies', job: 'k --> x' }, 'Kyverno');
    expect(marker).toMatch(
      /^<!-- kyverno-policy-check:suggestion workflow=Policies job=.* check=Kyverno -->$/,
    );
    expect(marker.slice(4, -3)).not.toContain('-->');
  });

  it('a comment holds the block in a fence longer than any backticks inside', () => {
    const body = renderSuggestionComment(
      { path: 'a.yaml', start: 3, end: 3, before: ['x'], lines: ['a: "```"', 'b: 1'], makers },
      '<!-- m -->',
    );
    expect(body).toContain('````suggestion\na: "```"\nb: 1\n````');
    expect(body).toContain('`add-labels/team`');
    expect(body.endsWith('<!-- m -->')).toBe(true);
  });

  it('a deletion is an empty block', () => {
    const body = renderSuggestionComment(
      { path: 'a.yaml', start: 3, end: 4, before: ['x', 'y'], lines: [], makers: [] },
      '<!-- m -->',
    );
    expect(body).toContain('```suggestion\n```');
  });

  it('the review body lists what is not inline and stays within GitHub’s limit', () => {
    const many: UnsuggestedChange[] = Array.from({ length: 500 }, (_, index) => ({
      path: `deploy/${index}.yaml`,
      reason: 'it touches lines outside the pull request’s changes',
      change: { start: 1, end: 1, before: ['x'.repeat(400)], lines: ['y'.repeat(400)] },
      makers,
    }));
    const body = renderReviewBody(30, many, '<!-- m -->');
    expect(body.length).toBeLessThanOrEqual(REVIEW_BODY_LIMIT);
    expect(body).toContain('30 suggested changes');
    expect(body).toMatch(/…and 480 more changes\./);
    expect(body.endsWith('<!-- m -->')).toBe(true);
  });

  it('a superseded review keeps the marker and says it was superseded', () => {
    const body = renderSupersededBody('<!-- m -->', 'https://github.example/pr#r1');
    expect(body).toContain('[a later run](https://github.example/pr#r1)');
    expect(body).toContain(SUPERSEDED);
  });

  it('the summary section escapes the file name and shows the diff', () => {
    const section = renderSuggestionsSection({
      posted: 0,
      skipped: 'the token is read-only (fork)',
      notSuggested: [
        {
          path: 'deploy/*web*.yaml',
          reason: 'outside',
          change: { start: 4, end: 4, before: ['a: 1'], lines: ['a: 2'] },
          makers,
        },
      ],
    });
    expect(section).toContain('`deploy/\\*web\\*.yaml` line 4');
    expect(section).toContain('```diff\n  @@ -4,1 +4,1 @@\n  -a: 1\n  +a: 2\n  ```');
    expect(renderSuggestionsSection({ posted: 0, notSuggested: [] })).toBeUndefined();
  });
});
