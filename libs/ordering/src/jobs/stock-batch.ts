import type { StockReconciliation } from './ordering-reactor';

/**
 * Reconciles every order of a batch job at once (their order and sale reads, and their appends,
 * share statements). An order that fails is handed to `retryAlone`, to be retried as a job of its
 * own with the queue's retry policy: one bad order neither holds up nor repeats the others. Only
 * when that hand-over fails does the batch job fail (and is retried whole, which is harmless).
 */
export async function reconcileStockBatch(
  orders: readonly StockReconciliation[],
  reconcile: (orderId: string) => Promise<unknown>,
  retryAlone: (failed: StockReconciliation[], errors: unknown[]) => Promise<void>,
): Promise<void> {
  const outcomes = await Promise.allSettled(orders.map((order) => reconcile(order.orderId)));
  const failed: StockReconciliation[] = [];
  const errors: unknown[] = [];
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'rejected') {
      failed.push(orders[index]);
      errors.push(outcome.reason);
    }
  });
  if (failed.length > 0) await retryAlone(failed, errors);
}
