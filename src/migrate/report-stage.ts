/**
 * `migration-report`: the legacy policies of the run's policy and test paths, converted and
 * proven, for the report's Migration section; each deprecation finding of such a policy says
 * whether it converts cleanly. The converter and prover are imported only with `migration-report`.
 */
import path from 'node:path';
import { stableMigration } from '../model/stable-report.js';
import { isGitUrl } from '../plan/suites.js';
import type { Stage } from '../stage/stage.js';
import { addMigrationNotes } from './report-notes.js';

export const migrationStage: Stage = {
  name: 'migration notes',

  async after({ config, deps, head }, report) {
    if (!config.report.migrationReport) return;
    const { migrate } = await import('./migrate.js');
    const paths = [...config.apply.policies, ...config.tests.dirs].filter(
      (p) => !isGitUrl(p) && !/[*?[{]/.test(p),
    );
    const entries = await migrate({
      paths: paths.length > 0 ? paths : ['.'],
      cwd: config.workspace,
      manifests: head.plan.manifestFiles.map((file) => path.resolve(config.workspace, file)),
      kyverno: deps.kyverno.path,
    });
    const migration = entries.map(stableMigration);
    report.migration = migration;
    report.results = addMigrationNotes(report.results, migration);
  },
};
