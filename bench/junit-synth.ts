/**
 * Synthesises the stdout of `kyverno test <folders> -o junit --detailed-results --remove-color`
 * (the command the action runs) line for line as Kyverno v1.19.0 prints it (`printOutputFormats`
 * in commands/test/output.go; compare test/fixtures/kyverno-output/outcomes-detailed.stdout), with
 * its quirks: one XML document per test file between `Loading test  ( … ) ...` progress lines;
 * suites in random order (Kyverno ranges over a Go map); nothing escaped, so messages carry raw
 * `<`, `&`, quotes and `]]>` into attributes, failure text and CDATA; `Result: Fail` running
 * into `Message:` on one line; expected skips, `Excluded` and `Invalid Policy` rows shown as
 * passes; `autogen-` rule names; cluster-scoped resources with `//`; multi-line diff messages.
 */

export interface SynthesisedOutput {
  stdout: string;
  /** Workspace-relative test files, in the order Kyverno loaded them. */
  files: string[];
  testcases: number;
  failures: number;
}

interface Row {
  rule: string;
  resource: string;
  reason: string;
  failed: boolean;
  message: string;
}

const UNESCAPED = 'replicas <= 3 & "small" only ]]> see <docs> & \'quotes\'';
const INVALID_POLICY =
  'only select variables are allowed in background mode. Set spec.background=false to disable ' +
  'background mode for this policy rule: variable {{request.userInfo.username}} is not allowed ';

/** Twenty row shapes, cycled: mostly passes, as in real suites, and every quirk above. */
function row(policy: string, rule: string, index: number): Row {
  const name = `app-${index}`;
  const ns = `team-${index % 7}`;
  const violation = `validation error: ${UNESCAPED}. rule ${rule} failed at path /spec/replicas/`;
  const diff = [
    `Resource diff for ${policy}:`,
    '--- expected',
    '+++ actual',
    '-  image: "nginx:1.27" <pinned>',
    '+  image: "nginx:latest" & ]]> unpinned',
  ].join('\n');
  const shapes: Partial<Record<number, Partial<Row>>> = {
    // An expected `fail` that failed: Kyverno shows it as `Ok`, with the violation as message.
    12: { message: violation },
    13: { reason: 'Excluded', message: 'Excluded' },
    14: { reason: 'Invalid Policy', message: INVALID_POLICY },
    15: { reason: 'Want pass, got fail', failed: true, message: violation },
    16: { reason: 'Not found', failed: true, message: 'Not found' },
    17: {
      rule: `autogen-${rule}`,
      resource: `apps/v1/Deployment/${ns}/${name}`,
      message: `validation rule 'autogen-${rule}' passed.`,
    },
    18: { resource: `v1/Namespace//${name}` },
    19: { reason: 'Resource diff', failed: true, message: diff },
  };
  return {
    rule,
    resource: `v1/Pod/${ns}/${name}`,
    reason: 'Ok',
    failed: false,
    message: `validation rule '${rule}' passed.`,
    ...shapes[index % 20],
  };
}

function testcase(policy: string, { rule, resource, reason, failed, message }: Row): string[] {
  const head = `  <testcase classname="${rule}" name="${resource}">`;
  const fields = [`    Policy: ${policy}`, `    Rule: ${rule}`, `    Resource: ${resource}`];
  if (failed) {
    return [
      head,
      `   <failure message="${reason}">`,
      ...fields,
      `    Result: Fail    Message: ${message}`,
      '   </failure>',
      '  </testcase>',
    ];
  }
  return [
    head,
    '   <system-out><![CDATA[',
    `    Reason: ${reason}`,
    ...fields,
    `    Message: ${message}`,
    '   ]]></system-out>',
    '  </testcase>',
  ];
}

/** Fisher-Yates with a fixed linear congruential generator, so every run parses the same text. */
function shuffler(seed: number): <T>(items: T[]) => T[] {
  let state = seed;
  return (items) => {
    for (let i = items.length - 1; i > 0; i--) {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      const j = Math.floor((state / 2 ** 31) * (i + 1));
      [items[i], items[j]] = [
        items[j] as (typeof items)[number],
        items[i] as (typeof items)[number],
      ];
    }
    return items;
  };
}

const plural = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;

export function synthesiseKyvernoOutput(
  testcases: number,
  perFile = 100,
  policiesPerFile = 4,
): SynthesisedOutput {
  const shuffle = shuffler(17_559);
  const lines: string[] = [];
  const files: string[] = [];
  let failures = 0;
  for (let start = 0, fileIndex = 0; start < testcases; start += perFile, fileIndex++) {
    const file = `policies/policy-${String(fileIndex).padStart(4, '0')}/.kyverno-test/kyverno-test.yaml`;
    files.push(file);
    const count = Math.min(perFile, testcases - start);
    const suites = new Map<string, Row[]>();
    for (let i = 0; i < count; i++) {
      const policy = `policy-${fileIndex}-${i % policiesPerFile}`;
      const rows = suites.get(policy) ?? [];
      rows.push(row(policy, `rule-${i % 3}`, start + i));
      suites.set(policy, rows);
    }
    const order = shuffle([...suites.entries()]);
    const failed = count - [...suites.values()].flat().filter((r) => !r.failed).length;
    failures += failed;
    lines.push(
      `Loading test  ( ${file} ) ...`,
      '  Loading values/variables ...',
      '  Loading policies ...',
      '  Loading resources ...',
      '  Loading exceptions ...',
      `  Applying ${plural(suites.size, 'policy', 'policies')} to ${plural(count, 'resource', 'resources')} with 0 exceptions ...`,
      '  Checking results ...',
      '',
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<testsuites tests="${count}" failures="${failed}">`,
    );
    for (const [policy, rows] of order) {
      const suiteFailures = rows.filter((r) => r.failed).length;
      lines.push(
        ` <testsuite name="${policy}" tests="${rows.length}" failures="${suiteFailures}">`,
      );
      for (const r of rows) lines.push(...testcase(policy, r));
      lines.push(' </testsuite>');
    }
    lines.push('</testsuites>', '');
  }
  lines.push(
    '',
    `Test Summary: ${testcases - failures} tests passed and ${failures} tests failed`,
    '',
  );
  return { stdout: `${lines.join('\n')}\n`, files, testcases, failures };
}
