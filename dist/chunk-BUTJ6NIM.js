import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  runTestSuites
} from "./chunk-BTL5N5TJ.js";
import {
  extractPolicyReports
} from "./chunk-BXIEVUCK.js";
import {
  require_os
} from "./chunk-R2KTKNWY.js";
import {
  runProcess
} from "./chunk-FE3IYDYG.js";
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

// src/migrate/migrate.ts
var import_promises5 = __toESM(require_promises(), 1);
var import_node_os = __toESM(require_os(), 1);
var import_node_path5 = __toESM(require_path(), 1);

// src/migrate/converted-files.ts
var import_promises3 = __toESM(require_promises(), 1);
var import_node_path3 = __toESM(require_path(), 1);

// src/migrate/documents.ts
var import_promises = __toESM(require_promises(), 1);
var import_node_path = __toESM(require_path(), 1);
var import_yaml = __toESM(require_dist(), 1);
var SKIPPED = /* @__PURE__ */ new Set([".git", "node_modules"]);
var YAML_FILE = /\.ya?ml$/i;
async function findYamlFiles(paths, cwd) {
  const files = /* @__PURE__ */ new Set();
  const hidden = /* @__PURE__ */ new Set();
  const missing = [];
  const walk = async (dir, inHidden) => {
    for (const entry of await (0, import_promises.readdir)(dir, { withFileTypes: true })) {
      const full = import_node_path.default.join(dir, entry.name);
      const hiddenHere = inHidden || entry.name.startsWith(".");
      if (entry.isDirectory() && !SKIPPED.has(entry.name)) await walk(full, hiddenHere);
      else if (entry.isFile() && YAML_FILE.test(entry.name)) {
        files.add(full);
        if (hiddenHere) hidden.add(full);
      }
    }
  };
  for (const given of paths) {
    const full = import_node_path.default.resolve(cwd, given);
    const info = await (0, import_promises.stat)(full).catch(() => void 0);
    if (!info) missing.push(given);
    else if (info.isDirectory()) await walk(full, false);
    else files.add(full);
  }
  return { files: [...files].sort(), hidden, missing };
}
async function readYamlFile(file) {
  const text = await (0, import_promises.readFile)(file, "utf8");
  const lines = new import_yaml.LineCounter();
  const documents = (0, import_yaml.parseAllDocuments)(text, { lineCounter: lines });
  const list = Array.isArray(documents) ? documents : [];
  const result = { path: file, text, documents: list, lines };
  const broken = list.flatMap((d) => d.errors)[0];
  if (broken)
    result.error = {
      line: broken.linePos?.[0]?.line ?? 1,
      message: broken.message.split("\n")[0]
    };
  return result;
}
function lineOf(file, document, at2) {
  for (let depth = at2.length; depth >= 0; depth--) {
    const parent = depth <= 1 ? document.contents : document.getIn(at2.slice(0, depth - 1), true);
    const last = at2[depth - 1];
    let node = depth === 0 ? document.contents : void 0;
    if (depth > 0 && (0, import_yaml.isMap)(parent)) {
      const pair = parent.items.find(
        (item) => ((0, import_yaml.isScalar)(item.key) ? item.key.value : item.key) === last
      );
      node = pair?.key ?? void 0;
    } else if (depth > 0 && (0, import_yaml.isSeq)(parent) && typeof last === "number") node = parent.items[last];
    const range = node?.range;
    if (range) return file.lines.linePos(range[0]).line;
  }
  return file.lines.linePos(document.range[0]).line;
}
var toJs = (document) => document.errors.length > 0 ? void 0 : document.toJS({ maxAliasCount: 1e3 });
var isSuite = (value) => typeof value === "object" && value !== null && String(value.apiVersion ?? "").startsWith("cli.kyverno.io/") && value.kind === "Test";
async function resourceIdentities(file) {
  const parsed = await readYamlFile(file).catch(() => void 0);
  if (!parsed) return [];
  const out = [];
  for (const document of parsed.documents) {
    if (!(0, import_yaml.isMap)(document.contents)) continue;
    const value = toJs(document);
    if (!value?.kind || !value.metadata?.name) continue;
    out.push(
      `${value.kind}/${value.metadata.namespace ? `${value.metadata.namespace}/` : ""}${value.metadata.name}`
    );
  }
  return out;
}
var toYaml = (value) => (0, import_yaml.stringify)(value, { lineWidth: 0, aliasDuplicateObjects: false });

// src/migrate/inventory.ts
var import_promises2 = __toESM(require_promises(), 1);
var import_node_path2 = __toESM(require_path(), 1);

// src/migrate/cel.ts
var TRUE = { kind: "const", value: true };
var FALSE = { kind: "const", value: false };
var IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
var RESERVED = /* @__PURE__ */ new Set([
  "true",
  "false",
  "null",
  "in",
  "as",
  "break",
  "const",
  "continue",
  "else",
  "for",
  "function",
  "if",
  "import",
  "let",
  "loop",
  "package",
  "namespace",
  "return",
  "var",
  "void",
  "while"
]);
function* topLevel(text) {
  let depth = 0;
  let quote2 = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote2) {
      if (c === "\\") i++;
      else if (c === quote2) quote2 = "";
    } else if (c === "'" || c === '"') quote2 = c;
    else if ("([{".includes(c)) depth++;
    else if (")]}".includes(c)) depth--;
    else if (depth === 0 && !(c === "?" && (text[i - 1] === "." || text[i + 1] === "." || text[i + 1] === "[")))
      yield i;
  }
}
function level(text) {
  let result = 4;
  for (const i of topLevel(text)) {
    const c = text[i];
    if ("&|?:".includes(c)) return 0;
    if (/[\s=<>+\-*/%]/.test(c) || c === "!" && text[i + 1] === "=") result = 2.8;
  }
  return result;
}
var atom = (text) => ({ kind: "atom", text, level: level(text) });
var receiver = (text) => level(text) < 4 ? `(${text})` : text;
var INVERSE = {
  "==": "!=",
  "!=": "==",
  "<": ">=",
  ">=": "<",
  ">": "<=",
  "<=": ">"
};
function invertComparison(text) {
  const found = [];
  let skip = -1;
  for (const i of topLevel(text)) {
    if (i <= skip) continue;
    const op2 = / (==|!=|<=|>=|<|>) /.exec(text.slice(i - 1, i + 3))?.[1];
    if (op2 && text.startsWith(op2, i)) {
      found.push([i, op2]);
      skip = i + op2.length - 1;
    } else if ("&|?:".includes(text[i])) return void 0;
  }
  if (found.length !== 1 || / in /.test(text.replace(/'[^']*'/g, ""))) return void 0;
  const [at2, op] = found[0];
  return `${text.slice(0, at2)}${INVERSE[op]}${text.slice(at2 + op.length)}`;
}
function not(operand2) {
  if (operand2.kind === "const") return operand2.value ? FALSE : TRUE;
  if (operand2.kind === "not") return operand2.operand;
  if (operand2.kind === "atom" && operand2.level === 2.8) {
    const inverted = invertComparison(operand2.text);
    if (inverted !== void 0) return atom(inverted);
  }
  return { kind: "not", operand: operand2 };
}
function join(kind, operands) {
  const unit = kind === "and";
  const flat = [];
  for (const operand2 of operands) {
    if (operand2.kind === "const") {
      if (operand2.value === unit) continue;
      return operand2;
    }
    if (operand2.kind === kind) flat.push(...operand2.operands);
    else flat.push(operand2);
  }
  const unique = flat.filter((x, i) => flat.findIndex((y) => render(y) === render(x)) === i);
  if (unique.length === 0) return unit ? TRUE : FALSE;
  if (unique.length === 1) return unique[0];
  return { kind, operands: unique };
}
var and = (...operands) => join("and", operands);
var or = (...operands) => join("or", operands);
var implies = (condition2, then) => or(not(condition2), then);
var PRECEDENCE = { or: 1, and: 2, not: 3, atom: 4, const: 4 };
function wrap(expression, parent) {
  const text = render(expression);
  const own = expression.kind === "atom" ? expression.level : PRECEDENCE[expression.kind];
  return own <= parent ? `(${text})` : text;
}
function render(expression) {
  switch (expression.kind) {
    case "const":
      return String(expression.value);
    case "atom":
      return expression.text;
    case "not":
      return `!${wrap(expression.operand, PRECEDENCE.not)}`;
    case "and":
    case "or": {
      const operator = expression.kind === "and" ? " && " : " || ";
      return expression.operands.map((x) => wrap(x, PRECEDENCE[expression.kind] - 0.5)).join(operator);
    }
  }
}
function quote(value) {
  return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'").replace(/\n/g, "\\n")}'`;
}
function literal(value) {
  if (value === null || value === void 0) return "null";
  if (typeof value === "string") return quote(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`;
  return `{${Object.entries(value).map(([k, v]) => `${quote(k)}: ${literal(v)}`).join(", ")}}`;
}
var usableField = (key) => IDENTIFIER.test(key) && !RESERVED.has(key);
function field(base, key) {
  return usableField(key) ? `${base}.${key}` : `${base}[${quote(key)}]`;
}
function hasField(base, key) {
  return usableField(key) ? atom(`has(${base}.${key})`) : atom(`${quote(key)} in ${base}`);
}
function elementName(key, taken) {
  let base = key.replace(/[^A-Za-z0-9]+/g, "");
  if (base.endsWith("ies")) base = `${base.slice(0, -3)}y`;
  else if (base.endsWith("sses")) base = base.slice(0, -2);
  else if (base.endsWith("s") && !base.endsWith("ss") && base.length > 3) base = base.slice(0, -1);
  base = base.charAt(0).toLowerCase() + base.slice(1);
  if (!/^[a-z_]/.test(base) || RESERVED.has(base) || base === "object" || base === "request")
    base = "item";
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}${i}`;
  return name;
}

// src/migrate/glob.ts
var hasWildcard = (pattern) => /[*?]/.test(pattern);
var escapeRegex = (text) => text.replace(/[.+^${}()|[\]\\]/g, "\\$&");
function globCel(pattern, value) {
  if (/^\*+$/.test(pattern)) return TRUE;
  if (pattern === "?*" || pattern === "*?") return atom(`${value} != ''`);
  const inner = pattern.replace(/^\*+|\*+$/g, "");
  if (!hasWildcard(inner)) {
    const starts = !pattern.startsWith("*");
    const ends = !pattern.endsWith("*");
    if (starts && !ends) return atom(`${value}.startsWith(${quote(inner)})`);
    if (!starts && ends) return atom(`${value}.endsWith(${quote(inner)})`);
    if (!starts && !ends) return atom(`${value}.contains(${quote(inner)})`);
    return atom(`${value} == ${quote(inner)}`);
  }
  const regex = `^${escapeRegex(pattern).replace(/\*/g, ".*").replace(/\?/g, ".")}$`;
  return atom(`${value}.matches(${quote(regex)})`);
}

// src/migrate/jmespath-parse.ts
var BINDING = {
  eof: 0,
  ident: 0,
  quoted: 0,
  rbracket: 0,
  rparen: 0,
  comma: 0,
  rbrace: 0,
  number: 0,
  current: 0,
  expref: 0,
  colon: 0,
  pipe: 1,
  or: 2,
  and: 3,
  cmp: 5,
  flatten: 9,
  star: 20,
  filter: 21,
  dot: 40,
  not: 45,
  lbrace: 50,
  lbracket: 55,
  lparen: 60
};
var JmesSyntaxError = class extends Error {
  constructor(what, position, expression) {
    super(`${what} at ${position} in ${expression}`);
    this.position = position;
    this.expression = expression;
    this.name = "JmesSyntaxError";
  }
  position;
  expression;
};
function tokenize(text) {
  const tokens = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const start = i;
    if (/\s/.test(c)) {
      i++;
    } else if (/[A-Za-z_]/.test(c)) {
      while (i < text.length && /[A-Za-z0-9_]/.test(text[i])) i++;
      tokens.push({ type: "ident", value: text.slice(start, i), start });
    } else if (c === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
      if (i >= text.length)
        throw new JmesSyntaxError("unterminated quoted identifier", start, text);
      let value;
      try {
        value = JSON.parse(text.slice(start, ++i));
      } catch {
        throw new JmesSyntaxError("invalid escape in a quoted identifier", start, text);
      }
      tokens.push({ type: "quoted", value, start });
    } else if (c === "'") {
      i++;
      let value = "";
      while (i < text.length && text[i] !== "'") {
        if (text[i] === "\\" && text[i + 1] === "'") i++;
        value += text[i++];
      }
      if (i++ >= text.length) throw new JmesSyntaxError("unterminated raw string", start, text);
      tokens.push({ type: "literal", value, start });
    } else if (c === "`") {
      i++;
      let raw = "";
      while (i < text.length && text[i] !== "`") {
        if (text[i] === "\\" && text[i + 1] === "`") i++;
        raw += text[i++];
      }
      if (i++ >= text.length) throw new JmesSyntaxError("unterminated literal", start, text);
      let value;
      try {
        value = JSON.parse(raw);
      } catch {
        value = raw.trim();
      }
      tokens.push({ type: "literal", value, start });
    } else if (/[-0-9]/.test(c)) {
      i++;
      while (i < text.length && /[0-9]/.test(text[i])) i++;
      if (i === start + 1 && c === "-")
        throw new JmesSyntaxError("- without a number", start, text);
      tokens.push({ type: "number", value: Number(text.slice(start, i)), start });
    } else {
      const two = text.slice(i, i + 2);
      const pairs = {
        "[]": "flatten",
        "[?": "filter",
        "||": "or",
        "&&": "and",
        "==": "cmp",
        "!=": "cmp",
        "<=": "cmp",
        ">=": "cmp"
      };
      if (pairs[two]) {
        tokens.push({ type: pairs[two], value: two, start });
        i += 2;
        continue;
      }
      const singles = {
        ".": "dot",
        "*": "star",
        ",": "comma",
        ":": "colon",
        "{": "lbrace",
        "}": "rbrace",
        "[": "lbracket",
        "]": "rbracket",
        "(": "lparen",
        ")": "rparen",
        "@": "current",
        "&": "expref",
        "|": "pipe",
        "!": "not",
        "<": "cmp",
        ">": "cmp"
      };
      if (!singles[c]) throw new JmesSyntaxError(`unexpected character ${c}`, i, text);
      tokens.push({ type: singles[c], value: c, start });
      i++;
    }
  }
  tokens.push({ type: "eof", start: text.length });
  return tokens;
}
function parseJmes(text) {
  const tokens = tokenize(text);
  let position = 0;
  const peek = (offset = 0) => tokens[position + offset];
  const advance = () => tokens[position++];
  const expect = (type) => {
    const token = advance();
    if (token.type !== type)
      throw new JmesSyntaxError(`expected ${type} but found ${token.type}`, token.start, text);
    return token;
  };
  const expression = (rbp) => {
    let left = nud(advance());
    while (rbp < BINDING[peek().type]) left = led(advance(), left);
    return left;
  };
  const projectionRhs = (rbp) => {
    const next = peek().type;
    if (BINDING[next] < 10) return { type: "current" };
    if (next === "lbracket" || next === "filter") return expression(rbp);
    if (next === "dot") {
      advance();
      return dotRhs(rbp);
    }
    throw new JmesSyntaxError(`unexpected ${next} after a projection`, peek().start, text);
  };
  const dotRhs = (rbp) => {
    const next = peek().type;
    if (next === "ident" || next === "quoted" || next === "star") return expression(rbp);
    if (next === "lbracket") {
      advance();
      return multiList();
    }
    if (next === "lbrace") {
      advance();
      return multiObject();
    }
    throw new JmesSyntaxError(`unexpected ${next} after .`, peek().start, text);
  };
  const multiList = () => {
    const items = [];
    while (peek().type !== "rbracket") {
      items.push(expression(0));
      if (peek().type === "comma") advance();
    }
    expect("rbracket");
    return { type: "list", items };
  };
  const multiObject = () => {
    const entries = [];
    while (peek().type !== "rbrace") {
      const key = advance();
      expect("colon");
      entries.push([String(key.value), expression(0)]);
      if (peek().type === "comma") advance();
    }
    expect("rbrace");
    return { type: "object", entries };
  };
  const bracket = (left) => {
    if (peek().type === "number" || peek().type === "colon") {
      if (peek().type === "number" && peek(1).type === "rbracket") {
        const index = Number(advance().value);
        advance();
        return { type: "sub", left, right: { type: "index", index } };
      }
      if (peek().type === "colon" || peek(1).type === "colon")
        throw new JmesSyntaxError("slices are not supported", peek().start, text);
      advance();
      expect("rbracket");
    }
    if (peek().type === "star" && peek(1).type === "rbracket") {
      advance();
      advance();
      return { type: "project", left, right: projectionRhs(BINDING.star) };
    }
    const list = multiList();
    return left.type === "current" ? list : { type: "sub", left, right: list };
  };
  const nud = (token) => {
    switch (token.type) {
      case "literal":
        return { type: "literal", value: token.value };
      case "number":
        return { type: "literal", value: token.value };
      case "ident":
      case "quoted":
        if (token.type === "ident" && peek().type === "lparen") {
          advance();
          const args = [];
          while (peek().type !== "rparen") {
            args.push(expression(0));
            if (peek().type === "comma") advance();
          }
          expect("rparen");
          return { type: "call", name: String(token.value), args };
        }
        return { type: "field", name: String(token.value) };
      case "current":
        return { type: "current" };
      case "not":
        return { type: "not", child: expression(BINDING.not) };
      case "expref":
        return { type: "expref", child: expression(BINDING.expref) };
      case "star":
        return {
          type: "project",
          object: true,
          left: { type: "current" },
          right: projectionRhs(BINDING.star)
        };
      case "flatten":
        return {
          type: "project",
          left: { type: "flatten", child: { type: "current" } },
          right: projectionRhs(BINDING.flatten)
        };
      case "filter":
        return filter({ type: "current" });
      case "lbracket":
        return bracket({ type: "current" });
      case "lbrace":
        return multiObject();
      case "lparen": {
        const inner = expression(0);
        expect("rparen");
        return inner;
      }
      default:
        throw new JmesSyntaxError(`unexpected ${token.type}`, token.start, text);
    }
  };
  const filter = (left) => {
    const condition2 = expression(0);
    expect("rbracket");
    return { type: "project", left, filter: condition2, right: projectionRhs(BINDING.filter) };
  };
  const led = (token, left) => {
    switch (token.type) {
      case "dot": {
        if (peek().type === "star") {
          advance();
          return { type: "project", object: true, left, right: projectionRhs(BINDING.star) };
        }
        return { type: "sub", left, right: dotRhs(BINDING.dot) };
      }
      case "pipe":
        return { type: "pipe", left, right: expression(BINDING.pipe) };
      case "or":
        return { type: "or", left, right: expression(BINDING.or) };
      case "and":
        return { type: "and", left, right: expression(BINDING.and) };
      case "cmp":
        return { type: "compare", op: String(token.value), left, right: expression(BINDING.cmp) };
      case "flatten":
        return {
          type: "project",
          left: { type: "flatten", child: left },
          right: projectionRhs(BINDING.flatten)
        };
      case "filter":
        return filter(left);
      case "lbracket":
        return bracket(left);
      default:
        throw new JmesSyntaxError(`unexpected ${token.type}`, token.start, text);
    }
  };
  const tree = expression(0);
  if (peek().type !== "eof")
    throw new JmesSyntaxError(`unexpected ${peek().type}`, peek().start, text);
  return tree;
}

// src/migrate/unsupported.ts
var Unsupported = class extends Error {
  constructor(construct, path6) {
    super(construct);
    this.construct = construct;
    this.path = path6;
    this.name = "Unsupported";
  }
  construct;
  path;
};

// src/migrate/jmespath-value.ts
var scalar = (cel) => ({ kind: "scalar", cel });
function asList(value, scope) {
  if (value.kind === "scalar") return value.cel;
  if (value.body.kind !== "scalar")
    throw new Unsupported("a nested JMESPath projection used as a list", scope.path);
  const body = value.body.cel;
  const mapped = body === value.name ? value.source : `${value.source}.map(${value.name}, ${body})`;
  if (value.guard.kind === "const") return mapped;
  return `${value.source}.filter(${value.name}, ${render(value.guard)})${body === value.name ? "" : `.map(${value.name}, ${body})`}`;
}
function anyOf(value, test) {
  if (value.kind === "scalar") return test(value.cel);
  const inner = and(value.guard, anyOf(value.body, test));
  return atom(`${receiver(value.source)}.exists(${value.name}, ${render(inner)})`);
}
function allOf(value, test) {
  if (value.kind === "scalar") return test(value.cel);
  const inner = implies(value.guard, allOf(value.body, test));
  return atom(`${receiver(value.source)}.all(${value.name}, ${render(inner)})`);
}
function nest(body, inner) {
  if (body.kind === "scalar") return inner(body.cel);
  return { ...body, body: nest(body.body, inner) };
}
function loopName(base, scope) {
  let name = base;
  for (let i = 2; scope.names.has(name); i++) name = `${base}${i}`;
  scope.names.add(name);
  return name;
}
function unsupported(what, scope) {
  throw new Unsupported(what, scope.path);
}

// src/migrate/jmespath-path.ts
var REQUEST_FIELDS = {
  object: "object",
  oldObject: "oldObject",
  operation: "request.operation",
  userInfo: "request.userInfo",
  namespace: "request.namespace",
  name: "request.name",
  kind: "request.kind",
  dryRun: "request.dryRun"
};
var ALWAYS_PRESENT = /* @__PURE__ */ new Set(["name", "image"]);
var ALWAYS_PRESENT_LISTS = /* @__PURE__ */ new Set(["containers"]);
function fieldPath(node) {
  if (node.type === "field") return [node.name];
  if (node.type === "sub") {
    const left = fieldPath(node.left);
    const right = fieldPath(node.right);
    return left && right ? [...left, ...right] : void 0;
  }
  return void 0;
}
function root(name, scope) {
  if (scope.current !== void 0) return field(scope.current, name);
  const variable = scope.variables.get(name);
  if (variable !== void 0) return variable;
  if (name === "request") return "request";
  return unsupported(
    `variable ${name} (only request.* and the rule's own variables convert)`,
    scope
  );
}
function pathCel(names, scope, optional) {
  const [first, ...rest] = names;
  let base;
  if (scope.current === void 0 && first === "request" && !scope.variables.has("request")) {
    const second = rest.shift();
    if (second === void 0) return unsupported("the whole request object", scope);
    const mapped = REQUEST_FIELDS[second];
    if (!mapped) return unsupported(`request.${second}`, scope);
    base = mapped;
    if (mapped === "object" || mapped === "oldObject") {
      const next = rest[0];
      if (next === "spec" || next === "metadata")
        base = scope.pinned ? `${base}['${rest.shift()}']` : field(base, rest.shift());
    }
  } else {
    base = root(first, scope);
  }
  for (const name of rest)
    base = optional && !ALWAYS_PRESENT_LISTS.has(name) ? optionalField(base, name) : field(base, name);
  return base;
}
var emptyIfMissing = (optional) => optional.includes(".?") || optional.includes("[?") ? `${optional}.orValue([])` : optional;
var optionalField = (base, key) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `${base}.?${key}` : `${base}[?'${key.replace(/'/g, "\\'")}']`;
function elementNameFor(node) {
  const names = fieldPath(node.type === "flatten" ? node.child : node);
  const last = names?.[names.length - 1] ?? "item";
  const singular = last.endsWith("ies") ? `${last.slice(0, -3)}y` : last.endsWith("s") && last.length > 3 ? last.slice(0, -1) : last;
  return /^[a-z][A-Za-z0-9]*$/.test(singular) && !["in", "object", "request"].includes(singular) ? singular : "item";
}

// src/migrate/jmespath-cel.ts
function parseVariable(text, path6) {
  try {
    return parseJmes(text);
  } catch (error) {
    if (error instanceof JmesSyntaxError)
      throw new Unsupported(`JMESPath expression ${text} (${error.message})`, path6);
    throw error;
  }
}
function jmesToCel(text, scope) {
  const pinned = /request\s*\.\s*("object"|"oldObject"|(object|oldObject)\s*\.\s*"(spec|metadata)")/.test(text);
  return translate(parseVariable(text.trim(), scope.path), { ...scope, pinned });
}
function listCel(text, scope) {
  const tree = parseVariable(text.trim(), scope.path);
  const names = fieldPath(tree);
  if (names && names[0] === "request") {
    const optional = pathCel(names, scope, true);
    return scalar(optional.includes(".?") ? `${optional}.orValue([])` : optional);
  }
  return translate(tree, scope);
}
function translate(node, scope) {
  switch (node.type) {
    case "literal":
      return scalar(literal(node.value));
    case "current":
      if (scope.current === void 0) return unsupported("@ outside a projection", scope);
      return scalar(scope.current);
    case "field":
    case "sub": {
      const names = fieldPath(node);
      if (names) return scalar(pathCel(names, scope, false));
      if (node.type === "field") return unsupported(`field ${node.name}`, scope);
      const left = translate(node.left, scope);
      if (left.kind !== "scalar") return unsupported("a field of a projection result", scope);
      if (node.right.type === "index") return scalar(`${left.cel}[${node.right.index}]`);
      return translate(node.right, { ...scope, current: left.cel });
    }
    case "index":
      if (scope.current === void 0) return unsupported("an index outside a path", scope);
      return scalar(`${scope.current}[${node.index}]`);
    case "flatten": {
      if (node.child.type === "sub" && node.child.right.type === "list") {
        const base = translate(node.child.left, scope);
        const items = node.child.right.items.map((item) => fieldPath(item));
        if (base.kind === "scalar" && items.every((item) => item?.length === 1))
          return scalar(
            items.map(
              (item) => ALWAYS_PRESENT_LISTS.has(item[0]) ? field(base.cel, item[0]) : `${optionalField(base.cel, item[0])}.orValue([])`
            ).join(" + ")
          );
      }
      return translate(node.child, scope);
    }
    case "project": {
      if (node.object) return unsupported("an object projection (.*)", scope);
      const leftPath = fieldPath(node.left.type === "flatten" ? node.left.child : node.left);
      const left = leftPath && (leftPath[0] !== "request" || leftPath.length > 3) ? scalar(emptyIfMissing(pathCel(leftPath, scope, true))) : translate(node.left, scope);
      const source = left.kind === "scalar" ? left.cel : void 0;
      const listed = left.kind === "each" && left.body.kind === "scalar" && isListCall(node.left) ? { ...left, body: left.body } : void 0;
      const name = listed ? listed.name : loopName(elementNameFor(node.left), scope);
      const element = listed ? listed.body.cel : name;
      const inner = { ...scope, current: element };
      const guard = node.filter ? condition(node.filter, inner) : TRUE;
      const rightPath = fieldPath(node.right);
      let body;
      let bodyGuard = TRUE;
      if (node.right.type === "current") body = scalar(element);
      else if (rightPath) {
        body = scalar(rightPath.reduce(field, element));
        let base = element;
        const checks = [];
        for (const key of rightPath) {
          if (!ALWAYS_PRESENT.has(key)) checks.push(hasField(base, key));
          base = field(base, key);
        }
        bodyGuard = and(...checks);
      } else {
        body = translate(node.right, inner);
        if (node.right.type === "call" && body.kind === "each") body = scalar(asList(body, inner));
      }
      const each = (src) => ({
        kind: "each",
        source: src,
        name,
        guard: and(guard, bodyGuard),
        body
      });
      if (listed) return { ...listed, guard: and(listed.guard, guard, bodyGuard), body };
      if (source !== void 0) return each(source);
      if (left.kind === "each") return { ...left, body: nest(left.body, each) };
      return unsupported("this projection", scope);
    }
    case "pipe": {
      const left = translate(node.left, scope);
      return translate(node.right, {
        ...scope,
        current: asList(left, scope),
        currentIsList: left.kind === "each"
      });
    }
    case "compare": {
      const left = translate(node.left, scope);
      const right = translate(node.right, scope);
      if (left.kind !== "scalar" || right.kind !== "scalar")
        return unsupported("a comparison with a projection", scope);
      const op = node.op;
      return scalar(`${left.cel} ${op} ${right.cel}`);
    }
    case "and":
    case "or": {
      if (node.type === "or") {
        const names = fieldPath(node.left);
        const fallback = translate(node.right, scope);
        if (!names && fallback.kind === "scalar" && ["''", "[]", "null"].includes(fallback.cel)) {
          const left = translate(node.left, scope);
          if (left.kind === "each") return left;
        }
        if (names && fallback.kind === "scalar") {
          const optional = pathCel(names, scope, true);
          if (!optional.includes(".?") && !optional.includes("[?")) return scalar(optional);
          return scalar(`${optional}.orValue(${fallback.cel})`);
        }
      }
      return scalar(render(condition(node, scope)));
    }
    case "not":
      return scalar(render(condition(node, scope)));
    case "call":
      return call(node.name, node.args, scope);
    case "list": {
      const items = node.items.map((item) => translate(item, scope));
      if (items.some((item) => item.kind !== "scalar"))
        return unsupported("a multi-select list of projections", scope);
      return scalar(`[${items.map((item) => item.cel).join(", ")}]`);
    }
    default:
      return unsupported(`JMESPath ${node.type}`, scope);
  }
}
function isListCall(node) {
  const inner = node.type === "flatten" ? node.child : node;
  const last = inner.type === "sub" ? inner.right : inner;
  return last.type === "call" && (last.name === "keys" || last.name === "values");
}
function condition(node, scope) {
  switch (node.type) {
    case "and":
      return and(condition(node.left, scope), condition(node.right, scope));
    case "or":
      return atom(
        `${render(condition(node.left, scope))} || ${render(condition(node.right, scope))}`
      );
    case "not":
      return not(condition(node.child, scope));
    default: {
      const names = fieldPath(node);
      if (names && scope.current !== void 0) {
        let base = scope.current;
        const checks = [];
        for (const name of names) {
          checks.push(hasField(base, name));
          base = field(base, name);
        }
        return and(...checks);
      }
      const value = translate(node, scope);
      if (value.kind !== "scalar") return unsupported("a projection used as a condition", scope);
      return atom(value.cel);
    }
  }
}
function call(name, args, scope) {
  const values = args.map((arg) => translate(arg, scope));
  const one = (i) => {
    const value = values[i];
    if (!value) return unsupported(`${name}() with too few arguments`, scope);
    return value.kind === "scalar" ? value.cel : asList(value, scope);
  };
  switch (name) {
    case "length":
      return scalar(`size(${one(0)})`);
    case "contains": {
      const haystack = values[0];
      if (haystack?.kind === "each")
        return scalar(render(anyOf(haystack, (v) => atom(`${v} == ${one(1)}`))));
      const names = args[0] ? fieldPath(args[0]) : void 0;
      const last = names?.[names.length - 1] ?? "";
      if (args[0]?.type === "current" && scope.currentIsList)
        return scalar(`${one(1)} in ${one(0)}`);
      const isString = args[0]?.type === "literal" && typeof args[0].value === "string";
      if (!isString && /[^s]s$/.test(last)) return scalar(`${one(1)} in ${one(0)}`);
      return scalar(`${one(0)}.contains(${one(1)})`);
    }
    case "starts_with":
      return scalar(`${one(0)}.startsWith(${one(1)})`);
    case "ends_with":
      return scalar(`${one(0)}.endsWith(${one(1)})`);
    case "to_string":
      return scalar(`string(${one(0)})`);
    case "to_number":
      return scalar(`double(${one(0)})`);
    case "to_upper":
      return scalar(`${one(0)}.upperAscii()`);
    case "to_lower":
      return scalar(`${one(0)}.lowerAscii()`);
    case "trim":
      if (values.length > 1) return unsupported("trim() with a cut set", scope);
      return scalar(`${one(0)}.trim()`);
    case "split":
      return scalar(`${one(0)}.split(${one(1)})`);
    case "join":
      return scalar(`${one(1)}.join(${one(0)})`);
    case "regex_match":
      return scalar(`string(${one(1)}).matches(${one(0)})`);
    case "keys": {
      const source = one(0);
      const key = loopName("key", scope);
      return { kind: "each", source, name: key, guard: TRUE, body: scalar(key) };
    }
    case "values": {
      const source = one(0);
      const key = loopName("key", scope);
      return { kind: "each", source, name: key, guard: TRUE, body: scalar(`${source}[${key}]`) };
    }
    default:
      return unsupported(`JMESPath function ${name}()`, scope);
  }
}

// src/migrate/json.ts
var isMap = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

// src/migrate/conditions.ts
var WHOLE_VARIABLE = /^\s*\{\{(.+?)\}\}\s*$/s;
var VARIABLE = /\{\{(.+?)\}\}/gs;
function operand(raw, scope) {
  if (typeof raw !== "string" || !raw.includes("{{")) return { kind: "literal", value: raw };
  const whole = WHOLE_VARIABLE.exec(raw);
  if (whole && !whole[1].includes("{{"))
    return { kind: "value", value: jmesToCel(whole[1], scope) };
  return { kind: "value", value: scalar(interpolate(raw, scope)) };
}
function interpolate(text, scope) {
  const parts = [];
  let last = 0;
  for (const match of text.matchAll(VARIABLE)) {
    if (match.index > last) parts.push(quote(text.slice(last, match.index)));
    const value = jmesToCel(match[1], scope);
    parts.push(`string(${asList(value, scope)})`);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(quote(text.slice(last)));
  return parts.join(" + ");
}
function conditionsCel(block, scope) {
  if (Array.isArray(block)) return and(...block.map((c, i) => conditionCel(c, at(scope, [i]))));
  if (!isMap(block)) throw new Unsupported("conditions that are not a list or any/all", scope.path);
  const parts = [];
  if (block.any !== void 0) {
    if (!Array.isArray(block.any))
      throw new Unsupported("conditions.any that is not a list", scope.path);
    parts.push(or(...block.any.map((c, i) => conditionCel(c, at(scope, ["any", i])))));
  }
  if (block.all !== void 0) {
    if (!Array.isArray(block.all))
      throw new Unsupported("conditions.all that is not a list", scope.path);
    parts.push(and(...block.all.map((c, i) => conditionCel(c, at(scope, ["all", i])))));
  }
  return and(...parts);
}
var at = (scope, rest) => ({
  ...scope,
  path: [...scope.path, ...rest]
});
function conditionParts(block, scope) {
  if (isMap(block) && Array.isArray(block.any) && block.all === void 0)
    return block.any.map((c, i) => conditionCel(c, at(scope, ["any", i])));
  return [conditionsCel(block, scope)];
}
function conditionCel(condition2, scope) {
  if (!isMap(condition2)) throw new Unsupported("a condition that is not a map", scope.path);
  const op = String(condition2.operator ?? "");
  const key = operand(condition2.key, at(scope, ["key"]));
  const value = operand(condition2.value, at(scope, ["value"]));
  const keyValue = key.kind === "value" ? key.value : scalar(literal(key.value));
  const fail = (what) => {
    throw new Unsupported(what, [...scope.path, "operator"]);
  };
  switch (op) {
    case "Equals":
    case "Equal":
      return equals(keyValue, value, scope);
    case "NotEquals":
    case "NotEqual":
      return not(equals(keyValue, value, scope));
    case "AnyIn":
      return anyOf(keyValue, (k) => member(k, value, scope));
    case "AllIn":
    case "In":
      return allOf(keyValue, (k) => member(k, value, scope));
    case "AnyNotIn":
      return anyOf(keyValue, (k) => not(member(k, value, scope)));
    case "AllNotIn":
      return allOf(keyValue, (k) => not(member(k, value, scope)));
    case "NotIn":
      return not(allOf(keyValue, (k) => member(k, value, scope)));
    case "GreaterThan":
    case "GreaterThanOrEquals":
    case "LessThan":
    case "LessThanOrEquals":
    case "DurationGreaterThan":
    case "DurationGreaterThanOrEquals":
    case "DurationLessThan":
    case "DurationLessThanOrEquals":
      return order(op, keyValue, value, scope);
    default:
      return fail(`condition operator ${op || "(none)"}`);
  }
}
function single(value, scope) {
  return value.kind === "scalar" ? value.cel : asList(value, scope);
}
function equals(key, value, scope) {
  const k = single(key, scope);
  if (value.kind === "value") return atom(`${k} == ${single(value.value, scope)}`);
  const v = value.value;
  if (typeof v === "string" && hasWildcard(v)) return globCel(v, k);
  return atom(`${k} == ${literal(v)}`);
}
function member(k, value, scope) {
  if (value.kind === "value") return atom(`${k} in ${single(value.value, scope)}`);
  const list = Array.isArray(value.value) ? value.value : [value.value];
  const plain = list.filter((v) => !(typeof v === "string" && hasWildcard(v)));
  const globs = list.filter((v) => typeof v === "string" && hasWildcard(v));
  const options = globs.map((g) => globCel(g, k));
  if (plain.length === 1) options.unshift(atom(`${k} == ${literal(plain[0])}`));
  else if (plain.length > 1) options.unshift(atom(`${k} in ${literal(plain)}`));
  return or(...options);
}
var DURATION = /^[-+]?(\d+(\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)([0-9.]+(ns|us|µs|ms|s|m|h))*$/;
var QUANTITY = /^[-+]?(\d+(\.\d*)?|\.\d+)(Ki|Mi|Gi|Ti|Pi|Ei|n|u|m|k|M|G|T|P|E)$/;
function order(op, key, value, scope) {
  const symbol = op.replace(/^Duration/, "").replace("GreaterThanOrEquals", ">=").replace("LessThanOrEquals", "<=").replace("GreaterThan", ">").replace("LessThan", "<");
  const duration = op.startsWith("Duration");
  const v = value.kind === "value" ? single(value.value, scope) : void 0;
  const raw = value.kind === "literal" ? value.value : void 0;
  return anyOf(key, (k) => {
    if (duration || typeof raw === "string" && DURATION.test(raw))
      return atom(`duration(string(${k})) ${symbol} duration(${v ?? quote(String(raw))})`);
    if (typeof raw === "string" && QUANTITY.test(raw))
      return atom(`quantity(string(${k})).compareTo(quantity(${quote(raw)})) ${symbol} 0`);
    if (typeof raw === "string" && /^[-+]?\d+(\.\d+)?$/.test(raw))
      return atom(`double(${k}) ${symbol} ${raw}`);
    return atom(`${k} ${symbol} ${v ?? literal(raw)}`);
  });
}

// src/migrate/kinds.ts
var BUILTIN = {
  Pod: ["", "v1", "pods"],
  Service: ["", "v1", "services"],
  ConfigMap: ["", "v1", "configmaps"],
  Secret: ["", "v1", "secrets"],
  Namespace: ["", "v1", "namespaces"],
  ServiceAccount: ["", "v1", "serviceaccounts"],
  PersistentVolume: ["", "v1", "persistentvolumes"],
  PersistentVolumeClaim: ["", "v1", "persistentvolumeclaims"],
  Node: ["", "v1", "nodes"],
  Endpoints: ["", "v1", "endpoints"],
  LimitRange: ["", "v1", "limitranges"],
  ResourceQuota: ["", "v1", "resourcequotas"],
  ReplicationController: ["", "v1", "replicationcontrollers"],
  Event: ["", "v1", "events"],
  Deployment: ["apps", "v1", "deployments"],
  StatefulSet: ["apps", "v1", "statefulsets"],
  DaemonSet: ["apps", "v1", "daemonsets"],
  ReplicaSet: ["apps", "v1", "replicasets"],
  Job: ["batch", "v1", "jobs"],
  CronJob: ["batch", "v1", "cronjobs"],
  Ingress: ["networking.k8s.io", "v1", "ingresses"],
  IngressClass: ["networking.k8s.io", "v1", "ingressclasses"],
  NetworkPolicy: ["networking.k8s.io", "v1", "networkpolicies"],
  Role: ["rbac.authorization.k8s.io", "v1", "roles"],
  ClusterRole: ["rbac.authorization.k8s.io", "v1", "clusterroles"],
  RoleBinding: ["rbac.authorization.k8s.io", "v1", "rolebindings"],
  ClusterRoleBinding: ["rbac.authorization.k8s.io", "v1", "clusterrolebindings"],
  PodDisruptionBudget: ["policy", "v1", "poddisruptionbudgets"],
  HorizontalPodAutoscaler: ["autoscaling", "v2", "horizontalpodautoscalers"],
  StorageClass: ["storage.k8s.io", "v1", "storageclasses"],
  CSIDriver: ["storage.k8s.io", "v1", "csidrivers"],
  PriorityClass: ["scheduling.k8s.io", "v1", "priorityclasses"],
  RuntimeClass: ["node.k8s.io", "v1", "runtimeclasses"],
  CustomResourceDefinition: ["apiextensions.k8s.io", "v1", "customresourcedefinitions"],
  ValidatingWebhookConfiguration: [
    "admissionregistration.k8s.io",
    "v1",
    "validatingwebhookconfigurations"
  ],
  MutatingWebhookConfiguration: [
    "admissionregistration.k8s.io",
    "v1",
    "mutatingwebhookconfigurations"
  ]
};
function plural(kind) {
  const lower = kind.toLowerCase();
  if (lower.endsWith("s")) return `${lower}es`;
  if (lower.endsWith("y")) return `${lower.slice(0, -1)}ies`;
  return `${lower}s`;
}
function kindToRule(text) {
  if (text === "*") return { apiGroups: ["*"], apiVersions: ["*"], resources: ["*"] };
  const parts = text.split("/");
  const kindIndex = parts.findIndex((part) => /^[A-Z*]/.test(part));
  const kind = parts[kindIndex] ?? text;
  const before = parts.slice(0, Math.max(0, kindIndex));
  const sub = parts.slice(kindIndex + 1).join("/");
  const builtin = BUILTIN[kind];
  let group = builtin ? builtin[0] : "*";
  let version = builtin ? builtin[1] : "*";
  if (before.length === 2) [group, version] = before;
  if (before.length === 1) [group, version] = [builtin?.[0] ?? "", before[0]];
  const resource = builtin ? builtin[2] : kind === "*" ? "*" : plural(kind);
  return {
    apiGroups: [group],
    apiVersions: [version],
    resources: [sub ? `${resource}/${sub}` : resource]
  };
}
var CONTROLLERS = {
  DaemonSet: "daemonsets",
  Deployment: "deployments",
  Job: "jobs",
  StatefulSet: "statefulsets",
  ReplicaSet: "replicasets",
  CronJob: "cronjobs"
};
function mergeRules(rules) {
  const merged = /* @__PURE__ */ new Map();
  for (const rule of rules) {
    const key = `${rule.apiGroups.join(",")}|${rule.apiVersions.join(",")}`;
    const existing = merged.get(key);
    if (existing) {
      for (const resource of rule.resources)
        if (!existing.resources.includes(resource)) existing.resources.push(resource);
    } else
      merged.set(key, {
        apiGroups: [...rule.apiGroups],
        apiVersions: [...rule.apiVersions],
        resources: [...rule.resources]
      });
  }
  return [...merged.values()];
}

// src/migrate/match.ts
var USER_FIELDS = ["subjects", "roles", "clusterRoles"];
function anyOfGlobs(value, patterns, path6) {
  if (!Array.isArray(patterns))
    throw new Unsupported("a name or namespace list that is not a list", path6);
  const plain = patterns.filter((p) => typeof p === "string" && !hasWildcard(p));
  const globs = patterns.filter((p) => typeof p === "string" && hasWildcard(p));
  const options = globs.map((g) => globCel(g, value));
  if (plain.length === 1) options.unshift(atom(`${value} == ${literal(plain[0])}`));
  if (plain.length > 1) options.unshift(atom(`${value} in ${literal(plain)}`));
  return or(...options);
}
function selectorCel(selector, labels, path6) {
  const parts = [];
  for (const [key, value] of Object.entries(selector.matchLabels ?? {}))
    parts.push(
      atom(`${quote(key)} in ${labels} && ${labels}[${quote(key)}] == ${quote(String(value))}`)
    );
  for (const expression of selector.matchExpressions ?? []) {
    const key = quote(expression.key);
    const values = literal(expression.values ?? []);
    switch (expression.operator) {
      case "In":
        parts.push(atom(`${key} in ${labels} && ${labels}[${key}] in ${values}`));
        break;
      case "NotIn":
        parts.push(atom(`!(${key} in ${labels}) || !(${labels}[${key}] in ${values})`));
        break;
      case "Exists":
        parts.push(atom(`${key} in ${labels}`));
        break;
      case "DoesNotExist":
        parts.push(atom(`!(${key} in ${labels})`));
        break;
      default:
        throw new Unsupported(`label selector operator ${expression.operator}`, path6);
    }
  }
  return and(...parts);
}
function readBlock(raw, path6) {
  if (!isMap(raw)) throw new Unsupported("a match block that is not a map", path6);
  for (const field2 of USER_FIELDS)
    if (raw[field2] !== void 0)
      throw new Unsupported(`match on ${field2} (the requesting user)`, [...path6, field2]);
  const resources = raw.resources;
  if (!isMap(resources)) throw new Unsupported("a match block without resources", path6);
  const at2 = (key) => [...path6, "resources", key];
  const known = /* @__PURE__ */ new Set([
    "kinds",
    "name",
    "names",
    "namespaces",
    "annotations",
    "selector",
    "namespaceSelector",
    "operations"
  ]);
  for (const key of Object.keys(resources))
    if (!known.has(key)) throw new Unsupported(`match.resources.${key}`, at2(key));
  const kinds = Array.isArray(resources.kinds) ? resources.kinds.map(String) : [];
  const parts = [];
  const names = resources.names ?? (resources.name !== void 0 ? [resources.name] : void 0);
  if (names !== void 0) parts.push(anyOfGlobs("object.metadata.name", names, at2("names")));
  if (resources.namespaces !== void 0)
    parts.push(
      and(
        atom("has(object.metadata.namespace)"),
        anyOfGlobs("object.metadata.namespace", resources.namespaces, at2("namespaces"))
      )
    );
  if (resources.annotations !== void 0) {
    if (!isMap(resources.annotations))
      throw new Unsupported("annotations that are not a map", at2("annotations"));
    for (const [key, value] of Object.entries(resources.annotations)) {
      const annotations = "object.metadata.annotations";
      parts.push(
        and(
          atom(`has(${annotations})`),
          atom(`${quote(key)} in ${annotations}`),
          globCel(String(value), `${annotations}[${quote(key)}]`)
        )
      );
    }
  }
  const operations = Array.isArray(resources.operations) ? resources.operations.map(String) : void 0;
  return {
    kinds,
    operations,
    condition: and(...parts),
    selector: isMap(resources.selector) ? resources.selector : void 0,
    namespaceSelector: isMap(resources.namespaceSelector) ? resources.namespaceSelector : void 0,
    autogenSafe: names === void 0 && resources.selector === void 0 && resources.annotations === void 0
  };
}
function blocks(raw, path6) {
  if (raw === void 0 || raw === null) return { mode: "any", blocks: [] };
  if (!isMap(raw)) throw new Unsupported("match or exclude that is not a map", path6);
  if (Array.isArray(raw.any))
    return { mode: "any", blocks: raw.any.map((b, i) => readBlock(b, [...path6, "any", i])) };
  if (Array.isArray(raw.all))
    return { mode: "all", blocks: raw.all.map((b, i) => readBlock(b, [...path6, "all", i])) };
  return { mode: "any", blocks: [readBlock(raw, path6)] };
}
var kindCondition = (kinds) => kinds.length === 1 ? atom(`object.kind == ${quote(bareKind(kinds[0]))}`) : atom(`object.kind in ${literal(kinds.map(bareKind))}`);
var bareKind = (kind) => kind.split("/").find((part) => /^[A-Z]/.test(part)) ?? kind;
function blockCondition(block, allKinds, path6, useSelectors) {
  const parts = [];
  const kinds = [...new Set(block.kinds)].sort();
  if (kinds.length > 0 && kinds.join() !== allKinds.join()) parts.push(kindCondition(kinds));
  if (block.operations) parts.push(atom(`request.operation in ${literal(block.operations)}`));
  parts.push(block.condition);
  if (!useSelectors && block.selector)
    parts.push(
      and(
        atom("has(object.metadata.labels)"),
        selectorCel(block.selector, "object.metadata.labels", path6)
      )
    );
  if (!useSelectors && block.namespaceSelector)
    throw new Unsupported("namespaceSelector in one of several match blocks or in exclude", path6);
  return and(...parts);
}
function ruleMatch(rule, path6) {
  const match = blocks(rule.match, [...path6, "match"]);
  if (match.blocks.length === 0) throw new Unsupported("a rule without match", [...path6, "match"]);
  const exclude = blocks(rule.exclude, [...path6, "exclude"]);
  const kindSets = match.blocks.map((b) => [...new Set(b.kinds)].sort());
  if (kindSets.some((kinds2) => kinds2.length === 0))
    throw new Unsupported("a match block without kinds", [...path6, "match"]);
  let kinds;
  if (match.mode === "any") kinds = [...new Set(kindSets.flat())].sort();
  else kinds = kindSets.reduce((a, b) => a.filter((k) => b.includes(k)));
  const single2 = match.blocks.length === 1 ? match.blocks[0] : void 0;
  const useSelectors = single2 !== void 0;
  const matchParts = match.blocks.map(
    (b) => blockCondition(b, kinds, [...path6, "match"], useSelectors)
  );
  const matched = match.mode === "any" ? or(...matchParts) : and(...matchParts);
  const excludeParts = exclude.blocks.map(
    (b) => blockCondition(b, kinds, [...path6, "exclude"], false)
  );
  const excluded = exclude.blocks.length === 0 ? void 0 : exclude.mode === "any" ? or(...excludeParts) : and(...excludeParts);
  if (excluded !== void 0 && excluded.kind === "const" && excluded.value)
    throw new Unsupported("an exclude that excludes everything the rule matches", [
      ...path6,
      "exclude"
    ]);
  const operations = single2?.operations;
  const condition2 = and(
    single2 ? single2.condition : matched,
    excluded === void 0 ? TRUE : not(excluded)
  );
  const blocksAll = [...match.blocks, ...exclude.blocks];
  return {
    kinds,
    operations,
    condition: single2?.operations ? condition2 : condition2,
    objectSelector: single2?.selector,
    namespaceSelector: single2?.namespaceSelector,
    autogen: blocksAll.every((b) => b.autogenSafe && b.kinds.every((k) => bareKind(k) === "Pod"))
  };
}
var resourceRules = (kinds) => kinds.map(kindToRule);
var describe = (match) => JSON.stringify([
  match.kinds,
  match.operations,
  render(match.condition),
  match.objectSelector,
  match.namespaceSelector
]);

// src/migrate/scalar.ts
var NUMBER = String.raw`[-|+]?\d+(?:\.\d+)?[A-Za-z]*`;
var IN_RANGE = new RegExp(`^(${NUMBER})-(${NUMBER})$`);
var NOT_IN_RANGE = new RegExp(`^(${NUMBER})!-(${NUMBER})$`);
var DURATION2 = /^[-+]?(\d+(\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)((\d+(\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h))*$/;
var QUANTITY2 = /^[-+]?(\d+(\.\d*)?|\.\d+)(([eE][-+]?\d+)|Ki|Mi|Gi|Ti|Pi|Ei|n|u|m|k|M|G|T|P|E)?$/;
var INTEGER = /^[-+]?\d+$/;
var DECIMAL = /^[-+]?\d+(\.\d+)?$/;
function operatorOf(pattern) {
  if (pattern.length < 2) return "";
  for (const op of [">=", "<=", ">", "<", "!"]) if (pattern.startsWith(op)) return op;
  if (NOT_IN_RANGE.test(pattern)) return "!-";
  if (IN_RANGE.test(pattern)) return "-";
  return "";
}
var isDuration = (text) => text === "0" || DURATION2.test(text);
var isQuantity = (text) => QUANTITY2.test(text);
function alternatives(pattern) {
  return pattern.split("|").map(
    (alt) => alt.trim().split("&").map((c) => c.trim())
  );
}
function nullMatches(pattern) {
  if (pattern === null || pattern === void 0) return true;
  if (typeof pattern !== "string") return false;
  return alternatives(pattern).some((conjunction) => conjunction.every(nullMatchesCondition));
}
function nullMatchesCondition(condition2) {
  const op = operatorOf(condition2);
  if (op === "-" || op === "!-") {
    const [, left, right] = (op === "-" ? IN_RANGE : NOT_IN_RANGE).exec(condition2);
    return op === "-" ? nullMatchesCondition(`>= ${left}`) && nullMatchesCondition(`<= ${right}`) : nullMatchesCondition(`< ${left}`) || nullMatchesCondition(`> ${right}`);
  }
  const operand2 = condition2.slice(op.length).trim();
  const numeric = isDuration(operand2) ? durationSeconds(operand2) : isQuantity(operand2) ? quantityValue(operand2) : void 0;
  if (numeric === void 0) return false;
  return compare(0, numeric, op);
}
function compare(value, pattern, op) {
  switch (op) {
    case "":
      return value === pattern;
    case "!":
      return value !== pattern;
    case ">":
      return value > pattern;
    case "<":
      return value < pattern;
    case ">=":
      return value >= pattern;
    case "<=":
      return value <= pattern;
    default:
      return false;
  }
}
function durationSeconds(text) {
  if (text === "0") return 0;
  const units = {
    ns: 1e-9,
    us: 1e-6,
    \u00B5s: 1e-6,
    ms: 1e-3,
    s: 1,
    m: 60,
    h: 3600
  };
  let total = 0;
  for (const [, amount, unit] of text.matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/g))
    total += Number(amount) * units[unit];
  return text.startsWith("-") ? -total : total;
}
function quantityValue(text) {
  const suffixes = {
    Ki: 2 ** 10,
    Mi: 2 ** 20,
    Gi: 2 ** 30,
    Ti: 2 ** 40,
    Pi: 2 ** 50,
    Ei: 2 ** 60,
    n: 1e-9,
    u: 1e-6,
    m: 1e-3,
    k: 1e3,
    M: 1e6,
    G: 1e9,
    T: 1e12,
    P: 1e15,
    E: 1e18
  };
  const match = /^([-+]?(?:\d+(?:\.\d*)?|\.\d+))(.*)$/.exec(text);
  const suffix = match[2] ?? "";
  const factor = suffix === "" ? 1 : /^[eE]/.test(suffix) ? 10 ** Number(suffix.slice(1)) : suffixes[suffix];
  return Number(match[1]) * factor;
}
var QUANTITY_PARENTS = /* @__PURE__ */ new Set(["limits", "requests", "hard", "capacity", "allocatable"]);
function scalarCel(pattern, value, context = {}) {
  if (pattern === null || pattern === void 0)
    return atom(`${value} == null || ${value} == '' || ${value} == 0 || ${value} == false`);
  if (typeof pattern === "boolean") return atom(`${value} == ${pattern}`);
  if (typeof pattern === "number") return atom(`${value} == ${pattern}`);
  if (typeof pattern !== "string") return FALSE;
  if (pattern === "*") return TRUE;
  const options = alternatives(pattern);
  const words = options.map((o) => o.length === 1 ? o[0] : "");
  if (options.length > 1 && words.every(
    (w) => /^[A-Za-z][A-Za-z0-9_.:/-]*$/.test(w) && !isQuantity(w) && !/^(true|false)$/.test(w)
  ))
    return atom(`${value} in [${words.map(quote).join(", ")}]`);
  return or(
    ...options.map(
      (conjunction) => and(...conjunction.map((condition2) => conditionCel2(condition2, value, context)))
    )
  );
}
function conditionCel2(condition2, value, context) {
  const op = operatorOf(condition2);
  if (op === "-" || op === "!-") {
    const [, left, right] = (op === "-" ? IN_RANGE : NOT_IN_RANGE).exec(condition2);
    return op === "-" ? and(conditionCel2(`>=${left}`, value, context), conditionCel2(`<=${right}`, value, context)) : or(conditionCel2(`<${left}`, value, context), conditionCel2(`>${right}`, value, context));
  }
  const operand2 = condition2.slice(op.length).trim();
  if (op === "" || op === "!") {
    const equal = equalCel(operand2, value, context);
    return op === "!" ? not(equal) : equal;
  }
  return orderCel(operand2, value, op, context);
}
function equalCel(operand2, value, context) {
  if (hasWildcard(operand2)) return globCel(operand2, value);
  if (operand2 === "true" || operand2 === "false") return atom(`string(${value}) == '${operand2}'`);
  if (DECIMAL.test(operand2) && !isQuantityKey(context))
    return atom(`string(${value}) == ${quote(operand2)}`);
  if (isQuantity(operand2) && (isQuantityKey(context) || !/^[A-Za-z]/.test(operand2)))
    return atom(`quantity(string(${value})).compareTo(quantity(${quote(operand2)})) == 0`);
  return atom(`${value} == ${quote(operand2)}`);
}
var isQuantityKey = (context) => QUANTITY_PARENTS.has(context.parentKey ?? "") || ["cpu", "memory", "storage", "ephemeral-storage"].includes(context.key ?? "");
function orderCel(operand2, value, op, context) {
  if (operand2 !== "0" && DURATION2.test(operand2) && !(isQuantityKey(context) && isQuantity(operand2)))
    return atom(`duration(string(${value})) ${op} duration(${quote(operand2)})`);
  if (INTEGER.test(operand2) && !isQuantityKey(context))
    return atom(`${value} ${op} ${Number(operand2)}`);
  if (DECIMAL.test(operand2) && !isQuantityKey(context))
    return atom(`double(${value}) ${op} ${operand2}`);
  if (isQuantity(operand2)) {
    const comparison = `quantity(string(${value})).compareTo(quantity(${quote(operand2)}))`;
    return atom(`${comparison} ${op} 0`);
  }
  return FALSE;
}

// src/migrate/pattern.ts
var ANCHOR = /^([+<=X^])?\((.+)\)$/;
var UNKNOWN_ANCHOR = /^[^A-Za-z0-9_\s]\(.+\)$/;
var WHOLE_VARIABLE2 = /^\s*\{\{([^{}]+)\}\}\s*$/;
function patternCel(pattern, path6, options) {
  if (!isMap(pattern)) throw new Unsupported("a pattern that is not a map", path6);
  const scope = {
    names: new Set(options.names),
    path: path6,
    specAlways: options.specAlways,
    ...options.resolve && { resolve: options.resolve }
  };
  return mapCel(pattern, options.root ?? "object", scope, void 0);
}
function anyPatternCel(patterns, path6, options) {
  if (!Array.isArray(patterns) || patterns.length === 0)
    throw new Unsupported("anyPattern that is not a non-empty list", path6);
  return or(...patterns.map((p, i) => patternCel(p, [...path6, i], options)));
}
function mapCel(pattern, value, scope, parentKey) {
  const conditions = [];
  const checks = [];
  for (const [rawKey, child] of Object.entries(pattern)) {
    const at2 = { ...scope, path: [...scope.path, rawKey] };
    const anchor = ANCHOR.exec(rawKey.trim());
    if (!anchor && UNKNOWN_ANCHOR.test(rawKey.trim()))
      throw new Unsupported(
        `unknown anchor ${rawKey} (Kyverno knows (), =(), X(), ^(), <() and +())`,
        at2.path
      );
    const modifier = anchor ? anchor[1] ?? "(" : "";
    const key = anchor ? anchor[2] : rawKey;
    if (/[*?]/.test(key)) {
      checks.push(wildcardKeyCel(key, modifier, child, value, at2, parentKey));
      continue;
    }
    const present = modifier ? hasField(value, key) : presence(value, key, scope, parentKey);
    const target = field(value, key);
    if (typeof child === "string" && child.includes("{{")) {
      const whole = WHOLE_VARIABLE2.exec(child);
      if (!whole || !scope.resolve || anchor)
        throw new Unsupported(`a variable in a pattern value (${child})`, at2.path);
      checks.push(and(present, atom(`${target} == ${scope.resolve(whole[1], at2.path)}`)));
      continue;
    }
    const context = { key, parentKey };
    switch (modifier) {
      case "(":
        conditions.push(and(present, valueCel(child, target, at2, key)));
        break;
      case "<":
        conditions.push(implies(present, valueCel(child, target, at2, key)));
        break;
      case "=":
        checks.push(implies(present, valueCel(child, target, at2, key)));
        break;
      case "X":
        checks.push(not(present));
        break;
      case "^":
        checks.push(implies(present, existenceCel(child, target, at2, key)));
        break;
      case "+":
        throw new Unsupported(`add-if-not-present anchor ${rawKey} (a mutate construct)`, at2.path);
      default:
        if (child === "*") checks.push(present);
        else if (!isMap(child) && !Array.isArray(child) && nullMatches(child))
          checks.push(implies(present, scalarCel(child, target, context)));
        else checks.push(and(present, valueCel(child, target, at2, key)));
    }
  }
  return implies(and(...conditions), and(...checks));
}
function wildcardKeyCel(key, modifier, child, value, scope, parentKey) {
  const where = `${modifier === "(" ? "" : modifier}${modifier ? `(${key})` : key}`;
  if (parentKey !== "labels" && parentKey !== "annotations" || typeof child !== "string" || !["", "=", "X"].includes(modifier))
    throw new Unsupported(
      `wildcard key ${where} (only in metadata labels and annotations)`,
      scope.path
    );
  const name = elementName("key", scope.names);
  const matches = render(globCel(key, name));
  if (modifier === "X") return atom(`!${receiver(value)}.exists(${name}, ${matches})`);
  const check = render(implies(atom(matches), scalarCel(child, `${value}[${name}]`, { key })));
  const all = atom(`${receiver(value)}.all(${name}, ${check})`);
  return modifier === "=" ? all : and(atom(`${receiver(value)}.exists(${name}, ${matches})`), all);
}
function presence(value, key, scope, parentKey) {
  if (value === "object" && parentKey === void 0) {
    if (key === "metadata" || key === "kind" || key === "apiVersion") return TRUE;
    if (key === "spec" && scope.specAlways) return TRUE;
  }
  return hasField(value, key);
}
function valueCel(pattern, value, scope, key) {
  if (isMap(pattern)) return mapCel(pattern, value, scope, key);
  if (Array.isArray(pattern)) return listCel2(pattern, value, scope, key);
  return scalarCel(pattern, value, { key, parentKey: void 0 });
}
function listCel2(pattern, value, scope, key) {
  if (pattern.length === 0) return FALSE;
  const first = pattern[0];
  if (Array.isArray(first)) throw new Unsupported("a list of lists in a pattern", scope.path);
  const name = elementName(key, scope.names);
  const inner = { ...scope, names: /* @__PURE__ */ new Set([...scope.names, name]), path: [...scope.path, 0] };
  const element = isMap(first) ? mapCel(first, name, inner, key) : scalarCel(first, name, { key });
  if (element.kind === "const" && element.value) return TRUE;
  return atom(`${receiver(value)}.all(${name}, ${render(element)})`);
}
function existenceCel(pattern, value, scope, key) {
  if (!Array.isArray(pattern) || !pattern.every(isMap))
    throw new Unsupported(`existence anchor ^(${key}) without a list of maps`, scope.path);
  const name = elementName(key, scope.names);
  const inner = { ...scope, names: /* @__PURE__ */ new Set([...scope.names, name]) };
  return and(
    ...pattern.map(
      (element, i) => atom(
        `${value}.exists(${name}, ${render(mapCel(element, name, { ...inner, path: [...scope.path, i] }, key))})`
      )
    )
  );
}

// src/migrate/convert-rule.ts
var OTHER_RULE_TYPES = ["mutate", "generate", "verifyImages"];
var POD_ONLY_KINDS = /* @__PURE__ */ new Set([
  "Pod",
  "Deployment",
  "DaemonSet",
  "StatefulSet",
  "ReplicaSet",
  "Job",
  "ReplicationController"
]);
var DEFAULT_OPERATIONS = ["CREATE", "UPDATE"];
function convertRule(raw, path6) {
  if (!isMap(raw)) throw new Unsupported("a rule that is not a map", path6);
  const name = String(raw.name ?? "");
  const others = OTHER_RULE_TYPES.filter((type) => raw[type] !== void 0);
  if (others.length > 0 && raw.validate !== void 0)
    throw new Unsupported(`rule ${name} mixes validate and ${others[0]}`, [...path6, others[0]]);
  if (others.length > 0)
    throw new Unsupported(`${others[0]} rule ${name} (only validate rules convert)`, [
      ...path6,
      others[0]
    ]);
  if (!isMap(raw.validate)) throw new Unsupported(`rule ${name} without validate`, path6);
  const validate = raw.validate;
  const at2 = (key) => [...path6, "validate", key];
  for (const key of ["podSecurity", "manifests", "assert", "failureActionOverrides"])
    if (validate[key] !== void 0) throw new Unsupported(`validate.${key}`, at2(key));
  const scope = { variables: /* @__PURE__ */ new Map(), names: /* @__PURE__ */ new Set(), path: path6 };
  const variables = contextVariables(raw.context, [...path6, "context"], scope);
  const match = ruleMatch(raw, path6);
  let precondition = TRUE;
  let operations;
  if (raw.preconditions !== void 0) {
    const split = splitOperation(raw.preconditions);
    operations = split.operations;
    if (split.rest !== void 0)
      precondition = conditionsCel(split.rest, { ...scope, path: [...path6, "preconditions"] });
  }
  if (Array.isArray(raw.celPreconditions))
    precondition = and(
      precondition,
      ...raw.celPreconditions.map((c) => atom(String(c.expression)))
    );
  const message = messageOf(validate.message, { ...scope, path: at2("message") });
  const checks = [];
  const specAlways = match.kinds.every((k) => POD_ONLY_KINDS.has(k.split("/").pop()));
  if (validate.pattern !== void 0)
    for (const check of concerns(patternCel(validate.pattern, at2("pattern"), { specAlways })))
      checks.push({ check, message });
  else if (validate.anyPattern !== void 0)
    checks.push({
      check: anyPatternCel(validate.anyPattern, at2("anyPattern"), { specAlways }),
      message
    });
  else if (validate.deny !== void 0) {
    const deny = isMap(validate.deny) ? validate.deny : {};
    if (deny.conditions === void 0) checks.push({ check: atom("false"), message });
    else
      for (const part of conditionParts(deny.conditions, {
        ...scope,
        path: [...at2("deny"), "conditions"]
      }))
        checks.push({ check: not(part), message });
  } else if (validate.foreach !== void 0) {
    const entries = Array.isArray(validate.foreach) ? validate.foreach : [];
    entries.forEach(
      (entry, i) => checks.push({ check: foreachCel(entry, [...at2("foreach"), i], scope), message })
    );
  } else if (validate.cel !== void 0) {
    const cel = isMap(validate.cel) ? validate.cel : {};
    for (const key of ["paramKind", "paramRef", "auditAnnotations"])
      if (cel[key] !== void 0) throw new Unsupported(`validate.cel.${key}`, [...at2("cel"), key]);
    if (Array.isArray(cel.variables))
      for (const v of cel.variables)
        variables.push({
          name: String(v.name),
          expression: String(v.expression)
        });
    const expressions = Array.isArray(cel.expressions) ? cel.expressions : [];
    for (const e of expressions) {
      const entry = isMap(e) ? e : {};
      const own = {};
      if (typeof entry.message === "string") own.message = entry.message;
      if (typeof entry.messageExpression === "string")
        own.messageExpression = entry.messageExpression;
      checks.push({
        check: atom(String(entry.expression)),
        message: Object.keys(own).length > 0 ? own : message
      });
    }
  } else
    throw new Unsupported(`validate rule ${name} with nothing to check`, [...path6, "validate"]);
  const action = typeof validate.failureAction === "string" ? validate.failureAction : void 0;
  return { name, match, operations, precondition, checks, variables, action };
}
function foreachCel(raw, path6, ruleScope) {
  if (!isMap(raw)) throw new Unsupported("a foreach entry that is not a map", path6);
  for (const key of ["context", "foreach", "elementScope"])
    if (raw[key] !== void 0) throw new Unsupported(`foreach with ${key}`, [...path6, key]);
  if (typeof raw.list !== "string") throw new Unsupported("foreach without a list", path6);
  const names = new Set(ruleScope.names);
  const list = listCel(raw.list, { ...ruleScope, names, path: [...path6, "list"] });
  const tail = /containers/i.test(raw.list) ? "containers" : raw.list.replace(/\[.*?\]/g, "").split(".").pop() ?? "element";
  const element = elementName(tail, names);
  names.add(element);
  const variables = new Map(ruleScope.variables);
  const body = (value) => {
    variables.set("element", value);
    const scope = { ...ruleScope, variables, names, path: path6 };
    const checks = [];
    const resolve = (text, at2) => {
      const converted = jmesToCel(text, { ...scope, path: at2 });
      if (converted.kind !== "scalar")
        throw new Unsupported(`a projection in a pattern (${text})`, at2);
      return converted.cel;
    };
    const elementOptions = { specAlways: false, root: value, names, resolve };
    if (raw.pattern !== void 0)
      checks.push(patternCel(raw.pattern, [...path6, "pattern"], elementOptions));
    else if (raw.anyPattern !== void 0)
      checks.push(anyPatternCel(raw.anyPattern, [...path6, "anyPattern"], elementOptions));
    else if (isMap(raw.deny) && raw.deny.conditions !== void 0)
      checks.push(
        not(
          conditionsCel(raw.deny.conditions, { ...scope, path: [...path6, "deny", "conditions"] })
        )
      );
    else throw new Unsupported("a foreach entry with nothing to check", path6);
    const precondition = raw.preconditions === void 0 ? TRUE : conditionsCel(raw.preconditions, { ...scope, path: [...path6, "preconditions"] });
    return implies(precondition, and(...checks));
  };
  if (list.kind === "scalar")
    return atom(`${receiver(list.cel)}.all(${element}, ${render(body(element))})`);
  return allOf(list, (value) => body(value));
}
function concerns(check) {
  if (check.kind !== "and") return [check];
  const out = [];
  let pending = [];
  for (const operand2 of check.operands) {
    if (operand2.kind === "atom" && operand2.text.startsWith("has(")) {
      pending.push(operand2);
      continue;
    }
    out.push(and(...pending, operand2));
    pending = [];
  }
  if (pending.length > 0) out.push(and(...pending));
  return out;
}
function messageOf(raw, scope) {
  if (typeof raw !== "string" || raw.trim() === "") return {};
  if (!raw.includes("{{")) return { message: raw.trim() };
  try {
    return { messageExpression: interpolate(raw.trim(), scope) };
  } catch (error) {
    if (error instanceof Unsupported) return { message: raw.trim() };
    throw error;
  }
}
function contextVariables(raw, path6, scope) {
  if (raw === void 0) return [];
  if (!Array.isArray(raw)) throw new Unsupported("context that is not a list", path6);
  const out = [];
  raw.forEach((entry, i) => {
    const at2 = [...path6, i];
    if (!isMap(entry)) throw new Unsupported("a context entry that is not a map", at2);
    const name = String(entry.name);
    for (const kind of ["apiCall", "configMap", "imageRegistry", "globalReference"])
      if (entry[kind] !== void 0)
        throw new Unsupported(`context ${kind} (${name})`, [...at2, kind]);
    if (!isMap(entry.variable)) throw new Unsupported(`context entry ${name}`, at2);
    const variable = entry.variable;
    let expression;
    if (variable.jmesPath !== void 0) {
      const value = jmesToCel(String(variable.jmesPath), {
        ...scope,
        path: [...at2, "variable", "jmesPath"]
      });
      if (value.kind !== "scalar")
        throw new Unsupported(`context variable ${name} that is a projection`, at2);
      expression = variable.default !== void 0 ? value.cel : value.cel;
    } else if (variable.value !== void 0) {
      expression = JSON.stringify(variable.value);
    } else throw new Unsupported(`context variable ${name}`, at2);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
      throw new Unsupported(`context variable name ${name}`, at2);
    scope.variables.set(name, `variables.${name}`);
    out.push({ name, expression });
  });
  return out;
}
var OPERATION_KEY = /^\s*\{\{\s*request\.operation(\s*\|\|\s*'[A-Z]*')?\s*\}\}\s*$/;
function splitOperation(block) {
  const list = Array.isArray(block) ? block : isMap(block) && Array.isArray(block.all) && block.any === void 0 ? block.all : void 0;
  if (!list) return { operations: void 0, rest: block };
  const positive = ["AnyIn", "In", "Equals", "Equal"];
  const negative = ["AnyNotIn", "AllNotIn", "NotIn", "NotEquals", "NotEqual"];
  const index = list.findIndex(
    (c) => isMap(c) && typeof c.key === "string" && OPERATION_KEY.test(c.key) && [...positive, ...negative].includes(String(c.operator))
  );
  if (index < 0) return { operations: void 0, rest: block };
  const condition2 = list[index];
  const values = (Array.isArray(condition2.value) ? condition2.value : [condition2.value]).map(String);
  const operations = positive.includes(String(condition2.operator)) ? values : DEFAULT_OPERATIONS.filter((op) => !values.includes(op));
  const remaining = list.filter((_, i) => i !== index);
  return {
    operations,
    rest: remaining.length === 0 ? void 0 : Array.isArray(block) ? remaining : { all: remaining }
  };
}

// src/migrate/convert-policy.ts
var LEGACY_KINDS = /* @__PURE__ */ new Set(["ClusterPolicy", "Policy"]);
var AUTOGEN_ANNOTATION = "pod-policies.kyverno.io/autogen-controllers";
var isLegacyPolicy = (document) => isMap(document) && typeof document.apiVersion === "string" && document.apiVersion.startsWith("kyverno.io/") && LEGACY_KINDS.has(String(document.kind));
function convertPolicy(document) {
  const kind = String(document.kind);
  const metadata = isMap(document.metadata) ? document.metadata : {};
  const spec = isMap(document.spec) ? document.spec : {};
  if (!Array.isArray(spec.rules) || spec.rules.length === 0)
    throw new Unsupported("a policy without rules", ["spec"]);
  for (const key of [
    "validationFailureActionOverrides",
    "generateExisting",
    "mutateExistingOnPolicyUpdate"
  ])
    if (spec[key] !== void 0 && spec[key] !== false)
      throw new Unsupported(`spec.${key}`, ["spec", key]);
  if (spec.applyRules === "One")
    throw new Unsupported("spec.applyRules: One", ["spec", "applyRules"]);
  const rules = spec.rules.map((rule, i) => convertRule(rule, ["spec", "rules", i]));
  const actions = new Set(
    rules.map((r) => r.action ?? String(spec.validationFailureAction ?? "Audit"))
  );
  if (actions.size > 1)
    throw new Unsupported("rules with different failure actions (one ValidatingPolicy has one)", [
      "spec",
      "rules"
    ]);
  const action = [...actions][0].toLowerCase() === "enforce" ? "Deny" : "Audit";
  const kinds = [...new Set(rules.flatMap((r) => r.match.kinds))].sort();
  const sameMatch = rules.every((r) => describe(r.match) === describe(rules[0].match));
  const ops = rules.map(
    (r) => JSON.stringify(r.operations ?? r.match.operations ?? DEFAULT_OPERATIONS)
  );
  const sameOps = ops.every((o) => o === ops[0]);
  const samePrecondition = rules.every(
    (r) => render(r.precondition) === render(rules[0].precondition)
  );
  const first = rules[0];
  const operations = sameOps ? first.operations ?? first.match.operations ?? DEFAULT_OPERATIONS : unionOps(rules);
  const matchConstraints = {
    resourceRules: mergeRules(resourceRules(kinds)).map((rule) => ({ ...rule, operations }))
  };
  if (sameMatch && first.match.objectSelector)
    matchConstraints.objectSelector = first.match.objectSelector;
  if (sameMatch && first.match.namespaceSelector)
    matchConstraints.namespaceSelector = first.match.namespaceSelector;
  if (!sameMatch && rules.some((r) => r.match.objectSelector || r.match.namespaceSelector))
    throw new Unsupported("rules with different label or namespace selectors", ["spec", "rules"]);
  const matchConditions = [];
  if (sameMatch && first.match.condition.kind !== "const")
    matchConditions.push(...namedConditions(first.match.condition, "match"));
  if (samePrecondition && first.precondition.kind !== "const")
    matchConditions.push(...namedConditions(first.precondition, "precondition"));
  const validations = [];
  for (const rule of rules) {
    const guards = [];
    if (!sameMatch) {
      if (rule.match.kinds.join() !== kinds.join()) guards.push(kindGuard(rule.match.kinds));
      guards.push(rule.match.condition);
    }
    if (!sameOps) {
      const own = rule.operations ?? rule.match.operations ?? DEFAULT_OPERATIONS;
      guards.push(atom(`request.operation in [${own.map((o) => `'${o}'`).join(", ")}]`));
    }
    if (!samePrecondition) guards.push(rule.precondition);
    for (const { check, message } of rule.checks) {
      const expression = render(implies(and(...guards), check));
      validations.push({ expression, ...message });
    }
  }
  const variables = mergeVariables(rules);
  const annotations = isMap(metadata.annotations) ? { ...metadata.annotations } : void 0;
  const autogen = autogenConfig(rules, kinds, sameMatch, annotations);
  if (annotations) delete annotations[AUTOGEN_ANNOTATION];
  const namespaced = kind === "Policy";
  const outMetadata = { name: metadata.name };
  if (namespaced && metadata.namespace) outMetadata.namespace = metadata.namespace;
  if (isMap(metadata.labels)) outMetadata.labels = metadata.labels;
  if (annotations && Object.keys(annotations).length > 0) outMetadata.annotations = annotations;
  const outSpec = { validationActions: [action] };
  if (spec.background === false) outSpec.evaluation = { background: { enabled: false } };
  if (spec.failurePolicy !== void 0) outSpec.failurePolicy = spec.failurePolicy;
  if (typeof spec.webhookTimeoutSeconds === "number")
    outSpec.webhookConfiguration = { timeoutSeconds: spec.webhookTimeoutSeconds };
  outSpec.matchConstraints = matchConstraints;
  if (matchConditions.length > 0) outSpec.matchConditions = matchConditions;
  if (autogen) outSpec.autogen = autogen;
  if (variables.length > 0) outSpec.variables = variables;
  outSpec.validations = validations;
  return {
    apiVersion: "policies.kyverno.io/v1",
    kind: namespaced ? "NamespacedValidatingPolicy" : "ValidatingPolicy",
    metadata: outMetadata,
    spec: outSpec
  };
}
function kindGuard(kinds) {
  const names = [...new Set(kinds.map((k) => k.split("/").pop()))];
  return names.length === 1 ? atom(`object.kind == '${names[0]}'`) : atom(`object.kind in [${names.map((k) => `'${k}'`).join(", ")}]`);
}
function unionOps(rules) {
  const all = new Set(
    rules.flatMap((r) => r.operations ?? r.match.operations ?? DEFAULT_OPERATIONS)
  );
  return [...all];
}
function namedConditions(condition2, prefix) {
  const parts = condition2.kind === "and" ? condition2.operands : [condition2];
  return parts.map((part, i) => ({
    name: parts.length === 1 ? prefix : `${prefix}-${i + 1}`,
    expression: render(part)
  }));
}
function autogenConfig(rules, kinds, sameMatch, annotations) {
  const celAutogen = kinds.length === 1 && kinds[0].split("/").pop() === "Pod" && sameMatch && !rules[0].match.objectSelector;
  if (!celAutogen) return void 0;
  const legacy = rules.every((r) => r.match.autogen);
  const annotation = annotations?.[AUTOGEN_ANNOTATION];
  if (!legacy || annotation === "none") return { podControllers: { controllers: [] } };
  if (typeof annotation === "string") {
    const controllers = annotation.split(",").map((c) => CONTROLLERS[c.trim()]).filter((c) => c !== void 0);
    return { podControllers: { controllers } };
  }
  return void 0;
}
function mergeVariables(rules) {
  const merged = /* @__PURE__ */ new Map();
  for (const rule of rules)
    for (const variable of rule.variables) {
      const existing = merged.get(variable.name);
      if (existing !== void 0 && existing !== variable.expression)
        throw new Unsupported(`variable ${variable.name} defined differently by two rules`, [
          "spec",
          "rules"
        ]);
      merged.set(variable.name, variable.expression);
    }
  return [...merged].map(([name, expression]) => ({ name, expression }));
}

// src/migrate/suite.ts
var RANK = { skip: 0, pass: 1, warn: 2, fail: 3, error: 4 };
var resultPolicy = (result) => String(result.policy ?? "").split("/").pop();
var baseRule = (rule) => rule.replace(/^autogen-(cronjob-)?/, "");
function convertSuiteResults(results, converted) {
  if (!Array.isArray(results)) return [];
  const kept = [];
  const merged = /* @__PURE__ */ new Map();
  for (const raw of results) {
    const result = raw ?? {};
    if (!converted.has(resultPolicy(result))) {
      kept.push(result);
      continue;
    }
    const resources = Array.isArray(result.resources) ? result.resources.map(String) : [];
    const { rule: _rule, resources: _resources, result: outcome, ...rest } = result;
    void _rule;
    void _resources;
    const policy = resultPolicy(result);
    const rules = typeof _rule === "string" && _rule ? [baseRule(_rule)] : converted.get(policy) ?? [];
    for (const resource of resources) {
      const key = JSON.stringify([rest, resource]);
      const previous = merged.get(key);
      const value = String(outcome ?? "");
      const entry = previous ?? {
        template: rest,
        resource,
        result: value,
        policy,
        rules: /* @__PURE__ */ new Set()
      };
      if ((RANK[value] ?? 0) > (RANK[entry.result] ?? 0)) entry.result = value;
      for (const rule of rules) entry.rules.add(rule);
      merged.set(key, entry);
    }
  }
  const grouped = /* @__PURE__ */ new Map();
  for (const { template, resource, result, policy, rules } of merged.values()) {
    const all = converted.get(policy) ?? [];
    if (result !== "fail" && result !== "error" && all.some((rule) => !rules.has(rule))) continue;
    const key = JSON.stringify([template, result]);
    const entry = grouped.get(key);
    if (entry) entry.resources.push(resource);
    else grouped.set(key, { isValidatingPolicy: true, ...template, resources: [resource], result });
  }
  return [...kept, ...grouped.values()];
}

// src/migrate/inventory.ts
var rel = (cwd, file) => import_node_path2.default.relative(cwd, file).split(import_node_path2.default.sep).join("/") || ".";
async function takeInventory(options) {
  const { cwd } = options;
  const entries = [];
  const found = await findYamlFiles(options.paths, cwd);
  for (const missing of found.missing)
    entries.push(
      problem(
        missing,
        1,
        "",
        `${missing} does not exist: give policy files, folders or suite folders.`
      )
    );
  const files = /* @__PURE__ */ new Map();
  const load = async (file) => {
    if (!files.has(file)) {
      const read = await readYamlFile(file).catch(() => void 0);
      if (read) files.set(file, read);
    }
    return files.get(file);
  };
  for (const file of found.files) await load(file);
  const suites = [];
  for (const file of [...files.values()]) {
    if (file.error) continue;
    for (const document of file.documents) {
      const value = toJs(document);
      if (!isSuite(value)) continue;
      const dir = import_node_path2.default.dirname(file.path);
      const policyFiles = [];
      const names = Array.isArray(value.policies) ? value.policies.map(String) : [];
      for (const [i, name] of names.entries()) {
        const full = import_node_path2.default.resolve(dir, name);
        const info = await (0, import_promises2.stat)(full).catch(() => void 0);
        if (!info) {
          const line = lineOf(file, document, ["policies", i]);
          const named2 = [
            ...new Set(
              (Array.isArray(value.results) ? value.results : []).map(
                (r) => resultPolicy(r)
              )
            )
          ];
          entries.push(
            problem(
              rel(cwd, full),
              1,
              named2.join(", "),
              `the suite ${rel(cwd, file.path)}:${line} names the policy file ${name}, which does not exist: fix the path in the suite.`
            )
          );
          continue;
        }
        const expanded = info.isDirectory() ? await findYamlFiles([full], cwd) : { files: [full], hidden: /* @__PURE__ */ new Set() };
        for (const policyFile of expanded.files) {
          if (expanded.hidden.has(policyFile)) continue;
          policyFiles.push(policyFile);
          await load(policyFile);
        }
      }
      suites.push({ file, value, policyFiles });
    }
  }
  const named = new Set(suites.flatMap((suite) => suite.policyFiles));
  const policies = [];
  for (const file of files.values()) {
    if (found.hidden.has(file.path) && !named.has(file.path)) continue;
    if (file.error) {
      const given = found.files.includes(file.path) || named.has(file.path);
      if (given && !/kyverno-test\.ya?ml$/.test(file.path) && !looksLikeResource(file.path))
        entries.push(
          problem(
            rel(cwd, file.path),
            file.error.line,
            "",
            `not valid YAML (line ${file.error.line}: ${file.error.message}): fix the file.`
          )
        );
      continue;
    }
    file.documents.forEach((document, index) => {
      const value = toJs(document);
      if (!isLegacyPolicy(value)) return;
      const original = value;
      const name = String(original.metadata?.name ?? "");
      const line = lineOf(file, document, []);
      const entry = {
        file: rel(cwd, file.path),
        line,
        policy: name,
        status: "unsupported",
        reason: "",
        converted: null,
        suites: [],
        resourcesCompared: 0
      };
      const item = {
        id: `${file.path}#${index}`,
        file,
        index,
        document,
        original,
        name,
        line,
        entry,
        suites: []
      };
      try {
        item.converted = convertPolicy(original);
        entry.converted = toYaml(item.converted);
      } catch (error) {
        if (!(error instanceof Unsupported)) throw error;
        const at2 = lineOf(file, document, error.path);
        entry.reason = `${error.construct} (${entry.file}:${at2}) does not convert to a ValidatingPolicy.`;
      }
      policies.push(item);
      entries.push(entry);
    });
  }
  return { entries, files, suites, policies };
}
var looksLikeResource = (file) => /(^|[/\\])(resources?|values?|patched|generated)[^/\\]*\.ya?ml$/i.test(file);
function problem(file, line, policy, reason) {
  return {
    file,
    line,
    policy,
    status: "unsupported",
    reason,
    converted: null,
    suites: [],
    resourcesCompared: 0
  };
}

// src/migrate/converted-files.ts
var PATH_LISTS = [
  "resources",
  "exceptions",
  "clusterResources",
  "paramResources",
  "targetResources"
];
var PATH_VALUES = ["variables", "userinfo", "context"];
var RESULT_PATHS = ["patchedResources", "generatedResource", "cloneSourceResource"];
function fileWith(file, items) {
  const replaced = new Map(items.map((item) => [item.index, toYaml(item.converted)]));
  return file.documents.map((document, index) => replaced.get(index) ?? String(document).replace(/^---\n/, "")).map((text) => text.replace(/\n*$/, "\n")).join("---\n");
}
function rewriteSuite(suite, owners, sourceDir, targetDir, policyTargets) {
  const move = (p) => import_node_path3.default.relative(targetDir, import_node_path3.default.resolve(sourceDir, p)).split(import_node_path3.default.sep).join("/");
  const value = structuredClone(suite.value);
  if (Array.isArray(value.policies))
    value.policies = value.policies.map((p) => {
      const full = import_node_path3.default.resolve(sourceDir, String(p));
      const target = policyTargets.get(full);
      return target ? import_node_path3.default.relative(targetDir, target).split(import_node_path3.default.sep).join("/") : move(String(p));
    });
  for (const key of PATH_LISTS)
    if (Array.isArray(value[key]))
      value[key] = value[key].map((p) => move(String(p)));
  for (const key of PATH_VALUES)
    if (typeof value[key] === "string") value[key] = move(value[key]);
  const rules = (item) => (item.original.spec?.rules ?? []).map((rule) => String(rule.name ?? ""));
  value.results = convertSuiteResults(
    value.results,
    new Map(owners.map((o) => [o.name, rules(o)]))
  );
  for (const result of value.results) {
    for (const key of RESULT_PATHS)
      if (typeof result[key] === "string") result[key] = move(result[key]);
    if (Array.isArray(result.generatedResources))
      result.generatedResources = result.generatedResources.map((p) => move(String(p)));
  }
  return value;
}
async function writeOut(options, converted, suites, files, convertedFiles) {
  const out = import_node_path3.default.resolve(options.cwd, options.outDir);
  const outPath = (file) => import_node_path3.default.join(out, import_node_path3.default.relative(options.cwd, file).replace(/^(\.\.[/\\])+/, ""));
  const targets = /* @__PURE__ */ new Map();
  for (const file of convertedFiles.keys()) {
    const target = outPath(file);
    const items = converted.filter((c) => c.file.path === file);
    await (0, import_promises3.mkdir)(import_node_path3.default.dirname(target), { recursive: true });
    await (0, import_promises3.writeFile)(target, fileWith(files.get(file), items));
    targets.set(file, target);
    for (const item of items)
      item.entry.written = import_node_path3.default.relative(options.cwd, target).split(import_node_path3.default.sep).join("/");
  }
  for (const suite of suites) {
    const owners = converted.filter(
      (p) => suite.policyFiles.includes(p.file.path) && p.entry.suites.includes(rel(options.cwd, suite.file.path))
    );
    if (owners.length === 0) continue;
    const target = outPath(suite.file.path);
    const document = rewriteSuite(
      suite,
      owners,
      import_node_path3.default.dirname(suite.file.path),
      import_node_path3.default.dirname(target),
      targets
    );
    await (0, import_promises3.mkdir)(import_node_path3.default.dirname(target), { recursive: true });
    await (0, import_promises3.writeFile)(target, toYaml(document));
  }
}
async function writeInPlace(options, converted, suites, files) {
  const equivalent = converted.filter((c) => c.entry.status === "equivalent");
  const byFile = /* @__PURE__ */ new Map();
  for (const item of equivalent)
    byFile.set(item.file.path, [...byFile.get(item.file.path) ?? [], item]);
  for (const [file, items] of byFile) {
    await (0, import_promises3.writeFile)(file, fileWith(files.get(file), items));
    for (const item of items) item.entry.written = item.entry.file;
  }
  const identity = new Map([...byFile.keys()].map((f) => [f, f]));
  for (const suite of suites) {
    const owners = equivalent.filter(
      (p) => suite.policyFiles.includes(p.file.path) && p.suites.includes(suite)
    );
    if (owners.length === 0) continue;
    const dir = import_node_path3.default.dirname(suite.file.path);
    const document = rewriteSuite(suite, owners, dir, dir, identity);
    await (0, import_promises3.writeFile)(suite.file.path, toYaml(document));
  }
}

// src/migrate/prove.ts
var import_promises4 = __toESM(require_promises(), 1);
var import_node_path4 = __toESM(require_path(), 1);
var MIGRATED_SUFFIX = "-migrated";
async function runConvertedSuites(suites, options) {
  const testFailures = /* @__PURE__ */ new Map();
  const testPasses = /* @__PURE__ */ new Map();
  if (suites.length === 0) return { testFailures, testPasses };
  const local = [];
  for (const suite of suites) {
    await (0, import_promises4.mkdir)(suite.dir, { recursive: true });
    const file = import_node_path4.default.join(suite.dir, "kyverno-test.yaml");
    await (0, import_promises4.writeFile)(file, toYaml(suite.document));
    local.push({
      kind: "local",
      file: import_node_path4.default.relative(options.temp, file).split(import_node_path4.default.sep).join("/"),
      path: file,
      dir: suite.dir,
      size: (await (0, import_promises4.stat)(file)).size
    });
  }
  const run = await runTestSuites({
    kyverno: options.kyverno,
    workspace: options.temp,
    suites: local,
    fileName: "kyverno-test.yaml",
    parallelism: 1,
    ...options.timeoutMs !== void 0 && { timeoutMs: options.timeoutMs }
  });
  const bySuite = new Map(local.map((l, i) => [l.file, suites[i]]));
  const rows = /* @__PURE__ */ new Map();
  for (const result of run.results) {
    const suite = bySuite.get(result.suite ?? "");
    if (!suite) continue;
    const name = result.policy.split("/").pop() ?? "";
    for (const ownerName of name ? [name] : [...suite.expectations.keys()]) {
      const expected = suite.expectations.get(ownerName);
      if (!expected) continue;
      const resource = result.resource;
      const label = resource.name ? `${suite.origin}: ${resource.kind}/${resource.name}` : suite.origin;
      const key = `${expected.id}\0${label}`;
      const row = rows.get(key) ?? {
        owner: expected.id,
        wanted: expected.results.get(resource.name),
        label,
        results: []
      };
      row.results.push(result);
      rows.set(key, row);
    }
  }
  for (const row of rows.values()) {
    const failed = row.results.find((r) => r.status === "fail" || r.status === "error");
    const excluded = (r) => r.status === "skip" && ["Excluded", "Invalid Policy"].includes(r.reason);
    const held = !failed && (row.results.some((r) => r.status === "pass" || r.status === "skip" && !excluded(r)) || row.wanted === "skip");
    if (held) testPasses.set(row.owner, (testPasses.get(row.owner) ?? 0) + 1);
    else {
      const culprit = failed ?? row.results[0];
      const detail = culprit.message ? ` (${culprit.message.split("\n")[0]})` : "";
      const list = testFailures.get(row.owner) ?? [];
      list.push(`${row.label}: ${culprit.reason || culprit.status}${detail}`);
      testFailures.set(row.owner, list);
    }
  }
  return { testFailures, testPasses };
}
function pack(subjects) {
  const groups = [];
  for (const subject of subjects) {
    const fits = (g) => g.subjects.every((other) => other.name !== subject.name) && (subject.resourceFiles.every((f) => g.files.has(f)) || subject.identities.every((id) => !g.identities.has(id)));
    let group = groups.find(fits);
    if (!group) {
      group = { subjects: [], identities: /* @__PURE__ */ new Set(), files: /* @__PURE__ */ new Set() };
      groups.push(group);
    }
    group.subjects.push(subject);
    for (const id of subject.identities) group.identities.add(id);
    for (const file of subject.resourceFiles) group.files.add(file);
  }
  return groups.map((g) => g.subjects);
}
var resourceKey = (r) => `${r.kind ?? ""}/${r.namespace ? `${r.namespace}/` : ""}${r.name ?? ""}`;
var RANK2 = { none: 0, skip: 1, pass: 2, fail: 3, error: 4 };
async function compareApply(subjects, options) {
  const comparisons = /* @__PURE__ */ new Map();
  const applyErrors = /* @__PURE__ */ new Map();
  const withResources = subjects.filter((s) => s.resourceFiles.length > 0);
  let batchIndex = 0;
  const runBatch = async (batch) => {
    const dir = import_node_path4.default.join(options.temp, "apply", String(batchIndex++));
    await (0, import_promises4.mkdir)(dir, { recursive: true });
    const policyFiles = [];
    for (const [i, subject] of batch.entries()) {
      const renamed = structuredClone(subject.converted);
      renamed.metadata.name = `${subject.name}${MIGRATED_SUFFIX}`;
      const original = import_node_path4.default.join(dir, `${i}-original.yaml`);
      const converted = import_node_path4.default.join(dir, `${i}-converted.yaml`);
      await (0, import_promises4.writeFile)(original, toYaml(subject.original));
      await (0, import_promises4.writeFile)(converted, toYaml(renamed));
      policyFiles.push(original, converted);
    }
    const files = [...new Set(batch.flatMap((s) => s.resourceFiles))];
    const args = [
      "apply",
      ...policyFiles,
      ...files.flatMap((f) => ["--resource", f]),
      "--policy-report",
      "--output-format=json",
      "--remove-color"
    ];
    const result = await runProcess(options.kyverno, args, {
      cwd: dir,
      timeoutMs: options.timeoutMs ?? 10 * 6e4
    });
    const { reports } = extractPolicyReports(result.stdout);
    if (reports.length === 0 && result.exitCode !== 0) {
      if (batch.length > 1) {
        for (const subject of batch) await runBatch([subject]);
        return;
      }
      const reason = (result.stderr.trim() || result.stdout.trim()).split("\n").slice(-3).join(" ");
      applyErrors.set(batch[0].id, `kyverno apply failed: ${reason}`);
      return;
    }
    const outcomes = /* @__PURE__ */ new Map();
    const touched = /* @__PURE__ */ new Map();
    for (const report of reports)
      for (const entry of report.results) {
        const policy = (entry.policy ?? "").split("/").pop() ?? "";
        for (const resource of entry.resources ?? []) {
          const key = `${policy}\0${resourceKey(resource)}`;
          const value = normalizeResult(entry.result);
          const previous = outcomes.get(key) ?? "none";
          if (RANK2[value] > RANK2[previous]) outcomes.set(key, value);
          const base = policy.endsWith(MIGRATED_SUFFIX) ? policy.slice(0, -MIGRATED_SUFFIX.length) : policy;
          const set = touched.get(base) ?? /* @__PURE__ */ new Set();
          set.add(resourceKey(resource));
          touched.set(base, set);
        }
      }
    for (const subject of batch) {
      const own = new Set(subject.identities.map(withoutNamespace));
      const keys = [...touched.get(subject.name) ?? []].filter((k) => own.has(withoutNamespace(k))).sort();
      comparisons.set(
        subject.id,
        keys.map((resource) => ({
          resource,
          original: outcomes.get(`${subject.name}\0${resource}`) ?? "none",
          converted: outcomes.get(`${subject.name}${MIGRATED_SUFFIX}\0${resource}`) ?? "none"
        }))
      );
    }
  };
  for (const batch of pack(withResources)) await runBatch(batch);
  return { comparisons, applyErrors };
}
var withoutNamespace = (key) => {
  const parts = key.split("/");
  return `${parts[0]}/${parts[parts.length - 1]}`;
};
function normalizeResult(result) {
  switch (result) {
    case "fail":
    case "warn":
      return "fail";
    case "error":
      return "error";
    case "pass":
      return "pass";
    case "skip":
      return "skip";
    default:
      return "none";
  }
}
function judgeProof(id, inSuites, tests, applied) {
  const failures = tests.testFailures.get(id) ?? [];
  const passes = tests.testPasses.get(id) ?? 0;
  const comparisons = applied.comparisons.get(id) ?? [];
  const differences = comparisons.filter((c) => !sameOutcome(c.original, c.converted));
  const reasons = [];
  if (failures.length > 0)
    reasons.push(
      `converted suite failed: ${failures.slice(0, 5).join("; ")}${failures.length > 5 ? ` (and ${failures.length - 5} more)` : ""}`
    );
  if (inSuites && passes === 0 && failures.length === 0)
    reasons.push("the converted suites produced no result for it");
  const applyError = applied.applyErrors.get(id);
  if (applyError) reasons.push(applyError);
  if (differences.length > 0)
    reasons.push(
      `outcomes differ on ${differences.length} resource(s): ${differences.slice(0, 5).map((d) => `${d.resource} original ${d.original}, converted ${d.converted}`).join("; ")}`
    );
  if (comparisons.length === 0 && !applyError)
    reasons.push("no resource to compare on: no suite names it and no --manifests were given");
  return {
    status: reasons.length === 0 ? "equivalent" : "differs",
    reason: reasons.length === 0 ? `${passes} expected result(s) hold and ${comparisons.length} resource(s) give the same outcome.` : reasons.join(". "),
    resourcesCompared: comparisons.length,
    differences
  };
}
var sameOutcome = (a, b) => verdictOf(a) === verdictOf(b);
var verdictOf = (o) => o === "fail" ? "fail" : o === "error" ? "error" : "pass";

// src/migrate/migrate.ts
async function migrate(options) {
  const { cwd } = options;
  const { entries, files, suites, policies } = await takeInventory(options);
  const converted = policies.filter((p) => p.converted);
  const temp = await (0, import_promises5.mkdtemp)(import_node_path5.default.join(import_node_os.default.tmpdir(), "kyverno-migrate-"));
  try {
    const convertedFiles = /* @__PURE__ */ new Map();
    const byFile = /* @__PURE__ */ new Map();
    for (const item of converted)
      byFile.set(item.file.path, [...byFile.get(item.file.path) ?? [], item]);
    for (const [file, items] of byFile) {
      const target = import_node_path5.default.join(temp, "policies", String(convertedFiles.size), import_node_path5.default.basename(file));
      await (0, import_promises5.mkdir)(import_node_path5.default.dirname(target), { recursive: true });
      await (0, import_promises5.writeFile)(target, fileWith(files.get(file), items));
      convertedFiles.set(file, target);
    }
    const convertedSuites = [];
    const subjects = /* @__PURE__ */ new Map();
    for (const [n, suite] of suites.entries()) {
      const inSuite = converted.filter((p) => suite.policyFiles.includes(p.file.path));
      const named = new Set(
        (Array.isArray(suite.value.results) ? suite.value.results : []).map(
          (r) => resultPolicy(r)
        )
      );
      const owners = inSuite.filter((p) => named.has(p.name));
      if (owners.length === 0) continue;
      const dir = import_node_path5.default.join(temp, "suites", String(n));
      const document = rewriteSuite(
        suite,
        owners,
        import_node_path5.default.dirname(suite.file.path),
        dir,
        convertedFiles
      );
      const expectations = /* @__PURE__ */ new Map();
      for (const owner of owners) {
        const results = /* @__PURE__ */ new Map();
        for (const r of document.results ?? [])
          if (r.isValidatingPolicy && resultPolicy(r) === owner.name)
            for (const resource of r.resources ?? [])
              results.set(resource, String(r.result));
        expectations.set(owner.name, { id: owner.id, results });
        owner.suites.push(suite);
        owner.entry.suites.push(rel(cwd, suite.file.path));
      }
      convertedSuites.push({ document, dir, expectations, origin: rel(cwd, suite.file.path) });
    }
    for (const item of converted) {
      const resourceFiles = new Set(options.manifests);
      for (const suite of item.suites)
        for (const resource of Array.isArray(suite.value.resources) ? suite.value.resources : [])
          resourceFiles.add(import_node_path5.default.resolve(import_node_path5.default.dirname(suite.file.path), String(resource)));
      const list = [...resourceFiles].sort();
      const identities = (await Promise.all(list.map(resourceIdentities))).flat();
      subjects.set(item.id, {
        id: item.id,
        name: item.name,
        original: item.original,
        converted: item.converted,
        resourceFiles: list,
        identities
      });
    }
    options.log?.(`kyverno test: ${convertedSuites.length} converted suite(s)`);
    const tests = await runConvertedSuites(convertedSuites, { kyverno: options.kyverno, temp });
    options.log?.(`kyverno apply: ${subjects.size} policy pair(s)`);
    const applied = await compareApply([...subjects.values()], { kyverno: options.kyverno, temp });
    for (const item of converted) {
      const verdict = judgeProof(item.id, item.suites.length > 0, tests, applied);
      item.entry.resourcesCompared = verdict.resourcesCompared;
      if (verdict.differences.length > 0) item.entry.differences = verdict.differences;
      item.entry.status = verdict.status;
      item.entry.reason = verdict.reason;
    }
    if (options.outDir) await writeOut(options, converted, suites, files, convertedFiles);
    if (options.write) await writeInPlace(options, converted, suites, files);
  } finally {
    await (0, import_promises5.rm)(temp, { recursive: true, force: true });
  }
  return entries.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

export {
  migrate
};
//# sourceMappingURL=chunk-BUTJ6NIM.js.map
