export interface BuiltTool {
  binary: string;
  version: string;
  releaseDir: string;
}
export function cacheRoot(): string;
export const defaultKyvernoVersion: string;
export function kyvernoVersions(): string[];
export function kyvernoBuildCommand(version: string): string;
export function ensureKyvernoFromSource(
  version?: string,
): Promise<BuiltTool & { archive: string; checksumFile: string; buildSeconds?: number }>;
export function findBuiltKyverno(version: string): BuiltTool | undefined;
