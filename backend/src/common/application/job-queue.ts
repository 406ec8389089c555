export interface JobOptions {
  /** Run the job no earlier than this many seconds from now. */
  startAfterSeconds?: number;
}

export type JobHandler<Data> = (data: Data) => Promise<void>;

/**
 * Background work kept in PostgreSQL. `enqueue` inside `TransactionRunner.run` joins that
 * transaction, so a change that rolls back enqueues nothing; outside one it commits at once.
 * Every instance works the queues (a job runs on one instance at a time); a handler that throws
 * is retried with backoff, so handlers must be idempotent.
 */
export abstract class JobQueue {
  abstract enqueue(queue: string, data: object, options?: JobOptions): Promise<void>;
  /** Registers the handler of a queue; call it while modules initialise, before the app listens. */
  abstract handle<Data>(queue: string, handler: JobHandler<Data>): void;
}
