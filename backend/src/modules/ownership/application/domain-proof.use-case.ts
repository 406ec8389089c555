import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { ProjectSubmissionAccess } from '../../submissions/application/project-submission-access';
import { DNS_RECORD_PREFIX, websiteHost, type OwnershipProof, type ProofMethod } from '../domain/ownership';
import { DomainProofChecks } from './domain-proof-checks';
import type { DomainCheck } from './domain-proof-reader';
import { OwnershipRepository } from './ownership.repository';

/** Proof by the project's website: a file at /.well-known/ or a TXT record holding the submission's token. */
@Injectable()
export class DomainProofUseCase {
  constructor(
    private readonly ownership: OwnershipRepository,
    private readonly submissions: ProjectSubmissionAccess,
    private readonly checks: DomainProofChecks,
  ) {}

  async prove(
    userId: number,
    submissionId: number,
    method: Exclude<ProofMethod, 'signature'>,
  ): Promise<OwnershipProof> {
    const submission = await this.submissions.ownedBy(submissionId, userId);
    const website = submission.website;
    const host = websiteHost(website);
    if (!website || !host)
      throw new DomainError('VALIDATION_FAILED', 'Add the project website to the submission first');
    const token = await this.ownership.tokenOf(submissionId);
    const check: DomainCheck =
      method === 'dns' ? await this.checks.dnsRecord(website, token) : await this.checks.wellKnownFile(website, token);
    if (check.outcome !== 'holds')
      throw check.outcome === 'unreachable'
        ? new DomainError('UNAVAILABLE', `${check.reason}; try again later`)
        : new DomainError('VALIDATION_FAILED', check.reason);
    return this.ownership.saveVerified({
      submissionId,
      contractId: null,
      method,
      evidence:
        method === 'dns'
          ? { method, domain: host, record: `${DNS_RECORD_PREFIX}${token}` }
          : { method, url: check.where },
    });
  }
}
