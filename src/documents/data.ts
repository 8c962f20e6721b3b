/** Parsed YAML or JSON: a map of keys to values. The one plain-object guard of src/. */
export type Data = Record<string, unknown>;

export const isData = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
