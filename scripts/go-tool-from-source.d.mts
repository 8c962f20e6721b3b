export type GoToolId = 'kyverno' | 'helm' | 'kustomize';
export interface GoToolBuild {
  binary: string;
  version: string;
  releaseDir: string;
  /** Absolute path of the official release archive. */
  archive: string;
  /** Absolute path of the checksum file the release publishes for it. */
  checksumFile: string;
  buildSeconds?: number;
}
export const GO_TOOLS: Record<GoToolId, { title: string; module: string; defaultVersion: string }>;
export function cacheRoot(): string;
export function pinnedVersions(id: GoToolId): string[];
export function buildCommand(id: GoToolId, version: string): string;
export function findBuilt(id: GoToolId, version?: string): GoToolBuild | undefined;
export function ensureToolFromSource(id: GoToolId, version?: string): Promise<GoToolBuild>;
export function main(argv: string[]): Promise<number>;
/** Takes `<lockDir>` (owner pid inside); waits for a live owner, takes over a stale one. */
export function acquireLock(
  lockDir: string,
  log: (message: string) => void,
  what: string,
): Promise<() => Promise<void>>;
