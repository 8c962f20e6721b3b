import { describe, expect, it } from 'vitest';
import { KYVERNO_GOGC, kyvernoEnvironment } from '../../../src/run/go-runtime.js';

const GiB = 2 ** 30;

describe('kyvernoEnvironment', () => {
  it('relaxes the Go collector, with a soft memory limit shared by the processes', () => {
    expect(kyvernoEnvironment({ PATH: '/bin' }, 2, 16 * GiB)).toEqual({
      PATH: '/bin',
      GOGC: KYVERNO_GOGC,
      GOMEMLIMIT: '4096MiB',
    });
  });

  it("keeps the user's own GOGC or GOMEMLIMIT untouched", () => {
    const own = { GOGC: 'off' };
    expect(kyvernoEnvironment(own, 2, 16 * GiB)).toBe(own);
    const limit = { GOMEMLIMIT: '1GiB' };
    expect(kyvernoEnvironment(limit, 2, 16 * GiB)).toBe(limit);
  });
});
