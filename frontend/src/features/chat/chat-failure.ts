import { showToast, type ToastOptions } from '../../lib/use-toast';
import type { ChatAction } from './chat-state';
import { CHAT_FAILURE_MESSAGE } from './chat-types';

/** Spec §8, messages shown to the user (toast): "Chat failure". */
export const CHAT_FAILURE_TOAST: ToastOptions = { title: 'Error', description: CHAT_FAILURE_MESSAGE, variant: 'error' };

/**
 * A reply could not be produced: toast the spec's message, and keep the same text as a marked
 * bubble so the conversation still reads in order.
 */
export function handleReplyFailure(dispatch: (action: ChatAction) => void, timestamp: Date = new Date()): void {
  dispatch({ type: 'failure', timestamp });
  showToast(CHAT_FAILURE_TOAST);
}
