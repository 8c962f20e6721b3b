/**
 * The environment of the Kyverno processes. Kyverno is a Go program, and Go collects garbage each
 * time the heap doubles (`GOGC=100`); `kyverno test` and `kyverno apply` allocate a lot for their
 * size and spend a large share of their CPU in that collector. `GOGC=800` lets the heap grow nine
 * times between collections. Measured on the shared corpus, the test stage's two processes used
 * about 30% less CPU with `GOGC=400` than with the default, and 5% less again with 800 (3.7 s
 * against 3.9 s, 6 alternating rounds; bench/RESULTS.md); each peaked near 0.5 GB. `GOMEMLIMIT`,
 * a soft limit, keeps the larger heaps within half the machine's memory shared among the
 * processes running at once: near it, Go collects as often as it must.
 * A user who sets either variable keeps their own settings.
 */
import os from 'node:os';

export const KYVERNO_GOGC = '800';

export function kyvernoEnvironment(
  env: NodeJS.ProcessEnv,
  processes: number,
  totalMemory: number = os.totalmem(),
): NodeJS.ProcessEnv {
  if (env.GOGC !== undefined || env.GOMEMLIMIT !== undefined) return env;
  const share = totalMemory / 2 / Math.max(1, Math.floor(processes));
  return {
    ...env,
    GOGC: KYVERNO_GOGC,
    GOMEMLIMIT: `${Math.max(64, Math.floor(share / 2 ** 20))}MiB`,
  };
}
