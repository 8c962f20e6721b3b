/**
 * Every stage of a check, in order. The plan parts run in this order, then the run parts, then
 * the after-run parts. Adding a stage is one line here; its code lives in its feature's folder.
 */
import { baselineStage } from '../baseline/stage.js';
import { catalogStage } from '../catalog/stage.js';
import { coverageStage } from '../coverage/stage.js';
import { detectionStage } from '../detect/stage.js';
import { migrationStage } from '../migrate/report-stage.js';
import { applyStage } from '../run/apply-stage.js';
import { renderStage } from '../run/render-stage.js';
import { testStage } from '../run/test-stage.js';
import type { Stage } from '../stage/stage.js';
import { deprecationsStage } from '../upgrade/deprecations-stage.js';
import { previewStage } from '../upgrade/preview-stage.js';

export const STAGES: readonly Stage[] = [
  // Plans tests before renders, and renders before manifests (a rendered source is not a manifest).
  testStage,
  renderStage,
  applyStage,
  // After the run, in this order: each reads the results the one before it left.
  baselineStage,
  // Runs after the Kyverno stages (it reviews their rows); its warnings are not baselined.
  coverageStage,
  previewStage,
  catalogStage,
  deprecationsStage,
  migrationStage,
  detectionStage,
];
