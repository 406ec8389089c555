import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { ContractControl } from './application/contract-control';
import { ContractReader } from './application/contract-reader';
import { DnsTxtResolver, WellKnownFileReader } from './application/domain-proof-reader';
import { DomainProofChecks } from './application/domain-proof-checks';
import { DomainProofUseCase } from './application/domain-proof.use-case';
import { AuthModule } from '../auth/auth.module';
import { OwnershipAccountData } from './application/ownership-account-data';
import { OwnershipRechecks } from './application/ownership-rechecks';
import { OwnershipRepository } from './application/ownership.repository';
import { ProjectContractsUseCase } from './application/project-contracts.use-case';
import { ProofChecks } from './application/proof-checks';
import { ReadOwnershipUseCase } from './application/read-ownership.use-case';
import { RecheckOwnershipUseCase } from './application/recheck-ownership.use-case';
import { RegisteredSignersUseCase } from './application/registered-signers.use-case';
import { SignatureProofUseCase } from './application/signature-proof.use-case';
import { AdminOwnershipSignersController } from './http/admin-ownership-signers.controller';
import { ProjectOwnershipController } from './http/project-ownership.controller';
import { NodeDnsTxtResolver } from './infrastructure/node-dns-txt-resolver';
import {
  OwnershipChallengeEntity,
  OwnershipProofEntity,
  OwnershipSignerEntity,
  OwnershipTokenEntity,
  ProjectContractEntity,
} from './infrastructure/ownership.entities';
import { PublicWellKnownFileReader } from './infrastructure/public-well-known-file-reader';
import { TypeormOwnershipRepository } from './infrastructure/typeorm-ownership.repository';
import { ViemContractReader } from './infrastructure/viem-contract-reader';

/** Verified project ownership: a submission's contracts and the proofs that its team controls them or its domain. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ProjectContractEntity,
      OwnershipChallengeEntity,
      OwnershipSignerEntity,
      OwnershipProofEntity,
      OwnershipTokenEntity,
    ]),
    AuthModule,
    SubmissionsModule,
    NotificationsModule,
    AdminModule,
  ],
  controllers: [ProjectOwnershipController, AdminOwnershipSignersController],
  providers: [
    { provide: OwnershipRepository, useClass: TypeormOwnershipRepository },
    { provide: ContractReader, useClass: ViemContractReader },
    { provide: WellKnownFileReader, useClass: PublicWellKnownFileReader },
    { provide: DnsTxtResolver, useClass: NodeDnsTxtResolver },
    ContractControl,
    DomainProofChecks,
    ProofChecks,
    ProjectContractsUseCase,
    SignatureProofUseCase,
    DomainProofUseCase,
    RecheckOwnershipUseCase,
    OwnershipRechecks,
    ReadOwnershipUseCase,
    RegisteredSignersUseCase,
    OwnershipAccountData,
  ],
})
export class OwnershipModule {}
