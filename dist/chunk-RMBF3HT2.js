import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/model/report.ts
function byPolicyLocation(a, b) {
  const fileA = a.file ?? "";
  const fileB = b.file ?? "";
  if (fileA !== fileB) return fileA < fileB ? -1 : 1;
  return (a.line ?? 0) - (b.line ?? 0);
}
function policyFinder(policies) {
  const exact = /* @__PURE__ */ new Map();
  const byName = /* @__PURE__ */ new Map();
  for (const info of policies ?? []) {
    const key = info.namespace ? `${info.namespace}/${info.name}` : info.name;
    if (!exact.has(key)) exact.set(key, info);
    if (!byName.has(info.name)) byName.set(info.name, info);
  }
  return (policy) => {
    if (!policy) return void 0;
    return exact.get(policy) ?? byName.get(policy.split("/").at(-1) ?? policy);
  };
}

export {
  byPolicyLocation,
  policyFinder
};
//# sourceMappingURL=chunk-RMBF3HT2.js.map
