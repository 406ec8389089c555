import { Injectable } from '@nestjs/common';
import { signerKindOf, type OwnershipClaim, type ProjectContract, type SignerKind } from '../domain/ownership';
import { ContractReader } from './contract-reader';
import { OwnershipRepository } from './ownership.repository';

/** Who controls a contract now, and whether a signer is one of them: shared by a proof and its re-check. */
@Injectable()
export class ContractControl {
  constructor(
    private readonly reader: ContractReader,
    private readonly ownership: OwnershipRepository,
  ) {}

  signedBy(claim: OwnershipClaim, signer: `0x${string}`, signature: `0x${string}`): Promise<boolean> {
    return this.reader.signedBy(claim, signer, signature);
  }

  async signerKind(contract: ProjectContract, signer: string): Promise<SignerKind | null> {
    const controllers = await this.reader.controllers(contract.chainId, contract.address);
    const registeredSigners = await this.ownership.acceptedSigners(contract.id);
    return signerKindOf(signer, { ...controllers, registeredSigners });
  }
}
