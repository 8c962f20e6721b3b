import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/merge/wording.ts
function listed(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
function mergeError(problems) {
  if (problems.length === 1) return new Error(`merge-results: ${problems[0]}`);
  return new Error(
    `merge-results: ${problems.length} problems with the shard results:
` + problems.map((problem) => `- ${problem}`).join("\n")
  );
}

export {
  listed,
  mergeError
};
//# sourceMappingURL=chunk-PZ3PRSQE.js.map
