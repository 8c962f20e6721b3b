export const ACTIONLINT_VERSION: string;
export function ensureActionlint(): string;
