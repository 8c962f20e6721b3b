/**
 * What auto-detection found in the repository and what it left out, for the run's report. The
 * kinds are the inputs detection fills when they are left empty.
 */

export const DETECTED_INPUTS = [
  'policies',
  'tests',
  'helm-charts',
  'kustomizations',
  'manifests',
] as const;
export type DetectedInput = (typeof DETECTED_INPUTS)[number];

/** Something found that will not be checked, with the one-line reason. */
export interface NotChecked {
  what: 'policy' | 'chart' | 'kustomization';
  /** Workspace-relative file or folder. */
  path: string;
  reason: string;
}

export interface DetectionReport {
  /** How many files git listed (tracked, and untracked but not ignored). */
  files: number;
  /** Why the tree could not be listed (no detection then). */
  problem?: string;
  /**
   * Everything found, by input: policy files, suite files, chart folders, kustomization roots,
   * manifest files (workspace-relative, sorted).
   */
  found: Record<DetectedInput, string[]>;
  /** The inputs whose found list is what runs (the others were set or `none`). */
  used: DetectedInput[];
  notChecked: NotChecked[];
  /** Files not read, and why (over the size cap, binary, a symlink leaving the workspace). */
  skipped: { file: string; reason: string }[];
  /** YAML files holding Kubernetes objects left out of `manifests` (or `policies`), by why. */
  leftOut: {
    suiteFiles: number;
    chartFiles: number;
    kustomizeSources: number;
    hidden: number;
    /** Policy files in hidden folders, left out of `policies` as Kyverno leaves them out. */
    hiddenPolicies: number;
  };
  /** Sentences for the report (e.g. objects found but no policy to check them against). */
  notices: string[];
  /** The configuration file read, workspace-relative; absent when none. */
  configFile?: string;
}
