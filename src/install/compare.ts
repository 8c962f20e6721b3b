/**
 * The second Kyverno of the upgrade preview (`kyverno-compare-version` / `kyverno-compare-path`),
 * installed like the first. A compare version that cannot be installed never stops the run: the
 * main results are still reported, with a notice that says why nothing was compared.
 */
import type { Config, InstallConfig } from '../inputs/config.js';
import type { KyvernoInfo } from '../model/report.js';
import { installKyverno, type InstallDeps } from './index.js';

/** The second Kyverno, or why it could not be installed. */
export type CompareKyverno = { kyverno: KyvernoInfo } | { error: string };

/** How to install the second Kyverno: the main install's settings with the compare inputs. */
export function compareInstallConfig(config: Config): InstallConfig | undefined {
  const upgrade = config.upgrade;
  if (!upgrade?.compareVersion && !upgrade?.comparePath) return undefined;
  // Every setting of the main install (release URL, checksum and signature checks) but its
  // `kyverno-path`, which is not the second Kyverno's.
  const install: InstallConfig = {
    ...config.install,
    version: upgrade.compareVersion ?? config.install.version,
  };
  delete install.path;
  if (upgrade.comparePath) install.path = upgrade.comparePath;
  return install;
}

export async function installCompareKyverno(
  install: InstallConfig,
  overrides: Partial<InstallDeps> = {},
): Promise<CompareKyverno> {
  try {
    // The first Kyverno stays the one on PATH.
    return { kyverno: await installKyverno(install, { ...overrides, addPath: () => undefined }) };
  } catch (error) {
    const input = install.path ? 'kyverno-compare-path' : 'kyverno-compare-version';
    return {
      error:
        `Input \`${input}\`: could not install Kyverno ${install.path ?? install.version}: ` +
        `${(error as Error).message} Nothing was compared; only the main run's results are ` +
        `reported. Fix \`${input}\` or remove it.`,
    };
  }
}
