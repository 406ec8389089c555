import { keccak256, serializeErc6492Signature, toHex, encodeFunctionData, getAddress, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { compileContracts, startLocalChain, type CompiledContract, type LocalChain } from './support/local-chain';
import { startTestApp, type TestApp } from './support/test-app';
import { newWallet, requestNonce } from './support/wallets';

let chain: LocalChain;
let app: TestApp;
let factory: { address: Hex; contract: CompiledContract };
let walletContract: CompiledContract;
/** A chain the app has an RPC URL for, where nothing answers. */
const UNREACHABLE_CHAIN_ID = 31338;

const WALLETCONNECT_PROJECT_ID = '0123456789abcdef0123456789abcdef';

beforeAll(async () => {
  chain = await startLocalChain();
  const contracts = compileContracts('ContractWallet.sol');
  walletContract = contracts.ContractWallet;
  factory = {
    contract: contracts.ContractWalletFactory,
    address: await chain.deploy(contracts.ContractWalletFactory.abi, contracts.ContractWalletFactory.bytecode),
  };
  app = await startTestApp({
    env: {
      CHAIN_RPC_URLS: `${chain.chainId}=${chain.rpcUrl},${UNREACHABLE_CHAIN_ID}=http://127.0.0.1:9`,
      WALLETCONNECT_PROJECT_ID: WALLETCONNECT_PROJECT_ID,
    },
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await chain?.stop();
});

const salt = () => keccak256(toHex(`salt-${Math.random()}`));

/** The wallet's address before it is deployed (CREATE2), as the factory computes it. */
async function counterfactualAddress(owner: Hex, walletSalt: Hex): Promise<Hex> {
  return chain.client.readContract({
    address: factory.address,
    abi: factory.contract.abi,
    functionName: 'addressOf',
    args: [owner, walletSalt],
  }) as Promise<Hex>;
}

async function deployWallet(owner: Hex, walletSalt: Hex): Promise<Hex> {
  const hash = await chain.deployer.writeContract({
    address: factory.address,
    abi: factory.contract.abi,
    functionName: 'deploy',
    args: [owner, walletSalt],
    account: chain.deployer.account!,
    chain: chain.deployer.chain,
  });
  await chain.client.waitForTransactionReceipt({ hash });
  return counterfactualAddress(owner, walletSalt);
}

/** The message for `address` on the local chain, signed by `signer`'s key (the contract wallet's owner). */
async function signedBy(client: ApiClient, address: Hex, signer = newWallet(), chainId = chain.chainId) {
  const fields = await requestNonce(client);
  const { createSiweMessage } = await import('viem/siwe');
  const message = createSiweMessage({
    domain: fields.domain,
    uri: fields.uri,
    statement: fields.statement,
    address: getAddress(address),
    chainId,
    nonce: fields.nonce,
    version: '1',
    issuedAt: new Date(),
  });
  return { message, signature: await signer.signMessage({ message }) };
}

describe('wallet options with chains and WalletConnect configured', () => {
  it('names the chains that have an RPC URL among the accepted ones, and the WalletConnect project id', async () => {
    const response = await app.client().get('/api/auth/wallet/options');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      chainIds: [1, 8453, 42161, 10, 137, chain.chainId, UNREACHABLE_CHAIN_ID],
      walletConnectProjectId: WALLETCONNECT_PROJECT_ID,
    });
    // The page may reach WalletConnect's relay and frame its verify service.
    const policy = String(response.headers.get('content-security-policy'));
    expect(policy).toMatch(/connect-src 'self' wss:\/\/relay\.walletconnect\.org /);
    expect(policy).toContain('frame-src https://verify.walletconnect.org https://verify.walletconnect.com');
  });
});

describe('contract wallets on a chain with an RPC URL', () => {
  it('accepts a deployed wallet whose owner signed (EIP-1271) and lets it sign up', async () => {
    const owner = newWallet();
    const address = await deployWallet(owner.address, salt());
    expect(await chain.client.getCode({ address })).toMatch(/^0x[0-9a-f]{10,}$/);
    const client = app.client();
    const login = await client.post('/api/auth/wallet/login', await signedBy(client, address, owner));
    expect(login.status).toBe(200);
    expect(login.body.newWallet).toEqual({ address: getAddress(address), chainId: chain.chainId });
    const created = await client.post('/api/auth/wallet/signup', { username: `safe${Date.now()}` });
    expect(created.status).toBe(201);
  });

  it('accepts a wallet not deployed yet, whose signature says how to deploy it (EIP-6492), and deploys nothing', async () => {
    const owner = newWallet();
    const walletSalt = salt();
    const address = await counterfactualAddress(owner.address, walletSalt);
    expect(await chain.client.getCode({ address })).toBeUndefined();
    const client = app.client();
    const proof = await signedBy(client, address, owner);
    const signature = serializeErc6492Signature({
      address: factory.address,
      data: encodeFunctionData({
        abi: factory.contract.abi,
        functionName: 'deploy',
        args: [owner.address, walletSalt],
      }),
      signature: proof.signature,
    });
    const login = await client.post('/api/auth/wallet/login', { ...proof, signature });
    expect(login.status).toBe(200);
    expect(login.body.newWallet.address).toBe(getAddress(address));
    // The check is a read (eth_call): the chain is unchanged.
    expect(await chain.client.getCode({ address })).toBeUndefined();
  });

  it("refuses a contract wallet's signature made by a key that is not its owner", async () => {
    const address = await deployWallet(newWallet().address, salt());
    const client = app.client();
    const response = await client.post('/api/auth/wallet/login', await signedBy(client, address, newWallet()));
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('The signature was not made by the address in the message');
    expect((await app.query('SELECT 1 FROM wallets WHERE address = $1', [address.toLowerCase()])).length).toBe(0);
  });

  it('links a contract wallet to an account as it signs in with one', async () => {
    const owner = newWallet();
    const address = await deployWallet(owner.address, salt());
    const { client } = await app.signedIn();
    const linked = await client.post('/api/account/wallets', await signedBy(client, address, owner));
    expect(linked.status).toBe(201);
    expect(linked.body.data.address).toBe(getAddress(address));
  });

  it('answers 503 with a message when the chain that must check the signature does not answer', async () => {
    const client = app.client();
    const proof = await signedBy(client, newWallet().address, newWallet(), UNREACHABLE_CHAIN_ID);
    const response = await client.post('/api/auth/wallet/login', { ...proof, signature: `0x${'ab'.repeat(100)}` });
    expect(response.status).toBe(503);
    expect(response.body.message).toMatch(/could not be reached/);
  });

  it('still checks account-key signatures without asking the chain', async () => {
    const wallet = newWallet();
    const client = app.client();
    const proof = await signedBy(client, wallet.address, wallet, UNREACHABLE_CHAIN_ID);
    const response = await client.post('/api/auth/wallet/login', proof);
    expect(response.status).toBe(200);
    expect(response.body.newWallet.address).toBe(wallet.address);
  });
});

it('compiles the test wallet from its checked-in source', () => {
  expect(walletContract.bytecode).toMatch(/^0x[0-9a-f]{100,}$/);
});
