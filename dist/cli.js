import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  INPUTS,
  INPUT_NAMES,
  KyvernoInstallError,
  SOURCES,
  bySeverityThenLocation,
  countBaseline,
  countResults,
  coverageFigures,
  defaultEnvironment,
  describeCounts,
  escapeTerminal,
  explanation,
  finishReport,
  formatPercent,
  inputSpec,
  installAndCheck,
  installKyverno,
  migrate,
  readConfig,
  renderTitle,
  rendersAnything,
  require_path,
  require_promises,
  require_util,
  resourceLabel,
  ruleTitle,
  runProcess,
  selectManifests,
  truncate
} from "./chunk-IB7RPEY5.js";
import {
  __toESM,
  require_os
} from "./chunk-XIDRRKVM.js";

// src/cli/index.ts
var import_node_os = __toESM(require_os(), 1);
var import_node_path2 = __toESM(require_path(), 1);

// src/report/terminal.ts
var ANSI = {
  red: ["\x1B[31m", "\x1B[39m"],
  yellow: ["\x1B[33m", "\x1B[39m"],
  green: ["\x1B[32m", "\x1B[39m"],
  dim: ["\x1B[2m", "\x1B[22m"],
  bold: ["\x1B[1m", "\x1B[22m"]
};
var STATUS_STYLES = {
  error: "red",
  fail: "red",
  warn: "yellow",
  pass: "green",
  skip: "dim"
};
function shouldUseColor(stream, env) {
  if (env.NO_COLOR !== void 0 && env.NO_COLOR !== "") return false;
  if (env.FORCE_COLOR !== void 0 && env.FORCE_COLOR !== "0") return true;
  return stream.isTTY === true && env.TERM !== "dumb";
}
function location(result) {
  if (!result.file) return result.suite ?? "";
  const where = result.line === void 0 ? result.file : `${result.file}:${result.line}`;
  return result.render ? `${where}  (${renderTitle(result.render)})` : where;
}
function coverageLine(coverage) {
  const { total, covered, percent } = coverageFigures(coverage);
  const untested = coverage.untested.length > 0 ? `, ${coverage.untested.length} untested policies` : "";
  return `coverage: ${formatPercent(percent)} % (${covered} of ${total} units fully covered${untested})`;
}
function renderTerminal(report, options) {
  const paint = (style, text) => options.color ? `${ANSI[style][0]}${text}${ANSI[style][1]}` : text;
  const lines = [];
  const version = options.kyverno?.version || report.kyvernoVersion;
  const origin = options.kyverno?.origin ? `, ${options.kyverno.origin}` : "";
  lines.push(
    paint("bold", "Kyverno Policy Check") + paint("dim", ` (Kyverno ${escapeTerminal(version)}${escapeTerminal(origin)})`),
    ""
  );
  const findings = report.results.filter((result) => ["error", "fail", "warn"].includes(result.status)).sort(bySeverityThenLocation);
  const shown = findings.slice(0, options.maxResults ?? findings.length);
  for (const result of shown) {
    const label = result.status.toUpperCase().padEnd(5);
    const resource = resourceLabel(result.resource);
    const mark = result.baseline ? paint("dim", ` (${result.baseline})`) : "";
    lines.push(
      `${paint(STATUS_STYLES[result.status], label)} ${escapeTerminal(ruleTitle(result))}` + (resource ? `  ${escapeTerminal(resource)}` : "") + mark
    );
    const where = location(result);
    if (where) lines.push(`      ${paint("dim", escapeTerminal(where))}`);
    lines.push(`      ${escapeTerminal(truncate(explanation(result), 2e3))}`);
  }
  if (shown.length < findings.length) {
    lines.push(paint("dim", `\u2026 and ${findings.length - shown.length} more (see the JSON report)`));
  }
  if (findings.length > 0) lines.push("");
  for (const result of report.fixed ?? []) {
    const where = result.file ? `  ${escapeTerminal(result.file)}` : "";
    const resource = resourceLabel(result.resource);
    lines.push(
      `${paint("green", "FIXED")} ${escapeTerminal(ruleTitle(result))}` + (resource ? `  ${escapeTerminal(resource)}` : "") + paint("dim", where)
    );
  }
  if ((report.fixed ?? []).length > 0) lines.push("");
  if (report.fixed) {
    const marked = findings.filter((result) => result.status !== "warn");
    const counts = countBaseline(marked, report.fixed);
    lines.push(
      `compared with ${escapeTerminal(report.baseline?.commit.slice(0, 12) ?? "the base")}: ${counts.new} new, ${counts.existing} existing, ${counts.fixed} fixed`
    );
  }
  for (const source of SOURCES) {
    const results = report.results.filter((result) => result.source === source);
    const label = source === "upgrade" ? "upgrade readiness" : `kyverno ${source}`;
    if (results.length > 0) lines.push(`${label}: ${describeCounts(countResults(results))}`);
  }
  if (report.coverage) lines.push(coverageLine(report.coverage));
  if (report.skipped.length > 0) {
    lines.push("", `Skipped manifests (${report.skipped.length}):`);
    for (const document of report.skipped) {
      lines.push(
        `  ${escapeTerminal(`${document.file}:${document.line}`)}  ${escapeTerminal(document.reason)}`
      );
    }
  }
  for (const notice of report.notices)
    lines.push(paint("yellow", `Notice: ${escapeTerminal(notice)}`));
  lines.push("", paint(options.verdict.failed ? "red" : "green", options.verdict.reason));
  return `${lines.join("\n")}
`;
}

// src/cli/args.ts
var import_node_util = __toESM(require_util(), 1);
var FLAGS = INPUT_NAMES.flatMap((name) => {
  const { cli, type } = inputSpec(name);
  return cli ? [{ name, type, ...cli }] : [];
});
var isSwitch = (flag) => flag.type === "boolean" && !flag.arg;
function localDefault(name) {
  const spec = inputSpec(name);
  return spec.cli?.default ?? spec.whenEmpty ?? spec.default;
}
var LOCAL_OPTIONS = [
  ["--base REF", "with --scope changed: compare the working tree's HEAD with REF"],
  [
    "--baseline REF",
    "also check REF's version of the files (with REF's policies): mark failures new or existing, and list the fixed ones"
  ],
  ["--no-color", "plain output even on a terminal"],
  ["-h, --help", "show this help"]
];
var HELP_COLUMN = 28;
var WIDTH = 100;
function optionLines(flag, help) {
  const words = help.split(" ");
  const rows = [];
  for (const word of words) {
    const last = rows.length - 1;
    if (last >= 0 && HELP_COLUMN + rows[last].length + 1 + word.length <= WIDTH) {
      rows[last] += ` ${word}`;
    } else rows.push(word);
  }
  const head = `  ${flag}`;
  const indent = " ".repeat(HELP_COLUMN);
  const body = rows.map((row) => `${indent}${row}`);
  if (head.length < HELP_COLUMN) body[0] = head.padEnd(HELP_COLUMN) + rows[0];
  else body.unshift(head);
  return body.join("\n");
}
function flagHelp(flag) {
  const shown = localDefault(flag.name);
  const withDefault = shown !== "" && !isSwitch(flag) && !flag.help.includes("(default:");
  const help = withDefault ? `${flag.help} (default: ${shown})` : flag.help;
  return optionLines(`--${flag.name}${flag.arg ? ` ${flag.arg}` : ""}`, help);
}
var USAGE = `Usage: kyverno-policy-check [options]
       kyverno-policy-check migrate [--out DIR | --write] [--manifests GLOB...] PATH...

Runs the Kyverno Policy Check pipeline on this machine: installs the Kyverno CLI if needed, runs
\`kyverno test\` over the suites and \`kyverno apply\` over the manifests, and prints the report.
Exit code: 0 when the check passes, 1 when policies fail (per --fail-on), 2 for bad input,
3 when Kyverno could not be installed.

Options (each is the action input of the same name; repeat list options):
${FLAGS.map(flagHelp).join("\n")}

Local options:
${LOCAL_OPTIONS.map(([flag, help]) => optionLines(flag, help)).join("\n")}
`;
function parseCliArgs(argv) {
  const options = {
    help: { type: "boolean", short: "h" },
    "no-color": { type: "boolean" },
    base: { type: "string" },
    baseline: { type: "string" }
  };
  for (const flag of FLAGS) {
    options[flag.name] = isSwitch(flag) ? { type: "boolean" } : { type: "string", ...flag.type === "list" && { multiple: true } };
  }
  const { values } = (0, import_node_util.parseArgs)({ args: [...argv], options, allowPositionals: false, strict: true });
  const flags = new Set(FLAGS.map((flag) => flag.name));
  const input = (name) => {
    if (!flags.has(name)) return "";
    const value = values[name];
    if (Array.isArray(value)) return value.join("\n");
    if (typeof value === "boolean") return String(value);
    if (typeof value === "string") return value;
    return inputSpec(name).cli?.default ?? "";
  };
  return {
    help: values.help === true,
    color: values["no-color"] === true ? false : void 0,
    base: typeof values.base === "string" ? values.base : void 0,
    baseline: typeof values.baseline === "string" ? values.baseline : void 0,
    input
  };
}

// src/cli/migrate.ts
var import_promises = __toESM(require_promises(), 1);
var import_node_path = __toESM(require_path(), 1);
var import_node_util2 = __toESM(require_util(), 1);

// src/migrate/table.ts
var STATUS_COLORS = {
  equivalent: ["\x1B[32m", "\x1B[39m"],
  differs: ["\x1B[33m", "\x1B[39m"],
  unsupported: ["\x1B[2m", "\x1B[22m"]
};
var clean = (text) => escapeTerminal(text).replace(/\n/g, " ");
function countByStatus(entries) {
  const counts = { equivalent: 0, differs: 0, unsupported: 0 };
  for (const entry of entries) counts[entry.status]++;
  return counts;
}
function renderMigrationTable(entries, color) {
  const rows = entries.map(
    (e) => [e.status, e.policy || "-", `${e.file}:${e.line}`, e.reason].map(clean)
  );
  const header = ["STATUS", "POLICY", "FILE", "REASON"];
  const widths = [0, 1, 2].map(
    (i) => Math.max(header[i].length, ...rows.map((r) => r[i].length))
  );
  const line = (cells, status) => {
    const padded = cells.map((cell, i) => i < 3 ? cell.padEnd(widths[i]) : cell);
    if (color && status)
      padded[0] = `${STATUS_COLORS[status][0]}${padded[0]}${STATUS_COLORS[status][1]}`;
    return padded.join("  ").trimEnd();
  };
  const counts = countByStatus(entries);
  return [
    line(header),
    ...rows.map((row, i) => line(row, entries[i].status)),
    "",
    `${entries.length} polic${entries.length === 1 ? "y" : "ies"}: ${counts.equivalent} equivalent, ${counts.differs} differs, ${counts.unsupported} unsupported`,
    ""
  ].join("\n");
}
function migrationJson(entries) {
  return `${JSON.stringify({ schemaVersion: 1, counts: countByStatus(entries), policies: entries }, null, 2)}
`;
}

// src/cli/migrate.ts
var MIGRATE_USAGE = `Usage: kyverno-policy-check migrate [--out DIR | --write] [--manifests GLOB...] PATH...

Converts every legacy ClusterPolicy/Policy whose rules all validate into a ValidatingPolicy
(policies.kyverno.io/v1), converts the test suites that name it, and proves each conversion with
the real Kyverno CLI: the converted suites must pass, and \`kyverno apply\` of the original and the
converted policy must give every resource of the suites (and of --manifests) the same outcome.
PATH: policy files or folders and suite folders.

Options:
  --out DIR             write converted policies and suites under DIR (same relative layout)
  --write               overwrite the originals, only for policies proven equivalent
  --manifests GLOB      more resources to compare on; repeatable
  --json-file FILE      where to write the report (default: migration.json, in DIR with --out)
  --kyverno-version V   Kyverno to install (default: ${INPUTS["kyverno-version"].default})
  --kyverno-path FILE   use this kyverno binary
  --no-color            plain output even on a terminal
  -h, --help            show this help

Exit code: 0 when every policy converted equivalent, 1 when some differ or do not convert,
2 for bad usage, 3 when Kyverno could not be installed.
`;
var err = (message) => process.stderr.write(`${message}
`);
async function migrateCommand(argv) {
  let values;
  let positionals;
  try {
    ({ values, positionals } = (0, import_node_util2.parseArgs)({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        help: { type: "boolean", short: "h" },
        out: { type: "string" },
        write: { type: "boolean" },
        manifests: { type: "string", multiple: true },
        "json-file": { type: "string" },
        "kyverno-version": { type: "string" },
        "kyverno-path": { type: "string" },
        "no-color": { type: "boolean" }
      }
    }));
  } catch (error) {
    err(`${error.message}

${MIGRATE_USAGE}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(MIGRATE_USAGE);
    return 0;
  }
  if (positionals.length === 0) {
    err(
      `migrate: give at least one PATH (a policy file or folder, or a suite folder).

${MIGRATE_USAGE}`
    );
    return 2;
  }
  if (values.out !== void 0 && values.write) {
    err(`migrate: --out and --write exclude each other: choose one.

${MIGRATE_USAGE}`);
    return 2;
  }
  const cwd = process.cwd();
  const input = (name) => name === "kyverno-version" || name === "kyverno-path" ? String(values[name] ?? "") : "";
  let kyverno;
  try {
    const config = readConfig(input, defaultEnvironment({ ...process.env, GITHUB_WORKSPACE: cwd }));
    const info = await installKyverno(config.install, {
      token: process.env.GITHUB_TOKEN ?? "",
      logger: { info: err, debug: () => void 0 },
      addPath: () => void 0
    });
    kyverno = info.path;
  } catch (error) {
    err(
      `Could not install Kyverno: ${error.message}
Pass --kyverno-path to use a Kyverno binary you already have.`
    );
    return 3;
  }
  const manifests = await selectManifests({
    workspace: cwd,
    patterns: values.manifests ?? []
  });
  for (const warning of manifests.warnings) err(`warning: ${warning}`);
  const entries = await migrate({
    paths: positionals,
    cwd,
    ...typeof values.out === "string" && { outDir: values.out },
    write: values.write === true,
    manifests: manifests.files.map((file) => import_node_path.default.resolve(cwd, file)),
    kyverno,
    log: err
  });
  const jsonFile = typeof values["json-file"] === "string" ? values["json-file"] : import_node_path.default.join(typeof values.out === "string" ? values.out : ".", "migration.json");
  await (0, import_promises.mkdir)(import_node_path.default.dirname(import_node_path.default.resolve(cwd, jsonFile)), { recursive: true });
  await (0, import_promises.writeFile)(import_node_path.default.resolve(cwd, jsonFile), migrationJson(entries));
  const color = values["no-color"] === true ? false : process.stdout.isTTY === true && !process.env.NO_COLOR;
  process.stdout.write(renderMigrationTable(entries, color));
  err(`Report written to ${jsonFile}`);
  return entries.every((e) => e.status === "equivalent") ? 0 : 1;
}

// src/cli/workflow-commands.ts
var SILENT = /* @__PURE__ */ new Set([
  "debug",
  "add-path",
  "add-mask",
  "group",
  "endgroup",
  "set-output",
  "save-state"
]);
function unescapeData(text) {
  return text.replace(/%0D/g, "\r").replace(/%0A/g, "\n").replace(/%25/g, "%");
}
function terminalLine(line) {
  const command = /^::([\w-]+)(?: [^:]*)?::(.*)$/s.exec(line);
  if (!command) return line;
  const [, name = "", data = ""] = command;
  if (SILENT.has(name)) return void 0;
  if (name === "error" || name === "warning" || name === "notice") {
    return `${name}: ${unescapeData(data)}`;
  }
  return line;
}
function rewriteWorkflowCommands(stream) {
  const write = stream.write.bind(stream);
  stream.write = ((chunk, ...rest) => {
    if (typeof chunk !== "string" || !chunk.startsWith("::")) return write(chunk, ...rest);
    const eol = chunk.endsWith("\n") ? "\n" : "";
    const text = terminalLine(chunk.slice(0, chunk.length - eol.length));
    if (text !== void 0) return write(`${text}${eol}`, ...rest);
    const callback = rest.find((arg) => typeof arg === "function");
    callback?.();
    return true;
  });
}

// src/cli/index.ts
var EXIT = { pass: 0, fail: 1, usage: 2, install: 3 };
var err2 = (message) => process.stderr.write(`${message}
`);
function ensureToolCacheEnv() {
  const cache = import_node_path2.default.join(
    process.env.XDG_CACHE_HOME || import_node_path2.default.join(import_node_os.default.homedir(), ".cache"),
    "kyverno-policy-check"
  );
  process.env.RUNNER_TOOL_CACHE ||= import_node_path2.default.join(cache, "tool-cache");
  process.env.RUNNER_TEMP ||= import_node_path2.default.join(import_node_os.default.tmpdir(), "kyverno-policy-check");
}
function progressReporter() {
  if (!process.stderr.isTTY) return () => void 0;
  return (stage, done, total) => {
    const label = stage === "test" ? "kyverno test" : "kyverno apply";
    process.stderr.write(`\r\x1B[2K${label}: ${done}/${total}`);
    if (done === total) process.stderr.write("\r\x1B[2K");
  };
}
async function revParse(workspace, flag, ref) {
  const result = await runProcess("git", ["rev-parse", "--verify", `${ref}^{commit}`], {
    cwd: workspace
  });
  if (result.exitCode !== 0)
    throw new Error(`${flag}: git cannot find ${ref}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}
async function localEvent(workspace, base, flag) {
  if (!base) return { name: "local", payload: {} };
  const before = await revParse(workspace, `${flag} ${base}`, base);
  const after = await revParse(workspace, `${flag} ${base}`, "HEAD");
  return { name: "push", payload: { before, after } };
}
async function main(argv) {
  if (argv[0] === "migrate") {
    ensureToolCacheEnv();
    return migrateCommand(argv.slice(1));
  }
  let args;
  let config;
  let event;
  try {
    args = parseCliArgs(argv);
    if (args.help) {
      process.stdout.write(USAGE);
      return EXIT.pass;
    }
    config = readConfig(
      args.input,
      defaultEnvironment({ ...process.env, GITHUB_WORKSPACE: process.cwd() })
    );
    event = await localEvent(
      config.workspace,
      args.base ?? args.baseline,
      args.base ? "--base" : "--baseline"
    );
    if (args.baseline) {
      const commit = await revParse(config.workspace, `--baseline ${args.baseline}`, args.baseline);
      config = { ...config, baseline: { mode: "auto", commit } };
    }
  } catch (error) {
    err2(`${error.message}

${USAGE}`);
    return EXIT.usage;
  }
  for (const warning of config.warnings) err2(`warning: ${warning}`);
  if (config.tests.dirs.length === 0 && config.apply.manifests.length === 0 && !rendersAnything(config)) {
    err2(
      `Nothing to check: give --tests and/or --policies with --manifests, --helm-charts or --kustomizations.

${USAGE}`
    );
    return EXIT.usage;
  }
  ensureToolCacheEnv();
  const logger = {
    info: err2,
    debug: () => void 0,
    warning: (m) => err2(`Warning: ${m}`)
  };
  let checked;
  try {
    checked = await installAndCheck(config, {
      install: { token: process.env.GITHUB_TOKEN ?? "", logger, addPath: () => void 0 },
      check: {
        event,
        repo: { owner: "", repo: "" },
        logger: { info: err2 },
        onProgress: progressReporter()
      }
    });
  } catch (error) {
    if (error instanceof KyvernoInstallError) {
      err2(`Could not install Kyverno: ${error.message}`);
      if (!config.install.path)
        err2("Pass --kyverno-path to use a Kyverno binary you already have.");
      return EXIT.install;
    }
    err2(`error: ${error.message}`);
    return EXIT.fail;
  }
  const { kyverno, report } = checked;
  const explicit = (name) => args.input(name) !== "";
  const { verdict: outcome, files } = await finishReport(
    report,
    config.report,
    {
      ...explicit("json-file") && { jsonFile: config.report.jsonFile },
      ...config.report.junitFile && { junitFile: config.report.junitFile },
      ...config.report.sarifFile && { sarifFile: config.report.sarifFile }
    },
    kyverno
  );
  for (const warning of files.warnings) err2(`warning: ${warning}`);
  process.stdout.write(
    renderTerminal(report, {
      verdict: outcome,
      color: args.color ?? shouldUseColor(process.stdout, process.env),
      kyverno
    })
  );
  return outcome.failed ? EXIT.fail : EXIT.pass;
}
rewriteWorkflowCommands(process.stdout);
process.exitCode = await main(process.argv.slice(2));
export {
  EXIT,
  main
};
//# sourceMappingURL=cli.js.map
