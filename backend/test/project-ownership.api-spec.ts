import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getAddress, type Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DnsTxtResolver } from '../src/modules/ownership/application/domain-proof-reader';
import type { ApiClient } from './support/api-client';
import { eventually } from './support/outbox';
import { eventuallyPasses } from './support/eventually-passes';
import { compileContracts, startLocalChain, type CompiledContract, type LocalChain } from './support/local-chain';
import { startTestApp, type TestApp } from './support/test-app';
import { newWallet } from './support/wallets';

/** TXT records by host, as the stub resolver answers them; a host not here has none (ENODATA). */
const txtRecords = new Map<string, string[][]>();
class StubDnsTxtResolver extends DnsTxtResolver {
  resolveTxt(host: string): Promise<string[][]> {
    const records = txtRecords.get(host);
    if (records) return Promise.resolve(records);
    return Promise.reject(Object.assign(new Error(`queryTxt ENODATA ${host}`), { code: 'ENODATA' }));
  }
}

/** A JSON-RPC proxy in front of anvil that the test can take down (every connection dropped) and bring back. */
function rpcSwitch(target: string): Promise<{ url: string; up: boolean; server: Server }> {
  const state = { url: '', up: true, server: undefined as unknown as Server };
  state.server = createServer((request, response) => {
    if (!state.up) {
      request.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.concat(chunks) })
        .then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(await answer.text());
        })
        .catch(() => request.socket.destroy());
    });
  });
  return new Promise((resolve) =>
    state.server.listen(0, '127.0.0.1', () => {
      state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`;
      resolve(state);
    }),
  );
}

/** A local website serving /.well-known/chainboost-verification.txt with whatever the test puts in `body`. */
function localSite(): Promise<{ url: string; files: Map<string, string>; server: Server }> {
  const files = new Map<string, string>();
  const server = createServer((request, response) => {
    const body = files.get(request.url ?? '');
    if (body === undefined) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain' }).end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, files, server }),
    ),
  );
}

let chain: LocalChain;
let rpc: Awaited<ReturnType<typeof rpcSwitch>>;
let site: Awaited<ReturnType<typeof localSite>>;
let app: TestApp;
let contracts: Record<string, CompiledContract>;
let admin: ApiClient;

beforeAll(async () => {
  chain = await startLocalChain();
  rpc = await rpcSwitch(chain.rpcUrl);
  site = await localSite();
  contracts = { ...compileContracts('OwnableProject.sol'), ...compileContracts('ContractWallet.sol') };
  app = await startTestApp({
    env: { CHAIN_RPC_URLS: `${chain.chainId}=${rpc.url}`, OWNERSHIP_ALLOW_PRIVATE_TARGETS: 'true' },
    overrides: [{ provide: DnsTxtResolver, useValue: new StubDnsTxtResolver() }],
  });
  admin = (await app.signedIn('admin')).client;
}, 90_000);

afterAll(async () => {
  await app?.close();
  await chain?.stop();
  rpc?.server.close();
  site?.server.close();
});

const deployerAddress = () => chain.deployer.account!.address;

async function deployOwnable(owner: Hex): Promise<Hex> {
  return chain.deploy(contracts.OwnableProject.abi, contracts.OwnableProject.bytecode, [owner]);
}

async function transferOwnership(contract: Hex, to: Hex): Promise<void> {
  const hash = await chain.deployer.writeContract({
    address: contract,
    abi: contracts.OwnableProject.abi,
    functionName: 'transferOwnership',
    args: [to],
    account: chain.deployer.account!,
    chain: chain.deployer.chain,
  });
  await chain.client.waitForTransactionReceipt({ hash });
}

/** A new submitter with a submission (website on the local site) and a signed-in client. */
async function submitter(website = site.url) {
  const { user, client } = await app.signedIn('user');
  const created = await client.post('/api/project-submissions', {
    projectName: `Owned ${user.id}`,
    category: 'DeFi',
    description: 'A project that proves who controls it',
    website,
    listingType: 'free',
  });
  expect(created.status).toBe(201);
  return { user, client, submissionId: created.body.data.id as number };
}

async function addContract(client: ApiClient, submissionId: number, address: Hex): Promise<number> {
  const response = await client.post(`/api/project-submissions/${submissionId}/contracts`, {
    chainId: chain.chainId,
    address: getAddress(address),
  });
  expect(response.status, response.text).toBe(201);
  return response.body.data.id;
}

/** The address in mixed case that is not its EIP-55 checksum. */
function brokenChecksum(address: Hex): string {
  const lower = address.toLowerCase();
  const letters = [...lower.slice(2)].flatMap((character, index) => (/[a-f]/.test(character) ? [index + 2] : []));
  for (const index of letters) {
    const candidate = lower.slice(0, index) + lower[index].toUpperCase() + lower.slice(index + 1);
    if (candidate !== getAddress(address) && letters.length > 1) return candidate;
  }
  throw new Error(`no broken checksum for ${address}`);
}

type Signer = Pick<PrivateKeyAccount, 'signTypedData'>;

/** Asks for the challenge, has `signer` sign its typed data (as eth_signTypedData_v4 would) and posts it for `address`. */
async function proveBySignature(
  client: ApiClient,
  submissionId: number,
  contractId: number,
  signer: Signer,
  address: Hex,
) {
  const base = `/api/project-submissions/${submissionId}/contracts/${contractId}/proofs`;
  const challenge = await client.post(base + '/challenge');
  expect(challenge.status).toBe(201);
  const { typedData, nonce } = challenge.body.data;
  const signature = await signer.signTypedData(typedData);
  return {
    response: await client.post(base + '/signature', { nonce, signer: address, signature }),
    replay: () => client.post(base + '/signature', { nonce, signer: address, signature }),
  };
}

describe('contracts on a submission', () => {
  it('adds a contract (checksum kept), lists it to the owner and to admins, and removes it', async () => {
    const { client, submissionId } = await submitter();
    const address = await deployOwnable(deployerAddress());
    const contractId = await addContract(client, submissionId, address);
    const owned = await client.get(`/api/project-submissions/${submissionId}/ownership`);
    expect(owned.body.data.contracts).toEqual([
      expect.objectContaining({ id: contractId, chainId: chain.chainId, address: getAddress(address) }),
    ]);
    expect(owned.body.data.wellKnownUrl).toBe(`${site.url}/.well-known/chainboost-verification.txt`);
    const asAdmin = await admin.get(`/api/project-submissions/${submissionId}/ownership`);
    expect(asAdmin.body.data.contracts).toHaveLength(1);
    const again = await client.post(`/api/project-submissions/${submissionId}/contracts`, {
      chainId: chain.chainId,
      address: address.toLowerCase(),
    });
    expect(again.status).toBe(409);
    const removed = await client.delete(`/api/project-submissions/${submissionId}/contracts/${contractId}`);
    expect(removed.status).toBe(200);
    expect((await client.get(`/api/project-submissions/${submissionId}/ownership`)).body.data.contracts).toEqual([]);
  });

  it('refuses an account without code, a bad checksum and a chain that is not accepted; no change', async () => {
    const { client, submissionId } = await submitter();
    const account = newWallet().address;
    const eoa = await client.post(`/api/project-submissions/${submissionId}/contracts`, {
      chainId: chain.chainId,
      address: account,
    });
    expect(eoa.status).toBe(400);
    expect(eoa.body.message).toBe(`${account} on Local chain is not a contract`);
    const checksum = await client.post(`/api/project-submissions/${submissionId}/contracts`, {
      chainId: chain.chainId,
      address: brokenChecksum(account),
    });
    expect(checksum.status).toBe(400);
    const unknownChain = await client.post(`/api/project-submissions/${submissionId}/contracts`, {
      chainId: 999999,
      address: account,
    });
    expect(unknownChain.status).toBe(400);
    expect(unknownChain.body.message).toMatch(/not accepted/);
    const noRpc = await client.post(`/api/project-submissions/${submissionId}/contracts`, {
      chainId: 8453,
      address: account,
    });
    expect(noRpc.status).toBe(503);
    expect(noRpc.body.message).toMatch(/no RPC URL/);
    expect((await client.get(`/api/project-submissions/${submissionId}/ownership`)).body.data.contracts).toEqual([]);
  });

  it("answers 404 for someone else's submission", async () => {
    const { submissionId } = await submitter();
    const other = await app.signedIn('user');
    const response = await other.client.post(`/api/project-submissions/${submissionId}/contracts`, {
      chainId: chain.chainId,
      address: deployerAddress(),
    });
    expect(response.status).toBe(404);
    expect((await other.client.get(`/api/project-submissions/${submissionId}/ownership`)).status).toBe(404);
  });
});

describe('proof by signature', () => {
  it("accepts the owner's signature, shows the badge, and refuses a replay of its nonce", async () => {
    const { client, submissionId } = await submitter();
    const contract = await deployOwnable(deployerAddress());
    const contractId = await addContract(client, submissionId, contract);
    const { response, replay } = await proveBySignature(
      client,
      submissionId,
      contractId,
      chain.deployer.account as Signer,
      deployerAddress(),
    );
    expect(response.status, response.text).toBe(201);
    expect(response.body.data).toMatchObject({
      method: 'signature',
      status: 'verified',
      checking: false,
      badge: 'contract owner on Local chain',
      signer: getAddress(deployerAddress()),
      signerKind: 'owner',
      contract: getAddress(contract),
    });
    const replayed = await replay();
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toMatch(/already used/);
  });

  it('accepts a contract owner (a one-owner Safe-like wallet) through EIP-1271', async () => {
    const { client, submissionId } = await submitter();
    const key = newWallet();
    const safe = await chain.deploy(contracts.ContractWallet.abi, contracts.ContractWallet.bytecode, [key.address]);
    const contract = await deployOwnable(safe);
    const contractId = await addContract(client, submissionId, contract);
    const { response } = await proveBySignature(client, submissionId, contractId, key, safe);
    expect(response.status, response.text).toBe(201);
    expect(response.body.data).toMatchObject({ signerKind: 'owner', signer: getAddress(safe) });
  });

  it("accepts the EIP-1967 admin's signature as contract admin", async () => {
    const { client, submissionId } = await submitter();
    const contract = await chain.deploy(contracts.AdminSlotProject.abi, contracts.AdminSlotProject.bytecode, [
      deployerAddress(),
    ]);
    const contractId = await addContract(client, submissionId, contract);
    const { response } = await proveBySignature(
      client,
      submissionId,
      contractId,
      chain.deployer.account as Signer,
      deployerAddress(),
    );
    expect(response.status, response.text).toBe(201);
    expect(response.body.data.badge).toBe('contract admin on Local chain');
  });

  it('accepts a registered signer once an admin accepted it (audited, the submitter told), not before', async () => {
    const { user, client, submissionId } = await submitter();
    const contract = await deployOwnable(newWallet().address);
    const contractId = await addContract(client, submissionId, contract);
    const signer = newWallet();
    const registered = await client.post(`/api/project-submissions/${submissionId}/contracts/${contractId}/signers`, {
      address: signer.address,
    });
    expect(registered.status).toBe(201);
    expect(registered.body.data.status).toBe('pending');
    const early = await proveBySignature(client, submissionId, contractId, signer, signer.address);
    expect(early.response.status).toBe(403);
    const queue = await admin.get(`/api/project-submissions/${submissionId}/ownership`);
    expect(queue.body.data.signers).toEqual([expect.objectContaining({ address: signer.address, status: 'pending' })]);
    expect(
      (await client.patch(`/api/admin/ownership-signers/${registered.body.data.id}`, { accepted: true })).status,
    ).toBe(403);
    const accepted = await admin.patch(`/api/admin/ownership-signers/${registered.body.data.id}`, { accepted: true });
    expect(accepted.status).toBe(200);
    const [audited] = await app.query<{ action: string; target_type: string; outcome: string }>(
      `SELECT action, target_type, outcome FROM audit_log WHERE target_type = 'ownership-signer' AND target_id = $1`,
      [registered.body.data.id],
    );
    expect(audited).toEqual({
      action: 'ownership-signer.accept',
      target_type: 'ownership-signer',
      outcome: 'accepted',
    });
    await app.jobsSettled();
    const told = (await client.get('/api/notifications')).body.data as { title: string }[];
    expect(told.map((notification) => notification.title)).toContain(`Signer accepted for "Owned ${user.id}"`);
    const { response } = await proveBySignature(client, submissionId, contractId, signer, signer.address);
    expect(response.status, response.text).toBe(201);
    expect(response.body.data.badge).toBe('registered signer on Local chain');
  });

  it('refuses a signer who does not control the contract, and a signature not by the named signer', async () => {
    const { client, submissionId } = await submitter();
    const contract = await deployOwnable(deployerAddress());
    const contractId = await addContract(client, submissionId, contract);
    const stranger = newWallet();
    const notOwner = await proveBySignature(client, submissionId, contractId, stranger, stranger.address);
    expect(notOwner.response.status).toBe(403);
    expect(notOwner.response.body.message).toMatch(/neither the owner nor the admin/);
    const forged = await proveBySignature(client, submissionId, contractId, stranger, deployerAddress());
    expect(forged.response.status).toBe(400);
    expect((await client.get(`/api/project-submissions/${submissionId}/ownership`)).body.data.proofs).toEqual([]);
  });

  it('refuses an expired challenge', async () => {
    const { client, submissionId } = await submitter();
    const contract = await deployOwnable(deployerAddress());
    const contractId = await addContract(client, submissionId, contract);
    const base = `/api/project-submissions/${submissionId}/contracts/${contractId}/proofs`;
    const challenge = await client.post(base + '/challenge');
    const { typedData, nonce } = challenge.body.data;
    await app.query(`UPDATE ownership_challenges SET expires_at = now() - interval '1 second' WHERE nonce = $1`, [
      nonce,
    ]);
    const signature = await chain.deployer.account!.signTypedData!(typedData);
    const response = await client.post(base + '/signature', { nonce, signer: deployerAddress(), signature });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/expired/);
  });
});

describe('proof by website', () => {
  it('accepts the well-known file holding the token, and refuses it when it does not', async () => {
    const { client, submissionId } = await submitter();
    const state = (await client.get(`/api/project-submissions/${submissionId}/ownership`)).body.data;
    const path = '/.well-known/chainboost-verification.txt';
    site.files.set(path, 'something else\n');
    const missing = await client.post(`/api/project-submissions/${submissionId}/proofs/well-known-file`);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/does not hold the token/);
    site.files.set(path, `${state.token}\n`);
    const proven = await client.post(`/api/project-submissions/${submissionId}/proofs/well-known-file`);
    expect(proven.status, proven.text).toBe(201);
    expect(proven.body.data).toMatchObject({ method: 'well-known-file', badge: 'domain', url: state.wellKnownUrl });
    site.files.delete(path);
  });

  it('accepts the DNS record holding the token and refuses a missing one', async () => {
    const { client, submissionId } = await submitter('https://owned-project.example');
    const missing = await client.post(`/api/project-submissions/${submissionId}/proofs/dns`);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/no TXT record/);
    const state = (await client.get(`/api/project-submissions/${submissionId}/ownership`)).body.data;
    expect(state.dnsDomain).toBe('owned-project.example');
    txtRecords.set('owned-project.example', [['v=spf1 -all'], [state.dnsRecord]]);
    const proven = await client.post(`/api/project-submissions/${submissionId}/proofs/dns`);
    expect(proven.status, proven.text).toBe(201);
    expect(proven.body.data).toMatchObject({ method: 'dns', badge: 'domain', record: state.dnsRecord });
  });
});

describe('re-checks', () => {
  it('lapses the proof after transferOwnership, notifies the submitter and admins, and drops the badge', async () => {
    const { user, client, submissionId } = await submitter();
    const contract = await deployOwnable(deployerAddress());
    const contractId = await addContract(client, submissionId, contract);
    const { response } = await proveBySignature(
      client,
      submissionId,
      contractId,
      chain.deployer.account as Signer,
      deployerAddress(),
    );
    const proofId = response.body.data.id;
    // Approved, the project is in the public directory with its badge.
    const decided = await admin.patch(`/api/project-submissions/${submissionId}/status`, {
      verificationStatus: 'approved',
    });
    expect(decided.status).toBe(200);
    const listed = async () =>
      ((await app.client().get('/api/projects')).body.data as { name: string; ownerBadge: string | null }[]).find(
        (project) => project.name === `Owned ${user.id}`,
      );
    await eventually(async () => ((await listed())?.ownerBadge === 'contract owner on Local chain' ? true : undefined));

    await transferOwnership(contract, newWallet().address);
    const rechecked = await client.post(`/api/project-submissions/${submissionId}/proofs/${proofId}/recheck`);
    expect(rechecked.status).toBe(200);
    expect(rechecked.body.data).toMatchObject({ status: 'lapsed', checking: false });
    await eventually(async () => ((await listed())?.ownerBadge === null ? true : undefined));
    await app.jobsSettled();
    const notifications = (await client.get('/api/notifications')).body.data as { title: string }[];
    expect(notifications.map((notification) => notification.title)).toContain(
      `"Owned ${user.id}" lost its Verified owner badge`,
    );
    const adminNotifications = (await admin.get('/api/notifications')).body.data as { title: string }[];
    expect(adminNotifications.map((notification) => notification.title)).toContain(
      `Ownership proof lapsed: Owned ${user.id}`,
    );
  });

  it('keeps the proof while the RPC is down (checking), then settles once it answers again', async () => {
    const { client, submissionId } = await submitter();
    const contract = await deployOwnable(deployerAddress());
    const contractId = await addContract(client, submissionId, contract);
    const { response } = await proveBySignature(
      client,
      submissionId,
      contractId,
      chain.deployer.account as Signer,
      deployerAddress(),
    );
    const proofId = response.body.data.id;
    rpc.up = false;
    try {
      const rechecked = await client.post(`/api/project-submissions/${submissionId}/proofs/${proofId}/recheck`);
      expect(rechecked.status).toBe(200);
      expect(rechecked.body.data).toMatchObject({ status: 'verified', checking: true });
    } finally {
      rpc.up = true;
    }
    await eventually(async () => {
      const proof = (await client.get(`/api/project-submissions/${submissionId}/ownership`)).body.data.proofs[0];
      return proof.checking === false ? proof : undefined;
    }, 30_000).then((proof) => expect(proof).toMatchObject({ status: 'verified', checking: false }));
  }, 40_000);
});

describe('your data', () => {
  it("exports the contracts, signers and proofs of the account's submissions, and nobody else's", async () => {
    const { client, submissionId } = await submitter();
    const contract = await deployOwnable(deployerAddress());
    const contractId = await addContract(client, submissionId, contract);
    const signer = newWallet();
    const registered = await client.post(`/api/project-submissions/${submissionId}/contracts/${contractId}/signers`, {
      address: signer.address,
    });
    expect(registered.status, registered.text).toBe(201);
    const { response } = await proveBySignature(
      client,
      submissionId,
      contractId,
      chain.deployer.account as Signer,
      deployerAddress(),
    );
    expect(response.status).toBe(201);
    const other = await submitter();

    const exported = JSON.parse((await client.get('/api/account/export')).text) as { projectOwnership: unknown[] };
    expect(exported.projectOwnership).toEqual([
      {
        submissionId,
        contracts: [{ chainId: chain.chainId, address: contract.toLowerCase(), addedAt: expect.any(String) }],
        signers: [
          {
            contract: contract.toLowerCase(),
            address: signer.address.toLowerCase(),
            status: 'pending',
            registeredAt: expect.any(String),
          },
        ],
        proofs: [
          {
            method: 'signature',
            status: 'verified',
            evidence: expect.objectContaining({ signer: deployerAddress().toLowerCase(), signerKind: 'owner' }),
            checkedAt: expect.any(String),
            lapsedAt: null,
          },
        ],
      },
    ]);
    const theirs = JSON.parse((await other.client.get('/api/account/export')).text) as { projectOwnership: unknown[] };
    expect(theirs.projectOwnership).toEqual([]);
  });
});

describe('a first signature proof while the chain does not answer', () => {
  const ownershipOf = async (client: ApiClient, submissionId: number) =>
    (await client.get(`/api/project-submissions/${submissionId}/ownership`)).body.data as {
      proofs: { status: string; checking: boolean; signerKind: string | null }[];
    };
  const titles = async (client: ApiClient) =>
    ((await client.get('/api/notifications')).body.data as { title: string }[]).map(
      (notification) => notification.title,
    );

  it('keeps the signed claim (checking, no badge) and verifies it once the chain answers; the submitter is told', async () => {
    const { user, client, submissionId } = await submitter();
    const contract = await deployOwnable(deployerAddress());
    const contractId = await addContract(client, submissionId, contract);
    rpc.up = false;
    try {
      const { response } = await proveBySignature(
        client,
        submissionId,
        contractId,
        chain.deployer.account as Signer,
        deployerAddress(),
      );
      expect(response.status, response.text).toBe(201);
      expect(response.body.data).toMatchObject({ status: 'checking', checking: true, signerKind: null });
      const [{ verified }] = await app.query<{ verified: number }>(
        `SELECT count(*)::int AS verified FROM ownership_proofs WHERE submission_id = $1 AND status = 'verified'`,
        [submissionId],
      );
      expect(verified).toBe(0);
    } finally {
      rpc.up = true;
    }
    const settled = await eventually(async () => {
      const [proof] = (await ownershipOf(client, submissionId)).proofs;
      return proof?.checking === false ? proof : undefined;
    }, 30_000);
    expect(settled).toMatchObject({ status: 'verified', signerKind: 'owner' });
    // The notification is delivered by its own job, after the proof is settled.
    await eventuallyPasses(
      async () => expect(await titles(client)).toContain(`"Owned ${user.id}" is a Verified owner`),
      10_000,
    );
  }, 40_000);

  it('refuses the kept claim of a signer who does not control the contract once the chain answers, and says why', async () => {
    const { user, client, submissionId } = await submitter();
    const contract = await deployOwnable(deployerAddress());
    const contractId = await addContract(client, submissionId, contract);
    const stranger = newWallet();
    rpc.up = false;
    try {
      const { response } = await proveBySignature(client, submissionId, contractId, stranger, stranger.address);
      expect(response.status, response.text).toBe(201);
      expect(response.body.data).toMatchObject({ status: 'checking', checking: true });
    } finally {
      rpc.up = true;
    }
    await eventually(
      async () => ((await ownershipOf(client, submissionId)).proofs.length === 0 ? true : undefined),
      30_000,
    );
    await eventuallyPasses(
      async () => expect(await titles(client)).toContain(`Ownership proof refused for "Owned ${user.id}"`),
      10_000,
    );
  }, 40_000);
});

// Last: closing a second app in this process disconnects the first one's database driver.
describe('proof by website without the test allowance', () => {
  it('refuses the local site without OWNERSHIP_ALLOW_PRIVATE_TARGETS (public addresses and https only)', async () => {
    const strict = await startTestApp({
      databaseUrl: app.databaseUrl,
      env: { CHAIN_RPC_URLS: `${chain.chainId}=${rpc.url}` },
    });
    try {
      const { client } = await strict.signedIn('user');
      const created = await client.post('/api/project-submissions', {
        projectName: 'Strict site',
        category: 'DeFi',
        description: 'Its website is on this machine',
        website: site.url,
      });
      const state = (await client.get(`/api/project-submissions/${created.body.data.id}/ownership`)).body.data;
      expect(state.wellKnownUrl).toBe(`${site.url.replace('http:', 'https:')}/.well-known/chainboost-verification.txt`);
      site.files.set('/.well-known/chainboost-verification.txt', `${state.token}\n`);
      const refused = await client.post(`/api/project-submissions/${created.body.data.id}/proofs/well-known-file`);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/loopback/);
    } finally {
      site.files.delete('/.well-known/chainboost-verification.txt');
      await strict.close();
    }
  });
});
