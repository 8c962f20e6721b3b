import { describe, expect, it } from 'vitest';
import { validateTestCaseSelector } from '../../../src/inputs/test-case-selector.js';

describe('validateTestCaseSelector', () => {
  it('accepts key=value parts with blanks around them and passes them on trimmed', () => {
    expect(validateTestCaseSelector(' policy=require-labels, rule=* ,resource=bad-pod ')).toEqual({
      selector: 'policy=require-labels,rule=*,resource=bad-pod',
      parts: [
        { key: 'policy', value: 'require-labels' },
        { key: 'rule', value: '*' },
        { key: 'resource', value: 'bad-pod' },
      ],
      warnings: [],
    });
  });

  it('accepts an empty selector (no filtering)', () => {
    expect(validateTestCaseSelector('  ')).toEqual({ selector: '', parts: [], warnings: [] });
  });

  it.each([
    ['policy=a,polcy=b', 'invalid part `polcy=b`: unknown key `polcy`'],
    ['Policy=a', 'invalid part `Policy=a`: unknown key `Policy` (keys are lower case: `policy`)'],
    ['policy', 'invalid part `policy`: it has no `=`'],
    ['policy=a=b', 'invalid part `policy=a=b`: a value cannot contain `=`'],
    ['policy=a,,rule=b', 'empty part (two commas in a row, or a comma at the start or end)'],
  ])('rejects %s, naming the part', (selector, problem) => {
    expect(() => validateTestCaseSelector(selector)).toThrow(
      `test-case-selector: ${problem}. Write comma-separated key=value parts with the keys policy, rule and resource, e.g. \`policy=require-labels, rule=check-labels, resource=bad-pod\`.`,
    );
  });

  it('names every bad part at once', () => {
    expect(() => validateTestCaseSelector('polcy=a,rule')).toThrow(
      /invalid part `polcy=a`: unknown key `polcy`; invalid part `rule`: it has no `=`/,
    );
  });

  it('warns that Kyverno takes a wildcard resource value literally', () => {
    const { warnings } = validateTestCaseSelector('policy=p,resource=bad-*');
    expect(warnings).toEqual([
      expect.stringMatching(
        /^test-case-selector: `resource=bad-\*` selects results by pattern, but Kyverno then checks them against a resource literally named `bad-\*`/,
      ),
    ]);
    expect(validateTestCaseSelector('resource=pod-?').warnings).toHaveLength(1);
    expect(validateTestCaseSelector('resource=*,policy=p*').warnings).toEqual([]);
  });

  it('warns that an empty value matches only results without that field', () => {
    expect(validateTestCaseSelector('rule=').warnings).toEqual([
      'test-case-selector: `rule=` has an empty value, which only matches results that have no rule; use `rule=*` to match all.',
    ]);
  });
});
