import type { Actor, AuditEntry } from '../domain/moderation';

export type NewAuditEntry = Omit<AuditEntry, 'id' | 'adminId' | 'adminUsername' | 'createdAt'> & { actor: Actor };

/** The moderation audit log: the admin module's own table. */
export abstract class AuditLogRepository {
  abstract record(entry: NewAuditEntry): Promise<void>;
}
