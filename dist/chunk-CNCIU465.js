import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  structuredPatch
} from "./chunk-TXOLKLHR.js";
import {
  require_rfc6902
} from "./chunk-PPNBKED6.js";
import {
  require_fs
} from "./chunk-A4PJROQA.js";
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import {
  require_promises
} from "./chunk-T46JRSIG.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/parse/mutated-objects/read.ts
var import_node_fs = __toESM(require_fs(), 1);
var import_node_path = __toESM(require_path(), 1);
var import_yaml2 = __toESM(require_dist(), 1);

// src/parse/mutated-objects/machine-yaml.ts
var import_yaml = __toESM(require_dist(), 1);
var UNSUPPORTED = new Error("not machine-written YAML");
var unsupported = () => {
  throw UNSUPPORTED;
};
var SPECIAL_CHARACTERS = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]/;
var BAD_PLAIN_START = /^(?:[ [\]{},#&*!|>'"%@`]|[-?:](?: |$)|---|\.\.\.)/;
var MAX_KEY_LENGTH = 1024;
var ESCAPES = {
  "0": "\0",
  a: "\x07",
  b: "\b",
  e: "\x1B",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	",
  v: "\v",
  N: "\x85",
  _: "\xA0",
  L: "\u2028",
  P: "\u2029",
  " ": " ",
  '"': '"',
  "/": "/",
  "\\": "\\"
};
var HEX_LENGTH = { x: 2, u: 4, U: 8 };
function parseMachineYaml(text2) {
  if (SPECIAL_CHARACTERS.test(text2)) return void 0;
  try {
    return new Reader(text2.split("\n")).document();
  } catch (error) {
    if (error === UNSUPPORTED) return void 0;
    throw error;
  }
}
var Reader = class {
  constructor(lines) {
    this.lines = lines;
  }
  lines;
  line = 0;
  document() {
    this.skipBlank();
    if (this.line >= this.lines.length || indentOf(this.current()) !== 0) unsupported();
    const object = this.map(0);
    if (this.line < this.lines.length) unsupported();
    return object;
  }
  current() {
    return this.lines[this.line];
  }
  skipBlank() {
    while (this.line < this.lines.length && /^ *$/.test(this.current())) this.line += 1;
  }
  /**
   * After a finished entry or item: whether the next line goes on with the collection at `col`
   * (`dash`: a sequence's next item). A line indented more than the collection can only continue
   * a scalar over several lines, which the subset leaves out.
   */
  continues(col, dash) {
    this.skipBlank();
    if (this.line >= this.lines.length) return false;
    const text2 = this.current();
    const indent = indentOf(text2);
    if (indent > col) return unsupported();
    if (indent < col) return false;
    if (isDash(text2, col) !== dash) return dash ? false : unsupported();
    return true;
  }
  /** A block map whose first key starts at column `col` of the current line. */
  map(col) {
    const object = {};
    do {
      const text2 = this.current();
      const { key, colon } = keyAt(text2, col) ?? unsupported();
      let value;
      if (colon + 1 === text2.length) {
        value = this.below(col, true);
      } else {
        if (text2[colon + 1] !== " ") unsupported();
        value = this.scalarLine(text2.slice(colon + 2), col);
      }
      if (key in object) {
        Object.defineProperty(object, key, {
          value,
          writable: true,
          enumerable: true,
          configurable: true
        });
      } else object[key] = value;
    } while (this.continues(col, false));
    return object;
  }
  /** A block sequence whose first dash is at column `col` of the current line. */
  sequence(col) {
    const items = [];
    do {
      const text2 = this.current();
      items.push(text2.length === col + 1 ? this.below(col, false) : this.inline(col + 2));
    } while (this.continues(col, true));
    return items;
  }
  /** The item that starts at column `col` of the current line, after `- `. */
  inline(col) {
    const text2 = this.current();
    if (isDash(text2, col)) return this.sequence(col);
    if (keyAt(text2, col)) return this.map(col);
    return this.scalarLine(text2.slice(col), col - 1);
  }
  /** The scalar that fills the rest of the current line, with a literal block's lines below. */
  scalarLine(source, parent) {
    this.line += 1;
    return source === "|" || source === "|-" ? this.literal(parent, source === "|") : scalar(source);
  }
  /**
   * A literal block scalar (`|` ends it with one line break, `|-` with none): the lines below
   * indented more than `parent`, none less than the first. Blank lines only as empty lines, and
   * none before the first: what go-yaml writes for a string over several lines.
   */
  literal(parent, clip) {
    const start = this.line;
    const indent = start < this.lines.length ? indentOf(this.current()) : 0;
    if (indent <= parent) unsupported();
    let end = start;
    for (; this.line < this.lines.length; this.line += 1) {
      const text2 = this.current();
      if (text2 === "") continue;
      const own = indentOf(text2);
      if (own === text2.length) unsupported();
      if (own <= parent) break;
      if (own < indent) unsupported();
      end = this.line + 1;
    }
    const lines = this.lines.slice(start, end).map((text2) => text2.slice(indent));
    return lines.join("\n") + (clip ? "\n" : "");
  }
  /**
   * The value of a key or dash that ends its line: the block on the lines below, indented more
   * (or, for a key, a sequence at the key's own column), else null.
   */
  below(col, key) {
    this.line += 1;
    this.skipBlank();
    if (this.line >= this.lines.length) return null;
    const text2 = this.current();
    const indent = indentOf(text2);
    if (indent > col) return isDash(text2, indent) ? this.sequence(indent) : this.map(indent);
    if (key && indent === col && isDash(text2, col)) return this.sequence(col);
    return null;
  }
};
function indentOf(text2) {
  let indent = 0;
  while (text2.charCodeAt(indent) === 32) indent += 1;
  return indent;
}
var isDash = (text2, col) => text2[col] === "-" && (text2.length === col + 1 || text2[col + 1] === " ");
function keyAt(text2, col) {
  const first = text2[col];
  if (first === '"' || first === "'") {
    const { value, end } = quoted(text2, col);
    const followed = text2[end] === ":" && (end + 1 === text2.length || text2[end + 1] === " ");
    if (!followed) return void 0;
    if (end - col > MAX_KEY_LENGTH) unsupported();
    return { key: value, colon: end };
  }
  let colon = text2.indexOf(":", col);
  while (colon !== -1 && colon + 1 < text2.length && text2[colon + 1] !== " ") {
    colon = text2.indexOf(":", colon + 1);
  }
  if (colon === -1) return void 0;
  const source = text2.slice(col, colon);
  if (source.length > MAX_KEY_LENGTH) unsupported();
  const key = plain(source);
  if (key !== source) unsupported();
  return { key: source, colon };
}
function scalar(source) {
  if (source === "{}") return {};
  if (source === "[]") return [];
  const first = source[0];
  if (first === '"' || first === "'") {
    const { value, end } = quoted(source, 0);
    if (end !== source.length) unsupported();
    return value;
  }
  return plain(source);
}
function plain(source) {
  if (source === "" || BAD_PLAIN_START.test(source) || source.endsWith(" ") || source.endsWith(":") || source.includes(" #") || source.includes(": ")) {
    return unsupported();
  }
  if (/^[A-EG-MO-SU-Za-eg-mo-su-z]/.test(source)) return source;
  const tag = coreTags().find((candidate) => candidate.test.test(source));
  if (!tag) return source;
  const resolved = tag.resolve(source, unsupported, PARSE_OPTIONS);
  return (0, import_yaml.isScalar)(resolved) ? resolved.value : resolved;
}
var PARSE_OPTIONS = { intAsBigInt: false };
var tags;
function coreTags() {
  tags ??= new import_yaml.Document().schema.tags.flatMap(
    (tag) => tag.default === true && "test" in tag && tag.test && "resolve" in tag ? [{ test: tag.test, resolve: tag.resolve.bind(tag) }] : []
  );
  return tags;
}
function quoted(text2, start) {
  const quote = text2[start];
  let value = "";
  let from = start + 1;
  for (let at = from; at < text2.length; ) {
    const ch = text2[at];
    if (ch === quote) {
      value += text2.slice(from, at);
      if (quote === "'" && text2[at + 1] === "'") {
        value += "'";
        at += 2;
        from = at;
        continue;
      }
      return { value, end: at + 1 };
    }
    if (ch === "\\" && quote === '"') {
      value += text2.slice(from, at) + escaped(text2, at);
      at += 2 + (HEX_LENGTH[text2[at + 1]] ?? 0);
      from = at;
      continue;
    }
    at += 1;
  }
  return unsupported();
}
function escaped(text2, at) {
  const name = text2[at + 1];
  const simple = ESCAPES[name];
  if (simple !== void 0) return simple;
  const length = HEX_LENGTH[name] ?? unsupported();
  const hex = text2.slice(at + 2, at + 2 + length);
  if (hex.length !== length || !/^[0-9a-fA-F]+$/.test(hex)) unsupported();
  const code = parseInt(hex, 16);
  return code > 1114111 ? unsupported() : String.fromCodePoint(code);
}

// src/parse/mutated-objects/read.ts
function readWrittenObjects(dir) {
  const problems = [];
  const files = /* @__PURE__ */ new Map();
  const read = (name) => {
    const file = `${name}-mutated.yaml`;
    let text2 = "";
    try {
      text2 = (0, import_node_fs.readFileSync)(import_node_path.default.join(dir, file), "utf8");
    } catch {
    }
    const documents = parseWritten(text2);
    if (documents === void 0) {
      problems.push(`the mutated objects Kyverno wrote to ${file} are not valid YAML`);
    }
    const index = /* @__PURE__ */ new Map();
    (documents ?? []).forEach((object, position) => {
      const key = writtenKey(object);
      const same = index.get(key);
      if (same) same.push({ object, position });
      else index.set(key, [{ object, position }]);
    });
    return index;
  };
  return {
    problems,
    of: async (resource) => {
      if (resource.name === "" || /[/\\]/.test(resource.name)) return [];
      let index = files.get(resource.name);
      if (!index) {
        index = read(resource.name);
        files.set(resource.name, index);
      }
      const own = index.get(identityKey(resource, resource.namespace)) ?? [];
      const defaulted = resource.namespace === "" ? index.get(identityKey(resource, "default")) ?? [] : [];
      const found = defaulted.length === 0 ? own : [...own, ...defaulted];
      if (own.length > 0 && defaulted.length > 0) found.sort((a, b) => a.position - b.position);
      return found.map((written) => written.object);
    }
  };
}
var identityKey = (resource, namespace) => [resource.apiVersion, resource.kind, namespace, resource.name].join("\0");
var writtenKey = (object) => [
  field(object, "apiVersion"),
  field(object, "kind"),
  field(object.metadata, "namespace"),
  field(object.metadata, "name")
].join("\0");
function parseWritten(text2) {
  const objects = [];
  const seen = /* @__PURE__ */ new Map();
  for (const source of text2.split(/^---[ \t]*$/m)) {
    if (source.trim() === "") continue;
    let object = seen.get(source);
    if (object === void 0) {
      let value = parseMachineYaml(source);
      if (value === void 0) {
        try {
          value = (0, import_yaml2.parse)(source, { uniqueKeys: false, prettyErrors: false });
        } catch {
          return void 0;
        }
      }
      object = isObject(value) ? value : null;
      seen.set(source, object);
    }
    if (object) objects.push(object);
  }
  return objects;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function field(object, key) {
  const value = isObject(object) ? object[key] : void 0;
  return typeof value === "string" ? value : "";
}

// src/parse/mutated-objects/yaml-dump.ts
var import_yaml3 = __toESM(require_dist(), 1);
var OPTIONS = { lineWidth: 0, version: "1.1" };
var STRING_TAG = "tag:yaml.org,2002:str";
var UNSUPPORTED2 = new Error("not a simple JSON object");
var unsupported2 = () => {
  throw UNSUPPORTED2;
};
var NOT_PLAIN = /^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/;
var NEEDS_ESCAPES = /[\x00-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u;
var NEEDS_ESCAPES_IN_BLOCK = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u;
var DOCUMENT_MARKER = /^(%|---|\.\.\.)/m;
var MAX_KEY_LENGTH2 = 1024;
var implicitTags;
function otherTags() {
  implicitTags ??= new import_yaml3.Document(null, OPTIONS).schema.tags.flatMap(
    (tag) => tag.default && tag.tag !== STRING_TAG && "test" in tag && tag.test ? [tag.test] : []
  );
  return implicitTags;
}
function dumpYaml11(value) {
  if (isMap(value) && Object.keys(value).length > 0) {
    try {
      return `${new Writer().map(value, "")}
`;
    } catch (error) {
      if (error !== UNSUPPORTED2) throw error;
    }
  }
  return (0, import_yaml3.stringify)(value, OPTIONS);
}
function isMap(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
var isNonEmpty = (value) => Array.isArray(value) ? value.length > 0 : isMap(value) && Object.keys(value).length > 0;
var Writer = class {
  /** Every map and sequence met so far: `stringify` writes a repeated one as an alias. */
  seen = /* @__PURE__ */ new Set();
  map(object, indent) {
    this.meet(object);
    const inner = `${indent}  `;
    const lines = [];
    for (const key of Object.keys(object)) {
      const value = object[key];
      const keyText = text(key, true);
      if (keyText.length > MAX_KEY_LENGTH2) unsupported2();
      lines.push(
        isNonEmpty(value) ? `${keyText}:
${inner}${this.block(value, inner)}` : `${keyText}: ${this.scalar(value, inner)}`
      );
    }
    return lines.join(`
${indent}`);
  }
  sequence(items, indent) {
    this.meet(items);
    const inner = `${indent}  `;
    return items.map((item) => `- ${isNonEmpty(item) ? this.block(item, inner) : this.scalar(item, inner)}`).join(`
${indent}`);
  }
  block(value, indent) {
    return Array.isArray(value) ? this.sequence(value, indent) : this.map(value, indent);
  }
  /** A scalar, or an empty map or sequence; `indent` is that of a literal block's lines. */
  scalar(value, indent) {
    if (value === null) return "null";
    if (typeof value === "boolean") return value ? "true" : "false";
    if (typeof value === "string") {
      return value.includes("\n") ? literal(value, indent) : text(value, false);
    }
    if (typeof value === "number") {
      return Number.isFinite(value) && !Object.is(value, -0) ? String(value) : unsupported2();
    }
    if (Array.isArray(value) || isMap(value)) {
      this.meet(value);
      return Array.isArray(value) ? "[]" : "{}";
    }
    return unsupported2();
  }
  meet(value) {
    if (this.seen.has(value)) unsupported2();
    this.seen.add(value);
  }
};
function text(value, key) {
  if (NEEDS_ESCAPES.test(value) || DOCUMENT_MARKER.test(value)) return unsupported2();
  if (key && value === "" || value === "<<") return unsupported2();
  if (!NOT_PLAIN.test(value) && !otherTags().some((test) => test.test(value))) return value;
  return value.includes('"') && !value.includes("'") ? `'${value}'` : JSON.stringify(value);
}
function literal(value, indent) {
  if (NEEDS_ESCAPES_IN_BLOCK.test(value) || DOCUMENT_MARKER.test(value)) return unsupported2();
  if (/^[\n ]|[\n ]\n$| $/.test(value)) return unsupported2();
  const clip = value.endsWith("\n");
  const lines = (clip ? value.slice(0, -1) : value).replace(/\n+/g, `$&${indent}`);
  return `|${clip ? "" : "-"}
${indent}${lines}`;
}

// src/parse/mutated-objects/yaml-diff.ts
var CONTEXT_LINES = 2;
function yamlDiff(before, after) {
  const patch = structuredPatch("", "", dumpYaml11(before), dumpYaml11(after), "", "", {
    context: CONTEXT_LINES
  });
  return patch.hunks.flatMap((hunk) => ["@@", ...hunk.lines.filter((line) => !line.startsWith("\\"))]).join("\n");
}

// src/parse/mutated-objects/change.ts
var import_rfc6902 = __toESM(require_rfc6902(), 1);
function changeOf(checked, written) {
  const before = plain2(checked);
  const distinct = written.filter((object, index) => object !== written[index - 1]);
  const states = distinct.map((object) => withoutCliChanges(before, object));
  const last = states.at(-1);
  if (!last) return void 0;
  const operations = (0, import_rfc6902.createPatch)(before, last);
  if (operations.length === 0) return void 0;
  const steps = [];
  let previous = before;
  for (const state of states) {
    const step = states.length === 1 ? [...operations] : (0, import_rfc6902.createPatch)(previous, state);
    if (step.length > 0) steps.push(step);
    previous = state;
  }
  const mutated = structuredClone(before);
  (0, import_rfc6902.applyPatch)(mutated, operations);
  return {
    patch: operations,
    mutated,
    steps,
    diff: yamlDiff(before, mutated)
  };
}
function plain2(object) {
  return JSON.parse(JSON.stringify(object));
}
function withoutCliChanges(checked, written) {
  const metadata = written.metadata;
  const declared = isObject(checked.metadata) ? checked.metadata : {};
  if (isObject(metadata) && !("namespace" in declared) && metadata.namespace === "default") {
    const rest = { ...metadata };
    delete rest.namespace;
    return { ...written, metadata: rest };
  }
  return written;
}

// src/parse/mutated-objects/makers.ts
var MAP_MESSAGE = "mutation is successfully applied";
var MUTATING_KINDS = ["MutatingPolicy", "NamespacedMutatingPolicy", "MutatingAdmissionPolicy"];
var STAGE_OF_KIND = {
  MutatingAdmissionPolicy: 1,
  MutatingPolicy: 2,
  NamespacedMutatingPolicy: 2
};
function mutatingPolicies(loaded) {
  const rank = /* @__PURE__ */ new Map();
  loaded.forEach((policy, index) => {
    if (!rank.has(policy.name))
      rank.set(policy.name, (STAGE_OF_KIND[policy.kind] ?? 0) * 1e6 + index);
  });
  const rankOf = (result) => rank.get(bareName(result.policy)) ?? 0;
  const mutating = loaded.filter((p) => MUTATING_KINDS.includes(p.kind));
  return {
    any: mutating.length > 0 || loaded.some((p) => p.mutates),
    mutating: new Set(mutating.map((p) => p.name)),
    // The report lists results in no fixed order (Go maps): the policies' order is Kyverno's.
    inOrder: (results) => [...results].sort((a, b) => rankOf(a) - rankOf(b))
  };
}
var bareName = (policy) => policy.split("/").at(-1) ?? policy;
function isMutateResult(result, mutating) {
  if (result.status !== "pass") return false;
  if (/^mutated \S/.test(result.message) || result.message === MAP_MESSAGE) return true;
  return mutating.has(bareName(result.policy));
}
function attributeSteps(makers, steps) {
  const byPolicy = /* @__PURE__ */ new Map();
  for (const maker of makers)
    byPolicy.set(maker.policy, [...byPolicy.get(maker.policy) ?? [], maker]);
  const policies = [...byPolicy.values()];
  const found = /* @__PURE__ */ new Map();
  if (steps.length === 0) return found;
  policies.forEach((rules, index) => {
    const last = index === policies.length - 1;
    const own = Math.min(index, steps.length - 1);
    const patch = last && index < steps.length ? steps.slice(index).flat() : steps[own];
    for (const rule of rules) found.set(rule, patch);
  });
  return found;
}

// src/parse/mutated-objects/normalise.ts
var MANAGED_BY = "app.kubernetes.io/managed-by";
var GENERATE_LABEL = /^generate\.kyverno\.io\//;
function normaliseForTest(object) {
  const copy = JSON.parse(JSON.stringify(object));
  const metadata = copy.metadata;
  const labels = isObject(metadata) ? metadata.labels : void 0;
  if (isObject(labels)) {
    if (labels[MANAGED_BY] === "kyverno") delete labels[MANAGED_BY];
    for (const key of Object.keys(labels)) if (GENERATE_LABEL.test(key)) delete labels[key];
  }
  return tidy(copy) ?? {};
}
function tidy(value) {
  if (value === null) return void 0;
  if (Array.isArray(value)) {
    const items = value.map(tidy).filter((item) => item !== void 0);
    return items.length > 0 ? items : void 0;
  }
  if (isObject(value)) {
    const entries = Object.entries(value).map(([key, item]) => [key, tidy(item)]).filter(([, item]) => item !== void 0);
    return entries.length > 0 ? Object.fromEntries(entries) : void 0;
  }
  return value;
}
function inOrderOf(template, value) {
  if (Array.isArray(value)) {
    return value.map(
      (item, index) => inOrderOf(Array.isArray(template) ? template[index] : void 0, item)
    );
  }
  if (!isObject(value)) return value;
  const shape = isObject(template) ? template : {};
  const keys = [
    ...Object.keys(shape).filter((key) => key in value),
    ...Object.keys(value).filter((key) => !(key in shape))
  ];
  return Object.fromEntries(keys.map((key) => [key, inOrderOf(shape[key], value[key])]));
}

// src/run/apply-units.ts
var import_promises = __toESM(require_promises(), 1);
var import_node_path2 = __toESM(require_path(), 1);
function identity(resource) {
  const group = resource.apiVersion.includes("/") ? resource.apiVersion.split("/")[0] : "";
  return [group, resource.kind, resource.namespace || "default", resource.name].join("\0");
}
function manifestSet(manifest) {
  return {
    file: manifest.file,
    documents: manifest.documents,
    declared: manifest.documents.map((document) => ({
      file: manifest.file,
      object: document.object
    })),
    passAsIs: manifest.passAsIs,
    copyName: import_node_path2.default.posix.basename(manifest.file)
  };
}
function renderedSet(output) {
  return {
    file: output.file,
    documents: output.documents,
    declared: output.documents.map((document) => ({
      file: document.file,
      object: document.object,
      render: output.render
    })),
    passAsIs: false,
    copyName: "rendered.yaml"
  };
}
var UnitWriter = class {
  constructor(temp) {
    this.temp = temp;
  }
  temp;
  folders = 0;
  /**
   * The file as it is when Kyverno can read all of it and its objects are distinct; otherwise
   * copies holding only its Kubernetes objects, each copy without repeated identities.
   */
  async units(set) {
    if (set.documents.length === 0) return [];
    const groups = [];
    set.documents.forEach((document, position) => {
      const key = identity(document.object.resource);
      const group = groups.find(
        (members) => members.every((member) => identity(set.documents[member].object.resource) !== key)
      );
      if (group) group.push(position);
      else groups.push([position]);
    });
    const whole = {
      argument: "",
      file: set.file,
      declared: [...set.declared],
      texts: set.documents.map((document) => document.text),
      keys: set.documents.map((document) => identity(document.object.resource)),
      copyName: set.copyName
    };
    if (set.passAsIs && groups.length === 1) {
      return [{ ...whole, argument: resourceArgument(set.file) }];
    }
    return Promise.all(groups.map((members) => this.subset(whole, members)));
  }
  /** A copy holding only the objects of `unit` at `members`. */
  async subset(unit, members) {
    const folder = import_node_path2.default.join(this.temp, `copy-${this.folders++}`);
    await (0, import_promises.mkdir)(folder);
    const copy = import_node_path2.default.join(folder, unit.copyName);
    await (0, import_promises.writeFile)(copy, members.map((member) => unit.texts[member]).join("---\n"));
    return {
      argument: resourceArgument(copy),
      file: unit.file,
      declared: members.map((member) => unit.declared[member]),
      texts: members.map((member) => unit.texts[member]),
      keys: members.map((member) => unit.keys[member]),
      copyName: unit.copyName
    };
  }
};
function resourceArgument(file) {
  return `--resource=${csvField(file)}`;
}
function csvField(value) {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export {
  readWrittenObjects,
  parseWritten,
  isObject,
  yamlDiff,
  changeOf,
  withoutCliChanges,
  mutatingPolicies,
  isMutateResult,
  attributeSteps,
  normaliseForTest,
  inOrderOf,
  manifestSet,
  renderedSet,
  UnitWriter,
  csvField
};
//# sourceMappingURL=chunk-CNCIU465.js.map
