import { Injectable } from '@nestjs/common';
import { ChainUnreachableError } from '../../../chains/chain-clients';
import type { OwnershipProof } from '../domain/ownership';
import { ContractControl } from './contract-control';
import { DomainProofChecks } from './domain-proof-checks';
import type { DomainCheck } from './domain-proof-reader';
import { OwnershipRepository } from './ownership.repository';

/** Whether a stored proof still holds now: the same checks that made it, against today's chain, site and DNS. */
@Injectable()
export class ProofChecks {
  constructor(
    private readonly ownership: OwnershipRepository,
    private readonly control: ContractControl,
    private readonly domainChecks: DomainProofChecks,
  ) {}

  async stillHolds(proof: OwnershipProof, website: string | null): Promise<DomainCheck> {
    const evidence = proof.evidence;
    if (evidence.method === 'signature') {
      const contract =
        proof.contractId === null ? null : await this.ownership.contract(proof.submissionId, proof.contractId);
      if (!contract) return { outcome: 'missing', reason: 'The contract was removed from the submission' };
      try {
        const kind = await this.control.signerKind(contract, evidence.signer);
        return kind
          ? { outcome: 'holds', where: contract.address }
          : { outcome: 'missing', reason: `${evidence.signer} no longer controls the contract` };
      } catch (error) {
        if (error instanceof ChainUnreachableError) return { outcome: 'unreachable', reason: error.message };
        throw error;
      }
    }
    if (!website) return { outcome: 'missing', reason: 'The submission no longer has a website' };
    const token = await this.ownership.tokenOf(proof.submissionId);
    return evidence.method === 'dns'
      ? this.domainChecks.dnsRecord(website, token)
      : this.domainChecks.wellKnownFile(website, token);
  }
}
