import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  require_child_process
} from "./chunk-3NEPW2EG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/process/run-process.ts
var import_node_child_process = __toESM(require_child_process(), 1);
var runProcess = (command, args, options = {}) => new Promise((resolve, reject) => {
  const child = (0, import_node_child_process.spawn)(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    shell: false,
    // No stdin unless there is input: some programs read a piped stdin as their input.
    stdio: [options.input === void 0 ? "ignore" : "pipe", "pipe", "pipe"],
    windowsHide: true
  });
  if (options.input !== void 0) {
    child.stdin.on("error", () => void 0);
    child.stdin.end(options.input);
  }
  const stdout = [];
  const stderr = [];
  let timedOut = false;
  const timer = options.timeoutMs === void 0 ? void 0 : setTimeout(() => {
    timedOut = true;
    child.kill("SIGKILL");
  }, options.timeoutMs);
  child.stdout.on("data", (chunk) => stdout.push(chunk));
  child.stderr.on("data", (chunk) => stderr.push(chunk));
  child.on("error", (error) => {
    clearTimeout(timer);
    reject(new Error(`could not run ${command}: ${error.message}`, { cause: error }));
  });
  child.on("close", (code, signal) => {
    clearTimeout(timer);
    const bytes = Buffer.concat(stdout);
    resolve({
      exitCode: code ?? (signal ? 128 : 1),
      stdout: bytes.toString("utf8"),
      stderr: Buffer.concat(stderr).toString("utf8"),
      timedOut,
      ...options.bytes && { stdoutBytes: bytes }
    });
  });
});

export {
  runProcess
};
//# sourceMappingURL=chunk-FE3IYDYG.js.map
