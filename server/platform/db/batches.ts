/** Large deletes in small statements. */

/**
 * Runs a bounded delete until a batch removes fewer rows than asked, and returns the total.
 * Each batch is its own statement and transaction, so a large backlog never holds locks (or,
 * on PGlite, the one connection) for long.
 */
export async function deleteInBatches(
  deleteBatch: (limit: number) => Promise<number>,
  batchSize = 1_000,
): Promise<number> {
  let total = 0;
  for (;;) {
    const removed = await deleteBatch(batchSize);
    total += removed;
    if (removed < batchSize) return total;
  }
}
