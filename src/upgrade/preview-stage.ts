/** The upgrade preview stage (`kyverno-compare-version`): the head's checks again with a second Kyverno. */
import type { Stage } from '../stage/stage.js';
import { previewUpgrade } from './preview.js';

export const previewStage: Stage = {
  name: 'upgrade preview',

  async after({ deps, head, rerunKyverno }, report) {
    if (!deps.compare) return;
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
