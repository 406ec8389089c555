import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InboxMessage, InboxRepository, InboxSubscriber } from '../application/inbox.repository';
import type { Page } from '../domain/moderation';

const MESSAGES = `SELECT id, name, email, company, message, created_at AS "createdAt"
  FROM contact_messages ORDER BY created_at DESC, id DESC`;
const SUBSCRIBERS = `SELECT id, email, created_at AS "createdAt"
  FROM newsletter_subscriptions ORDER BY created_at DESC, id DESC`;

@Injectable()
export class TypeormInboxRepository extends InboxRepository {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  contactMessages(page: number, pageSize: number): Promise<Page<InboxMessage>> {
    return this.page(MESSAGES, 'contact_messages', page, pageSize);
  }

  subscribers(page: number, pageSize: number): Promise<Page<InboxSubscriber>> {
    return this.page(SUBSCRIBERS, 'newsletter_subscriptions', page, pageSize);
  }

  allContactMessages(): Promise<InboxMessage[]> {
    return this.dataSource.query(MESSAGES);
  }

  allSubscribers(): Promise<InboxSubscriber[]> {
    return this.dataSource.query(SUBSCRIBERS);
  }

  private async page<T>(query: string, table: string, page: number, pageSize: number): Promise<Page<T>> {
    const [items, [{ total }]] = await Promise.all([
      this.dataSource.query(`${query} LIMIT $1 OFFSET $2`, [pageSize, (page - 1) * pageSize]),
      this.dataSource.query(`SELECT count(*)::int AS total FROM ${table}`),
    ]);
    return { items, page, pageSize, total };
  }
}
