/** Parsed YAML or JSON: a map of keys to values. */
export type Data = Record<string, unknown>;

export const isData = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
