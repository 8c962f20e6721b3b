import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  require_semver
} from "./chunk-7KOYF6KA.js";
import "./chunk-FU45ADLT.js";
import {
  require_util
} from "./chunk-KDNGC4DC.js";
import {
  HttpClient,
  debug,
  info,
  isDebug
} from "./chunk-KO5QH5DI.js";
import "./chunk-AKNTW45J.js";
import {
  require_crypto
} from "./chunk-6B5PNUJ7.js";
import "./chunk-JGL2GAG7.js";
import "./chunk-G7472JVO.js";
import {
  exec
} from "./chunk-WEDFPPCN.js";
import {
  cp,
  mkdirP,
  require_assert,
  rmRF,
  which
} from "./chunk-DMODDUZL.js";
import "./chunk-XCHPQIMB.js";
import {
  require_os
} from "./chunk-R2KTKNWY.js";
import {
  require_child_process
} from "./chunk-3NEPW2EG.js";
import {
  require_fs
} from "./chunk-A4PJROQA.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-DUEHMRHB.js";

// node-builtin:stream
var require_stream = __commonJS({
  "node-builtin:stream"(exports, module) {
    module.exports = __require("node:stream");
  }
});

// node_modules/@actions/tool-cache/lib/tool-cache.js
var crypto = __toESM(require_crypto(), 1);
var fs2 = __toESM(require_fs(), 1);

// node_modules/@actions/tool-cache/lib/manifest.js
var semver = __toESM(require_semver(), 1);
var os = __toESM(require_os(), 1);
var cp2 = __toESM(require_child_process(), 1);
var fs = __toESM(require_fs(), 1);
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve) {
      resolve(value);
    });
  }
  return new (P || (P = Promise))(function(resolve, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var _internal = {
  readLinuxVersionFile() {
    const lsbReleaseFile = "/etc/lsb-release";
    const osReleaseFile = "/etc/os-release";
    let contents = "";
    if (fs.existsSync(lsbReleaseFile)) {
      contents = fs.readFileSync(lsbReleaseFile).toString();
    } else if (fs.existsSync(osReleaseFile)) {
      contents = fs.readFileSync(osReleaseFile).toString();
    }
    return contents;
  }
};
function _findMatch(versionSpec, stable, candidates, archFilter) {
  return __awaiter(this, void 0, void 0, function* () {
    const platFilter = os.platform();
    let result;
    let match;
    let file;
    for (const candidate of candidates) {
      const version = candidate.version;
      debug(`check ${version} satisfies ${versionSpec}`);
      if (semver.satisfies(version, versionSpec) && (!stable || candidate.stable === stable)) {
        file = candidate.files.find((item) => {
          debug(`${item.arch}===${archFilter} && ${item.platform}===${platFilter}`);
          let chk = item.arch === archFilter && item.platform === platFilter;
          if (chk && item.platform_version) {
            const osVersion = _getOsVersion();
            if (osVersion === item.platform_version) {
              chk = true;
            } else {
              chk = semver.satisfies(osVersion, item.platform_version);
            }
          }
          return chk;
        });
        if (file) {
          debug(`matched ${candidate.version}`);
          match = candidate;
          break;
        }
      }
    }
    if (match && file) {
      result = Object.assign({}, match);
      result.files = [file];
    }
    return result;
  });
}
function _getOsVersion() {
  const plat = os.platform();
  let version = "";
  if (plat === "darwin") {
    version = cp2.execSync("sw_vers -productVersion").toString();
  } else if (plat === "linux") {
    const lsbContents = _internal.readLinuxVersionFile();
    if (lsbContents) {
      const lines = lsbContents.split("\n");
      for (const line of lines) {
        const parts = line.split("=");
        if (parts.length === 2 && (parts[0].trim() === "VERSION_ID" || parts[0].trim() === "DISTRIB_RELEASE")) {
          version = parts[1].trim().replace(/^"/, "").replace(/"$/, "");
          break;
        }
      }
    }
  }
  return version;
}

// node_modules/@actions/tool-cache/lib/tool-cache.js
var os2 = __toESM(require_os(), 1);
var path = __toESM(require_path(), 1);
var semver2 = __toESM(require_semver(), 1);
var stream = __toESM(require_stream(), 1);
var util = __toESM(require_util(), 1);
var import_assert = __toESM(require_assert(), 1);

// node_modules/@actions/tool-cache/lib/retry-helper.js
var __awaiter2 = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve) {
      resolve(value);
    });
  }
  return new (P || (P = Promise))(function(resolve, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var RetryHelper = class {
  constructor(maxAttempts, minSeconds, maxSeconds) {
    if (maxAttempts < 1) {
      throw new Error("max attempts should be greater than or equal to 1");
    }
    this.maxAttempts = maxAttempts;
    this.minSeconds = Math.floor(minSeconds);
    this.maxSeconds = Math.floor(maxSeconds);
    if (this.minSeconds > this.maxSeconds) {
      throw new Error("min seconds should be less than or equal to max seconds");
    }
  }
  execute(action, isRetryable) {
    return __awaiter2(this, void 0, void 0, function* () {
      let attempt = 1;
      while (attempt < this.maxAttempts) {
        try {
          return yield action();
        } catch (err) {
          if (isRetryable && !isRetryable(err)) {
            throw err;
          }
          info(err.message);
        }
        const seconds = this.getSleepAmount();
        info(`Waiting ${seconds} seconds before trying again`);
        yield this.sleep(seconds);
        attempt++;
      }
      return yield action();
    });
  }
  getSleepAmount() {
    return Math.floor(Math.random() * (this.maxSeconds - this.minSeconds + 1)) + this.minSeconds;
  }
  sleep(seconds) {
    return __awaiter2(this, void 0, void 0, function* () {
      return new Promise((resolve) => setTimeout(resolve, seconds * 1e3));
    });
  }
};

// node_modules/@actions/tool-cache/lib/tool-cache.js
var __awaiter3 = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve) {
      resolve(value);
    });
  }
  return new (P || (P = Promise))(function(resolve, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var HTTPError = class extends Error {
  constructor(httpStatusCode) {
    super(`Unexpected HTTP response: ${httpStatusCode}`);
    this.httpStatusCode = httpStatusCode;
    Object.setPrototypeOf(this, new.target.prototype);
  }
};
var IS_WINDOWS = process.platform === "win32";
var IS_MAC = process.platform === "darwin";
var userAgent = "actions/tool-cache";
function downloadTool(url, dest, auth, headers) {
  return __awaiter3(this, void 0, void 0, function* () {
    dest = dest || path.join(_getTempDirectory(), crypto.randomUUID());
    yield mkdirP(path.dirname(dest));
    debug(`Downloading ${url}`);
    debug(`Destination ${dest}`);
    const maxAttempts = 3;
    const minSeconds = _getGlobal("TEST_DOWNLOAD_TOOL_RETRY_MIN_SECONDS", 10);
    const maxSeconds = _getGlobal("TEST_DOWNLOAD_TOOL_RETRY_MAX_SECONDS", 20);
    const retryHelper = new RetryHelper(maxAttempts, minSeconds, maxSeconds);
    return yield retryHelper.execute(() => __awaiter3(this, void 0, void 0, function* () {
      return yield downloadToolAttempt(url, dest || "", auth, headers);
    }), (err) => {
      if (err instanceof HTTPError && err.httpStatusCode) {
        if (err.httpStatusCode < 500 && err.httpStatusCode !== 408 && err.httpStatusCode !== 429) {
          return false;
        }
      }
      return true;
    });
  });
}
function downloadToolAttempt(url, dest, auth, headers) {
  return __awaiter3(this, void 0, void 0, function* () {
    if (fs2.existsSync(dest)) {
      throw new Error(`Destination file path ${dest} already exists`);
    }
    const http = new HttpClient(userAgent, [], {
      allowRetries: false
    });
    if (auth) {
      debug("set auth");
      if (headers === void 0) {
        headers = {};
      }
      headers.authorization = auth;
    }
    const response = yield http.get(url, headers);
    if (response.message.statusCode !== 200) {
      const err = new HTTPError(response.message.statusCode);
      debug(`Failed to download from "${url}". Code(${response.message.statusCode}) Message(${response.message.statusMessage})`);
      throw err;
    }
    const pipeline2 = util.promisify(stream.pipeline);
    const responseMessageFactory = _getGlobal("TEST_DOWNLOAD_TOOL_RESPONSE_MESSAGE_FACTORY", () => response.message);
    const readStream = responseMessageFactory();
    let succeeded = false;
    try {
      yield pipeline2(readStream, fs2.createWriteStream(dest));
      debug("download complete");
      succeeded = true;
      return dest;
    } finally {
      if (!succeeded) {
        debug("download failed");
        try {
          yield rmRF(dest);
        } catch (err) {
          debug(`Failed to delete '${dest}'. ${err.message}`);
        }
      }
    }
  });
}
function extract7z(file, dest, _7zPath) {
  return __awaiter3(this, void 0, void 0, function* () {
    (0, import_assert.ok)(IS_WINDOWS, "extract7z() not supported on current OS");
    (0, import_assert.ok)(file, 'parameter "file" is required');
    dest = yield _createExtractFolder(dest);
    const originalCwd = process.cwd();
    process.chdir(dest);
    if (_7zPath) {
      try {
        const logLevel = isDebug() ? "-bb1" : "-bb0";
        const args = [
          "x",
          // eXtract files with full paths
          logLevel,
          // -bb[0-3] : set output log level
          "-bd",
          // disable progress indicator
          "-sccUTF-8",
          // set charset for for console input/output
          file
        ];
        const options = {
          silent: true
        };
        yield exec(`"${_7zPath}"`, args, options);
      } finally {
        process.chdir(originalCwd);
      }
    } else {
      const escapedScript = path.join(__dirname, "..", "scripts", "Invoke-7zdec.ps1").replace(/'/g, "''").replace(/"|\n|\r/g, "");
      const escapedFile = file.replace(/'/g, "''").replace(/"|\n|\r/g, "");
      const escapedTarget = dest.replace(/'/g, "''").replace(/"|\n|\r/g, "");
      const command = `& '${escapedScript}' -Source '${escapedFile}' -Target '${escapedTarget}'`;
      const args = [
        "-NoLogo",
        "-Sta",
        "-NoProfile",
        "-NonInteractive",
        "-ExecutionPolicy",
        "Unrestricted",
        "-Command",
        command
      ];
      const options = {
        silent: true
      };
      try {
        const powershellPath = yield which("powershell", true);
        yield exec(`"${powershellPath}"`, args, options);
      } finally {
        process.chdir(originalCwd);
      }
    }
    return dest;
  });
}
function extractTar(file_1, dest_1) {
  return __awaiter3(this, arguments, void 0, function* (file, dest, flags = "xz") {
    if (!file) {
      throw new Error("parameter 'file' is required");
    }
    dest = yield _createExtractFolder(dest);
    debug("Checking tar --version");
    let versionOutput = "";
    yield exec("tar --version", [], {
      ignoreReturnCode: true,
      silent: true,
      listeners: {
        stdout: (data) => versionOutput += data.toString(),
        stderr: (data) => versionOutput += data.toString()
      }
    });
    debug(versionOutput.trim());
    const isGnuTar = versionOutput.toUpperCase().includes("GNU TAR");
    let args;
    if (flags instanceof Array) {
      args = flags;
    } else {
      args = [flags];
    }
    if (isDebug() && !flags.includes("v")) {
      args.push("-v");
    }
    let destArg = dest;
    let fileArg = file;
    if (IS_WINDOWS && isGnuTar) {
      args.push("--force-local");
      destArg = dest.replace(/\\/g, "/");
      fileArg = file.replace(/\\/g, "/");
    }
    if (isGnuTar) {
      args.push("--warning=no-unknown-keyword");
      args.push("--overwrite");
    }
    args.push("-C", destArg, "-f", fileArg);
    yield exec(`tar`, args);
    return dest;
  });
}
function extractXar(file_1, dest_1) {
  return __awaiter3(this, arguments, void 0, function* (file, dest, flags = []) {
    (0, import_assert.ok)(IS_MAC, "extractXar() not supported on current OS");
    (0, import_assert.ok)(file, 'parameter "file" is required');
    dest = yield _createExtractFolder(dest);
    let args;
    if (flags instanceof Array) {
      args = flags;
    } else {
      args = [flags];
    }
    args.push("-x", "-C", dest, "-f", file);
    if (isDebug()) {
      args.push("-v");
    }
    const xarPath = yield which("xar", true);
    yield exec(`"${xarPath}"`, _unique(args));
    return dest;
  });
}
function extractZip(file, dest) {
  return __awaiter3(this, void 0, void 0, function* () {
    if (!file) {
      throw new Error("parameter 'file' is required");
    }
    dest = yield _createExtractFolder(dest);
    if (IS_WINDOWS) {
      yield extractZipWin(file, dest);
    } else {
      yield extractZipNix(file, dest);
    }
    return dest;
  });
}
function extractZipWin(file, dest) {
  return __awaiter3(this, void 0, void 0, function* () {
    const escapedFile = file.replace(/'/g, "''").replace(/"|\n|\r/g, "");
    const escapedDest = dest.replace(/'/g, "''").replace(/"|\n|\r/g, "");
    const pwshPath = yield which("pwsh", false);
    if (pwshPath) {
      const pwshCommand = [
        `$ErrorActionPreference = 'Stop' ;`,
        `try { Add-Type -AssemblyName System.IO.Compression.ZipFile } catch { } ;`,
        `try { [System.IO.Compression.ZipFile]::ExtractToDirectory('${escapedFile}', '${escapedDest}', $true) }`,
        `catch { if (($_.Exception.GetType().FullName -eq 'System.Management.Automation.MethodException') -or ($_.Exception.GetType().FullName -eq 'System.Management.Automation.RuntimeException') ){ Expand-Archive -LiteralPath '${escapedFile}' -DestinationPath '${escapedDest}' -Force } else { throw $_ } } ;`
      ].join(" ");
      const args = [
        "-NoLogo",
        "-NoProfile",
        "-NonInteractive",
        "-ExecutionPolicy",
        "Unrestricted",
        "-Command",
        pwshCommand
      ];
      debug(`Using pwsh at path: ${pwshPath}`);
      yield exec(`"${pwshPath}"`, args);
    } else {
      const powershellCommand = [
        `$ErrorActionPreference = 'Stop' ;`,
        `try { Add-Type -AssemblyName System.IO.Compression.FileSystem } catch { } ;`,
        `if ((Get-Command -Name Expand-Archive -Module Microsoft.PowerShell.Archive -ErrorAction Ignore)) { Expand-Archive -LiteralPath '${escapedFile}' -DestinationPath '${escapedDest}' -Force }`,
        `else {[System.IO.Compression.ZipFile]::ExtractToDirectory('${escapedFile}', '${escapedDest}', $true) }`
      ].join(" ");
      const args = [
        "-NoLogo",
        "-Sta",
        "-NoProfile",
        "-NonInteractive",
        "-ExecutionPolicy",
        "Unrestricted",
        "-Command",
        powershellCommand
      ];
      const powershellPath = yield which("powershell", true);
      debug(`Using powershell at path: ${powershellPath}`);
      yield exec(`"${powershellPath}"`, args);
    }
  });
}
function extractZipNix(file, dest) {
  return __awaiter3(this, void 0, void 0, function* () {
    const unzipPath = yield which("unzip", true);
    const args = [file];
    if (!isDebug()) {
      args.unshift("-q");
    }
    args.unshift("-o");
    yield exec(`"${unzipPath}"`, args, { cwd: dest });
  });
}
function cacheDir(sourceDir, tool, version, arch2) {
  return __awaiter3(this, void 0, void 0, function* () {
    version = semver2.clean(version) || version;
    arch2 = arch2 || os2.arch();
    debug(`Caching tool ${tool} ${version} ${arch2}`);
    debug(`source dir: ${sourceDir}`);
    if (!fs2.statSync(sourceDir).isDirectory()) {
      throw new Error("sourceDir is not a directory");
    }
    const destPath = yield _createToolPath(tool, version, arch2);
    for (const itemName of fs2.readdirSync(sourceDir)) {
      const s = path.join(sourceDir, itemName);
      yield cp(s, destPath, { recursive: true });
    }
    _completeToolPath(tool, version, arch2);
    return destPath;
  });
}
function cacheFile(sourceFile, targetFile, tool, version, arch2) {
  return __awaiter3(this, void 0, void 0, function* () {
    version = semver2.clean(version) || version;
    arch2 = arch2 || os2.arch();
    debug(`Caching tool ${tool} ${version} ${arch2}`);
    debug(`source file: ${sourceFile}`);
    if (!fs2.statSync(sourceFile).isFile()) {
      throw new Error("sourceFile is not a file");
    }
    const destFolder = yield _createToolPath(tool, version, arch2);
    const destPath = path.join(destFolder, targetFile);
    debug(`destination file ${destPath}`);
    yield cp(sourceFile, destPath);
    _completeToolPath(tool, version, arch2);
    return destFolder;
  });
}
function find(toolName, versionSpec, arch2) {
  if (!toolName) {
    throw new Error("toolName parameter is required");
  }
  if (!versionSpec) {
    throw new Error("versionSpec parameter is required");
  }
  arch2 = arch2 || os2.arch();
  if (!isExplicitVersion(versionSpec)) {
    const localVersions = findAllVersions(toolName, arch2);
    const match = evaluateVersions(localVersions, versionSpec);
    versionSpec = match;
  }
  let toolPath = "";
  if (versionSpec) {
    versionSpec = semver2.clean(versionSpec) || "";
    const cachePath = path.join(_getCacheDirectory(), toolName, versionSpec, arch2);
    debug(`checking cache: ${cachePath}`);
    if (fs2.existsSync(cachePath) && fs2.existsSync(`${cachePath}.complete`)) {
      debug(`Found tool in cache ${toolName} ${versionSpec} ${arch2}`);
      toolPath = cachePath;
    } else {
      debug("not found");
    }
  }
  return toolPath;
}
function findAllVersions(toolName, arch2) {
  const versions = [];
  arch2 = arch2 || os2.arch();
  const toolPath = path.join(_getCacheDirectory(), toolName);
  if (fs2.existsSync(toolPath)) {
    const children = fs2.readdirSync(toolPath);
    for (const child of children) {
      if (isExplicitVersion(child)) {
        const fullPath = path.join(toolPath, child, arch2 || "");
        if (fs2.existsSync(fullPath) && fs2.existsSync(`${fullPath}.complete`)) {
          versions.push(child);
        }
      }
    }
  }
  return versions;
}
function getManifestFromRepo(owner_1, repo_1, auth_1) {
  return __awaiter3(this, arguments, void 0, function* (owner, repo, auth, branch = "master") {
    let releases = [];
    const treeUrl = `https://api.github.com/repos/${owner}/${repo}/git/trees/${branch}`;
    const http = new HttpClient("tool-cache");
    const headers = {};
    if (auth) {
      debug("set auth");
      headers.authorization = auth;
    }
    const response = yield http.getJson(treeUrl, headers);
    if (!response.result) {
      return releases;
    }
    let manifestUrl = "";
    for (const item of response.result.tree) {
      if (item.path === "versions-manifest.json") {
        manifestUrl = item.url;
        break;
      }
    }
    headers["accept"] = "application/vnd.github.VERSION.raw";
    let versionsRaw = yield (yield http.get(manifestUrl, headers)).readBody();
    if (versionsRaw) {
      versionsRaw = versionsRaw.replace(/^\uFEFF/, "");
      try {
        releases = JSON.parse(versionsRaw);
      } catch (_a) {
        debug("Invalid json");
      }
    }
    return releases;
  });
}
function findFromManifest(versionSpec_1, stable_1, manifest_1) {
  return __awaiter3(this, arguments, void 0, function* (versionSpec, stable, manifest, archFilter = os2.arch()) {
    const match = yield _findMatch(versionSpec, stable, manifest, archFilter);
    return match;
  });
}
function _createExtractFolder(dest) {
  return __awaiter3(this, void 0, void 0, function* () {
    if (!dest) {
      dest = path.join(_getTempDirectory(), crypto.randomUUID());
    }
    yield mkdirP(dest);
    return dest;
  });
}
function _createToolPath(tool, version, arch2) {
  return __awaiter3(this, void 0, void 0, function* () {
    const folderPath = path.join(_getCacheDirectory(), tool, semver2.clean(version) || version, arch2 || "");
    debug(`destination ${folderPath}`);
    const markerPath = `${folderPath}.complete`;
    yield rmRF(folderPath);
    yield rmRF(markerPath);
    yield mkdirP(folderPath);
    return folderPath;
  });
}
function _completeToolPath(tool, version, arch2) {
  const folderPath = path.join(_getCacheDirectory(), tool, semver2.clean(version) || version, arch2 || "");
  const markerPath = `${folderPath}.complete`;
  fs2.writeFileSync(markerPath, "");
  debug("finished caching tool");
}
function isExplicitVersion(versionSpec) {
  const c = semver2.clean(versionSpec) || "";
  debug(`isExplicit: ${c}`);
  const valid2 = semver2.valid(c) != null;
  debug(`explicit? ${valid2}`);
  return valid2;
}
function evaluateVersions(versions, versionSpec) {
  let version = "";
  debug(`evaluating ${versions.length} versions`);
  versions = versions.sort((a, b) => {
    if (semver2.gt(a, b)) {
      return 1;
    }
    return -1;
  });
  for (let i = versions.length - 1; i >= 0; i--) {
    const potential = versions[i];
    const satisfied = semver2.satisfies(potential, versionSpec);
    if (satisfied) {
      version = potential;
      break;
    }
  }
  if (version) {
    debug(`matched: ${version}`);
  } else {
    debug("match not found");
  }
  return version;
}
function _getCacheDirectory() {
  const cacheDirectory = process.env["RUNNER_TOOL_CACHE"] || "";
  (0, import_assert.ok)(cacheDirectory, "Expected RUNNER_TOOL_CACHE to be defined");
  return cacheDirectory;
}
function _getTempDirectory() {
  const tempDirectory = process.env["RUNNER_TEMP"] || "";
  (0, import_assert.ok)(tempDirectory, "Expected RUNNER_TEMP to be defined");
  return tempDirectory;
}
function _getGlobal(key, defaultValue) {
  const value = global[key];
  return value !== void 0 ? value : defaultValue;
}
function _unique(values) {
  return Array.from(new Set(values));
}
export {
  HTTPError,
  cacheDir,
  cacheFile,
  downloadTool,
  evaluateVersions,
  extract7z,
  extractTar,
  extractXar,
  extractZip,
  find,
  findAllVersions,
  findFromManifest,
  getManifestFromRepo,
  isExplicitVersion
};
//# sourceMappingURL=tool-cache-SAEOHR74.js.map
