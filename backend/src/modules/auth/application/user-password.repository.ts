/** The password hash column of `users`. */
export abstract class UserPasswordRepository {
  abstract setPasswordHash(userId: number, passwordHash: string): Promise<void>;
}
