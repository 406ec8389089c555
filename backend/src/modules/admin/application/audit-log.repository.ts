import type { Actor, AuditEntry, AuditValues } from '../domain/moderation';

/** Every new entry says what it changed: `before` and `after` are required (`{}` where nothing was set before). */
export type NewAuditEntry = Omit<AuditEntry, 'id' | 'adminId' | 'adminUsername' | 'createdAt' | 'before' | 'after'> & {
  actor: Actor;
  before: AuditValues;
  after: AuditValues;
};

/** The moderation audit log: the admin module's own table. */
export abstract class AuditLogRepository {
  abstract record(entry: NewAuditEntry): Promise<void>;
}
