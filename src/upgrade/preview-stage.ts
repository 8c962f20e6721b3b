/**
 * The upgrade preview stage (`kyverno-compare-version`): the head's checks again with a second
 * Kyverno. Its comparison is imported only when a second Kyverno is installed.
 */
import type { Stage } from '../stage/stage.js';

export const previewStage: Stage = {
  name: 'upgrade preview',

  async after({ deps, head, rerunKyverno }, report) {
    if (!deps.compare) return;
    const { previewUpgrade } = await import('./preview.js');
    const preview = await previewUpgrade(
      { ...head.plan, rendered: head.run.rendered },
      {
        base: { kyverno: deps.kyverno, results: head.kyvernoResults },
        compare: deps.compare,
        rerun: (kyverno, part) => rerunKyverno(kyverno, part, part.rendered),
        logger: deps.logger,
      },
    );
    report.results.push(...preview.results);
    report.notices.push(...preview.notices);
  },
};
