/**
 * The deprecation check for the policies that rendered charts and kustomizations produce: each
 * rendered document is read like a policy file, and each finding is moved to where the render
 * stage placed the object (a Helm template's `kind:` line, a Kustomize source's declaration).
 */
import type { DeprecationsMode } from '../inputs/config.js';
import type { PolicyResult } from '../model/result.js';
import { locatePath, templateKeyLine } from '../documents/yaml-path.js';
import type { RenderedDocument, RenderOutput } from '../render/index.js';
import { NO_TREE } from '../render/rendered.js';
import { findDeprecationFields } from '../upgrade/find-deprecations.js';

export interface RenderedDeprecationInput {
  mode: DeprecationsMode;
  kyvernoVersion: string;
  rendered: readonly RenderOutput[];
}

/**
 * Where a finding goes in the object's source. A Helm template: the field's one key line, else the
 * object's (its `kind:` line). A Kustomize source: the `kind:` or field key of the declaring
 * document, else the object's line (a field that an overlay's patch added is not declared there).
 */
function placeOf(document: RenderedDocument, field: readonly string[] | undefined) {
  const { object } = document;
  const at =
    object.template !== undefined
      ? field && templateKeyLine(object.template, field)
      : object.tree === NO_TREE
        ? undefined
        : locatePath(object.tree, field ?? ['kind']);
  if (!at || ('exact' in at && !at.exact)) return { line: object.line, column: object.column };
  return { line: at.line, column: at.column };
}

/** Every deprecated form in the rendered objects, in render order; [] when the mode is `off`. */
export function checkRenderedDeprecations(input: RenderedDeprecationInput): PolicyResult[] {
  if (input.mode === 'off') return [];
  const options = { mode: input.mode, kyvernoVersion: input.kyvernoVersion };
  return input.rendered.flatMap((output) =>
    output.documents.flatMap((document) =>
      findDeprecationFields(document.text, document.file, 'policy', options).map(
        ({ result, field }) => ({
          ...result,
          file: document.file,
          ...placeOf(document, field),
          render: output.render,
        }),
      ),
    ),
  );
}
