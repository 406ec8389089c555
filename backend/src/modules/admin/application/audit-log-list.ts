import type { ListPage, ListWindow } from '../../../paging/list-window';
import type { AuditAction, AuditEntry } from '../domain/moderation';

export interface AuditWindow extends ListWindow {
  action?: AuditAction;
  targetType?: AuditEntry['targetType'];
}

/** The audit log as admins read it, searched, filtered and paged in SQL. */
export abstract class AuditLogList {
  /** `q` matches the notes, the target's label or the admin's username. */
  abstract page(window: AuditWindow): Promise<ListPage<AuditEntry>>;
}
