export const GENERATED_FILE: string;
export function kyvernoModule(moduleDir?: string): { dir: string; version: string };
export function deprecatedCrdVersions(
  moduleRoot: string,
): Promise<{ group: string; kind: string; version: string; use?: string; source: string }[]>;
export function generate(module?: { dir: string; version: string }): Promise<string>;
