/** Retries an async action with fixed waits between attempts (injectable so tests stay fast). */
import { setTimeout as sleep } from 'node:timers/promises';

export interface RetryOptions {
  /** One wait per retry: `[1000, 3000]` means three attempts. */
  delaysMs: readonly number[];
  isRetryable: (error: unknown) => boolean;
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
}

export async function withRetry<T>(action: () => Promise<T>, options: RetryOptions): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      const delay = options.delaysMs[attempt - 1];
      if (delay === undefined || !options.isRetryable(error)) throw error;
      options.onRetry?.(error, attempt, delay);
      await sleep(delay);
    }
  }
}
