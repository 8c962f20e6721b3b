import { describe, expect, it } from 'vitest';
import { checkKyvernoVersion } from '../../../src/install/supported-version.js';

describe('checkKyvernoVersion', () => {
  it('runs 1.18 and later without a word', () => {
    expect(checkKyvernoVersion('1.19.0')).toEqual({});
    expect(checkKyvernoVersion('1.18.2')).toEqual({});
    expect(checkKyvernoVersion('1.20.0-rc.1')).toEqual({});
  });

  it('warns about the false pass of 1.15 to 1.17', () => {
    expect(checkKyvernoVersion('1.17.2').warning).toContain('kyverno/kyverno#15355');
    expect(checkKyvernoVersion('1.15.0').error).toBeUndefined();
  });

  it('refuses versions before 1.15 with what to do', () => {
    expect(checkKyvernoVersion('1.14.4').error).toBe(
      'Kyverno 1.14.4 is older than 1.15.0, the oldest version this action can run (`kyverno test -o junit` and the openreports policy reports arrived in 1.15). Set `kyverno-version` to 1.18 or later.',
    );
  });

  it('lets development builds through', () => {
    expect(checkKyvernoVersion('(devel)')).toEqual({});
    expect(checkKyvernoVersion('---')).toEqual({});
  });
});
