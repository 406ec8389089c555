/**
 * Runs work of one or several modules' use cases as one database transaction. Repositories
 * called inside `run` read and write through that transaction; a `run` inside another joins it.
 * Abstract so that use cases depend on this port, not on the database library.
 */
export abstract class TransactionRunner {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
