/**
 * For each fixture captured from the real Kyverno (test/fixtures/suggest/<case>/command.txt), the
 * suggestions planned for a pull request that adds the file, applied as GitHub applies them, give a
 * file whose documents deep-equal Kyverno's mutated objects, and only the suggested lines change.
 */
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { editManifest } from '../../../src/suggest/edit-manifest.js';
import { applySuggestions, planSuggestions, splitLines } from '../../../src/suggest/suggestions.js';
import { readCapture, SUGGEST_CASES } from '../../support/mutation-capture.js';

const parse = (text: string) =>
  parseAllDocuments(text, { version: '1.1' }).map((document) => document.toJS() as unknown);

/** Each fixture's suggestions: `start-end:` and the lines that replace them. */
const EXPECTED: Record<string, string[]> = {
  psm: [
    "8-8:\n    app: 'web'\n    team: platform",
    '14-14:\n    - containerPort: 80\n  securityContext:\n    runAsNonRoot: true',
  ],
  json6902: [
    '6-6:\n    restartPolicy: OnFailure',
    '10-10:\n          command: ["sh", "-c", "echo done"]\n    dnsConfig:\n        options:\n            - name: ndots\n              value: "1"',
  ],
  foreach: [
    '18-18:\n          image: shop/api:2.1\n          imagePullPolicy: IfNotPresent',
    '21-21:\n          imagePullPolicy: IfNotPresent',
  ],
  'mutating-policy': [
    '17-17:\n          image: example/agent:1.0\n      priorityClassName: system-node-critical',
  ],
  'multi-document': [
    '14-14:\n  namespace: apps\n  annotations:\n    owner: platform-team',
    '20-20:\n      targetPort: 8080\n  type: ClusterIP',
  ],
  comment: ['7-7:\n  replicas: 3 # scaled up for the launch'],
};

describe('suggestions for mutations captured from Kyverno', () => {
  it.each(SUGGEST_CASES)(
    '%s: the committed suggestions leave the mutated objects',
    async (name) => {
      const capture = await readCapture(name);
      expect(capture.mutations.length).toBeGreaterThan(0);
      const edit = editManifest(
        capture.head,
        capture.mutations.map(({ documentIndex, patch, mutated }) => ({
          documentIndex: documentIndex!,
          patch,
          mutated,
        })),
      );
      expect(edit.failed).toEqual([]);
      const lineCount = splitLines(capture.head).length;
      const plan = planSuggestions(capture.head, edit.text, [{ start: 1, end: lineCount }]);
      expect(plan.outside).toEqual([]);
      const committed = applySuggestions(capture.head, plan.inline);
      expect(committed).toBe(edit.text);
      expect(parse(committed)).toEqual(capture.expected);
      // Only the suggested lines change; every other line is the head's, byte for byte.
      expect(
        plan.inline.map(({ start, end, lines }) => `${start}-${end}:\n${lines.join('\n')}`),
      ).toEqual(EXPECTED[name]);
    },
  );
});
