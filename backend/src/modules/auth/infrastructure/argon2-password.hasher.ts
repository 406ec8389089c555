import { availableParallelism } from 'node:os';
import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { PasswordHasher } from '../application/password-hasher';

/**
 * Runs at most `limit` tasks at once, the others in arrival order. Argon2 hashes on libuv's thread
 * pool (4 threads), which new database connections need too (pg's SCRAM key derivation runs
 * there): twenty logins at once queued a connection behind every hash, past the pool's 5-second
 * connect timeout (503). Hashing is CPU work, so more hashes at once than cores gain nothing.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** libuv's thread pool: 4 threads unless UV_THREADPOOL_SIZE says otherwise. */
const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;
/** As many hashes as cores, leaving two threads of the pool free for everything else. */
const HASHES_AT_ONCE = Math.max(1, Math.min(availableParallelism(), THREAD_POOL_SIZE - 2));

@Injectable()
export class Argon2PasswordHasher extends PasswordHasher {
  private readonly hashing = new ConcurrencyLimit(HASHES_AT_ONCE);

  hash(password: string): Promise<string> {
    return this.hashing.run(() => argon2.hash(password, { type: argon2.argon2id }));
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (hash === null) return false;
    try {
      return await this.hashing.run(() => argon2.verify(hash, password));
    } catch {
      return false;
    }
  }
}
