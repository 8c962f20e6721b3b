import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  finishReport
} from "./chunk-5BEZQ7GC.js";
import {
  detectionLine,
  renderTitle
} from "./chunk-ZPHQ6KVR.js";
import {
  ruleTitle
} from "./chunk-GGA52LXN.js";
import {
  describeCounts
} from "./chunk-D7YVKBAW.js";
import {
  changeDiff,
  planSuggestions,
  splitLines
} from "./chunk-ZJJMWXCG.js";
import {
  plural
} from "./chunk-GSWZM5HV.js";
import {
  escapeTerminal,
  escapeTerminalLines,
  truncate
} from "./chunk-QBE5E75G.js";
import {
  editFiles
} from "./chunk-BTRJLYNE.js";
import "./chunk-WXGFDLCS.js";
import {
  migrate
} from "./chunk-BUTJ6NIM.js";
import "./chunk-BTL5N5TJ.js";
import "./chunk-EDYWDR5J.js";
import "./chunk-FAQ6FCSU.js";
import "./chunk-KQY25T2B.js";
import "./chunk-TXOLKLHR.js";
import "./chunk-PPNBKED6.js";
import "./chunk-BXIEVUCK.js";
import "./chunk-QL5ECD4H.js";
import "./chunk-FC44KZJV.js";
import {
  require_util
} from "./chunk-KDNGC4DC.js";
import {
  countBaseline
} from "./chunk-YHQFHDZ5.js";
import {
  SOURCES,
  bySeverityThenLocation,
  countResults,
  explanation,
  resourceLabel
} from "./chunk-6WOCR7F3.js";
import {
  KyvernoInstallError,
  defaultEnvironment,
  installAndCheck,
  installKyverno,
  loadConfig,
  readConfig
} from "./chunk-ZNNO5FIA.js";
import "./chunk-PK42BOQQ.js";
import {
  coverageFigures,
  formatPercent
} from "./chunk-RQPWM56H.js";
import "./chunk-KO5QH5DI.js";
import "./chunk-AKNTW45J.js";
import "./chunk-6B5PNUJ7.js";
import "./chunk-TEKLKG2I.js";
import "./chunk-JGL2GAG7.js";
import "./chunk-G7472JVO.js";
import "./chunk-WOVFLSLH.js";
import "./chunk-XSHFO76L.js";
import "./chunk-XCHPQIMB.js";
import {
  require_os
} from "./chunk-R2KTKNWY.js";
import "./chunk-5HNOJ7BE.js";
import {
  CONFIG_FILE,
  INPUTS,
  INPUT_NAMES,
  inputSpec
} from "./chunk-PE3WTNPT.js";
import {
  rendersAnything
} from "./chunk-KUDXUIRI.js";
import {
  detect
} from "./chunk-KGNCLDBB.js";
import "./chunk-2M3XXGMH.js";
import "./chunk-WDHDWASF.js";
import "./chunk-CRP6RW6T.js";
import "./chunk-LHH4KVAW.js";
import {
  runProcess
} from "./chunk-FE3IYDYG.js";
import "./chunk-3NEPW2EG.js";
import "./chunk-A4PJROQA.js";
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import {
  selectManifests
} from "./chunk-B3KCFFVR.js";
import "./chunk-Y7JBPN7J.js";
import "./chunk-VDQOXA3B.js";
import {
  require_promises
} from "./chunk-T46JRSIG.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/cli/index.ts
var import_node_os = __toESM(require_os(), 1);
var import_node_path5 = __toESM(require_path(), 1);

// src/cli/fix.ts
var import_promises = __toESM(require_promises(), 1);
var import_node_path = __toESM(require_path(), 1);
var makersOf = (mutations) => [
  ...new Set(
    mutations.flatMap((m) => m.makers.map((x) => x.rule ? `${x.policy}/${x.rule}` : x.policy))
  )
].join(", ");
async function fixManifests(workspace, mutations, write = (file, text) => (0, import_promises.writeFile)(file, text)) {
  const outcome = { fixed: [], lines: [] };
  if (mutations.length === 0) {
    outcome.lines.push("--fix: Kyverno\u2019s policies change none of the manifests.");
    return outcome;
  }
  const { files, failed } = await editFiles(workspace, mutations);
  for (const file of files) {
    await write(import_node_path.default.resolve(workspace, file.path), file.after);
    outcome.fixed.push(file.path);
    const whole = [{ start: 1, end: Math.max(1, splitLines(file.before).length) }];
    const changes = planSuggestions(file.before, file.after, whole).inline;
    outcome.lines.push(
      `Fixed ${escapeTerminal(file.path)}: ${plural(changes.length, "change")} (${escapeTerminal(makersOf(file.mutations))})`
    );
    for (const change of changes) {
      outcome.lines.push(
        ...changeDiff(change).split("\n").map((line) => `  ${escapeTerminal(line)}`)
      );
    }
  }
  for (const item of failed) {
    outcome.lines.push(`Not fixed ${escapeTerminal(item.path)}: ${escapeTerminal(item.reason)}`);
  }
  const rendered = mutations.filter((m) => m.render || m.documentIndex === void 0);
  for (const mutation of rendered) {
    const from = mutation.render ? `a ${mutation.render.tool === "helm" ? "Helm render" : "Kustomize build"}` : "no document";
    outcome.lines.push(
      `Not fixed ${escapeTerminal(`${mutation.resource.kind}/${mutation.resource.name}`)} (${escapeTerminal(mutation.file)}): it comes from ${from}; change its source by hand`
    );
  }
  return outcome;
}

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
function diffLines(diff, paint, indent) {
  return escapeTerminalLines(diff).map((line) => {
    const style = line.startsWith("+") ? "green" : line.startsWith("-") ? "red" : line.startsWith("@@") ? "dim" : void 0;
    return indent + (style ? paint(style, line) : line);
  });
}
function mutationLines(report, paint) {
  const mutations = report.mutations ?? [];
  if (mutations.length === 0) return [];
  const count = `${mutations.length} resource${mutations.length === 1 ? "" : "s"}`;
  const lines2 = [paint("bold", `Kyverno will change ${count} at admission:`)];
  for (const mutation of mutations) {
    const policies = [...new Set(mutation.makers.map((maker) => maker.policy))].join(", ");
    const render = mutation.render ? `  (${renderTitle(mutation.render)})` : "";
    lines2.push(
      `${paint("yellow", "MUTATE")} ${escapeTerminal(resourceLabel(mutation.resource))}` + paint("dim", `  by ${escapeTerminal(policies)}`),
      `      ${paint("dim", escapeTerminal(`${mutation.file}:${mutation.line}${render}`))}`,
      ...diffLines(mutation.diff ?? "", paint, "        ")
    );
  }
  lines2.push("");
  return lines2;
}
function renderTerminal(report, options) {
  const paint = (style, text) => options.color ? `${ANSI[style][0]}${text}${ANSI[style][1]}` : text;
  const lines2 = [];
  const version = options.kyverno?.version || report.kyvernoVersion;
  const origin = options.kyverno?.origin ? `, ${options.kyverno.origin}` : "";
  lines2.push(
    paint("bold", "Kyverno Policy Check") + paint("dim", ` (Kyverno ${escapeTerminal(version)}${escapeTerminal(origin)})`),
    ""
  );
  const findings = report.results.filter((result) => ["error", "fail", "warn"].includes(result.status)).sort(bySeverityThenLocation);
  const shown = findings.slice(0, options.maxResults ?? findings.length);
  for (const result of shown) {
    const label = result.status.toUpperCase().padEnd(5);
    const resource = resourceLabel(result.resource);
    const mark = result.baseline ? paint("dim", ` (${result.baseline})`) : "";
    lines2.push(
      `${paint(STATUS_STYLES[result.status], label)} ${escapeTerminal(ruleTitle(result))}` + (resource ? `  ${escapeTerminal(resource)}` : "") + mark
    );
    const where = location(result);
    if (where) lines2.push(`      ${paint("dim", escapeTerminal(where))}`);
    lines2.push(`      ${escapeTerminal(truncate(explanation(result), 2e3))}`);
    if (result.diff) {
      lines2.push(`      ${paint("dim", "expected (-) versus actual (+):")}`);
      lines2.push(...diffLines(result.diff, paint, "        "));
    }
  }
  if (shown.length < findings.length) {
    lines2.push(paint("dim", `\u2026 and ${findings.length - shown.length} more (see the JSON report)`));
  }
  if (findings.length > 0) lines2.push("");
  for (const result of report.fixed ?? []) {
    const where = result.file ? `  ${escapeTerminal(result.file)}` : "";
    const resource = resourceLabel(result.resource);
    lines2.push(
      `${paint("green", "FIXED")} ${escapeTerminal(ruleTitle(result))}` + (resource ? `  ${escapeTerminal(resource)}` : "") + paint("dim", where)
    );
  }
  if ((report.fixed ?? []).length > 0) lines2.push("");
  lines2.push(...mutationLines(report, paint));
  if (report.fixed) {
    const marked = findings.filter((result) => result.status !== "warn");
    const counts = countBaseline(marked, report.fixed);
    lines2.push(
      `compared with ${escapeTerminal(report.baseline?.commit.slice(0, 12) ?? "the base")}: ${counts.new} new, ${counts.existing} existing, ${counts.fixed} fixed`
    );
  }
  for (const source of SOURCES) {
    const results = report.results.filter((result) => result.source === source);
    const label = source === "upgrade" ? "upgrade readiness" : `kyverno ${source}`;
    if (results.length > 0) lines2.push(`${label}: ${describeCounts(countResults(results))}`);
  }
  if (report.coverage) lines2.push(coverageLine(report.coverage));
  if (report.skipped.length > 0) {
    lines2.push("", `Skipped manifests (${report.skipped.length}):`);
    for (const document of report.skipped) {
      lines2.push(
        `  ${escapeTerminal(`${document.file}:${document.line}`)}  ${escapeTerminal(document.reason)}`
      );
    }
  }
  for (const notice of report.notices)
    lines2.push(paint("yellow", `Notice: ${escapeTerminal(notice)}`));
  lines2.push("", paint(options.verdict.failed ? "red" : "green", options.verdict.reason));
  return `${lines2.join("\n")}
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
  ["--fix", "write Kyverno's mutations into the manifest files in place, and print what changed"],
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
  const shown = inputSpec(flag.name).detected ? "detected" : localDefault(flag.name);
  const withDefault = shown !== "" && !isSwitch(flag) && !flag.help.includes("(default:");
  const help = withDefault ? `${flag.help} (default: ${shown})` : flag.help;
  return optionLines(`--${flag.name}${flag.arg ? ` ${flag.arg}` : ""}`, help);
}
var USAGE = `Usage: kyverno-policy-check [options]
       kyverno-policy-check migrate [--out DIR | --write] [--manifests GLOB...] PATH...
       kyverno-policy-check init [--force]

Runs the Kyverno Policy Check pipeline on this machine: installs the Kyverno CLI if needed, runs
\`kyverno test\` over the suites and \`kyverno apply\` over the manifests, and prints the report.
Settings come from the flags, then .kyverno-policy-check.yaml (as in CI); policies, suites, charts,
kustomizations and manifests left unset are detected. \`init\` writes a starter file.
Exit code: 0 when the check passes, 1 when policies fail (per --fail-on), 2 for bad input,
3 when Kyverno could not be installed.

Options (each is the action input of the same name; repeat list options):
${FLAGS.map(flagHelp).join("\n")}

Local options:
${LOCAL_OPTIONS.map(([flag, help]) => optionLines(flag, help)).join("\n")}
`;
var localDefaults = (name) => INPUT_NAMES.includes(name) ? inputSpec(name).cli?.default ?? "" : "";
function parseCliArgs(argv) {
  const options = {
    help: { type: "boolean", short: "h" },
    "no-color": { type: "boolean" },
    fix: { type: "boolean" },
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
    return "";
  };
  return {
    help: values.help === true,
    color: values["no-color"] === true ? false : void 0,
    base: typeof values.base === "string" ? values.base : void 0,
    baseline: typeof values.baseline === "string" ? values.baseline : void 0,
    fix: values.fix === true,
    input
  };
}

// src/cli/init.ts
var import_promises2 = __toESM(require_promises(), 1);
var import_node_path3 = __toESM(require_path(), 1);
var import_node_util2 = __toESM(require_util(), 1);

// src/detect/starter.ts
var import_node_path2 = __toESM(require_path(), 1);
var import_yaml = __toESM(require_dist(), 1);

// src/inputs/schema.ts
var SCHEMA_PATH = "schema/kyverno-policy-check.schema.json";

// src/detect/starter.ts
var SCHEMA_URL = `https://raw.githubusercontent.com/your-org/kyverno-policy-check/v1/${SCHEMA_PATH}`;
var WORKFLOW_FILE = ".github/workflows/kyverno-policy-check.yaml";
var dirOf = (file) => {
  const dir = import_node_path2.default.posix.dirname(file);
  return dir === "." ? "." : dir;
};
function starterConfig(detected) {
  const { found } = detected;
  const suiteFolders = [...new Set(found.tests.map(dirOf))];
  const keys = [
    ["policies", found.policies],
    ["tests", suiteFolders],
    ["helm-charts", found["helm-charts"].map((folder) => folder || ".")],
    ["kustomizations", found.kustomizations.map((folder) => folder || ".")],
    ["manifests", found.manifests]
  ];
  const lines2 = [
    `# yaml-language-server: $schema=${SCHEMA_URL}`,
    "#",
    "# Kyverno Policy Check settings, shared by the action and `npx kyverno-policy-check`.",
    "# Written by `kyverno-policy-check init` from what auto-detection found. Each key is an input",
    "# of the action; an input set in the workflow wins over this file. Remove a key to detect that",
    "# kind again as the repository grows, set it to `none` to turn it off, or edit the lists (globs",
    "# and `!GLOB` exclusions work as in the inputs).",
    ""
  ];
  for (const [key, values] of keys) {
    if (values.length === 0) {
      lines2.push(`# ${key}: nothing found; detected when there is`, "");
      continue;
    }
    lines2.push((0, import_yaml.stringify)({ [key]: values }, { lineWidth: 0 }).trimEnd(), "");
  }
  const skippedPolicies = detected.notChecked.filter((entry) => entry.what !== "kustomization");
  if (skippedPolicies.length > 0) {
    lines2.push("# Found but not checked:");
    for (const entry of skippedPolicies) lines2.push(`# - ${entry.path}: ${entry.reason}`);
    lines2.push("");
  }
  return `${lines2.join("\n").trimEnd()}
`;
}
function starterWorkflow() {
  return `# Runs Kyverno Policy Check on every pull request, with the settings in .kyverno-policy-check.yaml.
# Make the "Kyverno" check required in branch protection to block merges that break a policy.
name: Kyverno policy check

on:
  pull_request:

permissions:
  contents: read
  checks: write
  pull-requests: write

jobs:
  kyverno:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - uses: your-org/kyverno-policy-check@v1
`;
}

// src/cli/init.ts
var INIT_USAGE = `Usage: kyverno-policy-check init [--force]

Detects the policies, test suites, Helm charts, kustomizations and manifests of the repository in
the current folder (a git checkout) and writes:
  ${CONFIG_FILE}                        the settings, listing what was found
  ${WORKFLOW_FILE}   a pull-request workflow running the action

Options:
  --force      overwrite those files when they exist
  -h, --help   show this help

Exit code: 0 when the files were written, 2 for bad usage or when a file exists (without --force).
`;
var out = (message) => process.stdout.write(`${message}
`);
var err = (message) => process.stderr.write(`${message}
`);
var exists = (file) => (0, import_promises2.stat)(file).then(
  () => true,
  () => false
);
async function initCommand(argv, workspace) {
  let force;
  try {
    const { values } = (0, import_node_util2.parseArgs)({
      args: [...argv],
      strict: true,
      options: { force: { type: "boolean" }, help: { type: "boolean", short: "h" } }
    });
    if (values.help) {
      out(INIT_USAGE.trimEnd());
      return 0;
    }
    force = values.force === true;
  } catch (error) {
    err(`${error.message}

${INIT_USAGE}`);
    return 2;
  }
  const targets = [CONFIG_FILE, WORKFLOW_FILE];
  if (!force) {
    const present = [];
    for (const file of targets) if (await exists(import_node_path3.default.join(workspace, file))) present.push(file);
    if (present.length > 0) {
      err(
        `init: ${present.join(" and ")} already ${present.length === 1 ? "exists" : "exist"}; nothing was written. Pass --force to overwrite.`
      );
      return 2;
    }
  }
  const detected = await detect(workspace, { testFileName: INPUTS["test-file-name"].default });
  if (detected.problem) {
    err(`init: cannot list the repository: ${detected.problem}. Run init in a git checkout.`);
    return 2;
  }
  const contents = [starterConfig(detected), starterWorkflow()];
  for (const [index, file] of targets.entries()) {
    const absolute = import_node_path3.default.join(workspace, file);
    await (0, import_promises2.mkdir)(import_node_path3.default.dirname(absolute), { recursive: true });
    await (0, import_promises2.writeFile)(absolute, contents[index]);
  }
  const { found } = detected;
  out(
    `Wrote ${CONFIG_FILE}: ${found.policies.length} policy file(s), ${found.tests.length} test suite(s), ${found["helm-charts"].length} Helm chart(s), ${found.kustomizations.length} kustomization root(s), ${found.manifests.length} manifest file(s).`
  );
  out(`Wrote ${WORKFLOW_FILE}: runs the check on every pull request.`);
  return 0;
}

// src/cli/migrate.ts
var import_promises3 = __toESM(require_promises(), 1);
var import_node_path4 = __toESM(require_path(), 1);
var import_node_util3 = __toESM(require_util(), 1);

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
var err2 = (message) => process.stderr.write(`${message}
`);
async function migrateCommand(argv) {
  let values;
  let positionals;
  try {
    ({ values, positionals } = (0, import_node_util3.parseArgs)({
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
    err2(`${error.message}

${MIGRATE_USAGE}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(MIGRATE_USAGE);
    return 0;
  }
  if (positionals.length === 0) {
    err2(
      `migrate: give at least one PATH (a policy file or folder, or a suite folder).

${MIGRATE_USAGE}`
    );
    return 2;
  }
  if (values.out !== void 0 && values.write) {
    err2(`migrate: --out and --write exclude each other: choose one.

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
      logger: { info: err2, debug: () => void 0 },
      addPath: () => void 0
    });
    kyverno = info.path;
  } catch (error) {
    err2(
      `Could not install Kyverno: ${error.message}
Pass --kyverno-path to use a Kyverno binary you already have.`
    );
    return 3;
  }
  const manifests = await selectManifests({
    workspace: cwd,
    patterns: values.manifests ?? []
  });
  for (const warning of manifests.warnings) err2(`warning: ${warning}`);
  const entries = await migrate({
    paths: positionals,
    cwd,
    ...typeof values.out === "string" && { outDir: values.out },
    write: values.write === true,
    manifests: manifests.files.map((file) => import_node_path4.default.resolve(cwd, file)),
    kyverno,
    log: err2
  });
  const jsonFile = typeof values["json-file"] === "string" ? values["json-file"] : import_node_path4.default.join(typeof values.out === "string" ? values.out : ".", "migration.json");
  await (0, import_promises3.mkdir)(import_node_path4.default.dirname(import_node_path4.default.resolve(cwd, jsonFile)), { recursive: true });
  await (0, import_promises3.writeFile)(import_node_path4.default.resolve(cwd, jsonFile), migrationJson(entries));
  const color = values["no-color"] === true ? false : process.stdout.isTTY === true && !process.env.NO_COLOR;
  process.stdout.write(renderMigrationTable(entries, color));
  err2(`Report written to ${jsonFile}`);
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
var err3 = (message) => process.stderr.write(`${message}
`);
function ensureToolCacheEnv() {
  const cache = import_node_path5.default.join(
    process.env.XDG_CACHE_HOME || import_node_path5.default.join(import_node_os.default.homedir(), ".cache"),
    "kyverno-policy-check"
  );
  process.env.RUNNER_TOOL_CACHE ||= import_node_path5.default.join(cache, "tool-cache");
  process.env.RUNNER_TEMP ||= import_node_path5.default.join(import_node_os.default.tmpdir(), "kyverno-policy-check");
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
  if (argv[0] === "init") return initCommand(argv.slice(1), process.cwd());
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
    config = await loadConfig(
      args.input,
      defaultEnvironment({ ...process.env, GITHUB_WORKSPACE: process.cwd() }),
      { defaults: localDefaults }
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
    err3(`${error.message}

${USAGE}`);
    return EXIT.usage;
  }
  const detection = config.detection;
  const noSuites = config.tests.dirs.length === 0 || detection?.used.includes("tests") === true && detection.found.tests.length === 0;
  if (noSuites && config.apply.manifests.length === 0 && !rendersAnything(config)) {
    err3(
      `Nothing to check: give --tests and/or --policies with --manifests, --helm-charts or --kustomizations.

${USAGE}`
    );
    return EXIT.usage;
  }
  const detected = detectionLine(config.detection);
  if (detected) err3(detected);
  for (const warning of config.warnings) err3(`warning: ${warning}`);
  ensureToolCacheEnv();
  const logger = {
    info: err3,
    debug: () => void 0,
    warning: (m) => err3(`Warning: ${m}`)
  };
  let checked;
  try {
    checked = await installAndCheck(config, {
      install: { token: process.env.GITHUB_TOKEN ?? "", logger, addPath: () => void 0 },
      check: {
        event,
        repo: { owner: "", repo: "" },
        logger: { info: err3 },
        onProgress: progressReporter()
      }
    });
  } catch (error) {
    if (error instanceof KyvernoInstallError) {
      err3(`Could not install Kyverno: ${error.message}`);
      if (!config.install.path)
        err3("Pass --kyverno-path to use a Kyverno binary you already have.");
      return EXIT.install;
    }
    err3(`error: ${error.message}`);
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
  for (const warning of files.warnings) err3(`warning: ${warning}`);
  process.stdout.write(
    renderTerminal(report, {
      verdict: outcome,
      color: args.color ?? shouldUseColor(process.stdout, process.env),
      kyverno
    })
  );
  if (args.fix) {
    const fixed = await fixManifests(config.workspace, report.mutations ?? []);
    for (const line of fixed.lines) process.stdout.write(`${line}
`);
  }
  return outcome.failed ? EXIT.fail : EXIT.pass;
}
rewriteWorkflowCommands(process.stdout);
process.exitCode = await main(process.argv.slice(2));
export {
  EXIT,
  main
};
//# sourceMappingURL=cli.js.map
