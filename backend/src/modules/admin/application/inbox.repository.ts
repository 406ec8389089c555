import type { Page } from '../domain/moderation';

export interface InboxMessage {
  id: number;
  name: string;
  email: string;
  company: string;
  message: string;
  createdAt: Date;
}

export interface InboxSubscriber {
  id: number;
  email: string;
  createdAt: Date;
}

export abstract class InboxRepository {
  abstract contactMessages(page: number, pageSize: number): Promise<Page<InboxMessage>>;
  abstract subscribers(page: number, pageSize: number): Promise<Page<InboxSubscriber>>;
  /** Newest first, for export. */
  abstract allContactMessages(): Promise<InboxMessage[]>;
  abstract allSubscribers(): Promise<InboxSubscriber[]>;
}
