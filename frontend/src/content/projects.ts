import { projectCategories, type ProjectCategory } from '../app/paths';
import { projectDetails } from './project-details';
import type { CategoryProject } from './types';

export { findProjectDetail, projectDetails } from './project-details';

const listing = (id: string, volume: string): CategoryProject => {
  const { name, description, verified, website } = projectDetails[id];
  return { id, name, description, verified, volume, website };
};

export const categoryProjects: Record<ProjectCategory, CategoryProject[]> = {
  nft: [
    listing('nft-1', '$18.4M'),
    {
      id: 'opensea',
      name: 'OpenSea',
      description: 'The largest NFT marketplace, trading collections across many networks.',
      verified: true,
      volume: '$12.9M',
      website: 'https://opensea.io',
    },
    {
      id: 'magic-eden',
      name: 'Magic Eden',
      description: 'A cross-chain NFT marketplace for Solana, Bitcoin Ordinals and EVM chains.',
      verified: true,
      volume: '$9.6M',
      website: 'https://magiceden.io',
    },
    {
      id: 'foundation',
      name: 'Foundation',
      description: 'A curated marketplace for digital artists and one-of-one collectors.',
      verified: false,
      volume: '$640K',
      website: 'https://foundation.app',
    },
    {
      id: 'blur',
      name: 'Blur',
      description: 'A pro-trader NFT marketplace and aggregator with real-time floor data.',
      verified: true,
      volume: '$15.1M',
      website: 'https://blur.io',
    },
    {
      id: 'rarible',
      name: 'Rarible',
      description: 'A multichain NFT marketplace and toolkit for launching community marketplaces.',
      verified: false,
      volume: '$1.1M',
      website: 'https://rarible.com',
    },
  ],
  defi: [
    listing('uniswap', '$1.2B'),
    listing('aave', '$680M'),
    listing('defi-1', '$96.7M'),
    {
      id: 'curve',
      name: 'Curve Finance',
      description: 'A decentralized exchange optimized for low-slippage stablecoin swaps.',
      verified: true,
      volume: '$210M',
      website: 'https://curve.fi',
    },
    {
      id: 'lido',
      name: 'Lido',
      description: 'The largest liquid staking protocol, issuing stETH for staked ether.',
      verified: true,
      volume: '$145M',
      website: 'https://lido.fi',
    },
    {
      id: 'gmx',
      name: 'GMX',
      description: 'A decentralized perpetual exchange with low fees and deep pooled liquidity.',
      verified: false,
      volume: '$120M',
      website: 'https://gmx.io',
    },
  ],
  gamefi: [
    {
      id: 'immutable',
      name: 'Immutable',
      description: 'A gaming network with a zkEVM, wallet and marketplace for Web3 games.',
      verified: true,
      volume: '$7.8M',
      website: 'https://www.immutable.com',
    },
    {
      id: 'axie-infinity',
      name: 'Axie Infinity',
      description: 'A creature-battling game where players own and trade their Axies.',
      verified: true,
      volume: '$2.3M',
      website: 'https://axieinfinity.com',
    },
    {
      id: 'the-sandbox',
      name: 'The Sandbox',
      description: 'A virtual world where players build, own and monetize their experiences.',
      verified: true,
      volume: '$1.6M',
      website: 'https://www.sandbox.game',
    },
    {
      id: 'illuvium',
      name: 'Illuvium',
      description: 'An open-world RPG and auto-battler built on Immutable.',
      verified: false,
      volume: '$980K',
      website: 'https://illuvium.io',
    },
    {
      id: 'ronin',
      name: 'Ronin',
      description: 'An EVM blockchain built for gaming, home of Axie Infinity and Pixels.',
      verified: true,
      volume: '$4.4M',
      website: 'https://roninchain.com',
    },
    {
      id: 'gala-games',
      name: 'Gala Games',
      description: 'A Web3 games publisher whose players own their in-game items.',
      verified: false,
      volume: '$1.2M',
      website: 'https://gala.com',
    },
  ],
  layer2: [
    listing('arbitrum', '$820M'),
    listing('polygon', '$540M'),
    {
      id: 'optimism',
      name: 'Optimism',
      description: 'An optimistic rollup and the OP Stack behind the Superchain of networks.',
      verified: true,
      volume: '$390M',
      website: 'https://www.optimism.io',
    },
    {
      id: 'base',
      name: 'Base',
      description: 'An Ethereum Layer 2 incubated by Coinbase, built on the OP Stack.',
      verified: true,
      volume: '$760M',
      website: 'https://www.base.org',
    },
    {
      id: 'zksync',
      name: 'ZKsync',
      description: 'A zero-knowledge rollup and elastic network of ZK chains for Ethereum.',
      verified: true,
      volume: '$180M',
      website: 'https://www.zksync.io',
    },
    {
      id: 'starknet',
      name: 'Starknet',
      description: 'A validity rollup using STARK proofs and the Cairo language.',
      verified: false,
      volume: '$95M',
      website: 'https://www.starknet.io',
    },
  ],
};

export interface ListedProject {
  project: CategoryProject;
  category: ProjectCategory;
}

/** Finds a project in the category lists, for projects that have no full detail entry. */
export function findListedProject(id: string | undefined): ListedProject | undefined {
  for (const category of projectCategories) {
    const project = categoryProjects[category].find((candidate) => candidate.id === id);
    if (project) return { project, category };
  }
  return undefined;
}
