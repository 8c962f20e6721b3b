import { describe, expect, it } from 'vitest';
import { terminalLine } from '../../../src/cli/workflow-commands.js';

describe('terminalLine', () => {
  it('drops the commands that mean nothing on a terminal', () => {
    expect(terminalLine('::debug::checking cache: /tmp/x')).toBeUndefined();
    expect(terminalLine('::add-path::/opt/kyverno')).toBeUndefined();
    expect(terminalLine('::group::Run Kyverno')).toBeUndefined();
    expect(terminalLine('::endgroup::')).toBeUndefined();
  });

  it('prints annotations as plain messages', () => {
    expect(terminalLine('::warning::two%0Alines 100%25')).toBe('warning: two\nlines 100%');
    expect(terminalLine('::error file=a.yaml,line=3::bad')).toBe('error: bad');
    expect(terminalLine('::notice::note')).toBe('notice: note');
  });

  it('leaves other text alone', () => {
    expect(terminalLine('Found 2 kyverno-test.yaml test files')).toBe(
      'Found 2 kyverno-test.yaml test files',
    );
    expect(terminalLine('::unknown::x')).toBe('::unknown::x');
  });
});
