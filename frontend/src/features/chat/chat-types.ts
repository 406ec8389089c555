export const chatTopics = [
  'growth',
  'projects',
  'partnerships',
  'analytics',
  'submission',
  'kyc',
  'exchanges',
] as const;
export type ChatTopic = (typeof chatTopics)[number];

export type ChatRole = 'user' | 'assistant';

export interface ChatMessage {
  id: number;
  role: ChatRole;
  /** Assistant content may hold links written as [label](/path); user content is plain text. */
  content: string;
  timestamp: Date;
  suggestions?: string[];
  /** Marks the assistant-side message shown when a reply could not be produced. */
  failed?: boolean;
}

export interface ChatContext {
  previousQuestions: string[];
  topic?: ChatTopic;
}

export interface ChatReply {
  content: string;
  suggestions: string[];
  topic?: ChatTopic;
}

export const MAX_REMEMBERED_QUESTIONS = 5;
export const CHAT_FAILURE_MESSAGE = 'Failed to get AI response. Please try again.';
