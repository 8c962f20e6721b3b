/**
 * The one logger port every stage writes its messages to: `@actions/core` in the action (it fits
 * this shape as it is), stderr in local mode, an array in tests. A stage asks only for the
 * methods it uses, e.g. `Pick<Logger, 'info'>`.
 */

/** Where an annotation points; the same fields as `@actions/core`'s `AnnotationProperties`. */
export interface AnnotationPlace {
  title?: string;
  file?: string;
  startLine?: number;
  startColumn?: number;
}

export interface Logger {
  info(message: string): void;
  debug(message: string): void;
  notice(message: string): void;
  /** With a place, GitHub shows the message as an annotation on that file and line. */
  warning(message: string, place?: AnnotationPlace): void;
  error(message: string, place?: AnnotationPlace): void;
}
