/** `a`, `a and b`, `a, b and c`: for naming files and shards in messages. */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** One problem on one line; several as a list under a heading. */
export function mergeError(problems: readonly string[]): Error {
  if (problems.length === 1) return new Error(`merge-results: ${problems[0]}`);
  return new Error(
    `merge-results: ${problems.length} problems with the shard results:\n` +
      problems.map((problem) => `- ${problem}`).join('\n'),
  );
}
