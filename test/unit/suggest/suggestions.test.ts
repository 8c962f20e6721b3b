import { describe, expect, it } from 'vitest';
import {
  applySuggestions,
  changeDiff,
  planSuggestions,
  rightSideHunks,
} from '../../../src/suggest/suggestions.js';

const lines = (count: number, prefix = 'l') =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);
const text = (list: string[]) => `${list.join('\n')}\n`;

describe('rightSideHunks', () => {
  it('reads the head side of each @@ header, with the count defaulting to 1', () => {
    const patch =
      '@@ -1,3 +1,4 @@\n a\n+b\n c\n d\n@@ -10 +11 @@ x\n-y\n+z\n@@ -20,2 +21,0 @@\n-q\n-r';
    expect(rightSideHunks(patch)).toEqual([
      { start: 1, end: 4 },
      { start: 11, end: 11 },
    ]);
  });
});

describe('planSuggestions', () => {
  const head = lines(10);

  it('keeps a change inside a hunk and sends one outside to the summary', () => {
    const after = [...head];
    after[1] = 'two';
    after[7] = 'eight';
    const plan = planSuggestions(text(head), text(after), [{ start: 1, end: 4 }]);
    expect(plan.inline).toEqual([{ start: 2, end: 2, before: ['l2'], lines: ['two'] }]);
    expect(plan.outside).toHaveLength(1);
    expect(plan.outside[0]).toMatchObject({ start: 8, end: 8, lines: ['eight'] });
    expect(plan.outside[0]?.reason).toMatch(/outside the pull request/);
  });

  it('needs the whole range inside one hunk', () => {
    const after = [...head];
    after.splice(3, 2, 'x', 'y');
    const plan = planSuggestions(text(head), text(after), [
      { start: 1, end: 4 },
      { start: 5, end: 10 },
    ]);
    expect(plan.inline).toEqual([]);
    expect(plan.outside[0]).toMatchObject({ start: 4, end: 5 });
  });

  it('anchors a pure insertion on the line before and repeats it', () => {
    const after = [...head];
    after.splice(3, 0, 'new');
    const plan = planSuggestions(text(head), text(after), [{ start: 1, end: 10 }]);
    expect(plan.inline).toEqual([{ start: 3, end: 3, before: ['l3'], lines: ['l3', 'new'] }]);
  });

  it('anchors on the line after when the line before is outside the diff', () => {
    const after = [...head];
    after.splice(3, 0, 'new');
    const plan = planSuggestions(text(head), text(after), [{ start: 4, end: 6 }]);
    expect(plan.inline).toEqual([{ start: 4, end: 4, before: ['l4'], lines: ['new', 'l4'] }]);
  });

  it('merges suggestions that would share a line', () => {
    const after = [...head];
    after[2] = 'three';
    after.splice(3, 0, 'new');
    const plan = planSuggestions(text(head), text(after), [{ start: 1, end: 10 }]);
    expect(plan.inline).toEqual([{ start: 3, end: 3, before: ['l3'], lines: ['three', 'new'] }]);
    expect(applySuggestions(text(head), plan.inline)).toBe(text(after));
  });

  it('suggests a deletion as an empty block', () => {
    const after = head.filter((line) => line !== 'l5');
    const plan = planSuggestions(text(head), text(after), [{ start: 1, end: 10 }]);
    expect(plan.inline).toEqual([{ start: 5, end: 5, before: ['l5'], lines: [] }]);
    expect(applySuggestions(text(head), plan.inline)).toBe(text(after));
  });
});

describe('changeDiff', () => {
  it('is a unified-diff hunk', () => {
    expect(changeDiff({ start: 3, end: 3, before: ['a'], lines: ['a', 'b'] })).toBe(
      '@@ -3,1 +3,2 @@\n-a\n+a\n+b',
    );
  });
});
