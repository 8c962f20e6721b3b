import { describe, expect, it } from 'vitest';
import type { DetectionReport } from '../../../src/model/detection.js';
import {
  detectionLine,
  detectionSection,
  LIST_LIMIT,
} from '../../../src/report/detection-section.js';

const report = (extra: Partial<DetectionReport> = {}): DetectionReport => ({
  files: 1234,
  found: {
    policies: ['policies/a.yaml'],
    tests: [],
    'helm-charts': ['charts/web'],
    kustomizations: ['deploy/prod'],
    manifests: ['m/one.yaml', 'm/two.yaml'],
  },
  used: ['policies', 'tests', 'helm-charts', 'kustomizations'],
  notChecked: [
    {
      what: 'chart',
      path: 'charts/web/charts/cache',
      reason: 'vendored under the chart charts/web',
    },
  ],
  skipped: [{ file: 'dump.yaml', reason: '50.0 MB, over the 5 MB limit; not read' }],
  leftOut: { suiteFiles: 2, chartFiles: 3, kustomizeSources: 0, hidden: 1, hiddenPolicies: 2 },
  notices: [],
  configFile: '.kyverno-policy-check.yaml',
  ...extra,
});

describe('the auto-detection section', () => {
  it('counts each kind, says which were detected, lists them collapsed, and says how to narrow', () => {
    expect(detectionSection(report())).toBe(
      [
        '### Auto-detection',
        '',
        'Searched 1,234 files that git lists (ignored files and `.github/` left out). Settings from `.kyverno-policy-check.yaml`.',
        '',
        '| Found | Count | Checked |',
        '| --- | ---: | --- |',
        '| Policy files | 1 | detected |',
        '| Test suites | 0 | detected |',
        '| Helm charts | 1 | detected |',
        '| Kustomization roots | 1 | detected |',
        '| Manifest files | 2 | `manifests` is set, so it decides |',
        '',
        '<details><summary>Policy files (1)</summary>',
        '',
        '- `policies/a.yaml`',
        '',
        '</details>',
        '',
        '<details><summary>Helm charts (1)</summary>',
        '',
        '- `charts/web`',
        '',
        '</details>',
        '',
        '<details><summary>Kustomization roots (1)</summary>',
        '',
        '- `deploy/prod`',
        '',
        '</details>',
        '',
        '<details><summary>Manifest files (2)</summary>',
        '',
        '- `m/one.yaml`',
        '- `m/two.yaml`',
        '',
        '</details>',
        '',
        "Not counted as manifests (they are checked another way, or are tools' own files): 2 files suites list, 3 chart files, 1 file in a hidden folder.",
        '',
        "Not counted as policies: 2 policy files in hidden folders (tools' own files, such as `.chainsaw-test/` assertions; Kyverno skips hidden folders too).",
        '',
        'Found but not checked (1):',
        '',
        '- chart `charts/web/charts/cache`: vendored under the chart charts/web',
        '',
        'Not read (1):',
        '',
        '- `dump.yaml`: 50\\.0 MB, over the 5 MB limit; not read',
        '',
        'To narrow the search, set the inputs (or the keys of `.kyverno-policy-check.yaml`) to the paths or globs to check, `!GLOB` to leave some out, or `none` to turn a kind off; `npx kyverno-policy-check init` writes a starter file listing what was found.',
        '',
        '',
      ].join('\n'),
    );
  });

  it('escapes paths a pull request may add, and caps each list', () => {
    const many = Array.from({ length: LIST_LIMIT + 5 }, (_, index) => `m/${index}.yaml`);
    const text = detectionSection(
      report({
        found: { ...report().found, policies: ['<img src=x>/*evil*.yaml'], manifests: many },
      }),
    );
    expect(text).toContain('- `&lt;img src=x&gt;/\\*evil\\*.yaml`');
    expect(text).toContain('- … and 5 more');
    expect(text).not.toContain('<img');
  });

  it('is empty when detection did not run, and says why when it could not list', () => {
    expect(detectionSection(undefined)).toBe('');
    expect(
      detectionSection(report({ problem: 'git ls-files failed: fatal: not a git repository' })),
    ).toContain('Nothing was detected: git ls-files failed: fatal: not a git repository.');
  });
});

describe("local mode's detection line", () => {
  it('names what was detected and where the settings came from', () => {
    expect(detectionLine(report())).toBe(
      'Detected 1 policy file, 0 test suites, 1 Helm chart, 1 kustomization root (settings from .kyverno-policy-check.yaml).',
    );
    expect(detectionLine(report({ used: [] }))).toBeUndefined();
    expect(detectionLine(report({ problem: 'no git' }))).toBeUndefined();
  });
});
