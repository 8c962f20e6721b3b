import { describe, expect, it, vi } from 'vitest';
import type { FailOn } from '../../../src/inputs/config.js';
import type { Status } from '../../../src/model/result.js';
import { enforceVerdict, verdict } from '../../../src/verdict/verdict.js';
import { makeReport, result } from '../../support/make-report.js';

const reportWith = (...statuses: Status[]) =>
  makeReport(statuses.map((status) => result({ status })));

describe('verdict', () => {
  it.each<[FailOn, Status[], boolean]>([
    ['fail', ['pass', 'fail'], true],
    ['fail', ['pass', 'error'], true],
    ['fail', ['pass', 'warn', 'skip'], false],
    ['error', ['fail', 'warn'], false],
    ['error', ['error'], true],
    ['warn', ['warn'], true],
    ['warn', ['pass', 'skip'], false],
    ['never', ['fail', 'error', 'warn'], false],
    ['fail', [], false],
  ])('fail-on %s with %j fails: %s', (failOn, statuses, failed) => {
    const outcome = verdict(reportWith(...statuses), failOn);
    expect(outcome.failed).toBe(failed);
    expect(outcome.reason).not.toContain('\n');
    expect(outcome.reason).toContain(`fail-on: ${failOn}`);
  });

  it('gives a one-line reason naming the counts that decided', () => {
    expect(verdict(reportWith('pass', 'fail', 'fail', 'error', 'warn'), 'fail').reason).toBe(
      'Kyverno policy check failed: 1 error, 2 fail (fail-on: fail).',
    );
    expect(verdict(reportWith('pass', 'fail'), 'never').reason).toBe(
      'Kyverno policy check passed: 1 fail, 1 pass (fail-on: never; not failing on 1 fail).',
    );
    expect(verdict(reportWith(), 'fail').reason).toBe(
      'Kyverno policy check passed: no results (fail-on: fail).',
    );
  });

  it('fails the step through setFailed only when the verdict fails', () => {
    const sink = { setFailed: vi.fn(), info: vi.fn() };
    enforceVerdict(verdict(reportWith('fail'), 'fail'), sink);
    enforceVerdict(verdict(reportWith('pass'), 'fail'), sink);
    expect(sink.setFailed).toHaveBeenCalledExactlyOnceWith(
      'Kyverno policy check failed: 1 fail (fail-on: fail).',
    );
    expect(sink.info).toHaveBeenCalledOnce();
  });
});
