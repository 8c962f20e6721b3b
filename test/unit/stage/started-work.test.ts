import { describe, expect, it } from 'vitest';
import type { CheckPlan } from '../../../src/stage/stage.js';
import { StartedWork } from '../../../src/stage/started-work.js';

const plan = (): CheckPlan => ({
  suites: [],
  manifestFiles: [],
  renders: [],
  renderErrors: [],
  isRenderedSource: () => false,
  notices: [],
  idle: [],
});

describe('StartedWork', () => {
  it('begins on the next turn of the event loop, after what the caller does meanwhile', async () => {
    const work = new StartedWork<string>();
    const order: string[] = [];
    const head = plan();
    work.begin(head, async () => {
      order.push('work');
      return 'done';
    });
    await Promise.resolve().then(() => order.push('microtasks'));
    expect(order).toEqual(['microtasks']);
    await expect(work.result(head)).resolves.toBe('done');
    expect(order).toEqual(['microtasks', 'work']);
  });

  it('keeps the work per plan, and a failure for the part that awaits it', async () => {
    const work = new StartedWork<number>();
    const [ok, failing, never] = [plan(), plan(), plan()];
    work.begin(ok, async () => 1);
    work.begin(failing, async () => {
      throw new Error('unreadable');
    });
    await expect(work.result(ok)).resolves.toBe(1);
    await expect(work.result(failing)).rejects.toThrow('unreadable');
    expect(work.result(never)).toBeUndefined();
  });
});
