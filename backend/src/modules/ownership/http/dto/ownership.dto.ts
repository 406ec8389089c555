import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { chainName } from '../../../../chains/chain-catalog';
import type { OwnershipState } from '../../application/read-ownership.use-case';
import type { ChallengeAnswer } from '../../application/signature-proof.use-case';
import {
  badgeText,
  checksummed,
  DNS_RECORD_PREFIX,
  PROOF_METHODS,
  PROOF_STATUSES,
  SIGNER_KINDS,
  SIGNER_STATUSES,
  wellKnownUrl,
  websiteHost,
  type OwnershipProof,
  type ProjectContract,
  type ProofMethod,
  type ProofStatus,
  type RegisteredSigner,
  type SignerKind,
  type SignerStatus,
} from '../../domain/ownership';

const ADDRESS_EXAMPLE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const SIGNATURE_MAX_LENGTH = 8192;

export class AddContractDto {
  @ApiProperty({ example: 8453, description: 'EIP-155 chain id; one of the accepted chains.' })
  @IsInt({ message: 'chainId must be an integer' })
  @Min(1, { message: 'chainId must be positive' })
  @Max(2 ** 53 - 1, { message: 'chainId is too large' })
  chainId: number;

  @ApiProperty({
    example: ADDRESS_EXAMPLE,
    description: 'The contract address: 0x and 40 hex digits; in mixed case it must be the EIP-55 checksum.',
  })
  @IsString({ message: 'address must be a string' })
  @IsNotEmpty({ message: 'address is required' })
  @MaxLength(64, { message: 'address must be at most 64 characters' })
  address: string;
}

export class ProjectContractDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 8453 })
  chainId: number;

  @ApiProperty({ example: 'Base' })
  chainName: string;

  @ApiProperty({ example: ADDRESS_EXAMPLE, description: 'EIP-55 checksummed.' })
  address: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  static from(contract: ProjectContract): ProjectContractDto {
    return {
      id: contract.id,
      chainId: contract.chainId,
      chainName: chainName(contract.chainId),
      address: checksummed(contract.address),
      createdAt: contract.createdAt.toISOString(),
    };
  }
}

export class RemovedContractDto {
  @ApiProperty({ example: 3 })
  id: number;
}

export class OwnershipClaimDto {
  @ApiProperty({ example: 12, description: 'The submission id.' })
  projectId: number;

  @ApiProperty({ example: ADDRESS_EXAMPLE })
  contract: string;

  @ApiProperty({ example: 8453 })
  chainId: number;

  @ApiProperty({ example: '4f1c0a…' })
  nonce: string;

  @ApiProperty({ example: 1796640000, description: 'Unix seconds; the claim is refused after it.' })
  expiry: number;
}

class TypedDataDomainDto {
  @ApiProperty({ example: 'ChainBoost' })
  name: string;

  @ApiProperty({ example: '1' })
  version: string;

  @ApiProperty({ example: 8453 })
  chainId: number;
}

class TypedDataFieldDto {
  @ApiProperty({ example: 'projectId' })
  name: string;

  @ApiProperty({ example: 'uint256' })
  type: string;
}

class OwnershipClaimTypesDto {
  @ApiProperty({ type: [TypedDataFieldDto] })
  OwnershipClaim: TypedDataFieldDto[];
}

export class OwnershipTypedDataDto {
  @ApiProperty({ type: TypedDataDomainDto })
  domain: TypedDataDomainDto;

  @ApiProperty({ type: OwnershipClaimTypesDto })
  types: OwnershipClaimTypesDto;

  @ApiProperty({ example: 'OwnershipClaim' })
  primaryType: string;

  @ApiProperty({ type: OwnershipClaimDto })
  message: OwnershipClaimDto;
}

export class OwnershipChallengeDto {
  @ApiProperty({ example: '4f1c0a…', description: 'Single use; expires after 10 minutes.' })
  nonce: string;

  @ApiProperty({ type: String, format: 'date-time' })
  expiresAt: string;

  @ApiProperty({
    type: OwnershipTypedDataDto,
    description: 'The EIP-712 typed data to sign with eth_signTypedData_v4 (numbers as JSON numbers).',
  })
  typedData: OwnershipTypedDataDto;

  static from(answer: ChallengeAnswer): OwnershipChallengeDto {
    const { claim, typedData } = answer;
    return {
      nonce: claim.nonce,
      expiresAt: new Date(claim.expiry * 1000).toISOString(),
      typedData: {
        domain: typedData.domain,
        types: { OwnershipClaim: typedData.types.OwnershipClaim.map((field) => ({ ...field })) },
        primaryType: typedData.primaryType,
        message: { ...claim, contract: checksummed(claim.contract) },
      },
    };
  }
}

export class SignatureProofDto {
  @ApiProperty({ example: '4f1c0a…', description: 'The nonce of the challenge that was signed.' })
  @IsString({ message: 'nonce must be a string' })
  @IsNotEmpty({ message: 'nonce is required' })
  @MaxLength(64, { message: 'nonce must be at most 64 characters' })
  nonce: string;

  @ApiProperty({ example: ADDRESS_EXAMPLE, description: 'The address that signed (an account or a contract wallet).' })
  @IsString({ message: 'signer must be a string' })
  @IsNotEmpty({ message: 'signer is required' })
  @MaxLength(64, { message: 'signer must be at most 64 characters' })
  signer: string;

  @ApiProperty({
    maxLength: SIGNATURE_MAX_LENGTH,
    pattern: '^0x([0-9a-fA-F]{2})+$',
    example: `0x${'5c1f'.repeat(32)}1b`,
  })
  @IsString({ message: 'signature must be a string' })
  @MaxLength(SIGNATURE_MAX_LENGTH, { message: `signature must be at most ${SIGNATURE_MAX_LENGTH} characters` })
  @Matches(/^0x([0-9a-fA-F]{2})+$/, { message: 'signature must be hex, starting with 0x' })
  signature: `0x${string}`;
}

export class OwnershipProofDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ type: Number, nullable: true, example: 3, description: 'The contract a signature proof is for.' })
  contractId: number | null;

  @ApiProperty({ enum: PROOF_METHODS })
  method: ProofMethod;

  @ApiProperty({ enum: PROOF_STATUSES, description: 'verified shows the badge; lapsed no longer holds.' })
  status: ProofStatus;

  @ApiProperty({ description: 'A re-check is queued (the chain or site did not answer): "Checking…".' })
  checking: boolean;

  @ApiProperty({ example: 'contract owner on Base', description: "The badge's method text." })
  badge: string;

  @ApiProperty({ type: String, nullable: true, example: ADDRESS_EXAMPLE })
  signer: string | null;

  @ApiProperty({ enum: SIGNER_KINDS, nullable: true })
  signerKind: SignerKind | null;

  @ApiProperty({ type: Number, nullable: true, example: 8453 })
  chainId: number | null;

  @ApiProperty({ type: String, nullable: true, example: ADDRESS_EXAMPLE })
  contract: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The file or the domain of a website proof.' })
  url: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'chainboost-verification=4f1c…' })
  record: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  checkedAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lapsedAt: string | null;

  static from(proof: OwnershipProof): OwnershipProofDto {
    const evidence = proof.evidence;
    const signature = evidence.method === 'signature' ? evidence : null;
    return {
      id: proof.id,
      contractId: proof.contractId,
      method: proof.method,
      status: proof.status,
      checking: proof.checking,
      badge: badgeText(evidence, chainName),
      signer: signature && checksummed(signature.signer),
      signerKind: signature?.signerKind ?? null,
      chainId: signature?.chainId ?? null,
      contract: signature && checksummed(signature.contract),
      url: evidence.method === 'well-known-file' ? evidence.url : evidence.method === 'dns' ? evidence.domain : null,
      record: evidence.method === 'dns' ? evidence.record : null,
      checkedAt: proof.checkedAt.toISOString(),
      lapsedAt: proof.lapsedAt?.toISOString() ?? null,
    };
  }
}

export class RegisterSignerDto {
  @ApiProperty({ example: ADDRESS_EXAMPLE, description: 'An address whose signatures should count for the contract.' })
  @IsString({ message: 'address must be a string' })
  @IsNotEmpty({ message: 'address is required' })
  @MaxLength(64, { message: 'address must be at most 64 characters' })
  address: string;
}

export class DecideSignerDto {
  @ApiProperty({ example: true, description: 'true accepts the signer, false rejects it.' })
  @IsBoolean({ message: 'accepted must be true or false' })
  accepted: boolean;
}

export class RegisteredSignerDto {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ example: 3 })
  contractId: number;

  @ApiProperty({ example: ADDRESS_EXAMPLE })
  address: string;

  @ApiProperty({ enum: SIGNER_STATUSES })
  status: SignerStatus;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  static from(signer: RegisteredSigner): RegisteredSignerDto {
    return {
      id: signer.id,
      contractId: signer.contractId,
      address: checksummed(signer.address),
      status: signer.status,
      createdAt: signer.createdAt.toISOString(),
    };
  }
}

export class OwnershipDto {
  @ApiProperty({ example: 12 })
  submissionId: number;

  @ApiProperty({ type: [ProjectContractDto] })
  contracts: ProjectContractDto[];

  @ApiProperty({ type: [OwnershipProofDto] })
  proofs: OwnershipProofDto[];

  @ApiProperty({ type: [RegisteredSignerDto] })
  signers: RegisteredSignerDto[];

  @ApiProperty({ example: '4f1c0a…', description: 'The token the website proofs must show.' })
  token: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://example.org/.well-known/chainboost-verification.txt',
    description: 'Where the file must be (null without a website).',
  })
  wellKnownUrl: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'example.org', description: 'The domain of the TXT record.' })
  dnsDomain: string | null;

  @ApiProperty({ example: 'chainboost-verification=4f1c0a…', description: 'The TXT record to add.' })
  dnsRecord: string;

  static from(state: OwnershipState, allowHttp: boolean): OwnershipDto {
    const host = websiteHost(state.website);
    return {
      submissionId: state.submissionId,
      contracts: state.contracts.map(ProjectContractDto.from),
      proofs: state.proofs.map(OwnershipProofDto.from),
      signers: state.signers.map(RegisteredSignerDto.from),
      token: state.token,
      wellKnownUrl: state.website && host ? wellKnownUrl(state.website, allowHttp) : null,
      dnsDomain: host,
      dnsRecord: `${DNS_RECORD_PREFIX}${state.token}`,
    };
  }
}
