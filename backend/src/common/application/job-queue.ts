export interface JobOptions {
  /** Run the job no earlier than this many seconds from now. */
  startAfterSeconds?: number;
  /** On a queue handled with `onePendingPerKey`: dropped while a job with this key is waiting to run. */
  singletonKey?: string;
}

export type JobHandler<Data> = (data: Data) => Promise<void>;

export interface QueueOptions {
  /**
   * At most one job per singleton key waits to run (a running one does not count): a recurring job
   * that every instance schedules at start, and each run schedules again, exists once.
   */
  onePendingPerKey?: boolean;
}

/**
 * Background work kept in PostgreSQL. `enqueue` inside `TransactionRunner.run` joins that
 * transaction, so a change that rolls back enqueues nothing; outside one it commits at once.
 * Every instance works the queues (a job runs on one instance at a time); a handler that throws
 * is retried with backoff, so handlers must be idempotent.
 */
export abstract class JobQueue {
  abstract enqueue(queue: string, data: object, options?: JobOptions): Promise<void>;
  /** Registers the handler of a queue; call it while modules initialise, before the app listens. */
  abstract handle<Data>(queue: string, handler: JobHandler<Data>, options?: QueueOptions): void;
}
