/** Auto-detection's part of the report: what it found and which inputs it filled. */
import type { Stage } from '../stage/stage.js';

export const detectionStage: Stage = {
  name: 'detection',
  // Detection ran before the stages (it filled the inputs); the report says what it found.
  async after({ config }, report) {
    if (config.detection) report.detection = config.detection;
  },
};
