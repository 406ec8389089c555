import type { ChatTopic } from './chat-types';

/** A pattern and how strongly it points at an intent. */
export type Keyword = readonly [pattern: RegExp, weight: number];

export interface ChatIntent {
  id: string;
  topic: ChatTopic;
  /** Pricing intents win when the question asks about cost. */
  kind: 'answer' | 'pricing';
  keywords: readonly Keyword[];
  content: string;
  suggestions: readonly string[];
}

/** Which intent answers "how much?" and "tell me more" while a topic is under discussion. */
export interface TopicFollowUps {
  pricing: string;
  more: string;
}

export const CONTACT_LINK = '[contact our team](/#contact)';
