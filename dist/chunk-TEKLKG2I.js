import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  require_satisfies,
  require_valid
} from "./chunk-JGL2GAG7.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/install/signature.ts
var import_satisfies = __toESM(require_satisfies(), 1);
var import_valid = __toESM(require_valid(), 1);
var SIGNATURE_ASSET = "checksums.txt.sigstore.json";
var GITHUB_OIDC_ISSUER = "https://token.actions.githubusercontent.com";
var releaseWorkflowIdentity = (tag) => `https://github.com/kyverno/kyverno/.github/workflows/release.yaml@refs/tags/${tag}`;
var SIGNED_RANGE = ">=1.16.4 <1.17.0 || >=1.17.2";
function isSignedRelease(version) {
  return (0, import_valid.default)(version) !== null && (0, import_satisfies.default)(version, SIGNED_RANGE);
}
function signaturePolicy(mode, version) {
  if (mode === "false") return "skip";
  if (isSignedRelease(version)) return "require";
  return mode === "true" ? "refuse" : "warn";
}
var unsignedWarning = (tag) => `Kyverno ${tag} is not signed with a Sigstore bundle (Kyverno signs its releases with bundles since 1.16.4, 1.17.2 and 1.18.0), so its signature is not verified. Use a newer kyverno-version, or set verify-signature: false to silence this warning.`;
var unsignedRefusal = (tag) => `verify-signature is true, but Kyverno ${tag} is not signed with a Sigstore bundle (Kyverno signs its releases with bundles since 1.16.4, 1.17.2 and 1.18.0). Use a newer kyverno-version, or set verify-signature: auto to install older releases with a warning.`;
var missingBundle = (tag, url) => `Kyverno ${tag} must be signed, but ${url} is missing (404). Kyverno publishes ${SIGNATURE_ASSET} with every release since 1.16.4, 1.17.2 and 1.18.0; a mirror (kyverno-release-url) must serve it beside the archive. The archive was not downloaded. Set verify-signature: false only if you trust the source.`;

export {
  SIGNATURE_ASSET,
  GITHUB_OIDC_ISSUER,
  releaseWorkflowIdentity,
  signaturePolicy,
  unsignedWarning,
  unsignedRefusal,
  missingBundle
};
//# sourceMappingURL=chunk-TEKLKG2I.js.map
