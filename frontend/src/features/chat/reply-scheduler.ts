import type { ChatContext, ChatReply } from './chat-types';

export const MIN_REPLY_DELAY_MS = 600;
export const MAX_REPLY_DELAY_MS = 1000;

/** A whole number of milliseconds from 600 to 1000, both included (spec §9). */
export function randomReplyDelay(random: () => number = Math.random): number {
  const span = MAX_REPLY_DELAY_MS - MIN_REPLY_DELAY_MS + 1;
  return MIN_REPLY_DELAY_MS + Math.min(Math.floor(random() * span), span - 1);
}

export type ReplyGenerator = (question: string, context: ChatContext) => ChatReply;

export interface ReplyRequest {
  question: string;
  context: ChatContext;
  generate: ReplyGenerator;
  delayMs: number;
  onReply: (reply: ChatReply) => void;
  onFailure: (error: unknown) => void;
}

/** Produces the reply after the delay; the returned function cancels it. */
export function scheduleReply({ question, context, generate, delayMs, onReply, onFailure }: ReplyRequest): () => void {
  const timer = setTimeout(() => {
    let reply: ChatReply;
    try {
      reply = generate(question, context);
    } catch (error) {
      onFailure(error);
      return;
    }
    onReply(reply);
  }, delayMs);
  return () => clearTimeout(timer);
}
