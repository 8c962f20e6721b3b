import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/inputs/spec.ts
var inFile = (spec) => !spec.secret && !spec.notInFile;

export {
  inFile
};
//# sourceMappingURL=chunk-5HNOJ7BE.js.map
