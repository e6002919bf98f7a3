import { Job, Worker } from 'bullmq';

/**
 * Resolves with a job's return value once the worker completes it. Register it before adding the
 * job: queues that remove completed jobs (mail) leave nothing for Job.waitUntilFinished to find.
 */
export function jobCompletion<Data>(worker: Worker<Data>, id: string, timeoutMs = 10_000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const onCompleted = (job: Job<Data>, result: unknown) => {
      if (job.id !== id) return;
      clearTimeout(timer);
      worker.off('completed', onCompleted);
      resolve(result);
    };
    const timer = setTimeout(() => {
      worker.off('completed', onCompleted);
      reject(new Error(`job ${id} did not complete within ${timeoutMs} ms`));
    }, timeoutMs);
    worker.on('completed', onCompleted);
  });
}
