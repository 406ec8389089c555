// Hand-written SQL of "Your data": the quotes and on-chain payments of an account's listings, joined
// through its project submissions, with the columns as the export shows them.

/** The quotes issued for the account's listings, newest first, without who issued them. */
export const QUOTES_OF_ACCOUNT = `SELECT quote.submission_id AS "submissionId", quote.chain_id AS "chainId", quote.token,
              quote.token_symbol AS "tokenSymbol", quote.token_decimals AS "tokenDecimals", quote.amount::text AS amount,
              quote.treasury, quote.expires_at AS "expiresAt", quote.status, quote.created_at AS "issuedAt"
       FROM listing_quotes quote JOIN project_submissions submission ON submission.id = quote.submission_id
       WHERE submission.user_id = $1 ORDER BY quote.id DESC`;

/** The transactions the account entered to pay its listings, newest first. */
export const CHAIN_PAYMENTS_OF_ACCOUNT = `SELECT payment.submission_id AS "submissionId", payment.chain_id AS "chainId", payment.tx_hash AS "txHash",
              payment.status, payment.refusal, payment.created_at AS "submittedAt", payment.settled_at AS "settledAt"
       FROM listing_chain_payments payment JOIN project_submissions submission ON submission.id = payment.submission_id
       WHERE submission.user_id = $1 ORDER BY payment.id DESC`;
