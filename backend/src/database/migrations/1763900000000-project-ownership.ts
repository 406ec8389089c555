import type { MigrationInterface, QueryRunner } from 'typeorm';
import { changeTriggerStatements } from '../cached-tables';

/**
 * Verified project ownership: the contracts a project submission names, the single-use EIP-712
 * challenges, the signers a team registers (an admin accepts them), the proofs (signature, website
 * file, DNS record) and each submission's token for the website proofs. Addresses lower-case.
 * One proof per submission, method and contract (the expression index the upsert targets).
 * ownership_proofs announces its changes (cached-tables): the public directory shows its badge.
 */
export class ProjectOwnership1763900000000 implements MigrationInterface {
  name = 'ProjectOwnership1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE project_contracts (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        submission_id integer NOT NULL REFERENCES project_submissions (id) ON DELETE CASCADE,
        chain_id integer NOT NULL CHECK (chain_id > 0),
        address varchar(42) NOT NULL CHECK (address ~ '^0x[0-9a-f]{40}$'),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX project_contracts_submission ON project_contracts (submission_id, chain_id, address)`,
    );
    await queryRunner.query(`
      CREATE TABLE ownership_challenges (
        nonce varchar(64) PRIMARY KEY,
        submission_id integer NOT NULL REFERENCES project_submissions (id) ON DELETE CASCADE,
        contract_id integer NOT NULL REFERENCES project_contracts (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX ownership_challenges_expires_at ON ownership_challenges (expires_at)`);
    await queryRunner.query(`
      CREATE TABLE ownership_signers (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        contract_id integer NOT NULL REFERENCES project_contracts (id) ON DELETE CASCADE,
        address varchar(42) NOT NULL CHECK (address ~ '^0x[0-9a-f]{40}$'),
        status varchar(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX ownership_signers_contract ON ownership_signers (contract_id, address)`,
    );
    await queryRunner.query(`
      CREATE TABLE ownership_proofs (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        submission_id integer NOT NULL REFERENCES project_submissions (id) ON DELETE CASCADE,
        contract_id integer REFERENCES project_contracts (id) ON DELETE CASCADE,
        method varchar(16) NOT NULL CHECK (method IN ('signature', 'well-known-file', 'dns')),
        status varchar(16) NOT NULL CHECK (status IN ('verified', 'lapsed', 'checking')),
        checking boolean NOT NULL DEFAULT false,
        evidence jsonb NOT NULL,
        checked_at timestamptz NOT NULL,
        lapsed_at timestamptz,
        CHECK ((method = 'signature') = (contract_id IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX ownership_proofs_one_per_method ON ownership_proofs (submission_id, method, (coalesce(contract_id, 0)))`,
    );
    await queryRunner.query(`CREATE INDEX ownership_proofs_status ON ownership_proofs (status, id)`);
    await queryRunner.query(`
      CREATE TABLE ownership_tokens (
        submission_id integer PRIMARY KEY REFERENCES project_submissions (id) ON DELETE CASCADE,
        token varchar(64) NOT NULL
      )`);
    for (const statement of changeTriggerStatements()) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ownership_tokens`);
    await queryRunner.query(`DROP TABLE ownership_proofs`);
    await queryRunner.query(`DROP TABLE ownership_signers`);
    await queryRunner.query(`DROP TABLE ownership_challenges`);
    await queryRunner.query(`DROP TABLE project_contracts`);
  }
}
