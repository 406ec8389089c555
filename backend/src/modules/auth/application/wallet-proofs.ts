import { Inject, Injectable } from '@nestjs/common';
import { generateSiweNonce } from 'viem/siwe';
import type { Hex } from 'viem';
import { ChainClients } from '../../../chains/chain-clients';
import { MessageSignatures } from '../../../chains/message-signatures';
import { DomainError } from '../../../common/errors/domain.error';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { SignInNonceRepository } from './sign-in-nonce.repository';
import {
  CHAIN_UNREACHABLE_MESSAGE,
  checkSignInMessage,
  needsRpcMessage,
  NONCE_MESSAGE,
  OTHER_SIGNER_MESSAGE,
  SIGN_IN_STATEMENT,
  WALLET_NONCE_TTL_MS,
  type SignInMessage,
} from '../domain/wallet';

/** A signed EIP-4361 message, as the wallet returned it. */
export interface WalletProof {
  message: string;
  signature: string;
}

export interface WalletOptions {
  chainIds: readonly number[];
  /** Public by nature: a page that offers WalletConnect sends it to the relay. */
  walletConnectProjectId: string | null;
}

/** What a client needs to build the message the server will accept. */
export interface SignInRequest {
  nonce: string;
  expiresAt: Date;
  domain: string;
  uri: string;
  statement: string;
  chainIds: readonly number[];
}

/**
 * Proof that the caller controls a wallet: an EIP-4361 message naming this site, an accepted chain
 * and the session's nonce, signed by the address it names (an account key, or a contract wallet
 * through EIP-1271 / EIP-6492 on a chain with an RPC URL).
 */
@Injectable()
export class WalletProofs {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly chains: ChainClients,
    private readonly signatures: MessageSignatures,
    private readonly nonces: SignInNonceRepository,
  ) {}

  /**
   * A new nonce for the session `sessionId`, and the message fields the server expects; `origin` is
   * the origin the client is on, if it is one of the site's.
   */
  /** What a client needs before it asks for a nonce: the accepted chains, and whether to offer WalletConnect. */
  options(): WalletOptions {
    return { chainIds: this.chains.ids, walletConnectProjectId: this.config.walletConnectProjectId ?? null };
  }

  async issue(sessionId: string, origin: string | undefined, now = Date.now()): Promise<SignInRequest> {
    const siteOrigin = origin && this.config.signInOrigins.includes(origin) ? origin : this.config.signInOrigins[0];
    const nonce = { value: generateSiweNonce(), sessionId, expiresAt: new Date(now + WALLET_NONCE_TTL_MS) };
    await this.nonces.issue(nonce);
    return {
      nonce: nonce.value,
      expiresAt: nonce.expiresAt,
      domain: new URL(siteOrigin).host,
      uri: siteOrigin,
      statement: SIGN_IN_STATEMENT,
      chainIds: this.chains.ids,
    };
  }

  /**
   * The wallet that signed, or a DomainError: 400 for a message that names another site, chain or
   * time, 401 for a wrong, used or expired nonce and for a signature by another address, 503 when
   * the chain that must check a contract wallet's signature does not answer.
   */
  async verify(proof: WalletProof, sessionId: string | undefined, now = new Date()): Promise<SignInMessage> {
    const checked = checkSignInMessage(proof.message, {
      origins: this.config.signInOrigins,
      acceptedChainIds: this.chains.ids,
      now,
    });
    if (!checked.ok) throw new DomainError('VALIDATION_FAILED', checked.problem);
    const { message } = checked;
    // Taken whatever comes next: a nonce serves one attempt.
    const nonce = await this.nonces.take(message.nonce);
    if (!nonce || nonce.sessionId !== sessionId || nonce.expiresAt.getTime() <= now.getTime()) {
      throw new DomainError('INVALID_CREDENTIALS', NONCE_MESSAGE);
    }
    const outcome = await this.signatures.check({
      address: message.address as Hex,
      chainId: message.chainId,
      message: proof.message,
      signature: proof.signature as Hex,
    });
    if (outcome === 'needs-rpc') throw new DomainError('VALIDATION_FAILED', needsRpcMessage(message.chainId));
    if (outcome === 'chain-unreachable') throw new DomainError('UNAVAILABLE', CHAIN_UNREACHABLE_MESSAGE);
    if (outcome !== 'valid') throw new DomainError('INVALID_CREDENTIALS', OTHER_SIGNER_MESSAGE);
    return message;
  }
}
