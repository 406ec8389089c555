import { Injectable } from '@nestjs/common';
import { readAll, type ListPage } from '../../../common/application/list-window';
import { toCsv } from '../../admin/domain/csv';
import type { ProjectSubmission } from '../domain/project-submission';
import { SubmissionAdminLists, type ProjectSubmissionWindow } from './submission-admin-lists';

/** Every project submission, for admins: one page at a time, or all that match as CSV. */
@Injectable()
export class ListAllProjectSubmissionsUseCase {
  constructor(private readonly lists: SubmissionAdminLists) {}

  page(window: ProjectSubmissionWindow): Promise<ListPage<ProjectSubmission>> {
    return this.lists.projectSubmissions(window);
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
