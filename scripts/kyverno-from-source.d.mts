export function cacheRoot(): string;
export function ensureKyvernoFromSource(): Promise<{
  binary: string;
  version: string;
  releaseDir: string;
}>;
