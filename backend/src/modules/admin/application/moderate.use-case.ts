import { Injectable } from '@nestjs/common';
import type { Actor } from '../domain/moderation';
import { decidedOrThrow } from './decision-outcome';
import {
  ArticleDecision,
  ModerationRepository,
  PartnerDecision,
  ProjectDecision,
  ProjectSubmissionDecision,
} from './moderation.repository';

@Injectable()
export class ModerateUseCase {
  constructor(private readonly moderation: ModerationRepository) {}

  /** Approval makes the profile's owner a partner at once; rejection is recorded and shown to them. */
  async decidePartner(id: number, approved: boolean, actor: Actor, notes?: string): Promise<PartnerDecision> {
    return decidedOrThrow(await this.moderation.decidePartner(id, approved, actor, notes ?? null), 'Partner profile');
  }

  async decideProject(id: number, verified: boolean, actor: Actor, notes?: string): Promise<ProjectDecision> {
    return decidedOrThrow(await this.moderation.decideProject(id, verified, actor, notes ?? null), 'Project');
  }

  /** Publishing approves the article, which then appears on the public articles pages. */
  async decideArticle(id: number, published: boolean, actor: Actor, notes?: string): Promise<ArticleDecision> {
    return decidedOrThrow(await this.moderation.decideArticle(id, published, actor, notes ?? null), 'Article');
  }

  /** Approving lists the project in the directory. */
  async decideProjectSubmission(
    id: number,
    approved: boolean,
    actor: Actor,
    notes?: string,
  ): Promise<ProjectSubmissionDecision> {
    return decidedOrThrow(
      await this.moderation.decideProjectSubmission(id, approved, actor, notes ?? null),
      'Project submission',
    );
  }
}
