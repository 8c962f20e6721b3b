import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/documents/data.ts
var isData = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

export {
  isData
};
//# sourceMappingURL=chunk-LHH4KVAW.js.map
