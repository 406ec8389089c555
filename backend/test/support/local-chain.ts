import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import {
  createPublicClient,
  createWalletClient,
  http,
  type Abi,
  type Hex,
  type PublicClient,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';

const require = createRequire(__filename);

/** Anvil's first development account: funded on every local chain it starts, known to everyone. */
const ANVIL_DEPLOYER_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The anvil binary of @foundry-rs/anvil's package for this platform (what its `anvil` command runs). */
function anvilBinary(): string {
  const arch = { x64: 'amd64', arm64: 'arm64' }[process.arch as 'x64' | 'arm64'];
  const manifest = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`);
  return join(dirname(manifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
}

export interface LocalChain {
  chainId: number;
  rpcUrl: string;
  client: PublicClient;
  /** Signs with anvil's funded development account: for deploying the test's contracts. */
  deployer: WalletClient;
  deploy(abi: Abi, bytecode: Hex, args?: unknown[]): Promise<Hex>;
  stop(): Promise<void>;
}

/** A local chain (anvil, offline, chain id 31337 unless given) on 127.0.0.1, stopped by `stop`. */
export async function startLocalChain(options: { chainId?: number } = {}): Promise<LocalChain> {
  const port = await freePort();
  const chainId = options.chainId ?? foundry.id;
  const child: ChildProcess = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'],
    { stdio: 'ignore' },
  );
  const rpcUrl = `http://127.0.0.1:${port}`;
  const chain = { ...foundry, id: chainId };
  const client = createPublicClient({ chain, transport: http(rpcUrl) });
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await client.getChainId();
      break;
    } catch (error) {
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill('SIGKILL');
        throw new Error(`anvil did not start on ${rpcUrl}: ${String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const deployer = createWalletClient({
    chain,
    account: privateKeyToAccount(ANVIL_DEPLOYER_KEY),
    transport: http(rpcUrl),
  });
  return {
    chainId,
    rpcUrl,
    client,
    deployer,
    async deploy(abi, bytecode, args = []) {
      const hash = await deployer.deployContract({ abi, bytecode, args, account: deployer.account, chain });
      const receipt = await client.waitForTransactionReceipt({ hash });
      if (!receipt.contractAddress) throw new Error('deployment made no contract');
      return receipt.contractAddress;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface CompiledContract {
  abi: Abi;
  bytecode: Hex;
}

/** Compiles a Solidity file of test/contracts with the solc npm package (no binary, no network). */
export function compileContracts(file: string): Record<string, CompiledContract> {
  // solc ships CommonJS without types.
  const solc = require('solc') as { compile: (input: string) => string };
  const source = readFileSync(join(__dirname, '..', 'contracts', file), 'utf8');
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { [file]: { content: source } },
        settings: { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
      }),
    ),
  ) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  return Object.fromEntries(
    Object.entries(output.contracts[file]).map(([name, contract]) => [
      name,
      { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` },
    ]),
  );
}
