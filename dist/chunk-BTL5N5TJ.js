import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  XMLParser,
  XMLValidator
} from "./chunk-EDYWDR5J.js";
import {
  indexTestFile,
  locateError,
  locateResult,
  locateTopLevelKey
} from "./chunk-FAQ6FCSU.js";
import {
  estimateSuiteCosts
} from "./chunk-KQY25T2B.js";
import {
  kyvernoEnvironment
} from "./chunk-QL5ECD4H.js";
import {
  pLimit
} from "./chunk-FC44KZJV.js";
import {
  NO_RESOURCE,
  compareText
} from "./chunk-6WOCR7F3.js";
import {
  runProcess
} from "./chunk-FE3IYDYG.js";
import {
  readText,
  toPosix
} from "./chunk-VDQOXA3B.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/run/kyverno-test.ts
var import_node_path2 = __toESM(require_path(), 1);

// src/parse/junit/classify.ts
function classifyTestCase(testCase, expected) {
  if (testCase.failed) return "fail";
  if (testCase.reason === "Excluded" || testCase.reason === "Invalid Policy") return "skip";
  if (testCase.reason.startsWith("Want ")) return "fail";
  if (expected === "skip") return "skip";
  return "pass";
}
function expectedFromReason(reason) {
  return /^Want (\S+), got /.exec(reason)?.[1];
}

// src/parse/junit/parse.ts
var parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: false,
  isArray: (tagName) => tagName === "testsuite" || tagName === "testcase"
});
function parseJUnitDocument(xml) {
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    throw new Error(
      `invalid JUnit XML at line ${validation.err.line}: ${validation.err.msg} (${validation.err.code})`
    );
  }
  const document = parser.parse(xml);
  const root = typeof document.testsuites === "object" ? document.testsuites : {};
  const cases = [];
  for (const suite of root.testsuite ?? []) {
    for (const testcase of suite.testcase ?? []) cases.push(toCase(suite.name ?? "", testcase));
  }
  const tests = Number(root.tests);
  const failures = Number(root.failures);
  return {
    cases,
    ...root.tests !== void 0 && Number.isFinite(tests) && Number.isFinite(failures) ? { declared: { tests, failures } } : {}
  };
}
function toCase(policy, testcase) {
  const { failure } = testcase;
  const out = testcase["system-out"];
  return toTestCase(policy, {
    classname: testcase.classname ?? "",
    name: testcase.name ?? "",
    ...failure !== void 0 && {
      failure: typeof failure === "string" ? { text: failure } : {
        ...failure.message !== void 0 && { message: failure.message },
        text: failure["#text"] ?? ""
      }
    },
    ...out !== void 0 && { out: Array.isArray(out) ? out.join("\n") : out }
  });
}
function toTestCase(policy, testcase) {
  const base = { policy, rule: testcase.classname, resource: testcase.name };
  if (testcase.failure !== void 0) {
    const fields2 = readFields(testcase.failure.text);
    return {
      ...base,
      failed: true,
      reason: testcase.failure.message ?? "",
      ...fields2.result === void 0 ? {} : { result: fields2.result },
      ...fields2.message === void 0 ? {} : { message: fields2.message }
    };
  }
  const fields = readFields(testcase.out ?? "");
  return {
    ...base,
    failed: false,
    reason: fields.reason ?? "",
    ...fields.message === void 0 ? {} : { message: fields.message }
  };
}
function readFields(body) {
  const fields = {};
  const lines = body.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? "").replace(/^ {4}/, "");
    if (line.startsWith("Reason: ")) fields.reason = line.slice("Reason: ".length);
    let messageStart;
    if (line.startsWith("Result: ")) {
      const [result, ...rest] = line.slice("Result: ".length).split("    Message: ");
      fields.result = (result ?? "").trim();
      if (rest.length > 0) messageStart = rest.join("    Message: ");
    } else if (line.startsWith("Message: ")) {
      messageStart = line.slice("Message: ".length);
    }
    if (messageStart !== void 0) {
      fields.message = [messageStart, ...lines.slice(i + 1)].join("\n").replace(/\n\s*$/, "");
      break;
    }
  }
  return fields;
}
function parseResourceKey(key) {
  const parts = key.split("/");
  if (parts.length === 4 || parts.length === 5) {
    const name = parts.pop() ?? "";
    const namespace = parts.pop() ?? "";
    const kind = parts.pop() ?? "";
    if (kind !== "" && parts.every((part) => part !== "")) {
      return { apiVersion: parts.join("/"), kind, namespace, name };
    }
  }
  if (parts.length === 2 && parts[0] === "") {
    return { apiVersion: "", kind: "", namespace: "", name: parts[1] ?? "" };
  }
  return { apiVersion: "", kind: "", namespace: "", name: key };
}

// src/parse/junit/repair.ts
var TESTSUITES = /^<testsuites(?: tests="(\d*)")?(?: failures="(\d*)")?.*>$/;
var TESTSUITE = /^ ?<testsuite name="(.*)" tests="(\d*)" failures="(\d*)">$/;
var TESTCASE = /^ {0,2}<testcase classname="(.*?)" name="(.*)">$/;
var FAILURE = /^ {0,3}<failure message="(.*)">$/;
var FAILURE_END = /^ {0,3}<\/failure>$/;
var SYSTEM_OUT = /^ {0,3}<system-out><!\[CDATA\[$/;
var SYSTEM_OUT_END = /^ {0,3}\]\]><\/system-out>$/;
var TESTCASE_END = /^ {0,2}<\/testcase>$/;
var UNCLOSED_FAILURE_END = /^(.*)<\/testcase>$/;
var TESTSUITE_END = /^ ?<\/testsuite>$/;
var TESTSUITES_END = /^<\/testsuites>$/;
var ANSI = /[\u001b\u009b][[\]()#;?]*(?:(?:[a-zA-Z0-9]*(?:;[a-zA-Z0-9]*)*)?\u0007|(?:\d{1,4}(?:;\d{0,4})*)?[0-9A-ORZcf-nqry=><])/g;
var NOT_XML_CHAR = /[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
function xmlSafe(text) {
  return text.replace(ANSI, "").replace(NOT_XML_CHAR, "");
}
function escapeXmlText(text) {
  return xmlSafe(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function escapeXmlAttribute(text) {
  return escapeXmlText(text).replace(/"/g, "&quot;").replace(/'/g, "&apos;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;").replace(/\t/g, "&#9;");
}
function cdata(text) {
  return `<![CDATA[${xmlSafe(text).replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;
}
function walkJUnitLayout(raw, handler) {
  const lines = raw.replace(/\r\n?/g, "\n").split("\n");
  let state = "top";
  let body = [];
  const openSuites = () => {
    if (state === "top") {
      handler.openSuites();
      state = "suites";
    }
  };
  const openSuite = () => {
    openSuites();
    if (state === "suites") {
      handler.openSuite("");
      state = "suite";
    }
  };
  const PARENT = {
    cdata: "case",
    failure: "case",
    case: "suite",
    suite: "suites",
    suites: "top"
  };
  const ORDER = ["cdata", "failure", "case", "suite", "suites", "top"];
  const closeTo = (target) => {
    while (state !== "top" && ORDER.indexOf(state) < ORDER.indexOf(target)) {
      handler.close(state, body);
      if (state === "failure" || state === "cdata") body = [];
      state = PARENT[state];
    }
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (state === "failure") {
      if (FAILURE_END.test(line) && !closesLater(lines, i, FAILURE_END)) {
        closeTo("case");
        continue;
      }
      const unclosed = UNCLOSED_FAILURE_END.exec(line);
      if (unclosed && !closesLater(lines, i, FAILURE_END)) {
        body.push((unclosed[1] ?? "").trimEnd());
        closeTo("suite");
        continue;
      }
      if (!isStructural(line)) {
        body.push(line);
        continue;
      }
    } else if (state === "cdata") {
      if (SYSTEM_OUT_END.test(line)) {
        closeTo("case");
        continue;
      }
      if (TESTCASE_END.test(line) && !closesLater(lines, i, SYSTEM_OUT_END)) {
        closeTo("suite");
        continue;
      }
      if (!isStructural(line)) {
        body.push(line);
        continue;
      }
    }
    let match;
    if (line.startsWith("<?xml") || line.trim() === "") {
      continue;
    } else if (match = TESTSUITES.exec(line)) {
      closeTo("top");
      handler.openSuites(match[1], match[2]);
      state = "suites";
    } else if (match = TESTSUITE.exec(line)) {
      closeTo("suites");
      openSuites();
      handler.openSuite(match[1] ?? "", match[2], match[3]);
      state = "suite";
    } else if (match = TESTCASE.exec(line)) {
      closeTo("suite");
      openSuite();
      handler.openCase(match[1] ?? "", match[2] ?? "");
      state = "case";
    } else if ((match = FAILURE.exec(line)) && state === "case") {
      handler.openFailure(match[1] ?? "");
      state = "failure";
      body = [];
    } else if (SYSTEM_OUT.test(line) && state === "case") {
      handler.openSystemOut();
      state = "cdata";
      body = [];
    } else if (TESTCASE_END.test(line)) {
      closeTo("suite");
    } else if (TESTSUITE_END.test(line)) {
      closeTo("suites");
    } else if (TESTSUITES_END.test(line)) {
      closeTo("top");
    } else if (state === "case") {
      handler.strayText(line);
    }
  }
  closeTo("top");
}
var CLOSING_TAGS = { case: "  </testcase>", suite: " </testsuite>", suites: "</testsuites>" };
var XmlWriter = class {
  out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  openSuites(tests, failures) {
    this.out.push(`<testsuites${countAttributes(tests, failures)}>`);
  }
  openSuite(name, tests, failures) {
    this.out.push(
      ` <testsuite name="${escapeXmlAttribute(name)}"${countAttributes(tests, failures)}>`
    );
  }
  openCase(classname, name) {
    this.out.push(
      `  <testcase classname="${escapeXmlAttribute(classname)}" name="${escapeXmlAttribute(name)}">`
    );
  }
  openFailure(message) {
    this.out.push(`   <failure message="${escapeXmlAttribute(message)}">`);
  }
  openSystemOut() {
    this.out.push("   <system-out>");
  }
  strayText(line) {
    this.out.push(`   <system-out>${escapeXmlText(line)}</system-out>`);
  }
  close(element, body) {
    this.out.push(
      element === "failure" ? `${escapeXmlText(body.join("\n"))}</failure>` : element === "cdata" ? `${cdata(body.join("\n"))}</system-out>` : CLOSING_TAGS[element]
    );
  }
};
function repairJUnitDocument(raw) {
  const writer = new XmlWriter();
  walkJUnitLayout(raw, writer);
  const { out } = writer;
  if (out.length === 1) out.push("<testsuites>", "</testsuites>");
  return `${out.join("\n")}
`;
}
function isStructural(line) {
  return TESTCASE.test(line) || TESTSUITE.test(line) || TESTSUITE_END.test(line) || TESTSUITES_END.test(line);
}
function closesLater(lines, index, closer) {
  for (let i = index + 1; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (closer.test(line)) return true;
    if (isStructural(line)) return false;
  }
  return false;
}
function countAttributes(tests, failures) {
  return (tests ? ` tests="${Number(tests)}"` : "") + (failures ? ` failures="${Number(failures)}"` : "");
}

// src/parse/junit/read.ts
var NotPlain = class extends Error {
};
function attribute(raw) {
  if (raw.includes("	")) throw new NotPlain();
  return xmlSafe(raw);
}
var CaseReader = class {
  cases = [];
  declared;
  roots = 0;
  suite = "";
  current;
  /** The text of a <failure> or <system-out>, as the XML route reads it: after a line break. */
  open;
  openSuites(tests, failures) {
    if (this.roots++ > 0) throw new NotPlain();
    if (tests && failures) this.declared = { tests: Number(tests), failures: Number(failures) };
  }
  openSuite(name) {
    this.suite = attribute(name);
  }
  openCase(classname, name) {
    this.current = { classname: attribute(classname), name: attribute(name) };
  }
  openFailure(message) {
    if (!this.current || this.current.failure !== void 0) throw new NotPlain();
    this.current.failure = { message: attribute(message), text: "" };
    this.open = "failure";
  }
  openSystemOut() {
    if (!this.current || this.current.out !== void 0) throw new NotPlain();
    this.current.out = "";
    this.open = "out";
  }
  strayText() {
    throw new NotPlain();
  }
  close(element, body) {
    const current = this.current;
    if (element === "case" && current) {
      this.cases.push(toTestCase(this.suite, current));
      this.current = void 0;
    } else if ((element === "failure" || element === "cdata") && current) {
      const text = `
${xmlSafe(body.join("\n"))}`;
      if (this.open === "failure" && current.failure) current.failure.text = text;
      else if (this.open === "out") current.out = text;
      this.open = void 0;
    }
  }
};
function readJUnitDocument(raw) {
  const reader = new CaseReader();
  try {
    walkJUnitLayout(raw, reader);
  } catch (error) {
    if (!(error instanceof NotPlain)) throw error;
    return parseJUnitDocument(repairJUnitDocument(raw));
  }
  return { cases: reader.cases, ...reader.declared && { declared: reader.declared } };
}

// src/parse/junit/split.ts
var LOADING = /^Loading test .*?\( (.+) \) \.\.\.$/;
var SUMMARY = /^Test Summary: (\d+) tests passed and (\d+) tests failed$/;
var FAIL_ONLY_SUMMARY = /^Test Summary: (\d+) out of (\d+) tests failed$/;
var DEPRECATED = /^WARNING: test file \((.+)\) uses a deprecated schema/;
var POLICY_ERROR = /^ {2}ERROR: (.+?): (.*)$/;
var Lines = class {
  constructor(text) {
    this.text = text;
    let count = 1;
    for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) count++;
    this.length = count;
    this.starts = new Uint32Array(count + 1);
    let line = 1;
    for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) {
      this.starts[line++] = at + 1;
    }
    this.starts[count] = text.length + 1;
  }
  text;
  starts;
  length;
  /** Line `index`, or '' past the end. */
  at(index) {
    if (index < 0 || index >= this.length) return "";
    return this.text.slice(this.starts[index], this.starts[index + 1] - 1);
  }
  /** Lines `first` to `last`, joined by line breaks. */
  range(first, last) {
    return this.text.slice(this.starts[first], this.starts[last + 1] - 1);
  }
};
function splitTestOutput(stdout) {
  const lines = new Lines(stdout.includes("\r") ? stdout.replace(/\r\n?/g, "\n") : stdout);
  const output = {
    documents: [],
    loaded: [],
    testErrors: [],
    deprecated: [],
    policyErrors: [],
    filterErrors: []
  };
  let current;
  let afterSummary = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines.at(i);
    if (line.startsWith("<?xml")) {
      const end = documentEnd(lines, i);
      output.documents.push({
        ...afterSummary || current === void 0 ? {} : { testFile: current },
        text: lines.range(i, end)
      });
      i = end;
      continue;
    }
    let match;
    if (match = LOADING.exec(line)) {
      current = match[1] ?? "";
      output.loaded.push(current);
    } else if (match = SUMMARY.exec(line)) {
      output.summary = { passed: Number(match[1]), failed: Number(match[2]) };
      afterSummary = true;
    } else if (match = FAIL_ONLY_SUMMARY.exec(line)) {
      const failed = Number(match[1]);
      output.summary = { passed: Number(match[2]) - failed, failed };
      afterSummary = true;
    } else if (match = DEPRECATED.exec(line)) {
      output.deprecated.push(match[1] ?? "");
    } else if (match = POLICY_ERROR.exec(line)) {
      output.policyErrors.push({
        path: match[1] ?? "",
        error: match[2] ?? "",
        ...current === void 0 ? {} : { testFile: current }
      });
    } else if (line === "Test errors:") {
      i = readTestErrors(lines, i + 1, output.testErrors) - 1;
    } else if (line === "Filter errors:") {
      while (lines.at(i + 1).startsWith("  Error: ")) {
        output.filterErrors.push(lines.at(++i).slice("  Error: ".length));
      }
    } else if (line.startsWith("Error loading tests: ")) {
      const error = [line.slice("Error loading tests: ".length).trimEnd()];
      while (i + 1 < lines.length && lines.at(i + 1).trim() !== "") error.push(lines.at(++i));
      output.loadError = error.join("\n");
    }
  }
  return output;
}
function documentEnd(lines, start) {
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines.at(i);
    if (line === "</testsuites>") return i;
    if (line.startsWith("<?xml") || LOADING.test(line) || line.startsWith("Test Summary: ")) {
      return i - 1;
    }
  }
  return lines.length - 1;
}
function readTestErrors(lines, start, into) {
  let i = start;
  while (i < lines.length) {
    const line = lines.at(i);
    if (line.startsWith("  Path: ")) {
      into.push({ path: line.slice("  Path: ".length), error: "" });
    } else if (line.startsWith("    Error: ") && into.length > 0) {
      const last = into[into.length - 1];
      if (last) last.error = line.slice("    Error: ".length);
    } else if (line.startsWith("   ") && into.length > 0) {
      const last = into[into.length - 1];
      if (last) last.error += `
${line.trim()}`;
    } else {
      break;
    }
    i++;
  }
  return i;
}

// src/parse/junit/test-run.ts
function interpretTestRun(run) {
  return new TestRunReader(run).read();
}
var TestRunReader = class {
  constructor(run) {
    this.run = run;
    this.output = run.output ?? splitTestOutput(run.stdout);
    this.indexes = new Map(run.indexes);
  }
  run;
  output;
  outcome = { results: [], notices: [] };
  indexes;
  /** Test files that got an error. */
  errored = /* @__PURE__ */ new Set();
  /** How many JUnit documents each test file produced. */
  produced = /* @__PURE__ */ new Map();
  /** Rows Kyverno counted as passed (pass and skip) and failed. */
  counted = { passed: 0, failed: 0 };
  read() {
    const { run, output } = this;
    this.readDocuments();
    this.readLoadErrors();
    const aborted = run.timedOut || run.exitCode !== 0 && output.summary === void 0;
    if (aborted) this.reportAbort();
    else this.crossCheck();
    return this.outcome;
  }
  indexOf(file) {
    const text = this.run.remote || file === void 0 ? void 0 : this.run.texts.get(file);
    if (file === void 0 || text === void 0) return void 0;
    let index = this.indexes.get(file);
    if (!index) this.indexes.set(file, index = indexTestFile(text));
    return index;
  }
  fileFor(printed) {
    return this.run.remote || printed === void 0 ? void 0 : this.run.fileOf(printed);
  }
  addError({ file, reason, message, at }) {
    if (file !== void 0) this.errored.add(file);
    this.outcome.results.push({
      source: "test",
      status: "error",
      policy: "",
      rule: "",
      resource: { ...NO_RESOURCE },
      message,
      reason,
      ...this.placement(file, at ?? { line: 1, column: 1 })
    });
  }
  placement(file, at) {
    if (this.run.remote || file === void 0) return { suite: this.run.target };
    const position = at ?? { line: 1, column: 1 };
    return { file, line: position.line, column: position.column, suite: file };
  }
  /** Parses every JUnit document into results, counting documents per file and rows. */
  readDocuments() {
    const { outcome, counted } = this;
    for (const document of this.output.documents) {
      const file = this.fileFor(document.testFile);
      if (file !== void 0) this.produced.set(file, (this.produced.get(file) ?? 0) + 1);
      let parsed;
      try {
        parsed = readJUnitDocument(document.text);
      } catch (error) {
        outcome.notices.push(
          `${file ?? this.run.target}: could not read Kyverno's JUnit output even after repair (${error.message}); its results are missing.`
        );
        continue;
      }
      const { cases, declared } = parsed;
      const failed = cases.filter((testCase) => testCase.failed).length;
      counted.failed += failed;
      counted.passed += cases.length - failed;
      if (declared && (declared.tests !== cases.length || declared.failures !== failed)) {
        outcome.notices.push(
          `${file ?? this.run.target}: Kyverno's JUnit declares ${declared.tests} tests and ${declared.failures} failures, but ${cases.length} testcases with ${failed} failures were read.`
        );
      }
      const index = this.indexOf(file);
      for (const testCase of cases) outcome.results.push(this.toResult(testCase, file, index));
    }
  }
  toResult(testCase, file, index) {
    const resource = parseResourceKey(testCase.resource);
    const expected = expectedFromReason(testCase.reason);
    const located = index ? locateResult(index, {
      policy: testCase.policy,
      rule: testCase.rule,
      resource,
      resourceKey: testCase.resource,
      ...expected === void 0 ? {} : { expected }
    }) : void 0;
    return {
      source: "test",
      status: classifyTestCase(testCase, located?.entry?.expected),
      policy: testCase.policy,
      rule: testCase.rule,
      resource,
      message: describe(testCase),
      reason: testCase.reason,
      ...this.placement(file, located)
    };
  }
  /** Test files Kyverno could not load, deprecated schemas, skipped policies and filters. */
  readLoadErrors() {
    const { output, run, outcome } = this;
    for (const { path: path3, error } of output.testErrors) {
      const file = this.fileFor(path3);
      const index = this.indexOf(file);
      this.addError({
        file,
        reason: "Load error",
        message: `Kyverno could not load ${file === void 0 ? path3 : "this test file"}: ${error}. Kyverno reads test files strictly, so unknown, misspelled or removed fields are errors: fix the field against the cli.kyverno.io/v1alpha1 Test schema.`,
        at: index && locateError(index, error)
      });
    }
    for (const path3 of output.deprecated) {
      const file = this.fileFor(path3);
      const index = this.indexOf(file);
      this.addError({
        file,
        reason: "Deprecated schema",
        message: `${file === void 0 ? path3 : "This test file"} uses the deprecated schema that Kyverno 1.15 and later refuse (missing \`apiVersion\`/\`kind\`, or a top-level \`name\`): add \`apiVersion: cli.kyverno.io/v1alpha1\` and \`kind: Test\`, and move \`name\` under \`metadata\`.`,
        at: index && locateTopLevelKey(index, "name")
      });
    }
    for (const { path: path3, error, testFile } of output.policyErrors) {
      outcome.notices.push(
        `${this.fileFor(testFile) ?? run.target}: Kyverno skipped a policy document in ${path3}: ${error}`
      );
    }
    for (const error of output.filterErrors) {
      outcome.notices.push(
        `${run.target}: Kyverno ignored part of the test-case-selector: ${error}`
      );
    }
  }
  /** Why the run stopped early: a reason and a sentence. */
  abortProblem(stderr) {
    const { run, output } = this;
    if (run.timedOut) {
      return [
        "Timed out",
        `\`kyverno test\` did not finish within ${duration(run.timeoutMs ?? 0)} and was stopped`
      ];
    }
    if (output.loadError !== void 0) {
      return [
        "Tests not loaded",
        `Kyverno could not load the tests of ${run.target}: ${output.loadError.replace(/\s*\n\s*/g, " ")}`
      ];
    }
    if (/^failed to (run|print) test/.test(stderr)) {
      return ["Run error", `Kyverno could not run this test: ${stderr}`];
    }
    return [
      "Crashed",
      `\`kyverno test\` exited with code ${run.exitCode} without a summary: ${stderr || "no error output"}`
    ];
  }
  /**
   * Kyverno stopped early (crash, timeout, run error): the test file it was on gets the error, and
   * every other expected test file that printed nothing gets a "not run" error, so nothing goes
   * missing.
   */
  reportAbort() {
    const { run, output, errored, produced } = this;
    const stderr = errorText(run.stderr);
    const [reason, problem] = this.abortProblem(stderr);
    const last = this.fileFor(output.loaded.at(-1));
    const loads = output.loaded.filter((printed) => this.fileFor(printed) === last).length;
    const culprit = errored.size > 0 ? [...errored][0] : last !== void 0 && (produced.get(last) ?? 0) < loads ? last : void 0;
    if (run.remote) {
      if (errored.size === 0) this.addError({ file: void 0, reason, message: `${problem}.` });
      return;
    }
    if (culprit !== void 0 && !errored.has(culprit)) {
      const index = this.indexOf(culprit);
      this.addError({
        file: culprit,
        reason,
        message: `${problem}.${hint(stderr)}`,
        at: index && locateError(index, stderr)
      });
    }
    for (const suite of run.suites) {
      if (errored.has(suite) || produced.has(suite)) continue;
      this.addError({
        file: suite,
        reason: culprit === void 0 ? reason : "Not run",
        message: culprit === void 0 ? `${problem}.` : `Not run: Kyverno stopped at ${culprit} before reaching this test file. Suites in nested folders run in one Kyverno process, so fix that file first.`
      });
    }
  }
  /** Kyverno's own summary must agree with the testcases read, or results went missing. */
  crossCheck() {
    const { run, output, counted } = this;
    const { notices } = this.outcome;
    const { summary } = output;
    if (!summary) {
      if (output.documents.length > 0) {
        notices.push(
          `${run.target}: Kyverno printed results but no "Test Summary" line to check them against.`
        );
      }
      return;
    }
    if (summary.passed !== counted.passed || summary.failed !== counted.failed) {
      notices.push(
        `${run.target}: MISMATCH: Kyverno's summary says ${summary.passed} tests passed and ${summary.failed} failed, but its JUnit output held ${counted.passed} passing and ${counted.failed} failing testcases. Some results may be missing or extra: please report this with the Kyverno version.`
      );
    }
  }
};
function describe(testCase) {
  const message = testCase.message?.trim() ?? "";
  if (testCase.reason === "Not found") {
    return `Policy \`${testCase.policy}\` returned no result for this resource. Check the policy, rule and resource names of this results entry, and that the policy file is listed under \`policies\`.`;
  }
  if (testCase.reason === "Excluded" && (message === "" || message === "Excluded")) {
    return "The policy did not apply to this resource (no rule matched it, or it was excluded).";
  }
  return message === "" ? testCase.reason : message;
}
function duration(ms) {
  return ms < 1e3 ? `${ms} ms` : ms < 12e4 ? `${Math.round(ms / 1e3)} s` : `${Math.round(ms / 6e4)} min`;
}
function hint(stderr) {
  return /failed to load (policies|resources)|no such file/.test(stderr) ? " Check the paths listed under `policies` and `resources` (relative to this test file)." : "";
}
function errorText(stderr) {
  const lines = stderr.trim().split("\n");
  const errors = lines.filter((line) => line.startsWith("Error: ")).map((line) => line.slice(7));
  return (errors.length > 0 ? errors : lines.slice(-5)).join(" ").trim();
}

// src/run/test-batches.ts
var import_node_path = __toESM(require_path(), 1);
function planTargets(suites, workspace) {
  const local = suites.filter((suite) => suite.kind === "local").sort((a, b) => a.dir.length - b.dir.length);
  const byDir = /* @__PURE__ */ new Map();
  for (const suite of local) {
    const outer = [...byDir.keys()].find(
      (dir) => suite.dir === dir || suite.dir.startsWith(dir + import_node_path.default.sep)
    );
    const target = outer === void 0 ? void 0 : byDir.get(outer);
    if (target) {
      target.files.push(suite.file);
      target.suites.push(suite);
    } else {
      const arg = toPosix(import_node_path.default.relative(workspace, suite.dir)) || ".";
      byDir.set(suite.dir, { arg, remote: false, files: [suite.file], suites: [suite] });
    }
  }
  const targets = [...byDir.values()].sort((a, b) => compareText(a.arg, b.arg));
  for (const suite of suites) {
    if (suite.kind === "git") targets.push({ arg: suite.url, remote: true, files: [], suites: [] });
  }
  return targets;
}
function batches(targets, options) {
  const local = targets.filter((target) => !target.remote);
  const count = Math.min(
    local.length,
    Math.max(
      Math.floor(options.parallelism),
      Math.ceil(local.length / Math.max(1, options.perProcess))
    )
  );
  const remote = targets.filter((target) => target.remote).map((target) => [target]);
  if (count <= 1) return [...local.length > 0 ? [local] : [], ...remote];
  const costs = targetCosts(local, options.workspace);
  const groups = Array.from({ length: count }, () => ({ cost: 0, targets: [] }));
  for (const target of [...local].sort((a, b) => costs.get(b) - costs.get(a))) {
    const lightest = groups.reduce(
      (min, group) => group.cost < min.cost || group.cost === min.cost && group.targets.length < min.targets.length ? group : min
    );
    lightest.targets.push(target);
    lightest.cost += costs.get(target);
  }
  groups.sort((a, b) => b.cost - a.cost);
  return [...groups.map((group) => group.targets.sort((a, b) => compareText(a.arg, b.arg))), ...remote];
}
function targetCosts(targets, workspace) {
  const suites = targets.flatMap((target) => target.suites);
  const costs = estimateSuiteCosts(suites, workspace);
  const bySuite = new Map(suites.map((suite, index) => [suite, costs[index]]));
  return new Map(
    targets.map((target) => [
      target,
      target.suites.reduce((sum, suite) => sum + bySuite.get(suite), 0)
    ])
  );
}

// src/run/kyverno-test.ts
var DEFAULT_TEST_TIMEOUT_MS = 10 * 6e4;
var DEFAULT_FOLDERS_PER_PROCESS = 64;
var RETRYABLE = /* @__PURE__ */ new Set(["Not run", "Timed out", "Crashed", "Tests not loaded"]);
async function runTestSuites(options) {
  const targets = planTargets(options.suites, options.workspace);
  const total = targets.reduce((sum, target) => sum + Math.max(1, target.files.length), 0);
  const limit = pLimit(Math.max(1, Math.floor(options.parallelism)));
  let done = 0;
  const stage = { results: [], notices: [] };
  const runBatch = async (batch) => {
    const outcome = await limit(() => runOnce(batch, options));
    const retry = batch.length > 1 ? retryableTargets(batch, outcome.results) : [];
    const retried = new Set(retry.flatMap((target) => target.files));
    stage.results.push(...outcome.results.filter((result) => !retried.has(result.suite ?? "")));
    stage.notices.push(...outcome.notices);
    done += batch.reduce((sum, target) => sum + Math.max(1, target.files.length), 0) - retried.size;
    options.onProgress?.(done, total);
    if (retry.length === 0) return;
    const unexplained = outcome.results.some(
      (result) => retried.has(result.suite ?? "") && result.reason !== "Not run"
    );
    const next = unexplained ? retry.map((target) => [target]) : [retry];
    await Promise.all(next.map(runBatch));
  };
  const perProcess = options.foldersPerProcess ?? DEFAULT_FOLDERS_PER_PROCESS;
  const planned = batches(targets, {
    parallelism: options.parallelism,
    perProcess,
    workspace: options.workspace
  });
  await Promise.all(planned.map(runBatch));
  stage.results.sort(byPlace);
  return { results: stage.results, notices: [...new Set(stage.notices)] };
}
function retryableTargets(batch, results) {
  const bySuite = /* @__PURE__ */ new Map();
  for (const result of results) {
    const suite = result.suite ?? "";
    const own = bySuite.get(suite);
    if (own) own.push(result);
    else bySuite.set(suite, [result]);
  }
  return batch.filter((target) => {
    const own = target.files.flatMap((file) => bySuite.get(file) ?? []);
    return own.some((result) => RETRYABLE.has(result.reason)) && !own.some((result) => result.status === "error" && !RETRYABLE.has(result.reason));
  });
}
async function runOnce(batch, options) {
  const runner = options.runner ?? runProcess;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TEST_TIMEOUT_MS;
  const remote = batch.some((target) => target.remote);
  const args = [
    "test",
    // `./` keeps a folder named like a flag from being read as one.
    ...batch.map((target) => target.remote ? target.arg : `./${target.arg}`),
    "--file-name",
    options.fileName,
    ...options.selector ? ["--test-case-selector", options.selector] : [],
    ...remote && options.gitBranch ? ["--git-branch", options.gitBranch] : [],
    "--output-format",
    "junit",
    "--detailed-results",
    "--remove-color"
  ];
  const suites = batch.flatMap((target) => target.files);
  const indexed = remote ? void 0 : indexSuites(suites, options.workspace);
  indexed?.catch(() => void 0);
  const processResult = await runner(options.kyverno, args, {
    cwd: options.workspace,
    timeoutMs,
    env: kyvernoEnvironment(process.env, options.parallelism)
  });
  const fileOf = (printed) => toPosix(import_node_path2.default.relative(options.workspace, import_node_path2.default.resolve(options.workspace, printed)));
  const output = splitTestOutput(processResult.stdout);
  const early = await indexed;
  return interpretTestRun({
    target: batch.length === 1 ? batch[0]?.arg ?? "" : `${batch.length} folders (${batch.map((target) => target.arg).join(", ")})`,
    remote,
    suites,
    ...processResult,
    output,
    timeoutMs,
    fileOf,
    texts: early ? await readTestFiles(early.texts, output, fileOf, options.workspace) : /* @__PURE__ */ new Map(),
    ...early && { indexes: early.indexes }
  });
}
async function indexSuites(suites, workspace) {
  const texts = /* @__PURE__ */ new Map();
  const indexes = /* @__PURE__ */ new Map();
  for (const file of suites) {
    const text = await readText(import_node_path2.default.resolve(workspace, file)).catch(() => void 0);
    if (text === void 0) continue;
    texts.set(file, text);
    indexes.set(file, indexTestFile(text));
  }
  return { texts, indexes };
}
async function readTestFiles(suites, output, fileOf, workspace) {
  const printed = [
    ...output.loaded,
    ...output.deprecated,
    ...output.testErrors.map((error) => error.path)
  ];
  const texts = new Map(suites);
  for (const file of new Set(printed.map(fileOf))) {
    if (texts.has(file)) continue;
    try {
      texts.set(file, await readText(import_node_path2.default.resolve(workspace, file)));
    } catch {
    }
  }
  return texts;
}
function byPlace(a, b) {
  return compareText(a.suite ?? "", b.suite ?? "") || (a.line ?? 0) - (b.line ?? 0) || compareText(a.policy, b.policy) || compareText(a.rule, b.rule) || compareText(a.resource.name, b.resource.name);
}

export {
  DEFAULT_TEST_TIMEOUT_MS,
  DEFAULT_FOLDERS_PER_PROCESS,
  runTestSuites
};
//# sourceMappingURL=chunk-BTL5N5TJ.js.map
