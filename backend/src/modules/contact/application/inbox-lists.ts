import type { ListPage, ListWindow } from '../../../paging/list-window';
import type { StoredContactMessage } from '../domain/contact-message';
import type { NewsletterStatus, NewsletterSubscription } from '../domain/newsletter-subscription';

export interface SubscriberWindow extends ListWindow {
  status?: NewsletterStatus;
}

/** The admin inbox lists, searched, filtered and paged in SQL. */
export abstract class InboxLists {
  /** `q` matches the name, email, company or message. */
  abstract contactMessages(window: ListWindow): Promise<ListPage<StoredContactMessage>>;
  /** `q` matches the email address. */
  abstract subscribers(window: SubscriberWindow): Promise<ListPage<NewsletterSubscription>>;
}
