import { getAddress } from 'viem';
import { addressUrl, chainName, transactionUrl } from '../../../chains/chain-catalog';
import type { ChainPayment } from '../domain/chain-payment';
import { fromBaseUnits, type ListingQuote } from '../domain/listing-quote';

/** A quote as people read it: addresses checksummed (CONTRACT §6), the amount both ways, the chain by name. */
export interface ListingQuoteView {
  id: number;
  submissionId: number;
  chainId: number;
  chainName: string;
  /** 'native' or the ERC-20 contract's checksummed address. */
  token: string;
  tokenSymbol: string;
  tokenDecimals: number;
  /** Whole tokens, e.g. "250". */
  amount: string;
  /** The token's smallest unit, as a decimal string. */
  amountBaseUnits: string;
  treasury: string;
  treasuryUrl: string | null;
  expiresAt: Date;
  status: ListingQuote['status'];
  createdAt: Date;
}

export function quoteView(quote: ListingQuote): ListingQuoteView {
  return {
    id: quote.id,
    submissionId: quote.submissionId,
    chainId: quote.chainId,
    chainName: chainName(quote.chainId),
    token: quote.token === 'native' ? 'native' : getAddress(quote.token),
    tokenSymbol: quote.tokenSymbol,
    tokenDecimals: quote.tokenDecimals,
    amount: fromBaseUnits(quote.amount, quote.tokenDecimals),
    amountBaseUnits: quote.amount.toString(),
    treasury: getAddress(quote.treasury),
    treasuryUrl: addressUrl(quote.chainId, getAddress(quote.treasury)),
    expiresAt: quote.expiresAt,
    status: quote.status,
    createdAt: quote.createdAt,
  };
}

export interface ChainPaymentView {
  id: number;
  quoteId: number;
  chainId: number;
  txHash: string;
  transactionUrl: string | null;
  status: ChainPayment['status'];
  refusal: string | null;
  waitingFor: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

export function chainPaymentView(payment: ChainPayment): ChainPaymentView {
  return {
    id: payment.id,
    quoteId: payment.quoteId,
    chainId: payment.chainId,
    txHash: payment.txHash,
    transactionUrl: transactionUrl(payment.chainId, payment.txHash),
    status: payment.status,
    refusal: payment.refusal,
    waitingFor: payment.waitingFor,
    createdAt: payment.createdAt,
    settledAt: payment.settledAt,
  };
}
