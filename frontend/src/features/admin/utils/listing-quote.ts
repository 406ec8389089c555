import type { IssueQuoteRequest } from '../../../lib/api-types';

/** The server's bounds for a quote (IssueQuoteDto). */
export const QUOTE_VALIDITY = { min: 1, max: 90, default: 7 } as const;

export interface QuoteFormValues {
  amount: string;
  tokenKind: 'native' | 'erc20';
  tokenAddress: string;
  chainId: string;
  validityDays: string;
}

export type QuoteFormErrors = Partial<Record<keyof QuoteFormValues, string>>;

const AMOUNT = /^\d{1,30}(\.\d{1,36})?$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

const CHAIN_NAMES: Record<number, string> = {
  1: 'Ethereum',
  8453: 'Base',
  42161: 'Arbitrum',
  10: 'OP Mainnet',
  137: 'Polygon',
  31337: 'Local chain',
};

export const chainLabel = (chainId: number) => CHAIN_NAMES[chainId] ?? `Chain ${chainId}`;

/**
 * Checks what the form can know: the server checks the rest (an address's EIP-55 checksum, the
 * token's decimals, which it reads from the chain) and answers with its own message.
 */
export function validateQuoteForm(values: QuoteFormValues): QuoteFormErrors {
  const errors: QuoteFormErrors = {};
  const amount = values.amount.trim();
  if (amount === '') errors.amount = 'Enter the amount';
  else if (!AMOUNT.test(amount) || !/[1-9]/.test(amount)) errors.amount = 'Enter a positive amount, e.g. 250 or 0.05';
  if (values.tokenKind === 'erc20') {
    if (values.tokenAddress.trim() === '') errors.tokenAddress = 'Enter the token contract address';
    else if (!ADDRESS.test(values.tokenAddress.trim()))
      errors.tokenAddress = 'A contract address is 0x followed by 40 hexadecimal characters';
  }
  if (values.chainId === '') errors.chainId = 'Choose the chain';
  const days = Number(values.validityDays);
  if (!Number.isInteger(days) || days < QUOTE_VALIDITY.min || days > QUOTE_VALIDITY.max)
    errors.validityDays = `Between ${QUOTE_VALIDITY.min} and ${QUOTE_VALIDITY.max} days`;
  return errors;
}

export function toQuoteRequest(values: QuoteFormValues): IssueQuoteRequest {
  return {
    amount: values.amount.trim(),
    token: values.tokenKind === 'native' ? 'native' : values.tokenAddress.trim(),
    chainId: Number(values.chainId),
    validityDays: Number(values.validityDays),
  };
}
