import { Injectable } from '@nestjs/common';
import { readAll, type ListPage } from '../../../paging/list-window';
import { toCsv } from '../../admin/domain/csv';
import { QueueReviewState, type ReviewState } from '../../claims/application/queue-review-state';
import { reviewTargetHours } from '../../../kernel/lifecycle/review-target';
import { LISTING_TYPES, type ListingType, type ProjectSubmission } from '../domain/project-submission';
import { SubmissionAdminLists, type ProjectSubmissionWindow } from './submission-admin-lists';

/** A submission as the admins' list shows it; the review state only while it is pending. */
export type AdminProjectSubmission = ProjectSubmission & Partial<ReviewState>;

/** Every project submission, for admins: one page at a time, or all that match as CSV. */
@Injectable()
export class ListAllProjectSubmissionsUseCase {
  constructor(
    private readonly lists: SubmissionAdminLists,
    private readonly reviewState: QueueReviewState,
  ) {}

  /**
   * The (cached) page and overdue count, then the pending items' review state (claims, age), which
   * time and claims change; `items` is the same array for as long as none of that changes.
   */
  async page(window: ProjectSubmissionWindow): Promise<ListPage<AdminProjectSubmission> & { overdueCount: number }> {
    const targets = Object.fromEntries(
      LISTING_TYPES.map((type) => [type, reviewTargetHours('project-submission', type)]),
    );
    const [page, overdueCount] = await Promise.all([
      this.lists.projectSubmissions(window),
      this.lists.overdueSubmissionCount(window, targets as Record<ListingType, number>, new Date()),
    ]);
    const items = await this.reviewState.of(
      'project-submission',
      page.items,
      (item) => reviewTargetHours('project-submission', item.listingType),
      (item) => item.verificationStatus === 'pending',
    );
    return { ...page, items, overdueCount };
  }

  async csv(window: Omit<ProjectSubmissionWindow, 'limit' | 'after'>): Promise<string> {
    return toCsv(await readAll((page: ProjectSubmissionWindow) => this.lists.projectSubmissions(page), window), [
      { header: 'id', value: (row) => row.id },
      { header: 'submitted_at', value: (row) => row.createdAt },
      { header: 'project_name', value: (row) => row.projectName },
      { header: 'category', value: (row) => row.category },
      { header: 'listing_type', value: (row) => row.listingType },
      { header: 'payment_status', value: (row) => row.paymentStatus },
      { header: 'status', value: (row) => row.verificationStatus },
      { header: 'website', value: (row) => row.website },
      { header: 'description', value: (row) => row.description },
      { header: 'admin_notes', value: (row) => row.adminNotes },
      { header: 'reason_code', value: (row) => row.reasonCode },
      { header: 'decided_at', value: (row) => row.decidedAt },
    ]);
  }
}
