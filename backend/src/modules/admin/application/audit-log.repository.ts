import type { Actor, AuditEntry, AuditValues, SystemActor } from '../domain/moderation';

/** Every new entry says what it changed: `before` and `after` are required (`{}` where nothing was set before). */
export type NewAuditEntry = Omit<AuditEntry, 'id' | 'adminId' | 'adminUsername' | 'createdAt' | 'before' | 'after'> & {
  /** An admin, or the system for a change no admin made (a payment settled on chain). */
  actor: Actor | SystemActor;
  before: AuditValues;
  after: AuditValues;
};

/** The moderation audit log: the admin module's own table. */
export abstract class AuditLogRepository {
  abstract record(entry: NewAuditEntry): Promise<void>;
}
