/** The `Version: X.Y.Z` line of `kyverno version`. */
import eq from 'semver/functions/eq.js';
import valid from 'semver/functions/valid.js';

export function parseKyvernoVersion(stdout: string): string | undefined {
  return /^Version:\s*(\S+)\s*$/m.exec(stdout)?.[1];
}

/** @throws when the binary reports no version or another version than the one installed. */
export function assertKyvernoVersion(
  reported: string | undefined,
  wanted: string,
  binary: string,
  whatToDo: string,
): string {
  if (reported && valid(reported) && eq(reported, wanted)) return reported;
  const said = reported ? `reports version ${reported}` : 'prints no `Version:` line';
  throw new Error(`The Kyverno binary ${binary} ${said}, but ${wanted} was requested. ${whatToDo}`);
}
