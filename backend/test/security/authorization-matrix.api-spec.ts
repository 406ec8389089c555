import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionPublicId } from '../../src/modules/auth/application/session-public-id';
import { UnsubscribeTokens } from '../../src/modules/contact/application/newsletter-tokens';
import { undocumentedParts } from '../support/documented-responses';
import { documentedOperations } from '../support/openapi-document';
import { Fixtures, ROLES_UNDER_TEST, unique, type Identity, type RoleUnderTest } from '../support/fixtures';
import { eventually } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/test-app';
import { newWallet, walletLogin, walletProof } from '../support/wallets';

interface Context {
  fixtures: Fixtures;
  owner: Identity;
  publishedArticleId: number;
  loginTarget: { username: string; password: string };
}

interface Cell {
  path: string;
  body?: unknown;
}

type Statuses = [anonymous: number, user: number, partner: number, otherPartner: number, admin: number];

interface Row {
  build: (identity: Identity, context: Context) => Cell | Promise<Cell>;
  expect: Statuses;
}

const PUBLIC_200: Statuses = [200, 200, 200, 200, 200];
const SIGNED_IN_200: Statuses = [401, 200, 200, 200, 200];
const SIGNED_IN_400: Statuses = [401, 400, 400, 400, 400];
const ADMIN_ONLY_READ: Statuses = [401, 403, 403, 403, 200];
const PARTNER_TOOL_READ: Statuses = [401, 403, 200, 200, 403];
const PARTNER_TOOL_WRITE: Statuses = [401, 403, 201, 201, 403];

const fixed = (path: string, body?: unknown) => () => ({ path, body });

/** A pending article of the partner caller; for everyone else, one of the context's owner. */
const ownArticleOf = (identity: Identity, context: Context) =>
  context.fixtures.pendingArticle((identity.role === 'partner' ? identity : context.owner).profileId!);

/** The partner caller's own (approved) profile; for everyone else, the context's owner's. */
const ownProfileOf = (identity: Identity, context: Context) =>
  (identity.role === 'partner' ? identity : context.owner).profileId!;

/** A pending project submission of the partner caller; for everyone else, one of the context's owner. */
const ownSubmissionOf = (identity: Identity, context: Context) =>
  context.fixtures.pendingProjectSubmission((identity.role === 'partner' ? identity : context.owner).user!.id);

/** A featured submission with an open quote (Ethereum, native), of the partner caller or else of the context's owner. */
async function quotedSubmissionOf(identity: Identity, context: Context): Promise<number> {
  const owner = identity.role === 'partner' ? identity : context.owner;
  const id = await context.fixtures.pendingProjectSubmission(owner.user!.id, 'featured');
  await app.query(
    `INSERT INTO listing_quotes (submission_id, chain_id, token, token_symbol, token_decimals, amount, treasury, expires_at)
     VALUES ($1, 1, 'native', 'ETH', 18, 500000000000000000, $2, now() + interval '7 days')`,
    [id, MATRIX_TREASURY.toLowerCase()],
  );
  return id;
}

const MATRIX_TREASURY = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** Every endpoint of docs/openapi.json, with the status each kind of caller must get. */
const MATRIX: Record<string, Row> = {
  'GET /api/auth/user': { build: fixed('/api/auth/user'), expect: [401, 200, 200, 200, 200] },
  'POST /api/auth/login': {
    build: (_identity, context) => ({ path: '/api/auth/login', body: context.loginTarget }),
    expect: PUBLIC_200,
  },
  'POST /api/auth/signup': {
    build: () => ({ path: '/api/auth/signup', body: { username: unique('signup_'), password: 'secret123' } }),
    expect: [201, 201, 201, 201, 201],
  },
  'POST /api/auth/logout': { build: fixed('/api/auth/logout'), expect: PUBLIC_200 },
  // No password step is waiting for any of these callers.
  'POST /api/auth/login/two-factor': {
    build: fixed('/api/auth/login/two-factor', { code: '000000' }),
    expect: [401, 401, 401, 401, 401],
  },
  'GET /api/account/email': { build: fixed('/api/account/email'), expect: SIGNED_IN_200 },
  'PUT /api/account/email': {
    build: () => ({ path: '/api/account/email', body: { email: `${unique('m')}@example.com` } }),
    expect: SIGNED_IN_200,
  },
  'DELETE /api/account/email': { build: fixed('/api/account/email'), expect: SIGNED_IN_200 },
  'GET /api/account/two-factor': { build: fixed('/api/account/two-factor'), expect: SIGNED_IN_200 },
  'POST /api/account/two-factor/setup': { build: fixed('/api/account/two-factor/setup'), expect: SIGNED_IN_200 },
  // Past the role check, a wrong code is a 400 for every signed-in caller.
  'POST /api/account/two-factor/enable': {
    build: fixed('/api/account/two-factor/enable', { code: '000000' }),
    expect: SIGNED_IN_400,
  },
  'POST /api/account/two-factor/disable': {
    build: fixed('/api/account/two-factor/disable', { password: 'password123', code: '000000' }),
    expect: SIGNED_IN_400,
  },
  'POST /api/account/two-factor/recovery-codes': {
    build: fixed('/api/account/two-factor/recovery-codes', { password: 'password123', code: '000000' }),
    expect: SIGNED_IN_400,
  },
  // A wrong current password: past the role check, and no caller's password changes.
  'POST /api/account/password': {
    build: fixed('/api/account/password', { currentPassword: 'not the password', newPassword: 'whatever new' }),
    expect: [401, 400, 400, 400, 400],
  },
  'GET /api/account/sessions': { build: fixed('/api/account/sessions'), expect: SIGNED_IN_200 },
  'POST /api/account/sessions/revoke-others': {
    build: fixed('/api/account/sessions/revoke-others'),
    expect: SIGNED_IN_200,
  },
  'DELETE /api/account/sessions/{id}': {
    build: async (identity, context) => ({
      path: `/api/account/sessions/${await spareSessionOf(identity.role === 'partner' ? identity : context.owner)}`,
    }),
    expect: [401, 404, 200, 404, 404],
  },
  'POST /api/auth/password-reset/request': {
    build: () => ({ path: '/api/auth/password-reset/request', body: { username: unique('nobody') } }),
    expect: PUBLIC_200,
  },
  'POST /api/auth/password-reset/confirm': {
    build: async () => ({
      path: '/api/auth/password-reset/confirm',
      body: { token: await passwordResetToken(), newPassword: 'reset by matrix' },
    }),
    expect: PUBLIC_200,
  },
  'GET /api/account/tokens': { build: fixed('/api/account/tokens'), expect: SIGNED_IN_200 },
  'POST /api/account/tokens': {
    build: fixed('/api/account/tokens', { name: 'Matrix', scope: 'read' }),
    expect: [401, 201, 201, 201, 201],
  },
  'GET /api/auth/wallet/options': { build: fixed('/api/auth/wallet/options'), expect: PUBLIC_200 },
  'POST /api/auth/wallet/nonce': { build: fixed('/api/auth/wallet/nonce'), expect: PUBLIC_200 },
  // A wallet no account has: every caller is asked for a username.
  'POST /api/auth/wallet/login': {
    build: async (identity) => ({
      path: '/api/auth/wallet/login',
      body: await walletProof(identity.client, newWallet()),
    }),
    expect: PUBLIC_200,
  },
  'POST /api/auth/wallet/signup': {
    build: async (identity) => {
      await walletLogin(identity.client, newWallet());
      return { path: '/api/auth/wallet/signup', body: { username: unique('wallet_') } };
    },
    expect: [201, 201, 201, 201, 201],
  },
  'GET /api/account/password': { build: fixed('/api/account/password'), expect: SIGNED_IN_200 },
  'GET /api/account/wallets': { build: fixed('/api/account/wallets'), expect: SIGNED_IN_200 },
  'POST /api/account/wallets': {
    build: async (identity) => ({
      path: '/api/account/wallets',
      body: await walletProof(identity.client, newWallet()),
    }),
    expect: [401, 201, 201, 201, 201],
  },
  'PATCH /api/account/wallets/{id}': {
    build: async (identity, context) => ({
      path: `/api/account/wallets/${await walletOf((identity.role === 'partner' ? identity : context.owner).user!.id)}`,
      body: { name: 'Matrix' },
    }),
    expect: [401, 404, 200, 404, 404],
  },
  'DELETE /api/account/wallets/{id}': {
    build: async (identity, context) => ({
      path: `/api/account/wallets/${await walletOf((identity.role === 'partner' ? identity : context.owner).user!.id)}`,
    }),
    expect: [401, 404, 200, 404, 404],
  },
  'GET /api/partner/payout-address': { build: fixed('/api/partner/payout-address'), expect: PARTNER_TOOL_READ },
  'PUT /api/partner/payout-address': {
    build: async (identity, context) => {
      const account = identity.user ?? context.owner.user!;
      return {
        path: '/api/partner/payout-address',
        body: { walletId: await walletOf(account.id), chainId: 8453, password: account.password },
      };
    },
    expect: [401, 403, 200, 200, 403],
  },
  'DELETE /api/partner/payout-address/pending': {
    build: async (identity, context) => {
      await pendingPayoutAddressOf((identity.user ?? context.owner.user!).id);
      return { path: '/api/partner/payout-address/pending' };
    },
    expect: [401, 403, 200, 200, 403],
  },
  'GET /api/admin/users/{id}/payout-address': {
    build: (_identity, context) => ({ path: `/api/admin/users/${context.owner.user!.id}/payout-address` }),
    expect: ADMIN_ONLY_READ,
  },
  'DELETE /api/account/tokens/{id}': {
    build: async (identity, context) => ({
      path: `/api/account/tokens/${await apiTokenOf((identity.role === 'partner' ? identity : context.owner).user!.id)}`,
    }),
    expect: [401, 404, 200, 404, 404],
  },
  'POST /api/account/email/verify': {
    build: async () => ({ path: '/api/account/email/verify', body: { token: await emailVerificationToken() } }),
    expect: PUBLIC_200,
  },
  'GET /api/account/export': { build: fixed('/api/account/export'), expect: SIGNED_IN_200 },
  'POST /api/account/delete': {
    build: (identity) => ({
      path: '/api/account/delete',
      body: { password: identity.user?.password ?? 'password123' },
    }),
    expect: SIGNED_IN_200,
  },
  'GET /api/health': { build: fixed('/api/health'), expect: PUBLIC_200 },
  'GET /api/health/live': { build: fixed('/api/health/live'), expect: PUBLIC_200 },
  'GET /api/health/ready': { build: fixed('/api/health/ready'), expect: PUBLIC_200 },
  'POST /api/contact': {
    build: fixed('/api/contact', { name: 'Matrix', email: 'matrix@example.com', company: 'M', message: 'Hi' }),
    expect: [201, 201, 201, 201, 201],
  },
  'POST /api/newsletter': {
    build: () => ({ path: '/api/newsletter', body: { email: `${unique('n')}@example.com` } }),
    expect: PUBLIC_200,
  },
  'POST /api/newsletter/confirm': {
    build: async () => ({ path: '/api/newsletter/confirm', body: { token: await newsletterConfirmationToken() } }),
    expect: PUBLIC_200,
  },
  'POST /api/newsletter/unsubscribe': {
    build: async () => ({ path: '/api/newsletter/unsubscribe', body: { token: await newsletterUnsubscribeToken() } }),
    expect: PUBLIC_200,
  },
  'GET /api/partner/profile': { build: fixed('/api/partner/profile'), expect: [401, 404, 200, 200, 404] },
  'POST /api/partner/profile': {
    build: () => ({ path: '/api/partner/profile', body: { companyName: 'Matrix Co', referralCode: unique('mx-') } }),
    expect: [401, 201, 409, 409, 201],
  },
  'GET /api/referrals': { build: fixed('/api/referrals'), expect: PARTNER_TOOL_READ },
  'POST /api/referrals': {
    build: () => ({ path: '/api/referrals', body: { referralCode: unique('rf-') } }),
    expect: PARTNER_TOOL_WRITE,
  },
  'GET /api/referrals/stats': { build: fixed('/api/referrals/stats'), expect: PARTNER_TOOL_READ },
  'GET /api/referrals/stats/export': { build: fixed('/api/referrals/stats/export'), expect: PARTNER_TOOL_READ },
  'GET /api/partner/webhook': { build: fixed('/api/partner/webhook'), expect: PARTNER_TOOL_READ },
  'PUT /api/partner/webhook': {
    build: fixed('/api/partner/webhook', { url: 'https://93.184.216.34/matrix' }),
    expect: PARTNER_TOOL_READ,
  },
  'DELETE /api/partner/webhook': {
    build: async (identity) => {
      await webhookEndpointOf(identity);
      return { path: '/api/partner/webhook' };
    },
    expect: [401, 403, 204, 204, 403],
  },
  'POST /api/partner/webhook/rotate-secret': {
    build: async (identity) => {
      await webhookEndpointOf(identity);
      return { path: '/api/partner/webhook/rotate-secret' };
    },
    expect: PARTNER_TOOL_READ,
  },
  'POST /api/partner/webhook/test': {
    build: async (identity) => {
      await webhookEndpointOf(identity);
      return { path: '/api/partner/webhook/test' };
    },
    expect: [401, 403, 202, 202, 403],
  },
  'GET /api/partner/webhook/deliveries': { build: fixed('/api/partner/webhook/deliveries'), expect: PARTNER_TOOL_READ },
  'PATCH /api/referrals/{id}': {
    build: async (identity, context) => ({
      path: `/api/referrals/${await referralIdOf((identity.role === 'partner' ? identity : context.owner).referralCode!)}`,
      body: { campaignId: null },
    }),
    expect: [401, 403, 200, 404, 403],
  },
  'GET /r/{code}': {
    build: (_identity, context) => ({ path: `/r/${context.owner.referralCode}` }),
    expect: [302, 302, 302, 302, 302],
  },
  'GET /api/campaigns': { build: fixed('/api/campaigns'), expect: PARTNER_TOOL_READ },
  'POST /api/campaigns': { build: fixed('/api/campaigns', { name: 'Matrix campaign' }), expect: PARTNER_TOOL_WRITE },
  'PATCH /api/campaigns/{id}/status': {
    build: (identity, context) => ({
      path: `/api/campaigns/${(identity.role === 'partner' ? identity : context.owner).campaignId}/status`,
      body: { status: 'active' },
    }),
    expect: [401, 403, 200, 404, 403],
  },
  'PATCH /api/campaigns/{id}': {
    build: (identity, context) => ({
      path: `/api/campaigns/${(identity.role === 'partner' ? identity : context.owner).campaignId}`,
      body: { name: 'Matrix edit' },
    }),
    expect: [401, 403, 200, 404, 403],
  },
  'DELETE /api/campaigns/{id}': {
    build: (identity, context) => ({
      path: `/api/campaigns/${(identity.role === 'partner' ? identity : context.owner).campaignId}`,
    }),
    expect: [401, 403, 200, 404, 403],
  },
  // The partner caller's own profile is approved, so its owner gets a 409 (nothing is changed); anyone else, a 404.
  'PUT /api/partner/profile/{id}': {
    build: (identity, context) => ({
      path: `/api/partner/profile/${ownProfileOf(identity, context)}`,
      body: { companyName: 'Matrix Co' },
    }),
    expect: [401, 404, 409, 404, 404],
  },
  'POST /api/partner/profile/{id}/withdraw': {
    build: (identity, context) => ({ path: `/api/partner/profile/${ownProfileOf(identity, context)}/withdraw` }),
    expect: [401, 404, 409, 404, 404],
  },
  'POST /api/partner/profile/{id}/resubmit': {
    build: (identity, context) => ({
      path: `/api/partner/profile/${ownProfileOf(identity, context)}/resubmit`,
      body: { companyName: 'Matrix Co' },
    }),
    expect: [401, 404, 409, 404, 404],
  },
  'GET /api/partner/profile/{id}/timeline': {
    build: (identity, context) => ({ path: `/api/partner/profile/${ownProfileOf(identity, context)}/timeline` }),
    expect: [401, 404, 200, 404, 200],
  },
  'GET /api/article-submissions': { build: fixed('/api/article-submissions'), expect: PARTNER_TOOL_READ },
  'POST /api/article-submissions': {
    build: fixed('/api/article-submissions', { title: 'T', category: 'DeFi', excerpt: 'E', content: '<p>C</p>' }),
    expect: PARTNER_TOOL_WRITE,
  },
  // The owning partner passes; another partner gets a 404, callers without a partner profile a 403.
  'PUT /api/article-submissions/{id}': {
    build: async (identity, context) => ({
      path: `/api/article-submissions/${await ownArticleOf(identity, context)}`,
      body: { title: 'T', category: 'DeFi', excerpt: 'E', content: '<p>C</p>' },
    }),
    expect: [401, 403, 200, 404, 403],
  },
  'POST /api/article-submissions/{id}/withdraw': {
    build: async (identity, context) => ({
      path: `/api/article-submissions/${await ownArticleOf(identity, context)}/withdraw`,
    }),
    expect: [401, 403, 200, 404, 403],
  },
  'POST /api/article-submissions/{id}/resubmit': {
    build: async (identity, context) => ({
      path: `/api/article-submissions/${await ownArticleOf(identity, context)}/resubmit`,
      body: { title: 'T', category: 'DeFi', excerpt: 'E', content: '<p>C</p>' },
    }),
    expect: [401, 403, 409, 404, 403],
  },
  'GET /api/article-submissions/{id}/timeline': {
    build: async (identity, context) => ({
      path: `/api/article-submissions/${await ownArticleOf(identity, context)}/timeline`,
    }),
    expect: [401, 403, 200, 404, 200],
  },
  'POST /api/project-submissions': {
    build: fixed('/api/project-submissions', { projectName: 'Matrix', category: 'DeFi', description: 'D' }),
    expect: [401, 201, 201, 201, 201],
  },
  'GET /api/project-submissions': { build: fixed('/api/project-submissions'), expect: [401, 200, 200, 200, 200] },
  'GET /api/project-submissions/all': { build: fixed('/api/project-submissions/all'), expect: ADMIN_ONLY_READ },
  'GET /api/project-submissions/all/export': {
    build: fixed('/api/project-submissions/all/export'),
    expect: ADMIN_ONLY_READ,
  },
  'PATCH /api/project-submissions/{id}/status': {
    build: async (_identity, context) => ({
      path: `/api/project-submissions/${await context.fixtures.pendingProjectSubmission(context.owner.user!.id)}/status`,
      body: { verificationStatus: 'approved' },
    }),
    expect: ADMIN_ONLY_READ,
  },
  'POST /api/project-submissions/{id}/payment': {
    build: async (_identity, context) => ({
      path: `/api/project-submissions/${await context.fixtures.pendingProjectSubmission(context.owner.user!.id, 'featured')}/payment`,
      body: { amount: 500, reference: 'INV-1', paidOn: '2026-01-15' },
    }),
    expect: [401, 403, 403, 403, 201],
  },
  // A native-currency quote needs no chain read: Ethereum (chain 1) with the matrix app's treasury.
  'POST /api/admin/project-submissions/{id}/quotes': {
    build: async (_identity, context) => ({
      path: `/api/admin/project-submissions/${await context.fixtures.pendingProjectSubmission(context.owner.user!.id, 'featured')}/quotes`,
      body: { amount: '0.5', token: 'native', chainId: 1 },
    }),
    expect: [401, 403, 403, 403, 201],
  },
  'GET /api/project-submissions/{id}/payment': {
    build: async (identity, context) => ({
      path: `/api/project-submissions/${await quotedSubmissionOf(identity, context)}/payment`,
    }),
    expect: [401, 404, 200, 404, 200],
  },
  'POST /api/project-submissions/{id}/payments': {
    build: async (identity, context) => ({
      path: `/api/project-submissions/${await quotedSubmissionOf(identity, context)}/payments`,
      body: { txHash: `0x${randomBytes(32).toString('hex')}` },
    }),
    expect: [401, 404, 202, 404, 404],
  },
  'PUT /api/project-submissions/{id}': {
    build: async (identity, context) => ({
      path: `/api/project-submissions/${await ownSubmissionOf(identity, context)}`,
      body: { projectName: 'Matrix', category: 'DeFi', description: 'D' },
    }),
    expect: [401, 404, 200, 404, 404],
  },
  'POST /api/project-submissions/{id}/withdraw': {
    build: async (identity, context) => ({
      path: `/api/project-submissions/${await ownSubmissionOf(identity, context)}/withdraw`,
    }),
    expect: [401, 404, 200, 404, 404],
  },
  // Only the owner gets past the 404; a pending submission cannot be resubmitted (409).
  'POST /api/project-submissions/{id}/resubmit': {
    build: async (identity, context) => ({
      path: `/api/project-submissions/${await ownSubmissionOf(identity, context)}/resubmit`,
      body: { projectName: 'Matrix', category: 'DeFi', description: 'D' },
    }),
    expect: [401, 404, 409, 404, 404],
  },
  'GET /api/project-submissions/{id}/timeline': {
    build: async (identity, context) => ({
      path: `/api/project-submissions/${await ownSubmissionOf(identity, context)}/timeline`,
    }),
    expect: [401, 404, 200, 404, 200],
  },
  'GET /api/project-submissions/{id}/ownership': {
    build: async (identity, context) => ({
      path: `/api/project-submissions/${await ownSubmissionOf(identity, context)}/ownership`,
    }),
    expect: [401, 404, 200, 404, 200],
  },
  // The matrix app has no RPC URL: past the owner check, the code check of the contract is a 503 with a message.
  'POST /api/project-submissions/{id}/contracts': {
    build: async (identity, context) => ({
      path: `/api/project-submissions/${await ownSubmissionOf(identity, context)}/contracts`,
      body: { chainId: 8453, address: newWallet().address },
    }),
    expect: [401, 404, 503, 404, 404],
  },
  'DELETE /api/project-submissions/{id}/contracts/{contractId}': {
    build: async (identity, context) => {
      const submissionId = await ownSubmissionOf(identity, context);
      return { path: `/api/project-submissions/${submissionId}/contracts/${await contractOf(submissionId)}` };
    },
    expect: [401, 404, 200, 404, 404],
  },
  'POST /api/project-submissions/{id}/contracts/{contractId}/proofs/challenge': {
    build: async (identity, context) => {
      const submissionId = await ownSubmissionOf(identity, context);
      return {
        path: `/api/project-submissions/${submissionId}/contracts/${await contractOf(submissionId)}/proofs/challenge`,
      };
    },
    expect: [401, 404, 201, 404, 404],
  },
  // Only the owner gets past the 404; a nonce never issued is a 400.
  'POST /api/project-submissions/{id}/contracts/{contractId}/proofs/signature': {
    build: async (identity, context) => {
      const submissionId = await ownSubmissionOf(identity, context);
      return {
        path: `/api/project-submissions/${submissionId}/contracts/${await contractOf(submissionId)}/proofs/signature`,
        body: { nonce: 'never-issued', signer: newWallet().address, signature: `0x${'11'.repeat(65)}` },
      };
    },
    expect: [401, 404, 400, 404, 404],
  },
  'POST /api/project-submissions/{id}/contracts/{contractId}/signers': {
    build: async (identity, context) => {
      const submissionId = await ownSubmissionOf(identity, context);
      return {
        path: `/api/project-submissions/${submissionId}/contracts/${await contractOf(submissionId)}/signers`,
        body: { address: newWallet().address },
      };
    },
    expect: [401, 404, 201, 404, 404],
  },
  // Only the owner gets past the 404; the fixture submission has no website to check (400).
  'POST /api/project-submissions/{id}/proofs/well-known-file': {
    build: async (identity, context) => ({
      path: `/api/project-submissions/${await ownSubmissionOf(identity, context)}/proofs/well-known-file`,
    }),
    expect: [401, 404, 400, 404, 404],
  },
  'POST /api/project-submissions/{id}/proofs/dns': {
    build: async (identity, context) => ({
      path: `/api/project-submissions/${await ownSubmissionOf(identity, context)}/proofs/dns`,
    }),
    expect: [401, 404, 400, 404, 404],
  },
  // The owner or an admin; the fixture has no website, so the DNS proof lapses (no network is asked).
  'POST /api/project-submissions/{id}/proofs/{proofId}/recheck': {
    build: async (identity, context) => {
      const submissionId = await ownSubmissionOf(identity, context);
      return { path: `/api/project-submissions/${submissionId}/proofs/${await dnsProofOf(submissionId)}/recheck` };
    },
    expect: [401, 404, 200, 404, 200],
  },
  'PATCH /api/admin/ownership-signers/{id}': {
    build: async (_identity, context) => ({
      path: `/api/admin/ownership-signers/${await signerOf(await contractOf(await context.fixtures.pendingProjectSubmission(context.owner.user!.id)))}`,
      body: { accepted: true },
    }),
    expect: [401, 403, 403, 403, 200],
  },
  'GET /api/articles': { build: fixed('/api/articles'), expect: PUBLIC_200 },
  'GET /api/articles/{id}': {
    build: (_identity, context) => ({ path: `/api/articles/${context.publishedArticleId}` }),
    expect: PUBLIC_200,
  },
  'GET /api/projects': { build: fixed('/api/projects'), expect: PUBLIC_200 },
  'GET /api/admin/partners/pending': { build: fixed('/api/admin/partners/pending'), expect: ADMIN_ONLY_READ },
  'GET /api/admin/projects/pending': { build: fixed('/api/admin/projects/pending'), expect: ADMIN_ONLY_READ },
  'GET /api/admin/projects/verified': {
    build: fixed('/api/admin/projects/verified?category=defi'),
    expect: ADMIN_ONLY_READ,
  },
  'GET /api/admin/articles/pending': { build: fixed('/api/admin/articles/pending'), expect: ADMIN_ONLY_READ },
  'PATCH /api/admin/partners/{id}/approve': {
    build: async (_identity, context) => ({
      path: `/api/admin/partners/${await context.fixtures.pendingPartnerProfile()}/approve`,
      body: { approved: true },
    }),
    expect: ADMIN_ONLY_READ,
  },
  'PATCH /api/admin/projects/{id}/verify': {
    build: async (_identity, context) => ({
      path: `/api/admin/projects/${await context.fixtures.pendingProject()}/verify`,
      body: { verified: true },
    }),
    expect: ADMIN_ONLY_READ,
  },
  'PATCH /api/admin/articles/{id}/publish': {
    build: async (_identity, context) => ({
      path: `/api/admin/articles/${await context.fixtures.pendingArticle(context.owner.profileId!)}/publish`,
      body: { published: true },
    }),
    expect: ADMIN_ONLY_READ,
  },
  'POST /api/admin/bulk-decisions': {
    build: async (_identity, context) => ({
      path: '/api/admin/bulk-decisions',
      body: { kind: 'project', ids: [await context.fixtures.pendingProject()], decision: 'approve' },
    }),
    expect: ADMIN_ONLY_READ,
  },
  'POST /api/admin/bulk-payments': {
    build: async (_identity, context) => ({
      path: '/api/admin/bulk-payments',
      body: {
        ids: [await context.fixtures.pendingProjectSubmission(context.owner.user!.id, 'featured')],
        amount: 500,
        reference: 'INV-1',
        paidOn: '2026-01-15',
      },
    }),
    expect: ADMIN_ONLY_READ,
  },
  'POST /api/admin/claims': {
    build: async (_identity, context) => ({
      path: '/api/admin/claims',
      body: { kind: 'project', id: await context.fixtures.pendingProject() },
    }),
    expect: ADMIN_ONLY_READ,
  },
  'DELETE /api/admin/claims/{kind}/{id}': {
    build: async (identity, context) => {
      const id = await context.fixtures.pendingProject();
      if (identity.role === 'admin') await identity.client.post('/api/admin/claims', { kind: 'project', id });
      return { path: `/api/admin/claims/project/${id}` };
    },
    expect: ADMIN_ONLY_READ,
  },
  'GET /api/admin/note-templates': { build: fixed('/api/admin/note-templates'), expect: ADMIN_ONLY_READ },
  'POST /api/admin/note-templates': {
    build: () => ({ path: '/api/admin/note-templates', body: { label: unique('Matrix '), body: 'Matrix note' } }),
    expect: [401, 403, 403, 403, 201],
  },
  'PATCH /api/admin/note-templates/{id}': {
    build: async () => ({ path: `/api/admin/note-templates/${await noteTemplate()}`, body: { body: 'Changed' } }),
    expect: ADMIN_ONLY_READ,
  },
  'DELETE /api/admin/note-templates/{id}': {
    build: async () => ({ path: `/api/admin/note-templates/${await noteTemplate()}` }),
    expect: [401, 403, 403, 403, 204],
  },
  'POST /api/admin/articles/{id}/unpublish': {
    build: async (_identity, context) => ({
      path: `/api/admin/articles/${await context.fixtures.publishedArticle(context.owner.profileId!)}/unpublish`,
      body: { reason: 'Matrix' },
    }),
    expect: ADMIN_ONLY_READ,
  },
  'POST /api/admin/articles/{id}/reopen': {
    build: async (_identity, context) => ({
      path: `/api/admin/articles/${await inState('article_submissions', 'status', 'rejected', await context.fixtures.pendingArticle(context.owner.profileId!))}/reopen`,
      body: { reason: 'Matrix' },
    }),
    expect: ADMIN_ONLY_READ,
  },
  'POST /api/admin/projects/{id}/unverify': {
    build: async (_identity, context) => ({
      path: `/api/admin/projects/${await inState('projects', 'verification_status', 'verified', await context.fixtures.pendingProject())}/unverify`,
      body: { reason: 'Matrix' },
    }),
    expect: ADMIN_ONLY_READ,
  },
  'POST /api/admin/partners/{id}/revoke': {
    build: async (_identity, context) => ({
      path: `/api/admin/partners/${await inState('partner_profiles', 'status', 'approved', await context.fixtures.pendingPartnerProfile())}/revoke`,
      body: { reason: 'Matrix' },
    }),
    expect: ADMIN_ONLY_READ,
  },
  'POST /api/project-submissions/{id}/reopen': {
    build: async (_identity, context) => ({
      path: `/api/project-submissions/${await inState(
        'project_submissions',
        'verification_status',
        'rejected',
        await context.fixtures.pendingProjectSubmission(context.owner.user!.id),
      )}/reopen`,
      body: { reason: 'Matrix' },
    }),
    expect: ADMIN_ONLY_READ,
  },
  'GET /api/admin/outbox': { build: fixed('/api/admin/outbox'), expect: ADMIN_ONLY_READ },
  'GET /api/admin/outbox/{id}': {
    build: async () => ({ path: `/api/admin/outbox/${await outboxMessageId()}` }),
    expect: ADMIN_ONLY_READ,
  },
  'GET /api/admin/users': { build: fixed('/api/admin/users?q=user&role=user'), expect: ADMIN_ONLY_READ },
  'POST /api/admin/users/{id}/disable': {
    build: async () => ({ path: `/api/admin/users/${(await app.createUser()).id}/disable` }),
    expect: ADMIN_ONLY_READ,
  },
  'POST /api/admin/users/{id}/enable': {
    build: async () => ({ path: `/api/admin/users/${(await app.createUser()).id}/enable` }),
    expect: ADMIN_ONLY_READ,
  },
  'POST /api/admin/users/{id}/password-reset-link': {
    build: async () => ({ path: `/api/admin/users/${(await app.createUser()).id}/password-reset-link` }),
    expect: ADMIN_ONLY_READ,
  },
  'GET /api/admin/referral-conversions': {
    build: fixed('/api/admin/referral-conversions?status=flagged'),
    expect: ADMIN_ONLY_READ,
  },
  'POST /api/admin/referral-conversions/{userId}/confirm': {
    build: async (_identity, context) => ({
      path: `/api/admin/referral-conversions/${await flaggedConversion(context)}/confirm`,
      body: {},
    }),
    expect: ADMIN_ONLY_READ,
  },
  'POST /api/admin/referral-conversions/{userId}/void': {
    build: async (_identity, context) => ({
      path: `/api/admin/referral-conversions/${await flaggedConversion(context)}/void`,
      body: { note: 'Matrix' },
    }),
    expect: ADMIN_ONLY_READ,
  },
  'GET /api/notifications': { build: fixed('/api/notifications'), expect: SIGNED_IN_200 },
  'GET /api/notifications/unread-count': { build: fixed('/api/notifications/unread-count'), expect: SIGNED_IN_200 },
  'POST /api/notifications/read-all': { build: fixed('/api/notifications/read-all'), expect: SIGNED_IN_200 },
  'POST /api/notifications/{id}/read': {
    build: async (identity, context) => ({
      path: `/api/notifications/${await notificationOf((identity.user ?? context.owner.user)!.id)}/read`,
    }),
    expect: SIGNED_IN_200,
  },
  'GET /api/notifications/preferences': { build: fixed('/api/notifications/preferences'), expect: SIGNED_IN_200 },
  'PUT /api/notifications/preferences': {
    build: fixed('/api/notifications/preferences', { preferences: [{ kind: 'submission-decided', email: false }] }),
    expect: SIGNED_IN_200,
  },
  'GET /api/admin/audit': { build: fixed('/api/admin/audit'), expect: ADMIN_ONLY_READ },
  'GET /api/admin/audit/export': { build: fixed('/api/admin/audit/export'), expect: ADMIN_ONLY_READ },
  'GET /api/admin/contact-messages': { build: fixed('/api/admin/contact-messages'), expect: ADMIN_ONLY_READ },
  'GET /api/admin/contact-messages/export': {
    build: fixed('/api/admin/contact-messages/export'),
    expect: ADMIN_ONLY_READ,
  },
  'GET /api/admin/newsletter-subscribers': {
    build: fixed('/api/admin/newsletter-subscribers'),
    expect: ADMIN_ONLY_READ,
  },
  'GET /api/admin/newsletter-subscribers/export': {
    build: fixed('/api/admin/newsletter-subscribers/export'),
    expect: ADMIN_ONLY_READ,
  },
  'GET /api/project-insights': { build: fixed('/api/project-insights'), expect: PUBLIC_200 },
  'POST /api/admin/insights': {
    build: fixed('/api/admin/insights', {
      projectId: 1,
      totalUsers: 10,
      kycUsers: 5,
      tradingVolume: 100,
      growthScore: 50,
    }),
    expect: [401, 403, 403, 403, 201],
  },
  'GET /api/leaderboards/metric/{metric}': {
    build: fixed('/api/leaderboards/metric/volume?limit=20'),
    expect: PUBLIC_200,
  },
  'GET /api/leaderboards/entity/{entityType}': {
    build: fixed('/api/leaderboards/entity/project?limit=20'),
    expect: PUBLIC_200,
  },
};

/** A working verification link's token for a new account's unverified address. */
/** Puts a fresh row into the state a reversal undoes (tables and columns are this file's constants). */
async function inState(table: string, column: string, value: string, id: number): Promise<number> {
  await app.query(`UPDATE ${table} SET ${column} = $1 WHERE id = $2`, [value, id]);
  return id;
}

async function emailVerificationToken(): Promise<string> {
  const user = await app.createUser();
  const email = `${unique('v')}@example.com`;
  const token = unique('token-');
  await app.query(`UPDATE users SET email = $2 WHERE id = $1`, [user.id, email]);
  await app.query(
    `INSERT INTO account_tokens (user_id, purpose, token_hash, email, expires_at) VALUES ($1, 'verify-email', $2, $3, now() + interval '1 hour')`,
    [user.id, createHash('sha256').update(token).digest('hex'), email],
  );
  return token;
}

/** An API token of the user's own. */
async function apiTokenOf(userId: number): Promise<number> {
  const [row] = await app.query<{ id: string }>(
    `INSERT INTO api_tokens (user_id, name, token_hash, prefix, scope) VALUES ($1, 'Matrix', $2, 'cbt_matrix', 'read') RETURNING id`,
    [userId, createHash('sha256').update(unique('api-token-')).digest('hex')],
  );
  return Number(row.id);
}

/** A working reset token, as an admin would issue it, for a new account. */
/** A contract on the submission, written directly (adding one reads the chain). */
async function contractOf(submissionId: number): Promise<number> {
  const [row] = await app.query<{ id: number }>(
    'INSERT INTO project_contracts (submission_id, chain_id, address) VALUES ($1, 8453, $2) RETURNING id',
    [submissionId, newWallet().address.toLowerCase()],
  );
  return row.id;
}

/** A verified DNS proof of the submission, written directly. */
async function dnsProofOf(submissionId: number): Promise<number> {
  const [row] = await app.query<{ id: number }>(
    `INSERT INTO ownership_proofs (submission_id, method, status, evidence, checked_at)
     VALUES ($1, 'dns', 'verified', '{"method":"dns","domain":"fixture.example","record":"x"}', now()) RETURNING id`,
    [submissionId],
  );
  return row.id;
}

/** A registered signer waiting for an admin, written directly. */
async function signerOf(contractId: number): Promise<number> {
  const [row] = await app.query<{ id: number }>(
    'INSERT INTO ownership_signers (contract_id, address) VALUES ($1, $2) RETURNING id',
    [contractId, newWallet().address.toLowerCase()],
  );
  return row.id;
}

/** A wallet linked to the account, written directly. */
async function walletOf(userId: number): Promise<number> {
  const [row] = await app.query<{ id: number }>(
    'INSERT INTO wallets (user_id, address, chain_id) VALUES ($1, $2, 1) RETURNING id',
    [userId, newWallet().address.toLowerCase()],
  );
  return row.id;
}

/** A payout address change of the account, waiting for its hold, written directly. */
async function pendingPayoutAddressOf(userId: number): Promise<void> {
  await app.query(
    `INSERT INTO payout_address_changes (user_id, address, chain_id, effective_at) VALUES ($1, $2, 1, now() + interval '1 day')`,
    [userId, newWallet().address.toLowerCase()],
  );
}

async function passwordResetToken(): Promise<string> {
  const user = await app.createUser();
  const token = unique('reset-');
  await app.query(
    `INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, 'password-reset', $2, now() + interval '1 hour')`,
    [user.id, createHash('sha256').update(token).digest('hex')],
  );
  return token;
}

/** The public id of a second session of the identity's account, so signing it out leaves the identity signed in. */
async function spareSessionOf(identity: Identity): Promise<string> {
  const spare = app.client();
  await spare.login(identity.user!.username, identity.user!.password);
  const sid = decodeURIComponent(spare.cookie!.split('=')[1]).slice(2).split('.')[0];
  return sessionPublicId(sid);
}

/**
 * The partner caller's webhook endpoint, set directly to a name that never resolves, so a test
 * event sends nothing out of the test.
 */
async function webhookEndpointOf(identity: Identity): Promise<void> {
  if (identity.role !== 'partner' && identity.role !== 'otherPartner') return;
  await app.query(
    `INSERT INTO webhook_endpoints (partner_id, url, secret) VALUES ($1, 'https://hooks.example/matrix', 'whsec_AAAA')
     ON CONFLICT (partner_id) DO UPDATE SET url = EXCLUDED.url`,
    [identity.profileId],
  );
}

/** The id of the referral link with this code. */
async function referralIdOf(code: string): Promise<number> {
  const [row] = await app.query<{ id: number }>('SELECT id FROM referrals WHERE code = $1', [code]);
  return row.id;
}

/** A saved rejection reason. */
/** A new account whose signup through the context owner's link waits for review. */
async function flaggedConversion(context: Context): Promise<number> {
  const user = await app.createUser();
  await app.query(
    `INSERT INTO referral_conversions (user_id, referral_id, status, flags)
     SELECT $1, id, 'flagged', '{automation-agent}' FROM referrals WHERE code = $2`,
    [user.id, context.owner.referralCode],
  );
  return user.id;
}

async function noteTemplate(): Promise<number> {
  const [row] = await app.query<{ id: number }>(
    `INSERT INTO decision_note_templates (label, body) VALUES ($1, 'Matrix note') RETURNING id`,
    [unique('Matrix ')],
  );
  return row.id;
}

/** A notification of the user's own. */
async function notificationOf(userId: number): Promise<number> {
  const [row] = await app.query<{ id: string }>(
    `INSERT INTO notifications (user_id, kind, title, body, dedupe_key) VALUES ($1, 'submission-decided', 'Matrix', 'Body', $2) RETURNING id`,
    [userId, unique('matrix-')],
  );
  return Number(row.id);
}

/** A message in the outbox: a contact message's acknowledgement, once the mail job has written it. */
async function outboxMessageId(): Promise<number> {
  await app.client().post('/api/contact', { name: 'Matrix', email: 'matrix@example.com', company: 'M', message: 'Hi' });
  const row = await eventually(
    async () =>
      (await app.query<{ id: string }>(`SELECT id FROM mail_deliveries WHERE transport = 'outbox' LIMIT 1`))[0],
  );
  return Number(row.id);
}

/** A working confirmation link's token for a new pending subscription. */
async function newsletterConfirmationToken(): Promise<string> {
  const token = unique('confirm-');
  await app.query(
    `INSERT INTO newsletter_subscriptions (email, confirm_token_hash, confirm_token_expires_at) VALUES ($1, $2, now() + interval '1 hour')`,
    [`${unique('c')}@example.com`, createHash('sha256').update(token).digest('hex')],
  );
  return token;
}

/** A working unsubscribe link's token for a new active subscription. */
async function newsletterUnsubscribeToken(): Promise<string> {
  const [row] = await app.query<{ id: number }>(
    `INSERT INTO newsletter_subscriptions (email, status) VALUES ($1, 'active') RETURNING id`,
    [`${unique('u')}@example.com`],
  );
  return app.get(UnsubscribeTokens).sign(row.id);
}

let app: TestApp;
let context: Context;

beforeAll(async () => {
  app = await startTestApp({ env: { TREASURY_ADDRESS: MATRIX_TREASURY } });
  const fixtures = new Fixtures(app);
  const owner = { role: 'partner' as const, ...(await fixtures.approvedPartner()) };
  const loginTarget = await app.createUser();
  context = {
    fixtures,
    owner,
    publishedArticleId: await fixtures.publishedArticle(owner.profileId!),
    loginTarget: { username: loginTarget.username, password: loginTarget.password },
  };
});

afterAll(async () => {
  await app.close();
});

describe('authorization matrix', () => {
  it('covers every documented endpoint, and only those', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(documentedOperations().sort());
  });

  describe.each(Object.entries(MATRIX))('%s', (operation, row) => {
    it.each(ROLES_UNDER_TEST.map((role, index) => [role, row.expect[index]] as const))(
      'answers %s with %i',
      async (role: RoleUnderTest, expected: number) => {
        const identity = await context.fixtures.identity(role);
        const cell = await row.build(identity, context);
        const method = operation.split(' ')[0];
        const response = await identity.client.request(method, cell.path, { body: cell.body });
        expect(response.status, `${operation} as ${role}: ${response.text.slice(0, 200)}`).toBe(expected);
        if (expected >= 400) expect(response.body).toMatchObject({ success: false, message: expect.any(String) });
        // Error answers too are what docs/openapi.json documents for their status (the client checks success answers).
        if (response.status >= 300 && response.headers.get('content-type')?.startsWith('application/json')) {
          expect(
            undocumentedParts(operation, response.status, response.body),
            `${operation} as ${role}: ${response.text.slice(0, 300)}`,
          ).toEqual([]);
        }
      },
    );
  });
});
