import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  applyError
} from "./chunk-6WOCR7F3.js";
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/documents/manifest-documents.ts
var import_yaml = __toESM(require_dist(), 1);
var TEMPLATE_ACTION = /\{\{/;
function parseManifest(file, text) {
  const parsed = { file, documents: [], skipped: [], errors: [], passAsIs: true };
  const lines = new import_yaml.LineCounter();
  const documents = (0, import_yaml.parseAllDocuments)(text, { lineCounter: lines, version: "1.1" });
  if (documents.length === 0) {
    const reason = text.trim() === "" ? "empty file: there is nothing to check" : "the file holds only comments";
    parsed.skipped.push({ file, line: 1, reason });
    parsed.passAsIs = false;
    return parsed;
  }
  const context = { parsed, text, positionOf: (offset) => lines.linePos(offset) };
  documents.forEach((document, index) => readDocument(context, document, index));
  return parsed;
}
function readDocument(context, document, index) {
  const { parsed, positionOf } = context;
  const { file } = parsed;
  const source = context.text.slice(document.range[0], document.range[2]);
  const line = firstContentLine(source, positionOf(document.range[0]).line);
  const skip = (reason, at = line) => {
    parsed.skipped.push({ file, line: at, reason });
    parsed.passAsIs = false;
  };
  const isTemplate = TEMPLATE_ACTION.test(stripComments(source));
  if (document.errors.length > 0) {
    if (isTemplate) return skip(TEMPLATE_REASON);
    parsed.errors.push(syntaxError(file, document.errors[0]));
    parsed.passAsIs = false;
    return;
  }
  const contents = document.contents;
  if (contents === null || (0, import_yaml.isScalar)(contents) && contents.value === null) {
    if (/^\s*#/m.test(source)) skip("the document holds only comments");
    else if (source.replace(/^---/, "").trim() !== "") skip("empty document");
    return;
  }
  if (isTemplate && hasCollectionKey(document)) return skip(TEMPLATE_REASON);
  const items = (0, import_yaml.isMap)(contents) ? contents.get("items", true) : void 0;
  if (isList(contents) && (0, import_yaml.isSeq)(items)) {
    parsed.passAsIs = false;
    for (const item of items.items) {
      const problem2 = notKubernetesReason(item);
      if (problem2) {
        skip(
          `List item: ${problem2}`,
          (0, import_yaml.isNode)(item) && item.range ? positionOf(item.range[0]).line : line
        );
        continue;
      }
      parsed.documents.push({
        text: `${JSON.stringify(item.toJS(document))}
`,
        object: objectAt(item, index, positionOf)
      });
    }
    return;
  }
  const problem = notKubernetesReason(contents);
  if (problem) return skip(isTemplate ? TEMPLATE_REASON : problem);
  const object = objectAt(contents, index, positionOf);
  const { name, namespace } = object.resource;
  if (isTemplate && TEMPLATE_ACTION.test(name + namespace)) return skip(TEMPLATE_REASON);
  parsed.documents.push({ text: documentText(source), object });
}
var TEMPLATE_REASON = "Helm/Go template ({{ }}), not plain YAML: render it first (for example with `helm template`) and check the output";
function syntaxError(file, error) {
  const [start] = error.linePos ?? [];
  const where = start ? ` at line ${start.line}, column ${start.col}` : "";
  const detail = error.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
  return applyError({
    message: `YAML syntax error in ${file}${where}: ${detail}. Fix the YAML so this document can be checked; the other documents and files were still checked.`,
    reason: "YAML syntax error",
    file,
    line: start?.line ?? 1,
    ...start ? { column: start.col } : {}
  });
}
function isList(node) {
  return (0, import_yaml.isMap)(node) && node.get("kind") === "List" && typeof node.get("apiVersion") === "string";
}
function notKubernetesReason(node) {
  if (!(0, import_yaml.isMap)(node)) {
    const shape = (0, import_yaml.isSeq)(node) ? "a YAML list" : "a single YAML value";
    return `${shape}, not a Kubernetes object`;
  }
  const value = (key) => node.get(key);
  if (value("jobs") !== void 0 && (node.has("on") || node.has(true))) {
    return "a GitHub Actions workflow, not a Kubernetes object";
  }
  const apiVersion = value("apiVersion");
  const kind = value("kind");
  if (typeof apiVersion !== "string" || typeof kind !== "string" || !apiVersion || !kind) {
    const missing = [typeof apiVersion === "string" && apiVersion ? "" : "apiVersion"].concat(typeof kind === "string" && kind ? "" : "kind").filter(Boolean);
    return `no ${missing.join(" or ")}: not a Kubernetes object`;
  }
  if (apiVersion.startsWith("kustomize.config.k8s.io/")) {
    return `a Kustomize ${kind}, not a cluster resource`;
  }
  const metadata = value("metadata");
  const name = (0, import_yaml.isMap)(metadata) ? metadata.get("name") : void 0;
  const generateName = (0, import_yaml.isMap)(metadata) ? metadata.get("generateName") : void 0;
  if (typeof name !== "string" && typeof generateName !== "string") {
    return `${kind} without metadata.name: not a Kubernetes object`;
  }
  return void 0;
}
function objectAt(node, documentIndex, positionOf) {
  const text = (map, key) => {
    const value = (0, import_yaml.isMap)(map) ? map.get(key) : void 0;
    return typeof value === "string" ? value : "";
  };
  const metadata = node.get("metadata");
  const range = node.range ?? [0, 0, 0];
  const position = positionOf(
    keyOffset(metadata, "name") ?? keyOffset(metadata, "generateName") ?? keyOffset(node, "kind") ?? range[0]
  );
  const name = text(metadata, "name");
  const generateName = text(metadata, "generateName");
  return {
    resource: {
      apiVersion: text(node, "apiVersion"),
      kind: text(node, "kind"),
      namespace: text(metadata, "namespace"),
      name,
      ...!name && generateName && { generateName }
    },
    line: position.line,
    column: position.col,
    startLine: positionOf(range[0]).line,
    endLine: positionOf(Math.max(range[0], range[1] - 1)).line,
    documentIndex,
    tree: { node, positionOf }
  };
}
function keyOffset(map, key) {
  if (!(0, import_yaml.isMap)(map)) return void 0;
  const pair = map.items.find(
    (item) => (0, import_yaml.isPair)(item) && (0, import_yaml.isScalar)(item.key) && item.key.value === key
  );
  const keyNode = pair?.key;
  return (0, import_yaml.isScalar)(keyNode) && keyNode.range ? keyNode.range[0] : void 0;
}
function hasCollectionKey(document) {
  let found = false;
  (0, import_yaml.visit)(document, {
    Pair(_, pair) {
      if ((0, import_yaml.isCollection)(pair.key)) {
        found = true;
        return import_yaml.visit.BREAK;
      }
      return void 0;
    }
  });
  return found;
}
function documentText(source) {
  const body = source.replace(/^---(?=\s|$)/, "");
  return body.endsWith("\n") ? body : `${body}
`;
}
function firstContentLine(source, startLine) {
  const lines = source.split("\n");
  const index = lines.findIndex((line) => line.trim() !== "" && line.trim() !== "---");
  return startLine + (index < 0 ? 0 : index);
}
function stripComments(source) {
  return source.replace(/(^|\s)#.*$/gm, "$1");
}

export {
  parseManifest
};
//# sourceMappingURL=chunk-3QQPXDUM.js.map
