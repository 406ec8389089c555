import { Global, Module } from '@nestjs/common';
import { ChainClients } from './chain-clients';
import { EnsNames } from './ens-names';
import { MessageSignatures } from './message-signatures';
import { TransferReader } from './transfers';

/** Read-only access to the configured chains, for every module that checks something on one. */
@Global()
@Module({
  providers: [ChainClients, MessageSignatures, EnsNames, TransferReader],
  exports: [ChainClients, MessageSignatures, EnsNames, TransferReader],
})
export class ChainsModule {}
