import type { NotificationEvent } from '../domain/notification-event';

/**
 * Tells the people concerned about an event, in the app and by mail, in the background. Call it
 * inside the transaction of the change it reports: a change that rolls back notifies nobody.
 */
export abstract class Notifier {
  abstract notify(event: NotificationEvent): Promise<void>;
}
