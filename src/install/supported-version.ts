import coerce from 'semver/functions/coerce.js';
import lt from 'semver/functions/lt.js';

/** `kyverno test -o junit` and the openreports report format of `kyverno apply` arrived in 1.15. */
export const OLDEST_SUPPORTED = '1.15.0';
/** Before 1.18 a test expecting `fail` always passed (kyverno/kyverno#15355). */
const FALSE_PASS_FIXED = '1.18.0';

export interface VersionCheck {
  /** Set when this Kyverno cannot be driven at all. */
  error?: string;
  warning?: string;
}

/** Whether the action can run this Kyverno version; unknown versions (dev builds) are let through. */
export function checkKyvernoVersion(version: string): VersionCheck {
  const parsed = coerce(version, { includePrerelease: true });
  if (!parsed) return {};
  if (lt(parsed, OLDEST_SUPPORTED)) {
    return {
      error:
        `Kyverno ${version} is older than ${OLDEST_SUPPORTED}, the oldest version this action can run ` +
        '(`kyverno test -o junit` and the openreports policy reports arrived in 1.15). Set ' +
        '`kyverno-version` to 1.18 or later.',
    };
  }
  if (lt(parsed, FALSE_PASS_FIXED)) {
    return {
      warning:
        `Kyverno ${version} reports a test that expects \`result: fail\` as passing whatever happens ` +
        '(kyverno/kyverno#15355, fixed in 1.18.0); the action marks such rows as failures when it ' +
        'can tell. Prefer `kyverno-version` 1.18 or later.',
    };
  }
  return {};
}
