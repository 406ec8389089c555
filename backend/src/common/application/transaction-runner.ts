/**
 * Runs work of one or several modules' use cases as one database transaction. Repositories
 * called inside `run` read and write through that transaction; a `run` inside another joins it.
 * Abstract so that use cases depend on this port, not on the database library.
 */
export abstract class TransactionRunner {
  abstract run<T>(work: () => Promise<T>): Promise<T>;

  /**
   * Runs `work` so that, if it throws, what it wrote is undone while the surrounding transaction
   * goes on (a savepoint), and the error is thrown on; its `afterCommit` callbacks are dropped with
   * it. Outside a transaction it is `run`. For a side step that must not take its caller down.
   */
  abstract savepoint<T>(work: () => Promise<T>): Promise<T>;

  /**
   * Runs `callback` once the transaction the caller is in has committed (not at all if it rolls
   * back), or at once outside a transaction: for dropping in-memory state that must not be
   * refilled from before the commit.
   */
  abstract afterCommit(callback: () => void): void;
}
