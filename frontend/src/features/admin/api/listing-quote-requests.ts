import { apiKey, fetchData, fetchPublicData, sendData } from '../../../lib/api-client';
import type { IssuedQuote, IssueQuoteRequest } from '../../../lib/api-types';

export function issueQuote(id: number, quote: IssueQuoteRequest): Promise<IssuedQuote> {
  return sendData('POST', '/api/admin/project-submissions/{id}/quotes', { params: { path: { id } }, body: quote });
}

export const submissionPaymentKey = (id: number) =>
  apiKey('/api/project-submissions/{id}/payment', { params: { path: { id } } });

export const readSubmissionPayment = (key: ReturnType<typeof submissionPaymentKey>) =>
  fetchData(key, 'Failed to fetch the payment details');

export const ACCEPTED_CHAINS_KEY = apiKey('/api/auth/wallet/options');

/** The chains the site accepts (the wallet options), for the quote's chain choice. */
export const readAcceptedChains = (key: typeof ACCEPTED_CHAINS_KEY) =>
  fetchPublicData(key, 'Failed to fetch the accepted chains').then((options) => options.chainIds);
