/**
 * The inputs as a run sees them: the workflow's (or local mode's flags), then the configuration
 * file, then local mode's own defaults, then the input table's; auto-detection fills the detected
 * inputs still empty; readConfig validates the result.
 */
import { fileInputs, layerInputs, readConfigFile } from '../inputs/config-file.js';
import type { Config } from '../inputs/config.js';
import { readConfig, type Environment } from '../inputs/read.js';
import { InputReader, type InputSource } from '../inputs/reader.js';
import { INPUTS } from '../inputs/table.js';
import type { ProcessRunner } from '../process/run-process.js';
import { applyDetection, inputsToDetect, withWholeWorkspaceTests } from './apply.js';

export interface LoadOptions {
  /** Local mode's defaults, below the file (e.g. `scope: all`). */
  defaults?: InputSource;
  runner?: ProcessRunner;
}

/** Reads the configuration file and the inputs, detects what is left empty, and validates. */
export async function loadConfig(
  given: InputSource,
  env: Environment,
  options: LoadOptions = {},
): Promise<Config> {
  const file = await readConfigFile(env.workspace, given('config'));
  const layered = layerInputs(given, fileInputs(file), options.defaults ?? (() => ''));
  const configFile = file && { configFile: file.file };
  // Publishing earlier results checks nothing; neither does a run where every kind is set.
  const publishes = layered('merge-results').trim() !== '' || layered('results-file').trim() !== '';
  if (publishes) return readConfig(layered, env);
  // Only `tests` left to detect: that is `.`, and needs no listing of the tree.
  if (inputsToDetect(layered).every((name) => name === 'tests')) {
    return readConfig(withWholeWorkspaceTests(layered), env);
  }
  // Detection (a listing of the tree, `yaml` and `picomatch`) is loaded only when it runs.
  const { detect } = await import('./detect.js');
  const { manifestMatcher } = await import('../plan/manifests.js');
  const detected = await detect(env.workspace, {
    testFileName: layered('test-file-name').trim() || INPUTS['test-file-name'].default,
    ...(options.runner && { runner: options.runner }),
  });
  // Explicit `manifests`: detection leaves out the charts and kustomizations holding those files.
  const manifests = new InputReader(layered).list('manifests');
  const selects =
    manifests.length > 0 ? await manifestMatcher(env.workspace, manifests) : undefined;
  const { input, report } = applyDetection(layered, detected, selects);
  const config = readConfig(input, env);
  return {
    ...config,
    warnings: [...config.warnings, ...report.notices],
    detection: { ...report, ...configFile },
  };
}
