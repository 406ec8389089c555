import { Injectable } from '@nestjs/common';
import { PartnerProfileModeration } from '../../partners/application/partner-profile-moderation';
import { ProjectModeration } from '../../projects/application/project-moderation';
import { ArticleModeration } from '../../submissions/application/article-moderation';
import { ProjectSubmissionModeration } from '../../submissions/application/project-submission-moderation';
import type { ModerationTarget } from '../domain/bulk-decision';

/** Each moderated kind and the owning module's port that changes it. */
export interface ModerationTargetPorts {
  partner: PartnerProfileModeration;
  project: ProjectModeration;
  article: ArticleModeration;
  'project-submission': ProjectSubmissionModeration;
}

/**
 * The moderated items, looked up by kind: each is changed only by the module that owns it, through
 * the one port that module exports for moderation.
 */
@Injectable()
export class ModerationTargets {
  private readonly ports: ModerationTargetPorts;

  constructor(
    partner: PartnerProfileModeration,
    project: ProjectModeration,
    article: ArticleModeration,
    projectSubmission: ProjectSubmissionModeration,
  ) {
    this.ports = { partner, project, article, 'project-submission': projectSubmission };
  }

  of<Kind extends ModerationTarget>(kind: Kind): ModerationTargetPorts[Kind] {
    return this.ports[kind];
  }
}
