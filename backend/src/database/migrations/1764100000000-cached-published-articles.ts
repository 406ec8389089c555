import type { MigrationInterface, QueryRunner } from 'typeorm';
import { changeTriggerStatements } from '../cached-tables';

/**
 * Published articles are read from the change-notified cache (the API and the article pages
 * rendered on the server): article_submissions announces the changes of published rows.
 */
export class CachedPublishedArticles1764100000000 implements MigrationInterface {
  name = 'CachedPublishedArticles1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of changeTriggerStatements()) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of ['inserted', 'updated', 'deleted', 'truncated']) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS article_submissions_${trigger} ON article_submissions`);
    }
  }
}
