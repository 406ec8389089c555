import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversion webhooks: one endpoint per partner profile with its signing secret, and a log of
 * every event sent to it (one row per event, updated on each delivery attempt).
 */
export class ConversionWebhooks1763701830000 implements MigrationInterface {
  name = 'ConversionWebhooks1763701830000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE webhook_endpoints (
        partner_id integer PRIMARY KEY REFERENCES partner_profiles (id) ON DELETE CASCADE,
        url varchar(2048) NOT NULL,
        secret varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The body is kept as sent so that every retry carries the same bytes under the same webhook-id.
    await queryRunner.query(`
      CREATE TABLE webhook_deliveries (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        partner_id integer NOT NULL REFERENCES partner_profiles (id) ON DELETE CASCADE,
        event_id varchar(64) NOT NULL UNIQUE,
        event_type varchar(40) NOT NULL,
        body text NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_response_code integer,
        last_error varchar(500),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_attempt_at timestamptz,
        delivered_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX webhook_deliveries_partner_index ON webhook_deliveries (partner_id, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS webhook_deliveries`);
    await queryRunner.query(`DROP TABLE IF EXISTS webhook_endpoints`);
  }
}
