import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getAddress, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { compileContracts, startLocalChain, type LocalChain } from '../backend/test/support/local-chain';
import { ApiSession } from './support/api-session';
import { useAppAndBrowser } from './support/app-and-browser';
import { seriousAxeViolations } from './support/axe';
import { installTestWallet } from './support/test-wallet';
import { choose, expectNoHorizontalOverflow, freshPage, signUp, snap } from './support/ui';

const ADMIN = { username: 'ownership_admin', password: 'ownership-admin-pass' };
const owner = privateKeyToAccount(generatePrivateKey());
let chain: LocalChain;
let contract: Hex;

// Anvil starts first: the app's CHAIN_RPC_URLS names it, and the app server reads `env` as it starts.
const options = { env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } as Record<string, string> };
beforeAll(async () => {
  chain = await startLocalChain();
  options.env.CHAIN_RPC_URLS = `${chain.chainId}=${chain.rpcUrl}`;
  const { OwnableProject } = compileContracts('OwnableProject.sol');
  contract = await chain.deploy(OwnableProject.abi, OwnableProject.bytecode, [owner.address]);
}, 60_000);
afterAll(async () => {
  await chain?.stop();
});

const { server, browser } = useAppAndBrowser(options);

/** A browser wallet (EIP-6963) on the local chain whose account lives in Node and signs typed data there. */
const installWallet = (page: Page, account: PrivateKeyAccount) =>
  installTestWallet(page, { account, chainId: chain.chainId });

describe('project ownership', () => {
  it(
    'a submitter adds their contract, proves ownership with the browser wallet, and the badge shows on the submission and, once approved, on the public project page',
    { timeout: 120_000 },
    async () => {
      const page = await freshPage(browser);
      const wallet = await installWallet(page, owner);
      await signUp(page, server.baseUrl, 'chain_founder');
      const created = await page.request.post(`${server.baseUrl}/api/project-submissions`, {
        data: {
          projectName: 'Owned Protocol',
          category: 'DeFi',
          description: 'A protocol whose team proves it controls its contracts.',
          website: 'https://owned-protocol.example',
        },
      });
      expect(created.status()).toBe(201);

      await page.goto(`${server.baseUrl}/submit-project`);
      const card = page.getByRole('article').filter({ hasText: 'Owned Protocol' });
      await card.getByRole('button', { name: 'Ownership' }).click();
      await card.getByText('No ownership proof yet.').waitFor();
      await card.getByText('No contracts yet. Add the contracts your team deployed.').waitFor();
      // The well-known file and DNS methods say exactly what to publish.
      await card.getByText('https://owned-protocol.example/.well-known/chainboost-verification.txt').waitFor();
      await card.getByText(/^chainboost-verification=[0-9a-f]{32}$/).waitFor();

      // Add the contract on the local chain: the server checks it has code there.
      await choose(page, card, /^Chain/, `Chain ${chain.chainId}`);
      await card.getByRole('textbox', { name: 'Contract address' }).fill(getAddress(contract));
      await card.getByRole('button', { name: 'Add contract' }).click();
      await page.getByText('Contract added').waitFor();
      await card
        .getByRole('list', { name: 'Contracts' })
        .getByText(/on Local chain|on Chain 31337/)
        .waitFor();

      // Prove ownership: the wallet signs the EIP-712 claim.
      await card
        .getByRole('button', { name: new RegExp(`^Sign with wallet for .*\\(${getAddress(contract)} on `) })
        .click();
      await page.getByText('Verified owner: contract owner on Local chain').waitFor();
      await card
        .getByRole('list', { name: 'Ownership proofs' })
        .getByText('Verified owner · contract owner on Local chain')
        .waitFor();
      expect(wallet.typedData).toHaveLength(1);
      expect(wallet.typedData[0]).toMatchObject({
        domain: { name: 'ChainBoost', version: '1', chainId: chain.chainId },
        primaryType: 'OwnershipClaim',
        message: { projectId: (await created.json()).data.id, contract: getAddress(contract) },
      });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await snap(page, 'project-ownership-verified');
      await page.setViewportSize({ width: 390, height: 844 });
      // MUI sizes the form's hidden auto-size textarea in a debounced resize handler: give it that moment.
      await expect
        .poll(() =>
          expectNoHorizontalOverflow(page).then(
            () => true,
            () => false,
          ),
        )
        .toBe(true);
      await expectNoHorizontalOverflow(page);
      await snap(page, 'project-ownership-verified-phone');

      // An admin approves the submission: the project page shows the badge, read with the directory.
      const admin = new ApiSession(server.baseUrl);
      await admin.expect('POST', '/api/auth/login', ADMIN, 200);
      await admin.expect(
        'PATCH',
        `/api/project-submissions/${(await created.json()).data.id}/status`,
        { verificationStatus: 'approved' },
        200,
      );
      const directory = await admin.send<{ slug: string; name: string; ownerBadge: string | null }[]>(
        'GET',
        '/api/projects',
      );
      const listed = directory.find((project) => project.name === 'Owned Protocol');
      expect(listed?.ownerBadge).toBe('contract owner on Local chain');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${server.baseUrl}/project/${listed!.slug}`);
      await page.getByRole('heading', { name: 'Owned Protocol', level: 1 }).waitFor();
      await page.getByText('Verified owner · contract owner on Local chain').waitFor();
      await snap(page, 'project-ownership-public-badge');
      await page.close();
    },
  );
});
