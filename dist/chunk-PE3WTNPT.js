import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  BUILTIN_PACKS
} from "./chunk-KUDXUIRI.js";
import {
  require_promises
} from "./chunk-T46JRSIG.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/inputs/table-install.ts
var INSTALL_INPUTS = {
  // Installing Kyverno
  "kyverno-version": {
    type: "version",
    default: "v1.19.1",
    description: "Kyverno CLI to install: an exact tag (`v1.19.1` or `1.19.1`), `latest` (newest non-prerelease), or a semver range (`1.19.x`, `~1.18`, `>=1.17 <1.19`).",
    cli: { arg: "V", help: "version to install" }
  },
  "kyverno-path": {
    type: "path",
    default: "",
    description: "Use this existing Kyverno binary instead of installing one.",
    cli: { arg: "FILE", help: "use this kyverno binary" }
  },
  "kyverno-release-url": {
    type: "url",
    default: "https://github.com/kyverno/kyverno/releases/download",
    description: "Base URL of the release assets (for mirrors, GHES and air-gapped runners).",
    cli: { arg: "URL", help: "base URL of the Kyverno release assets" }
  },
  "verify-checksum": {
    type: "boolean",
    default: "true",
    description: "Verify each downloaded archive's SHA-256 against the checksum file its release publishes (Kyverno's and Kustomize's `checksums.txt`, Helm's `<archive>.sha256sum`) before extracting it.",
    cli: { arg: "BOOL", help: "verify the SHA-256 of each downloaded archive" }
  },
  "verify-signature": {
    type: "enum",
    default: "auto",
    values: ["auto", "true", "false"],
    description: "Verify the Sigstore signature of checksums.txt (`checksums.txt.sigstore.json`, made by Kyverno's release workflow). `auto` requires it for releases Kyverno signs (1.16.4+, 1.17.2+, 1.18.0+) and installs older ones with a warning; `true` also refuses older releases; `false` skips it.",
    cli: {
      arg: "MODE",
      help: "auto | true | false: verify the Sigstore signature of Kyverno's checksums"
    }
  },
  // Installing Helm and Kustomize (only when `helm-charts` or `kustomizations` is set)
  "helm-version": {
    type: "version",
    default: "v4.3.2",
    description: "Helm to install, an exact tag (`v4.3.2` or `4.3.2`). A `helm` of that version already on PATH is used as is.",
    cli: { arg: "V", help: "Helm to install for charts" }
  },
  "helm-path": {
    type: "path",
    default: "",
    description: "Use this existing Helm binary instead of installing one.",
    cli: { arg: "FILE", help: "use this helm binary" }
  },
  "helm-release-url": {
    type: "url",
    default: "https://get.helm.sh",
    description: "Base URL of the Helm release archives (`<url>/helm-<tag>-linux-amd64.tar.gz` and its `.sha256sum`), for mirrors and air-gapped runners.",
    cli: { arg: "URL", help: "base URL of the Helm release archives" }
  },
  "kustomize-version": {
    type: "version",
    default: "v5.8.2",
    description: "Kustomize to install, an exact tag (`v5.8.2` or `5.8.2`). A `kustomize` of that version already on PATH is used as is.",
    cli: { arg: "V", help: "Kustomize to install for kustomizations" }
  },
  "kustomize-path": {
    type: "path",
    default: "",
    description: "Use this existing Kustomize binary instead of installing one.",
    cli: { arg: "FILE", help: "use this kustomize binary" }
  },
  "kustomize-release-url": {
    type: "url",
    default: "https://github.com/kubernetes-sigs/kustomize/releases/download",
    description: "Base URL of the Kustomize release assets (`<url>/kustomize%2F<tag>/kustomize_<tag>_linux_amd64.tar.gz` and `checksums.txt`), for mirrors and air-gapped runners.",
    cli: { arg: "URL", help: "base URL of the Kustomize release assets" }
  }
};

// src/inputs/table.ts
var INPUTS = {
  config: {
    type: "path",
    default: "",
    notInFile: true,
    description: "Path of the configuration file, whose keys are these inputs (lists as YAML lists); an input set in the workflow wins over the file. Empty: `.kyverno-policy-check.yaml` at the repository root, when there is one.",
    cli: { arg: "FILE", help: "configuration file (default: .kyverno-policy-check.yaml)" }
  },
  ...INSTALL_INPUTS,
  // kyverno test
  tests: {
    type: "list",
    default: "",
    detected: true,
    description: "Newline-separated folders to search for test suites, or http(s) git URLs. Empty: the whole repository (every suite is found); `none` disables the `kyverno test` stage.",
    cli: { arg: "DIR", help: "folder (or git URL) to search for suites; repeatable" }
  },
  "test-file-name": {
    type: "string",
    default: "kyverno-test.yaml",
    description: "File name of the test suites (passed to `kyverno test -f`).",
    cli: { arg: "NAME", help: "suite file name" }
  },
  "test-case-selector": {
    type: "string",
    default: "",
    description: "Test-case selector, e.g. `policy=require-labels, rule=*` (passed as `-t`).",
    cli: { arg: "SEL", help: 'e.g. "policy=require-labels, rule=*"' }
  },
  "tests-git-branch": {
    type: "string",
    default: "",
    description: "Branch for git URLs in `tests` (passed as `--git-branch`).",
    cli: { arg: "BRANCH", help: "branch for git URLs in --tests" }
  },
  "require-tests": {
    type: "boolean",
    default: "false",
    description: "Fail when no test suite is found.",
    cli: { help: "fail when no test suite is found" }
  },
  "tests-scope": {
    type: "enum",
    default: "all",
    values: ["all", "affected"],
    description: "`all` runs every suite; `affected` runs only suites touched by the change.",
    cli: { arg: "SCOPE", help: "all | affected: which suites to run" }
  },
  "vacuous-tests": {
    type: "enum",
    default: "fail",
    values: ["fail", "warn", "off"],
    description: "A test case that cannot fail (Kyverno printed only `Excluded` for its resource, yet it expects `fail` or `pass`): `fail` makes it a failure when it expects `fail` and a warning when it expects `pass`; `warn` makes both warnings; `off` keeps Kyverno's counting (skip).",
    cli: { arg: "MODE", help: "fail | warn | off: a test case that cannot fail" }
  },
  "min-coverage": {
    type: "string",
    default: "",
    pattern: "^\\s*\\d+(\\.\\d+)?\\s*%?\\s*$",
    description: 'Least percentage of fully covered rules (see "Tests that cannot fail"), e.g. `80`; below it the check fails. Empty: no gate.',
    cli: {
      arg: "PERCENT",
      help: "fail below this share of fully covered rules (default: no gate)"
    }
  },
  // kyverno apply
  policies: {
    type: "list",
    default: "",
    detected: true,
    description: "Newline-separated policy files, folders or globs. Empty: every file of the repository holding a Kyverno or admission policy, outside hidden folders as Kyverno reads a folder (detected, unless `builtin-policies` names a pack); `none`: no policies. `kyverno apply` needs policies (given, detected or a pack) to check `manifests`, `helm-charts` and `kustomizations`.",
    cli: { arg: "PATH", help: "policy file, folder or glob; repeatable" }
  },
  "builtin-policies": {
    type: "list",
    default: "",
    values: BUILTIN_PACKS,
    description: 'Newline-separated names of policy packs shipped with the action, applied with `policies` to every manifest and rendered object: `kyverno-production` checks a Kyverno install (see "Checking your Kyverno install").',
    cli: {
      arg: "PACK",
      help: "built-in policy pack to apply too (kyverno-production); repeatable"
    }
  },
  manifests: {
    type: "list",
    default: "",
    detected: true,
    description: "Newline-separated globs of manifest files, `!` to exclude. Empty: every other YAML file of the repository holding a Kubernetes object (detected; not suite files, chart files, what a kustomization builds, hidden folders or `.github/`); `none`: no plain manifests.",
    cli: { arg: "GLOB", help: 'manifest glob, "!GLOB" excludes; repeatable' }
  },
  scope: {
    type: "enum",
    default: "auto",
    values: ["auto", "changed", "all"],
    description: "`auto`, `changed` or `all`. `auto` checks only changed manifests on pull_request, push and merge_group events, and everything when a policy, values or exception file changed.",
    cli: { arg: "all|changed", help: "which manifests to check", default: "all" }
  },
  "values-file": {
    type: "path",
    default: "",
    description: "Values file passed to `kyverno apply --values-file`.",
    cli: { arg: "FILE", help: "values file for kyverno apply" }
  },
  exceptions: {
    type: "list",
    default: "",
    description: "Newline-separated PolicyException files passed to `kyverno apply --exception`.",
    cli: { arg: "FILE", help: "PolicyException file; repeatable" }
  },
  crds: {
    type: "list",
    default: "",
    description: "Newline-separated CustomResourceDefinition files, folders or globs, for custom resources whose CRD is kept outside the checked manifests and charts. Kyverno gets them with every CRD it finds there (`kyverno apply --crd-paths`), so policies such as a ValidatingAdmissionPolicy can evaluate the custom resources.",
    cli: { arg: "PATH", help: "CustomResourceDefinition file, folder or glob; repeatable" }
  },
  "audit-warn": {
    type: "boolean",
    default: "false",
    description: "Report failures of Audit policies as warnings (`kyverno apply --audit-warn`).",
    cli: { help: "report Audit policy failures as warnings" }
  },
  // Rendering Helm charts and Kustomize roots (their objects go through `kyverno apply`)
  "helm-charts": {
    type: "list",
    default: "",
    detected: true,
    description: "Newline-separated chart folders (holding `Chart.yaml`) or globs, `!` to exclude. Each chart is rendered with `helm template` and every result is placed on the template that made it. Empty: every chart of the repository but those inside another chart (detected, but not a chart holding a file the `manifests` given select); `none`: no Helm rendering.",
    cli: { arg: "DIR", help: 'chart folder or glob to render, "!GLOB" excludes; repeatable' }
  },
  "helm-values": {
    type: "list",
    default: "ci/*-values.yaml",
    description: "Values files per chart, as globs relative to each chart folder. A chart with matching files is rendered once per file, one without once with its defaults (chart-testing's rule).",
    cli: { arg: "GLOB", help: "values files per chart, relative to it; repeatable" }
  },
  "helm-release-name": {
    type: "string",
    default: "",
    description: "Release name for `helm template`. Default is the chart's `name` from `Chart.yaml`.",
    cli: { arg: "NAME", help: "release name (default: the chart's name)" }
  },
  "helm-namespace": {
    type: "string",
    default: "default",
    description: "Namespace for `helm template --namespace`.",
    cli: { arg: "NS", help: "namespace for helm template" }
  },
  "helm-kube-version": {
    type: "version",
    default: "",
    pattern: "^v?\\d+\\.\\d+(\\.\\d+)?([-+][0-9A-Za-z.-]+)?$",
    description: "Kubernetes version for `helm template --kube-version` (and `kustomize build --helm-kube-version` for `helmCharts`), e.g. `1.31.0`, for charts that check `.Capabilities.KubeVersion` or declare `kubeVersion`.",
    cli: { arg: "V", help: "helm template --kube-version" }
  },
  "helm-api-versions": {
    type: "list",
    default: "",
    commas: true,
    description: "Newline- or comma-separated API versions for `helm template --api-versions` (and `kustomize build --helm-api-versions` for `helmCharts`), e.g. `monitoring.coreos.com/v1`, for charts that check `.Capabilities.APIVersions`.",
    cli: { arg: "API", help: "helm template --api-versions; repeatable" }
  },
  kustomizations: {
    type: "list",
    default: "",
    detected: true,
    description: "Newline-separated Kustomize root folders or globs, `!` to exclude. Each is built with `kustomize build` and every result is placed in the file that declared the object. Empty: every kustomization no other kustomization references (detected, but not a root building a file the `manifests` given select, nor one building only policies); `none`: no Kustomize building.",
    cli: { arg: "DIR", help: 'Kustomize root or glob to build, "!GLOB" excludes; repeatable' }
  },
  "kustomize-load-restrictor": {
    type: "enum",
    default: "root-only",
    values: ["root-only", "none"],
    description: "Whether a kustomization may load files outside its own folder: `root-only` is Kustomize's and Argo CD's default; `none` builds with `--load-restrictor LoadRestrictionsNone`, as Flux's kustomize-controller does.",
    cli: { arg: "MODE", help: "root-only | none: kustomize build --load-restrictor" }
  },
  // Running
  parallelism: {
    type: "integer",
    default: "",
    description: "How many Kyverno processes may run at once. Default is the number of CPUs.",
    cli: { arg: "N", help: "Kyverno processes at once (default: CPU count)" }
  },
  shard: {
    type: "string",
    default: "",
    pattern: "^(\\d+)\\s*/\\s*(\\d+)$",
    description: "Run only part `i/n` of the suites and manifests (for a job matrix), e.g. `2/3`.",
    cli: { arg: "I/N", help: "run only part I of N of the suites and manifests" }
  },
  "merge-results": {
    type: "string",
    default: "",
    description: "Glob of JSON result files written by sharded jobs. Merges them and publishes one report instead of running Kyverno.",
    cli: { arg: "GLOB", help: "merge these shard result files and report them" }
  },
  "results-file": {
    type: "path",
    default: "",
    description: "Publish this JSON results file (from a previous run) instead of running Kyverno; for the fork-safe `workflow_run` pattern."
  },
  "pull-request-number": {
    type: "integer",
    default: "",
    description: "Pull request to comment on when publishing a `results-file` from `workflow_run`."
  },
  // Upgrade readiness
  deprecations: {
    type: "enum",
    default: "warn",
    values: ["warn", "error", "off"],
    description: "`warn`, `error` or `off`. Flags, at its line, every kind, API version or field in the policy, exception and test files the run reads that Kyverno deprecates or a later release removes, with what replaces it. What the running Kyverno already rejects is an error.",
    cli: { arg: "MODE", help: "warn | error | off: flag what Kyverno deprecates" }
  },
  "kyverno-compare-version": {
    type: "version",
    default: "",
    description: "Preview a Kyverno upgrade: a second Kyverno version (same forms as `kyverno-version`), installed like the first, runs the same suites and `kyverno apply` batches; each result whose status differs is reported as a warning with both versions. Empty: no preview.",
    cli: { arg: "V", help: "also run the checks with this Kyverno and report what changes" }
  },
  "kyverno-compare-path": {
    type: "path",
    default: "",
    description: "Use this existing Kyverno binary as the second Kyverno (see `kyverno-compare-version`).",
    cli: { arg: "FILE", help: "the same, with a kyverno binary you already have" }
  },
  // Reporting
  "github-token": {
    type: "string",
    default: "${{ github.token }}",
    whenEmpty: "",
    secret: true,
    description: "Token for the GitHub API (check run, PR comment, changed files)."
  },
  "fail-on": {
    type: "enum",
    default: "fail",
    values: ["fail", "error", "warn", "never"],
    description: "`fail` (fail or error results), `error` (only errors), `warn` (also warnings), or `never`.",
    cli: { arg: "LEVEL", help: "fail | error | warn | never" }
  },
  "fail-on-existing": {
    type: "boolean",
    default: "true",
    description: "With a baseline: `true` fails on every result as `fail-on` says; `false` fails only on new ones and reports existing ones as warnings.",
    cli: { arg: "BOOL", help: "with --baseline false: fail only on new failures" }
  },
  baseline: {
    type: "enum",
    default: "auto",
    values: ["auto", "off"],
    description: "`auto` compares with the base commit on pull_request and merge_group events, marking results new or existing and listing fixed ones; `off` does not."
  },
  annotations: {
    type: "boolean",
    default: "true",
    description: "Annotate failing lines on the pull request diff."
  },
  "check-run": {
    type: "boolean",
    default: "true",
    description: "Publish a check run with every annotation."
  },
  "check-name": {
    type: "string",
    default: "Kyverno",
    description: "Name of the check run."
  },
  comment: {
    type: "enum",
    default: "on-failure",
    values: ["on-failure", "always", "off"],
    description: "`on-failure` (create on failure, then keep up to date), `always`, or `off`."
  },
  suggestions: {
    type: "enum",
    default: "mutations",
    values: ["mutations", "off"],
    description: "`mutations`: on a pull request, post Kyverno's mutations of the manifest files it changes as suggested changes in one review (needs `pull-requests: write`); `off`."
  },
  "job-summary": {
    type: "boolean",
    default: "true",
    description: "Write the job summary."
  },
  "migration-report": {
    type: "boolean",
    default: "false",
    description: 'Convert every legacy ClusterPolicy/Policy under `policies` and `tests` to a ValidatingPolicy, prove each conversion with the Kyverno CLI, and add a "Migration" section to the job summary (counts by status, the converted YAML per policy) and the conversions to the JSON report.'
  },
  "json-file": {
    type: "path",
    default: "",
    description: "Path of the JSON report. Default is a file under RUNNER_TEMP.",
    cli: { arg: "FILE", help: "also write the JSON report here" }
  },
  "junit-file": {
    type: "path",
    default: "",
    description: "Path of a normalized JUnit report (optional).",
    cli: { arg: "FILE", help: "also write a JUnit report here" }
  },
  "sarif-file": {
    type: "path",
    default: "",
    description: "Path of a SARIF 2.1.0 report for code scanning (optional).",
    cli: { arg: "FILE", help: "also write a SARIF report here" }
  }
};
var INPUT_NAMES = Object.keys(INPUTS);
function inputSpec(name) {
  return INPUTS[name];
}

// src/inputs/config-file.ts
var import_promises = __toESM(require_promises(), 1);
var import_node_path = __toESM(require_path(), 1);

// src/inputs/reader.ts
var InputError = class extends Error {
  constructor(input, message) {
    super(`Input \`${input}\`: ${message}`);
    this.input = input;
    this.name = "InputError";
  }
  input;
};
function lines(value) {
  return value.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#"));
}
function positiveInt(input, value, fallback2) {
  return value.trim() === "" ? fallback2 : wholeNumber(input, value, {});
}
function wholeNumber(input, value, { minimum = 1, maximum }) {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < minimum || maximum !== void 0 && parsed > maximum) {
    const range = maximum === void 0 ? "" : ` and at most ${maximum}`;
    throw new InputError(
      input,
      `got "${value}"; use a whole number of at least ${minimum}${range}.`
    );
  }
  return parsed;
}
var InputReader = class {
  constructor(input) {
    this.input = input;
  }
  input;
  /** The value as given, or the table's default for an empty one. */
  raw(name) {
    const value = this.input(name);
    return value === "" ? fallback(name) : value;
  }
  /** The trimmed value, or the table's default for a blank one; undefined when both are empty. */
  text(name) {
    const trimmed = this.input(name).trim() || fallback(name).trim();
    return trimmed === "" ? void 0 : trimmed;
  }
  list(name) {
    const spec = inputSpec(name);
    const value = this.raw(name);
    if (spec.detected && value.trim().toLowerCase() === "none") return [];
    return lines(spec.commas ? value.replace(/,/g, "\n") : value);
  }
  bool(name) {
    const value = this.input(name);
    const normalized = value.trim().toLowerCase();
    if (normalized === "") return fallback(name) === "true";
    if (["true", "yes", "on", "1"].includes(normalized)) return true;
    if (["false", "no", "off", "0"].includes(normalized)) return false;
    throw new InputError(name, `got "${value}"; use true or false.`);
  }
  choice(name) {
    const value = this.raw(name);
    const allowed = inputSpec(name).values ?? [];
    const normalized = value.trim().toLowerCase();
    if (allowed.includes(normalized)) return normalized;
    throw new InputError(name, `got "${value}"; use one of: ${allowed.join(", ")}.`);
  }
  /** A whole number in the entry's range (`minimum` 1 unless it says); undefined when blank. */
  count(name) {
    const given = this.input(name);
    const value = given.trim() === "" ? fallback(name) : given;
    return value.trim() === "" ? void 0 : wholeNumber(name, value, inputSpec(name));
  }
};
function fallback(name) {
  const spec = inputSpec(name);
  return spec.whenEmpty ?? spec.default;
}

// src/inputs/config-file.ts
var CONFIG_FILE = ".kyverno-policy-check.yaml";
var ConfigFileError = class extends Error {
  constructor(file, problems) {
    super(
      problems.length === 1 ? problems[0] : `${file} has ${problems.length} problems:
${problems.map((p) => `- ${p}`).join("\n")}`
    );
    this.file = file;
    this.problems = problems;
    this.name = "ConfigFileError";
  }
  file;
  problems;
};
async function readConfigFile(workspace, given) {
  const relative = given.trim() || CONFIG_FILE;
  const absolute = import_node_path.default.resolve(workspace, relative);
  const shown = import_node_path.default.relative(workspace, absolute).split(import_node_path.default.sep).join("/");
  if (shown.startsWith("..")) {
    throw new InputError("config", `\`${given}\` is outside the workspace; name a file inside it.`);
  }
  let text;
  try {
    text = await (0, import_promises.readFile)(absolute, "utf8");
  } catch (error) {
    if (given.trim() === "" && error.code === "ENOENT") return void 0;
    throw new InputError(
      "config",
      `cannot read \`${given}\`: ${error.message}. Fix the \`config\` input, or remove it to read ${CONFIG_FILE}.`
    );
  }
  const { parseConfigFile } = await import("./config-file-parse-2SZXPNK2.js");
  return parseConfigFile(text, shown);
}
function layerInputs(...sources) {
  return (name) => {
    for (const source of sources) {
      const value = source(name);
      if (value !== "") return value;
    }
    return "";
  };
}
var fileInputs = (file) => (name) => file?.values[name] ?? "";

export {
  INPUTS,
  INPUT_NAMES,
  inputSpec,
  InputError,
  positiveInt,
  InputReader,
  CONFIG_FILE,
  ConfigFileError,
  readConfigFile,
  layerInputs,
  fileInputs
};
//# sourceMappingURL=chunk-PE3WTNPT.js.map
