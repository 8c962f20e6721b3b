import type { RunReport } from '../model/report.js';
import { toStableReport } from '../model/stable-report.js';

/**
 * The JSON report file: one object, stable for other tools (schemaVersion 1):
 * `{ schemaVersion, kyvernoVersion, summary{pass,fail,warn,error,skip}, results[], skipped[], notices[], shard?, policies? }`;
 * a result of a rendered chart or kustomization carries `render{tool,root,values?}`.
 * Keys are written in a fixed order so files diff cleanly.
 */
export function renderJsonReport(report: RunReport): string {
  return `${JSON.stringify(toStableReport(report), null, 2)}\n`;
}
