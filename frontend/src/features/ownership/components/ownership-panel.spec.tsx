import { screen, waitFor, within } from '@testing-library/react';
import { recoverTypedDataAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { data, heldAnswer, refusal, stubFetch } from '../../../test-support/fetch-stub';
import { announceWallets, fakeWallet } from '../../../test-support/fake-wallet';
import { fill, findToast, page, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { OwnershipPanel } from './OwnershipPanel';

const OWNERSHIP = '/api/project-submissions/12/ownership';
const CONTRACT_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const contract = {
  id: 3,
  chainId: 8453,
  chainName: 'Base',
  address: CONTRACT_ADDRESS,
  createdAt: '2026-12-01T00:00:00.000Z',
};

const ownership = (overrides: Record<string, unknown> = {}) => ({
  submissionId: 12,
  contracts: [],
  proofs: [],
  signers: [],
  token: 'tok123',
  wellKnownUrl: 'https://orbit.example/.well-known/chainboost-verification.txt',
  dnsDomain: 'orbit.example',
  dnsRecord: 'chainboost-verification=tok123',
  ...overrides,
});

const proof = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  contractId: 3,
  method: 'signature',
  status: 'verified',
  checking: false,
  badge: 'contract owner on Base',
  signer: CONTRACT_ADDRESS,
  signerKind: 'owner',
  chainId: 8453,
  contract: CONTRACT_ADDRESS,
  url: null,
  record: null,
  checkedAt: '2026-12-01T00:00:00.000Z',
  lapsedAt: null,
  ...overrides,
});

const TYPED_DATA = {
  domain: { name: 'ChainBoost', version: '1', chainId: 8453 },
  types: {
    OwnershipClaim: [
      { name: 'projectId', type: 'uint256' },
      { name: 'contract', type: 'address' },
      { name: 'chainId', type: 'uint256' },
      { name: 'nonce', type: 'string' },
      { name: 'expiry', type: 'uint256' },
    ],
  },
  primaryType: 'OwnershipClaim',
  message: { projectId: 12, contract: CONTRACT_ADDRESS, chainId: 8453, nonce: 'n1', expiry: 1796640000 },
};

const CHALLENGE = '/api/project-submissions/12/contracts/3/proofs/challenge';
const SIGNATURE = '/api/project-submissions/12/contracts/3/proofs/signature';

/** The panel's reads for one contract, and the server's claim to sign (`typedData`) when asked. */
const stubSigning = (typedData: unknown = TYPED_DATA) =>
  stubFetch()
    .on('GET', OWNERSHIP, data(ownership({ contracts: [contract] })))
    .on('GET', '/api/auth/wallet/options', data({ chainIds: [8453], walletConnectProjectId: null }))
    .on('POST', CHALLENGE, data({ nonce: 'n1', expiresAt: '2026-12-07T10:00:00.000Z', typedData }, 201));

const renderPanel = () =>
  renderWithProviders(<OwnershipPanel submissionId={12} />, { user: sessionUser('user', 'ada') });

describe('OwnershipPanel', () => {
  it('shows a loader, then the empty state, the file URL and token, and the DNS record', async () => {
    const held = heldAnswer();
    stubFetch()
      .on('GET', OWNERSHIP, () => held.answer)
      .on('GET', '/api/auth/wallet/options', data({ chainIds: [8453, 1], walletConnectProjectId: null }));
    renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    held.release(data(ownership()));
    expect(await screen.findByText('No ownership proof yet.')).toBeVisible();
    expect(screen.getByText(/No contracts yet/)).toBeVisible();
    expect(screen.getByText('https://orbit.example/.well-known/chainboost-verification.txt')).toBeVisible();
    expect(screen.getByText('tok123')).toBeVisible();
    expect(screen.getByText('chainboost-verification=tok123')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Check now: DNS record' })).toBeEnabled();
  });

  it('says when the ownership cannot be read, and tries again', async () => {
    const api = stubFetch()
      .on('GET', OWNERSHIP, refusal(500, 'Boom'))
      .on('GET', '/api/auth/wallet/options', data({ chainIds: [8453], walletConnectProjectId: null }));
    const { user } = renderPanel();
    expect(await screen.findByText('Failed to load the ownership details')).toBeVisible();
    api.on('GET', OWNERSHIP, data(ownership()));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No ownership proof yet.')).toBeVisible();
  });

  it('adds a contract on the chosen chain, and shows the server refusal for an account without code', async () => {
    const api = stubFetch()
      .on('GET', OWNERSHIP, data(ownership()))
      .on('GET', '/api/auth/wallet/options', data({ chainIds: [8453, 1], walletConnectProjectId: null }))
      .on(
        'POST',
        '/api/project-submissions/12/contracts',
        refusal(400, `${CONTRACT_ADDRESS} on Base is not a contract`),
      );
    const { user } = renderPanel();
    const address = await screen.findByRole('textbox', { name: 'Contract address' });
    await fill(user, address, CONTRACT_ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Add contract' }));
    expect(await screen.findByText(`${CONTRACT_ADDRESS} on Base is not a contract`)).toBeVisible();
    expect(api.sent('POST', '/api/project-submissions/12/contracts')[0].body).toEqual({
      chainId: 8453,
      address: CONTRACT_ADDRESS,
    });

    api
      .on('POST', '/api/project-submissions/12/contracts', data(contract, 201))
      .on('GET', OWNERSHIP, data(ownership({ contracts: [contract] })));
    await user.click(screen.getByRole('button', { name: 'Add contract' }));
    await findToast('Contract added');
    expect(await screen.findByRole('list', { name: 'Contracts' })).toHaveTextContent('0x5aAe…eAed on Base');
  });

  it('signs the claim with the browser wallet (eth_signTypedData_v4) and shows the verified badge', async () => {
    const wallet = fakeWallet({ chainId: 1 });
    announceWallets(wallet);
    const typedData = TYPED_DATA;
    const api = stubSigning().on('POST', SIGNATURE, () => {
      api.on('GET', OWNERSHIP, data(ownership({ contracts: [contract], proofs: [proof()] })));
      return data(proof(), 201);
    });
    const { user } = renderPanel();
    await user.click(
      await screen.findByRole('button', { name: `Sign with wallet for 0x5aAe…eAed (${CONTRACT_ADDRESS} on Base)` }),
    );
    await findToast('Verified owner: contract owner on Base');
    const [sent] = api.sent('POST', SIGNATURE);
    const body = sent.body as { nonce: string; signer: string; signature: `0x${string}` };
    expect(body.nonce).toBe('n1');
    expect(body.signer).toBe(wallet.account.address.toLowerCase());
    // The wallet was moved to the contract's chain and signed exactly the server's claim.
    expect(wallet.calls.map((call) => call.method)).toEqual([
      'eth_requestAccounts',
      'eth_chainId',
      'wallet_switchEthereumChain',
      'eth_signTypedData_v4',
    ]);
    expect(await recoverTypedDataAddress({ ...(typedData as object), signature: body.signature } as never)).toBe(
      wallet.account.address,
    );
    const proofs = await screen.findByRole('list', { name: 'Ownership proofs' });
    expect(within(proofs).getByText('Verified owner · contract owner on Base')).toBeVisible();
  });

  it('keeps a signature the chain cannot check yet as "Checking…", and shows it verified once it settles', async () => {
    const wallet = fakeWallet({ chainId: 8453 });
    announceWallets(wallet);
    const checking = proof({ status: 'checking', checking: true, signerKind: null, badge: 'signature on Base' });
    const api = stubSigning().on('POST', SIGNATURE, () => {
      api.on('GET', OWNERSHIP, data(ownership({ contracts: [contract], proofs: [checking] })));
      return data(checking, 201);
    });
    const { user } = renderPanel();
    await user.click(
      await screen.findByRole('button', { name: `Sign with wallet for 0x5aAe…eAed (${CONTRACT_ADDRESS} on Base)` }),
    );
    await findToast('The chain did not answer; your signature is kept and checked as soon as it does.');
    expect(await screen.findByText('Checking… · signature on Base')).toBeVisible();
    // The panel reads the state again while the check is queued, and shows the settled proof.
    api.on('GET', OWNERSHIP, data(ownership({ contracts: [contract], proofs: [proof()] })));
    expect(await screen.findByText('Verified owner · contract owner on Base', {}, { timeout: 8_000 })).toBeVisible();
  }, 15_000);

  it('shows "Checking…" while a re-check waits for the chain', async () => {
    const api = stubFetch()
      .on('GET', OWNERSHIP, data(ownership({ contracts: [contract], proofs: [proof()] })))
      .on('GET', '/api/auth/wallet/options', data({ chainIds: [8453], walletConnectProjectId: null }))
      .on('POST', '/api/project-submissions/12/proofs/7/recheck', () => {
        api.on('GET', OWNERSHIP, data(ownership({ contracts: [contract], proofs: [proof({ checking: true })] })));
        return data(proof({ checking: true }));
      });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Check again: contract owner on Base' }));
    await findToast('The check could not finish now; it is retried until it settles.');
    expect(await screen.findByText('Checking… · contract owner on Base')).toBeVisible();
  });

  it('shows a lapsed proof without "Check again"', async () => {
    stubFetch()
      .on(
        'GET',
        OWNERSHIP,
        data(ownership({ proofs: [proof({ status: 'lapsed', lapsedAt: '2026-12-02T00:00:00.000Z' })] })),
      )
      .on('GET', '/api/auth/wallet/options', data({ chainIds: [8453], walletConnectProjectId: null }));
    renderPanel();
    expect(await screen.findByText('Lapsed · contract owner on Base')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Check again/ })).not.toBeInTheDocument();
  });

  it('registers a signer for a contract, which waits for an admin', async () => {
    const signer = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
    const registered = {
      id: 4,
      contractId: 3,
      address: signer,
      status: 'pending',
      createdAt: '2026-12-01T00:00:00.000Z',
    };
    const api = stubFetch()
      .on('GET', OWNERSHIP, data(ownership({ contracts: [contract] })))
      .on('GET', '/api/auth/wallet/options', data({ chainIds: [8453], walletConnectProjectId: null }))
      .on('POST', '/api/project-submissions/12/contracts/3/signers', () => {
        api.on('GET', OWNERSHIP, data(ownership({ contracts: [contract], signers: [registered] })));
        return data(registered, 201);
      });
    const { user } = renderPanel();
    await fill(user, await screen.findByRole('textbox', { name: 'Signer address' }), signer);
    await user.click(screen.getByRole('button', { name: 'Register signer' }));
    await findToast('An admin will review it.');
    expect(api.sent('POST', '/api/project-submissions/12/contracts/3/signers')[0].body).toEqual({ address: signer });
    expect(await screen.findByRole('list', { name: 'Registered signers' })).toHaveTextContent(
      '0xfB69…d359 for 0x5aAe…eAed on BaseWaiting for an admin',
    );
  });

  it('asks which wallet signs when the browser has several, and signs with the one chosen', async () => {
    const personal = fakeWallet({ name: 'Personal Wallet', chainId: 8453 });
    const deployer = fakeWallet({ name: 'Deployer Wallet', chainId: 8453 });
    announceWallets(personal, deployer);
    const api = stubSigning().on('POST', SIGNATURE, data(proof(), 201));
    const { user } = renderPanel();
    await user.click(
      await screen.findByRole('button', { name: `Sign with wallet for 0x5aAe…eAed (${CONTRACT_ADDRESS} on Base)` }),
    );
    const chooser = await page().findByRole('group', { name: 'Choose a wallet' });
    expect(within(chooser).getByRole('button', { name: 'Personal Wallet' })).toHaveFocus();
    // Nothing is asked of the server or a wallet before the choice.
    expect(api.sent('POST', CHALLENGE)).toEqual([]);
    await user.click(within(chooser).getByRole('button', { name: 'Deployer Wallet' }));
    await findToast('Verified owner: contract owner on Base');
    expect(personal.calls).toEqual([]);
    const [sent] = api.sent('POST', SIGNATURE);
    expect((sent.body as { signer: string }).signer).toBe(deployer.account.address.toLowerCase());
  });

  it('closes the wallet choice on Cancel without an error, and gives the focus back to the sign button', async () => {
    announceWallets(fakeWallet({ name: 'Personal Wallet' }), fakeWallet({ name: 'Deployer Wallet' }));
    const api = stubFetch()
      .on('GET', OWNERSHIP, data(ownership({ contracts: [contract] })))
      .on('GET', '/api/auth/wallet/options', data({ chainIds: [8453], walletConnectProjectId: null }));
    const { user } = renderPanel();
    const signButton = await screen.findByRole('button', {
      name: `Sign with wallet for 0x5aAe…eAed (${CONTRACT_ADDRESS} on Base)`,
    });
    await user.click(signButton);
    const chooser = await page().findByRole('group', { name: 'Choose a wallet' });
    await user.click(within(chooser).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(signButton).toHaveFocus());
    expect(page().queryByRole('group', { name: 'Choose a wallet' })).toBeNull();
    expect(page().queryByRole('alert')).toBeNull();
    expect(api.sent('POST', CHALLENGE)).toEqual([]);
  });

  it('says when no browser wallet is installed', async () => {
    stubSigning({});
    const { user } = renderPanel();
    await user.click(
      await screen.findByRole('button', { name: `Sign with wallet for 0x5aAe…eAed (${CONTRACT_ADDRESS} on Base)` }),
    );
    expect(await page().findByRole('alert')).toHaveTextContent(/No browser wallet found/);
    await findToast(/No browser wallet found/);
  });
});
