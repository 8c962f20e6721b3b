/** The documents the converter reads, as plain values (`toJs` of a YAML document). */
export type Json = Record<string, unknown>;

/** A plain map (not a list, not a scalar, not null). */
export const isMap = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
