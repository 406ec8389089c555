import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sample directory so that a new install shows real content; see docs/architecture.md. */
const SAMPLE_PROJECTS: [
  slug: string,
  name: string,
  category: string,
  description: string,
  website: string,
  verified: boolean,
][] = [
  [
    'binance',
    'Binance',
    'exchanges',
    "The world's largest crypto exchange by trading volume, with spot, futures and earn products.",
    'https://www.binance.com',
    true,
  ],
  [
    'okx',
    'OKX',
    'exchanges',
    'A global exchange and Web3 wallet offering spot, derivatives and DeFi access.',
    'https://www.okx.com',
    true,
  ],
  [
    'bybit',
    'Bybit',
    'exchanges',
    'A derivatives-first exchange known for deep liquidity and fast matching.',
    'https://www.bybit.com',
    true,
  ],
  [
    'coinbase',
    'Coinbase',
    'exchanges',
    'A regulated US exchange and the gateway to Base, its Ethereum Layer 2.',
    'https://www.coinbase.com',
    true,
  ],
  [
    'uniswap',
    'Uniswap',
    'defi',
    'The leading decentralized exchange protocol for swapping tokens on Ethereum and Layer 2s.',
    'https://uniswap.org',
    true,
  ],
  [
    'aave',
    'Aave',
    'defi',
    'A decentralized liquidity protocol for lending and borrowing crypto assets.',
    'https://aave.com',
    true,
  ],
  [
    'curve',
    'Curve Finance',
    'defi',
    'An exchange liquidity pool designed for efficient stablecoin trading.',
    'https://curve.fi',
    false,
  ],
  [
    'arbitrum',
    'Arbitrum',
    'layer2',
    'An optimistic rollup that scales Ethereum with low fees and full EVM compatibility.',
    'https://arbitrum.io',
    true,
  ],
  [
    'polygon',
    'Polygon',
    'layer2',
    'A family of scaling solutions and a zkEVM for building on Ethereum.',
    'https://polygon.technology',
    true,
  ],
  [
    'optimism',
    'Optimism',
    'layer2',
    'An optimistic rollup and the OP Stack that powers the Superchain.',
    'https://www.optimism.io',
    true,
  ],
  [
    'metamask',
    'MetaMask',
    'wallets',
    'The most widely used self-custody wallet for Ethereum and EVM chains.',
    'https://metamask.io',
    true,
  ],
  [
    'opensea',
    'OpenSea',
    'nft',
    'The largest marketplace for discovering, buying and selling NFTs.',
    'https://opensea.io',
    true,
  ],
  [
    'pudgy-penguins',
    'Pudgy Penguins',
    'nft',
    'An NFT brand that grew from a collection into toys, games and a community.',
    'https://pudgypenguins.com',
    false,
  ],
  [
    'axie-infinity',
    'Axie Infinity',
    'gamefi',
    'A play-and-earn game universe with player-owned creatures and land.',
    'https://axieinfinity.com',
    true,
  ],
  [
    'the-sandbox',
    'The Sandbox',
    'gamefi',
    'A virtual world where creators build, own and monetize games and experiences.',
    'https://www.sandbox.game',
    false,
  ],
];

export class ProjectsAndModeration1763700300000 implements MigrationInterface {
  name = 'ProjectsAndModeration1763700300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE projects (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        slug varchar(64) NOT NULL UNIQUE,
        name varchar(100) NOT NULL,
        category varchar(32) NOT NULL,
        description text NOT NULL,
        website varchar(2048),
        logo varchar(2048),
        verification_status varchar(16) NOT NULL DEFAULT 'pending'
          CHECK (verification_status IN ('pending', 'verified', 'rejected')),
        listed boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX projects_category_index ON projects (category) WHERE listed`);

    for (const [slug, name, category, description, website, verified] of SAMPLE_PROJECTS) {
      await queryRunner.query(
        `INSERT INTO projects (slug, name, category, description, website, verification_status)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [slug, name, category, description, website, verified ? 'verified' : 'pending'],
      );
    }

    await queryRunner.query(`
      CREATE TABLE project_submissions (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        project_name varchar(100) NOT NULL,
        category varchar(32) NOT NULL,
        description text NOT NULL,
        website varchar(2048),
        logo varchar(2048),
        twitter varchar(100),
        telegram varchar(100),
        listing_type varchar(16) NOT NULL CHECK (listing_type IN ('free', 'featured', 'verified')),
        payment_status varchar(16) NOT NULL CHECK (payment_status IN ('pending', 'completed')),
        verification_status varchar(16) NOT NULL DEFAULT 'pending'
          CHECK (verification_status IN ('pending', 'approved', 'rejected')),
        admin_notes text,
        project_id integer REFERENCES projects (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        decided_by integer REFERENCES users (id) ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX project_submissions_user_index ON project_submissions (user_id, created_at DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX project_submissions_status_index ON project_submissions (verification_status, created_at DESC)`,
    );

    await queryRunner.query(`
      CREATE TABLE audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        admin_id integer REFERENCES users (id) ON DELETE SET NULL,
        admin_username varchar(50) NOT NULL,
        action varchar(48) NOT NULL,
        target_type varchar(32) NOT NULL,
        target_id integer NOT NULL,
        target_label varchar(200) NOT NULL,
        outcome varchar(16) NOT NULL,
        notes text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX audit_log_created_at_index ON audit_log (created_at DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE audit_log');
    await queryRunner.query('DROP TABLE project_submissions');
    await queryRunner.query('DROP TABLE projects');
  }
}
