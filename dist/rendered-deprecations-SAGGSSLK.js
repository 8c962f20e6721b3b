import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  NO_TREE
} from "./chunk-U3MHGOGT.js";
import {
  findDeprecationFields
} from "./chunk-JZHCPDG2.js";
import "./chunk-7KOYF6KA.js";
import "./chunk-FU45ADLT.js";
import {
  locatePath,
  templateKeyLine
} from "./chunk-V5MRDQDJ.js";
import "./chunk-AKNTW45J.js";
import "./chunk-JGL2GAG7.js";
import "./chunk-G7472JVO.js";
import "./chunk-WDHDWASF.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-DUEHMRHB.js";

// src/upgrade/rendered-deprecations.ts
function placeOf(document, field) {
  const { object } = document;
  const at = object.template !== void 0 ? field && templateKeyLine(object.template, field) : object.tree === NO_TREE ? void 0 : locatePath(object.tree, field ?? ["kind"]);
  if (!at || "exact" in at && !at.exact) return { line: object.line, column: object.column };
  return { line: at.line, column: at.column };
}
function checkRenderedDeprecations(input) {
  if (input.mode === "off") return [];
  const options = { mode: input.mode, kyvernoVersion: input.kyvernoVersion };
  return input.rendered.flatMap(
    (output) => output.documents.flatMap(
      (document) => findDeprecationFields(document.text, document.file, "policy", options).map(
        ({ result, field }) => ({
          ...result,
          file: document.file,
          ...placeOf(document, field),
          render: output.render
        })
      )
    )
  );
}
export {
  checkRenderedDeprecations
};
//# sourceMappingURL=rendered-deprecations-SAGGSSLK.js.map
