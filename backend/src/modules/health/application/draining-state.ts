import { Injectable } from '@nestjs/common';

/**
 * Set when the instance has been asked to stop: from then on it reports not ready, so load
 * balancers send new requests elsewhere while it still serves what reaches it.
 */
@Injectable()
export class DrainingState {
  private draining = false;

  get isDraining(): boolean {
    return this.draining;
  }

  start(): void {
    this.draining = true;
  }
}
