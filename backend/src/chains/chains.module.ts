import { Global, Module } from '@nestjs/common';
import { ChainClients } from './chain-clients';
import { EnsNames } from './ens-names';
import { MessageSignatures } from './message-signatures';

/** Read-only access to the configured chains, for every module that checks something on one. */
@Global()
@Module({
  providers: [ChainClients, MessageSignatures, EnsNames],
  exports: [ChainClients, MessageSignatures, EnsNames],
})
export class ChainsModule {}
