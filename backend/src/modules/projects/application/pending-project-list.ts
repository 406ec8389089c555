import type { ListPage, ListWindow } from '../../../paging/list-window';
import type { ProjectCategory } from '../domain/project';

export interface PendingProjectRow {
  id: number;
  name: string;
  category: ProjectCategory;
  description: string;
  website: string | null;
  createdAt: Date;
}

export interface PendingProjectWindow extends ListWindow {
  category?: ProjectCategory;
}

/**
 * Listed directory projects waiting for verification, searched and paged in SQL; and the verified
 * ones, the rows an admin takes the Verified badge back from.
 */
export abstract class PendingProjectList {
  /** `q` matches the name or description. */
  abstract page(window: PendingProjectWindow): Promise<ListPage<PendingProjectRow>>;
  /** Listed verified projects, filtered and paged the same way. */
  abstract verifiedPage(window: PendingProjectWindow): Promise<ListPage<PendingProjectRow>>;
  /** How many the same window matches that were created before `createdBefore` (never cached: time moves on). */
  abstract overdueCount(window: PendingProjectWindow, createdBefore: Date): Promise<number>;
}
