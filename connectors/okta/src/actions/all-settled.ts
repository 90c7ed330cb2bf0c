/**
 * Like Promise.all, but waits for every call to finish before failing with the first error: a
 * read that fails never leaves a provider call running behind its answer (and its request log).
 */
export async function allSettled<const Calls extends readonly Promise<unknown>[]>(
  calls: Calls,
): Promise<{ -readonly [Index in keyof Calls]: Awaited<Calls[Index]> }> {
  const outcomes = await Promise.allSettled(calls);
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as { -readonly [Index in keyof Calls]: Awaited<Calls[Index]> };
}
