import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Listing payments on chain: an admin's quote (amount of a token on a chain, to the treasury, until
 * a time) and the transactions submitters enter to pay it. A transaction hash pays for one thing
 * only on its chain: a unique index, not a check in code alone (CONTRACT §6). One open quote per
 * submission. Two timeline events tell the owner: a quote was issued, a payment was settled on chain.
 */
export class ListingQuotes1764000000000 implements MigrationInterface {
  name = 'ListingQuotes1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE listing_quotes (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        submission_id integer NOT NULL REFERENCES project_submissions (id) ON DELETE CASCADE,
        chain_id integer NOT NULL CHECK (chain_id > 0),
        token varchar(42) NOT NULL CHECK (token = 'native' OR token ~ '^0x[0-9a-f]{40}$'),
        token_symbol varchar(32) NOT NULL,
        token_decimals smallint NOT NULL CHECK (token_decimals BETWEEN 0 AND 36),
        amount numeric(78, 0) NOT NULL CHECK (amount > 0),
        treasury varchar(42) NOT NULL CHECK (treasury ~ '^0x[0-9a-f]{40}$'),
        expires_at timestamptz NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'superseded', 'paid')),
        issued_by integer REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX listing_quotes_one_open ON listing_quotes (submission_id) WHERE status = 'open'`,
    );
    await queryRunner.query('CREATE INDEX listing_quotes_submission_index ON listing_quotes (submission_id, id)');
    await queryRunner.query(`
      CREATE TABLE listing_chain_payments (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        submission_id integer NOT NULL REFERENCES project_submissions (id) ON DELETE CASCADE,
        quote_id integer NOT NULL REFERENCES listing_quotes (id) ON DELETE CASCADE,
        chain_id integer NOT NULL,
        tx_hash char(66) NOT NULL CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
        status varchar(16) NOT NULL DEFAULT 'checking' CHECK (status IN ('checking', 'completed', 'refused')),
        refusal varchar(200),
        waiting_for varchar(200),
        checks integer NOT NULL DEFAULT 0,
        submitted_by integer REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        settled_at timestamptz
      )`);
    await queryRunner.query(
      'CREATE UNIQUE INDEX listing_chain_payments_transaction ON listing_chain_payments (chain_id, tx_hash)',
    );
    await queryRunner.query(
      'CREATE INDEX listing_chain_payments_submission_index ON listing_chain_payments (submission_id, id)',
    );
    await queryRunner.query(`
      ALTER TABLE item_timeline
        DROP CONSTRAINT item_timeline_event_check,
        ADD CONSTRAINT item_timeline_event_check
          CHECK (event IN ('submitted', 'edited', 'withdrawn', 'decided', 'resubmitted', 'reopened', 'reversed',
                           'payment-recorded', 'quote-issued', 'payment-settled'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM item_timeline WHERE event IN ('quote-issued', 'payment-settled')`);
    await queryRunner.query(`
      ALTER TABLE item_timeline
        DROP CONSTRAINT item_timeline_event_check,
        ADD CONSTRAINT item_timeline_event_check
          CHECK (event IN ('submitted', 'edited', 'withdrawn', 'decided', 'resubmitted', 'reopened', 'reversed', 'payment-recorded'))`);
    await queryRunner.query('DROP TABLE listing_chain_payments');
    await queryRunner.query('DROP TABLE listing_quotes');
  }
}
