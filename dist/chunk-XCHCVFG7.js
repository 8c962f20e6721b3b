import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/changes/pull-files.ts
var PULL_FILES_LIMIT = 3e3;
async function pullRequestFiles(list, pull) {
  if (pull.changedFiles !== void 0 && pull.changedFiles > PULL_FILES_LIMIT) {
    return { ok: false, reason: tooMany(pull.changedFiles) };
  }
  const listed = await list(pull.number);
  if (!listed.ok) return listed;
  if (listed.capped && (pull.changedFiles === void 0 || pull.changedFiles > listed.files.length)) {
    return { ok: false, reason: tooMany(pull.changedFiles) };
  }
  return { ok: true, changes: listed.files };
}
function tooMany(count) {
  const files = count === void 0 ? `at least ${PULL_FILES_LIMIT}` : String(count);
  return `the pull request has ${files} files and the GitHub API lists only the first ${PULL_FILES_LIMIT}`;
}

export {
  PULL_FILES_LIMIT,
  pullRequestFiles
};
//# sourceMappingURL=chunk-XCHCVFG7.js.map
