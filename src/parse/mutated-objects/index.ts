export { changeOf, withoutCliChanges, type ObjectChange } from './change.js';
export { readWrittenObjects, parseWritten, isObject } from './read.js';
export type { JsonObject, WrittenObjects } from './read.js';
export { yamlDiff } from './yaml-diff.js';
export { attributeSteps, isMutateResult, mutatingPolicies } from './makers.js';
export type { LoadedPolicy, MutatingPolicies } from './makers.js';
export { inOrderOf, normaliseForTest } from './normalise.js';
