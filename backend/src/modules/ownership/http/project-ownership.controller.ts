import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Inject, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { SignedIn } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import type { Request } from 'express';
import { ErrorResponseDto } from '../../../kernel/http/error-response.dto';
import { RateLimit } from '../../../rate-limit/rate-limit.decorator';
import { DomainProofUseCase } from '../application/domain-proof.use-case';
import { OwnershipRechecks } from '../application/ownership-rechecks';
import { ProjectContractsUseCase } from '../application/project-contracts.use-case';
import { ReadOwnershipUseCase } from '../application/read-ownership.use-case';
import { RegisteredSignersUseCase } from '../application/registered-signers.use-case';
import { SignatureProofUseCase } from '../application/signature-proof.use-case';
import {
  AddContractDto,
  OwnershipChallengeDto,
  OwnershipDto,
  OwnershipProofDto,
  ProjectContractDto,
  RegisteredSignerDto,
  RegisterSignerDto,
  RemovedContractDto,
  SignatureProofDto,
} from './dto/ownership.dto';

/** Each check reads a chain, fetches a website or asks DNS: RATE_LIMIT_OWNERSHIP_CHECK per account and hour. */
const signedInAccount = (request: Request) => String((request.user as SessionUser | undefined)?.id ?? 'anonymous');
const OWNERSHIP_CHECK_LIMIT = {
  subject: signedInAccount,
  rules: [{ name: 'ownershipCheck' as const, per: ['subject' as const] }],
};

const NOT_FOUND = "No such submission (or someone else's), or no such contract or proof on it";
const UNAVAILABLE = {
  description: 'The chain has no RPC URL here, or did not answer; the message says which',
  type: ErrorResponseDto,
};

@ApiTags('project ownership')
@Controller('project-submissions/:id')
@SignedIn()
export class ProjectOwnershipController {
  constructor(
    private readonly readOwnership: ReadOwnershipUseCase,
    private readonly contracts: ProjectContractsUseCase,
    private readonly signatureProof: SignatureProofUseCase,
    private readonly domainProof: DomainProofUseCase,
    private readonly signers: RegisteredSignersUseCase,
    private readonly rechecks: OwnershipRechecks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('ownership')
  @ApiOperation({
    operationId: 'projectSubmissionOwnership',
    summary: "A project submission's contracts, ownership proofs and registered signers",
    description:
      "The owner or an admin (someone else's submission is a 404). Also the token the website proofs must show, " +
      'the exact URL of the well-known file and the TXT record to add. Whole arrays: at most 10 contracts.',
  })
  @ApiDataResponse(OwnershipDto)
  @ApiRefusals({ notFound: NOT_FOUND })
  async ownership(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ApiSuccess<OwnershipDto>> {
    return ok(OwnershipDto.from(await this.readOwnership.execute(id, user), this.config.ownership.allowPrivateTargets));
  }

  @Post('contracts')
  @RateLimit(OWNERSHIP_CHECK_LIMIT)
  @ApiOperation({
    operationId: 'addProjectContract',
    summary: 'Name a contract of the project (chain and address)',
    description:
      'The owner only (404 otherwise). The chain must be accepted (400) and have an RPC URL here (503): the server ' +
      'checks the address holds code (an account without code is a 400: "0x… on Base is not a contract"). At most ' +
      '10 per submission; the same contract twice is a 409.',
  })
  @ApiDataResponse(ProjectContractDto, { status: HttpStatus.CREATED })
  @ApiRefusals({ badRequest: true, notFound: NOT_FOUND, conflict: 'Already named, or 10 contracts already' })
  @ApiServiceUnavailableResponse(UNAVAILABLE)
  async addContract(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: AddContractDto,
  ): Promise<ApiSuccess<ProjectContractDto>> {
    return ok(ProjectContractDto.from(await this.contracts.add(user.id, id, dto.chainId, dto.address)));
  }

  @Delete('contracts/:contractId')
  @ApiOperation({
    operationId: 'removeProjectContract',
    summary: 'Remove a contract from the submission',
    description: 'The owner only (404 otherwise). Its signature proof and registered signers go with it.',
  })
  @ApiDataResponse(RemovedContractDto)
  @ApiRefusals({ notFound: NOT_FOUND })
  async removeContract(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Param('contractId', ParseIdPipe) contractId: number,
  ): Promise<ApiSuccess<RemovedContractDto>> {
    await this.contracts.remove(user.id, id, contractId);
    return ok({ id: contractId });
  }

  @Post('contracts/:contractId/proofs/challenge')
  @ApiOperation({
    operationId: 'ownershipChallenge',
    summary: 'Ask for the EIP-712 claim to sign for a contract',
    description:
      'The owner only (404 otherwise). Issues a single-use nonce valid for 10 minutes and the typed data ' +
      "(domain ChainBoost, version 1, the contract's chain) to sign with eth_signTypedData_v4 from the contract's " +
      'owner(), its EIP-1967 admin or an accepted registered signer.',
  })
  @ApiDataResponse(OwnershipChallengeDto, { status: HttpStatus.CREATED })
  @ApiRefusals({ notFound: NOT_FOUND })
  async challenge(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Param('contractId', ParseIdPipe) contractId: number,
  ): Promise<ApiSuccess<OwnershipChallengeDto>> {
    return ok(OwnershipChallengeDto.from(await this.signatureProof.challenge(user.id, id, contractId)));
  }

  @Post('contracts/:contractId/proofs/signature')
  @RateLimit(OWNERSHIP_CHECK_LIMIT)
  @ApiOperation({
    operationId: 'proveOwnershipBySignature',
    summary: 'Prove control of a contract with the signed claim',
    description:
      'The owner only (404 otherwise). The nonce is used up by this call whatever its outcome (a replay is a 400), ' +
      "and refused once expired. The signature must be the signer's (an account key, or a contract wallet such as " +
      "a Safe through EIP-1271), and the signer, read at the latest block, the contract's owner(), its EIP-1967 " +
      'admin or an accepted registered signer (403 otherwise). Stores a verified proof, replacing an earlier one. ' +
      'When the chain does not answer, the signed claim is kept as a proof with `status: checking` (no badge), checked ' +
      'by a job with backoff until the chain answers: then verified, or refused and removed; the submitter is notified.',
  })
  @ApiDataResponse(OwnershipProofDto, { status: HttpStatus.CREATED })
  @ApiRefusals({
    badRequest: 'Bad input, unknown/used/expired nonce, or a signature not by the signer',
    notFound: NOT_FOUND,
  })
  @ApiServiceUnavailableResponse(UNAVAILABLE)
  async proveBySignature(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Param('contractId', ParseIdPipe) contractId: number,
    @Body() dto: SignatureProofDto,
  ): Promise<ApiSuccess<OwnershipProofDto>> {
    return ok(OwnershipProofDto.from(await this.signatureProof.prove(user.id, id, contractId, dto)));
  }

  @Post('contracts/:contractId/signers')
  @ApiOperation({
    operationId: 'registerOwnershipSigner',
    summary: 'Register an address whose signatures should count for a contract',
    description:
      'The owner only (404 otherwise). Pending until an admin accepts it in the admin queue; at most 5 per contract.',
  })
  @ApiDataResponse(RegisteredSignerDto, { status: HttpStatus.CREATED })
  @ApiRefusals({ badRequest: true, notFound: NOT_FOUND, conflict: 'Registered already, or 5 already' })
  async registerSigner(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Param('contractId', ParseIdPipe) contractId: number,
    @Body() dto: RegisterSignerDto,
  ): Promise<ApiSuccess<RegisteredSignerDto>> {
    return ok(RegisteredSignerDto.from(await this.signers.register(user.id, id, contractId, dto.address)));
  }

  @Post('proofs/well-known-file')
  @RateLimit(OWNERSHIP_CHECK_LIMIT)
  @ApiOperation({
    operationId: 'proveOwnershipByWellKnownFile',
    summary: "Check the token in the website's /.well-known/chainboost-verification.txt",
    description:
      'The owner only (404 otherwise). Fetches https://<website host>/.well-known/chainboost-verification.txt ' +
      '(public addresses only, also after redirects; at most 3 redirects, 4 KB, 5 s). A line of it must be the ' +
      'token. 400 when it does not hold it; 503 when the site did not answer.',
  })
  @ApiDataResponse(OwnershipProofDto, { status: HttpStatus.CREATED })
  @ApiRefusals({ badRequest: 'No website, or the file does not hold the token', notFound: NOT_FOUND })
  @ApiServiceUnavailableResponse({ description: 'The site did not answer', type: ErrorResponseDto })
  async proveByFile(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ApiSuccess<OwnershipProofDto>> {
    return ok(OwnershipProofDto.from(await this.domainProof.prove(user.id, id, 'well-known-file')));
  }

  @Post('proofs/dns')
  @RateLimit(OWNERSHIP_CHECK_LIMIT)
  @ApiOperation({
    operationId: 'proveOwnershipByDns',
    summary: "Check the TXT record chainboost-verification=<token> on the website's domain",
    description: 'The owner only (404 otherwise). 400 when no TXT record holds it; 503 when DNS did not answer.',
  })
  @ApiDataResponse(OwnershipProofDto, { status: HttpStatus.CREATED })
  @ApiRefusals({ badRequest: 'No website, or no TXT record holds the token', notFound: NOT_FOUND })
  @ApiServiceUnavailableResponse({ description: 'DNS did not answer', type: ErrorResponseDto })
  async proveByDns(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ApiSuccess<OwnershipProofDto>> {
    return ok(OwnershipProofDto.from(await this.domainProof.prove(user.id, id, 'dns')));
  }

  @Post('proofs/:proofId/recheck')
  @RateLimit(OWNERSHIP_CHECK_LIMIT)
  @HttpCode(200)
  @ApiOperation({
    operationId: 'recheckOwnershipProof',
    summary: 'Check a verified proof again now',
    description:
      'The owner or an admin (404 otherwise). The proof lapses when it no longer holds (the owner and admins are ' +
      'notified). When the chain, site or DNS does not answer nothing changes: the check is queued and retried, ' +
      'and the answer has `checking: true` until it settles. A lapsed proof is a 409: prove ownership again.',
  })
  @ApiDataResponse(OwnershipProofDto)
  @ApiRefusals({ notFound: NOT_FOUND, conflict: 'The proof has lapsed' })
  async recheck(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Param('proofId', ParseIdPipe) proofId: number,
  ): Promise<ApiSuccess<OwnershipProofDto>> {
    return ok(OwnershipProofDto.from(await this.rechecks.requestedBy(user, id, proofId)));
  }
}
