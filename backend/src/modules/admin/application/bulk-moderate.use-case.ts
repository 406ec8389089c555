import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { bulkRequestProblem, type BulkDecisionRequest, type BulkItemResult } from '../domain/bulk-decision';
import type { Actor } from '../domain/moderation';
import { bulkItem } from './bulk-item';
import { ModerateUseCase } from './moderate.use-case';

/**
 * Decides many items of one queue with one note (and, approving project submissions, the payment
 * override the single decision takes, which approves an unpaid featured or verified listing). Each item is its own single decision (its own
 * transaction, audit entry, timeline entry and notification), so an item that someone else
 * decided meanwhile, or that does not exist, is reported and left untouched while the others go on.
 */
@Injectable()
export class BulkModerateUseCase {
  constructor(private readonly moderate: ModerateUseCase) {}

  async execute(request: BulkDecisionRequest, actor: Actor): Promise<BulkItemResult[]> {
    const problem = bulkRequestProblem(request);
    if (problem) throw new DomainError('VALIDATION_FAILED', problem);
    const results: BulkItemResult[] = [];
    for (const id of request.ids) results.push(await this.decideOne(request, id, actor));
    return results;
  }

  private decideOne(request: BulkDecisionRequest, id: number, actor: Actor): Promise<BulkItemResult> {
    // The single decision checks the item's claim inside its own transaction.
    return bulkItem(id, async () => ({ id, ok: true, outcome: await this.outcomeOf(request, id, actor) }) as const);
  }

  private async outcomeOf(
    { kind, approve, notes, reasonCode, overridePayment }: BulkDecisionRequest,
    id: number,
    actor: Actor,
  ): Promise<string> {
    switch (kind) {
      case 'partner':
        return (await this.moderate.decidePartner(id, approve, actor, notes)).status;
      case 'project':
        return (await this.moderate.decideProject(id, approve, actor, notes)).verificationStatus;
      case 'article':
        return (await this.moderate.decideArticle(id, approve, actor, notes, reasonCode)).status;
      case 'project-submission':
        return (await this.moderate.decideProjectSubmission(id, approve, actor, notes, reasonCode, overridePayment))
          .verificationStatus;
    }
  }
}
