import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  MAX_REVIEW_COMMENTS,
  REVIEW_BODY_LIMIT,
  SUPERSEDED,
  renderReviewBody,
  renderSuggestionComment,
  renderSuggestionsSection,
  renderSupersededBody,
  suggestionMarker
} from "./chunk-H5BOYRF5.js";
import "./chunk-ZJJMWXCG.js";
import "./chunk-GSWZM5HV.js";
import "./chunk-QBE5E75G.js";
import "./chunk-TXOLKLHR.js";
import "./chunk-DUEHMRHB.js";
export {
  MAX_REVIEW_COMMENTS,
  REVIEW_BODY_LIMIT,
  SUPERSEDED,
  renderReviewBody,
  renderSuggestionComment,
  renderSuggestionsSection,
  renderSupersededBody,
  suggestionMarker
};
//# sourceMappingURL=suggestions-EW3GA2VQ.js.map
