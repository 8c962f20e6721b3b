/** A construct the converter does not translate: the policy is reported, never half-converted. */
export type YamlPath = readonly (string | number)[];

export class Unsupported extends Error {
  constructor(
    /** What is not converted, e.g. `foreach with context` or `anchor +(name)`. */
    readonly construct: string,
    /** Where it is in the policy document, for its line. */
    readonly path: YamlPath,
  ) {
    super(construct);
    this.name = 'Unsupported';
  }
}
