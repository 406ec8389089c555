/**
 * Handlers other modules register for an event of the module that owns it, so the owner runs
 * them without knowing who they are (the dependency points from the handler to the owner).
 * They run one after another, in registration order, in the caller's transaction.
 */
export class HandlerRegistry<Args extends unknown[], Result> {
  private readonly handlers: { handle(...args: Args): Promise<Result> }[] = [];

  register(handler: { handle(...args: Args): Promise<Result> }): void {
    this.handlers.push(handler);
  }

  async handle(...args: Args): Promise<Result[]> {
    const results: Result[] = [];
    for (const handler of this.handlers) results.push(await handler.handle(...args));
    return results;
  }
}
