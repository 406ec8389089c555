import type { NextFunction, Request, Response } from 'express';

/**
 * During shutdown, every response still to be sent asks the client to close its connection,
 * so keep-alive connections end with their last response instead of lingering until timeout.
 */
export class ConnectionDrain {
  private readonly pending = new Set<Response>();
  private draining = false;

  readonly middleware = (_request: Request, response: Response, next: NextFunction): void => {
    if (this.draining) {
      response.setHeader('Connection', 'close');
    } else {
      this.pending.add(response);
      response.on('close', () => this.pending.delete(response));
    }
    next();
  };

  start(): void {
    this.draining = true;
    for (const response of this.pending) {
      if (!response.headersSent) response.setHeader('Connection', 'close');
    }
  }
}
