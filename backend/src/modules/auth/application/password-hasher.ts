export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  /** False for an account without a password (null): no password matches it. */
  abstract verify(hash: string | null, password: string): Promise<boolean>;
}
