import { describe, expect, it } from 'vitest';
import {
  CHECK_ANNOTATIONS_PER_REQUEST,
  annotationsFor,
  inBatches,
  notYetSent,
  toCheckAnnotation,
} from '../../../src/report/annotations.js';
import { emitWorkflowCommands } from '../../../src/github/workflow-commands.js';
import { RecordingSink, failures, result } from '../../support/make-report.js';

describe('annotationsFor', () => {
  it('annotates fail and error as failures, warn as warnings, with title, message and location', () => {
    const { annotations, unlocated } = annotationsFor([
      result({ status: 'pass' }),
      result({ status: 'skip' }),
      result({ status: 'warn', rule: '', file: 'b.yaml', line: 4, message: 'probes missing' }),
      result({ status: 'fail', file: 'a.yaml', line: 9, column: 3 }),
      result({
        status: 'error',
        policy: '',
        rule: '',
        file: 'c.yaml',
        line: 2,
        message: 'yaml: bad',
        resource: { apiVersion: '', kind: '', namespace: '', name: '' },
      }),
      result({
        status: 'fail',
        file: undefined,
        line: undefined,
        suite: 'https://git.example/p.git',
      }),
    ]);
    expect(unlocated).toBe(1);
    expect(annotations).toEqual([
      {
        level: 'failure',
        path: 'c.yaml',
        line: 2,
        title: 'kyverno-error',
        message: 'Error: yaml: bad',
      },
      {
        level: 'failure',
        path: 'a.yaml',
        line: 9,
        column: 3,
        title: 'require-labels/check-team',
        message: expect.stringMatching(/^Deployment default\/web: validation error: label 'team'/),
      },
      {
        level: 'warning',
        path: 'b.yaml',
        line: 4,
        title: 'require-labels',
        message: 'Deployment default/web: probes missing',
      },
    ]);
    expect(toCheckAnnotation(annotations[1]!)).toEqual({
      path: 'a.yaml',
      start_line: 9,
      end_line: 9,
      start_column: 3,
      end_column: 3,
      annotation_level: 'failure',
      title: 'require-labels/check-team',
      message: annotations[1]!.message,
    });
  });

  it('caps titles at 255 characters and messages at 4 KiB', () => {
    const [annotation] = annotationsFor([
      result({ policy: 'p'.repeat(300), message: 'm'.repeat(10_000) }),
    ]).annotations;
    expect(annotation!.title.length).toBe(255);
    expect(annotation!.message.length).toBe(4096);
  });
});

describe('inBatches', () => {
  it('splits 120 annotations into exactly 50, 50 and 20', () => {
    expect(CHECK_ANNOTATIONS_PER_REQUEST).toBe(50);
    expect(inBatches(failures(120), 50).map((batch) => batch.length)).toEqual([50, 50, 20]);
    expect(inBatches(failures(100), 50).map((batch) => batch.length)).toEqual([50, 50]);
    expect(inBatches([], 50)).toEqual([]);
  });
});

describe('emitWorkflowCommands', () => {
  it('emits the most severe first, up to 10 errors and 10 warnings per step, and counts the rest', () => {
    const sink = new RecordingSink();
    const { annotations } = annotationsFor([
      ...failures(20),
      ...failures(5, { status: 'error', message: 'load error' }),
      ...failures(15, { status: 'warn' }),
    ]);
    const outcome = emitWorkflowCommands(annotations, sink);
    expect(outcome).toEqual({
      emitted: { failure: 10, warning: 10 },
      omitted: { failure: 15, warning: 5 },
    });
    expect(sink.errors).toHaveLength(10);
    expect(sink.warnings).toHaveLength(10);
    expect(sink.errors.slice(0, 5).every((error) => error.message.startsWith('Error: '))).toBe(
      true,
    );
    expect(sink.errors[0]!.properties).toEqual({
      title: 'require-labels/check-team',
      file: 'deploy/app-0000.yaml',
      startLine: 1,
    });
  });
});

describe('notYetSent', () => {
  it('leaves out one copy of each annotation already sent, whatever their order', () => {
    const all = annotationsFor([
      ...failures(3),
      result({ status: 'warn', file: 'w.yaml', line: 2 }),
      result({ status: 'warn', file: 'w.yaml', line: 2 }),
    ]).annotations.map(toCheckAnnotation);
    const [a, b, c, w1] = all;
    expect(notYetSent(all, [w1!, b!])).toEqual([a, c, w1]);
    expect(notYetSent(all, [])).toEqual(all);
    expect(notYetSent(all, all)).toEqual([]);
    // An annotation that differs in anything is not the one sent.
    expect(notYetSent([a!], [{ ...a!, message: `${a!.message}.` }])).toEqual([a]);
  });
});
