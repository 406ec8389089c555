import { BRAND_NAME } from '../../app/brand';
import type { ChatIntent, TopicFollowUps } from './chat-intent';
import { MAX_REMEMBERED_QUESTIONS, type ChatContext, type ChatReply, type ChatTopic } from './chat-types';
import { analyticsIntents } from './intents/analytics-intents';
import { exchangeIntents } from './intents/exchange-intents';
import { growthIntents } from './intents/growth-intents';
import { kycIntents } from './intents/kyc-intents';
import { partnershipIntents } from './intents/partnership-intents';
import { projectIntents } from './intents/project-intents';
import { submissionIntents } from './intents/submission-intents';

export const initialSuggestions: readonly string[] = [
  'How can you help my project grow?',
  'How do I list my project?',
  'Tell me about KYC user acquisition',
  'How do partnerships work?',
];

export const WELCOME_MESSAGE = `Hi! I'm the ${BRAND_NAME} Assistant. Ask me about growing your Web3 project, listing it with us, KYC user acquisition, exchange listings, partnerships or analytics.`;

// On equal scores the earlier, more specific intent wins.
export const chatIntents: readonly ChatIntent[] = [
  ...exchangeIntents,
  ...submissionIntents,
  ...kycIntents,
  ...partnershipIntents,
  ...analyticsIntents,
  ...projectIntents,
  ...growthIntents,
];

const topicFollowUps: Record<ChatTopic, TopicFollowUps> = {
  growth: { pricing: 'growth-pricing', more: 'growth-results' },
  projects: { pricing: 'projects-pricing', more: 'projects-portfolio' },
  partnerships: { pricing: 'partnerships-pricing', more: 'partnerships-join' },
  analytics: { pricing: 'analytics-pricing', more: 'analytics-retention' },
  submission: { pricing: 'submission-tiers', more: 'submission-verified' },
  kyc: { pricing: 'kyc-pricing', more: 'kyc-first-transactions' },
  exchanges: { pricing: 'exchanges-listing', more: 'exchanges-liquidity' },
};

const PRICE_PATTERN =
  /\bhow much\b|\bcosts?\b|\bpric(e|es|ed|ing)\b|\bfees?\b|\bpay\b|\bfree\b|\bexpensive\b|\bcheap\b|\brates?\b|\$/;
const MORE_PATTERN =
  /\bmore\b|\bdetails?\b|\bexplain\b|\belaborate\b|\bgo on\b|\bcontinue\b|\bwhat else\b|\bexamples?\b|\bhow (does|do|would|will) (it|that|this) work\b|\bwhy\b|\bwhat about\b|\bnext\b|^(yes|yeah|yep|sure|ok(ay)?|please|go ahead)\b/;
const GREETING_PATTERN = /^(hi|hello|hey|hiya|howdy|gm|greetings|good (morning|afternoon|evening))\b/;
const THANKS_PATTERN = /^(thanks|thank you|thx|ty|cheers|great|awesome|perfect|cool)\b/;
const PRICING_BONUS = 2;

function normalize(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

function intentById(id: string): ChatIntent {
  const intent = chatIntents.find((candidate) => candidate.id === id);
  if (!intent) throw new Error(`Unknown chat intent: ${id}`);
  return intent;
}

function scoreIntent(intent: ChatIntent, question: string, wantsPrice: boolean): number {
  const score = intent.keywords.reduce(
    (total, [pattern, weight]) => (pattern.test(question) ? total + weight : total),
    0,
  );
  return score > 0 && wantsPrice && intent.kind === 'pricing' ? score + PRICING_BONUS : score;
}

/** The intent whose keywords best match the question, if any matches at all. */
function matchIntent(question: string): ChatIntent | undefined {
  const normalized = normalize(question);
  const wantsPrice = PRICE_PATTERN.test(normalized);
  let best: ChatIntent | undefined;
  let bestScore = 0;
  for (const intent of chatIntents) {
    const score = scoreIntent(intent, normalized, wantsPrice);
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  return best;
}

function followUpIntent(question: string, topic: ChatTopic | undefined): ChatIntent | undefined {
  const wantsPrice = PRICE_PATTERN.test(question);
  if (!topic) return wantsPrice ? intentById(topicFollowUps.growth.pricing) : undefined;
  if (wantsPrice) return intentById(topicFollowUps[topic].pricing);
  if (MORE_PATTERN.test(question)) return intentById(topicFollowUps[topic].more);
  return undefined;
}

function withoutAsked(suggestions: readonly string[], question: string): string[] {
  return suggestions.filter((suggestion) => normalize(suggestion) !== question);
}

function replyFromIntent(intent: ChatIntent, question: string, context: ChatContext): ChatReply {
  const askedBefore = context.previousQuestions.some((previous) => normalize(previous) === question);
  return {
    content: askedBefore ? `Happy to go over that again.\n\n${intent.content}` : intent.content,
    suggestions: withoutAsked(intent.suggestions, question),
    topic: intent.topic,
  };
}

export function fallbackReply(): ChatReply {
  return {
    content:
      "I'm not sure I understood that. I can help with growth strategy, KYC user acquisition, exchange listings, listing your project with us, partnerships and analytics. Try one of the questions below, or [contact our team](/#contact) for anything else.",
    suggestions: [...initialSuggestions],
  };
}

/**
 * Answers a question by keyword matching. A question without topic words is read as a
 * follow-up ("how much?", "tell me more") to the topic of the previous reply.
 */
export function generateReply(question: string, context: ChatContext): ChatReply {
  const normalized = normalize(question);
  const intent = matchIntent(normalized) ?? followUpIntent(normalized, context.topic);
  if (intent) return replyFromIntent(intent, normalized, context);
  if (GREETING_PATTERN.test(normalized)) {
    return {
      content:
        'Hello! Good to meet you. What are you working on? I can explain how we grow Web3 projects, how listing works and what it costs.',
      suggestions: [...initialSuggestions],
    };
  }
  if (THANKS_PATTERN.test(normalized)) {
    return {
      content: 'You are welcome! Anything else I can help you with?',
      suggestions: context.topic
        ? [...intentById(topicFollowUps[context.topic].more).suggestions]
        : [...initialSuggestions],
      topic: context.topic,
    };
  }
  return fallbackReply();
}

export function rememberQuestion(context: ChatContext, question: string): ChatContext {
  return {
    ...context,
    previousQuestions: [...context.previousQuestions, question].slice(-MAX_REMEMBERED_QUESTIONS),
  };
}

/** The topic follows the last reply, including a reply that has none. */
export function applyReplyTopic(context: ChatContext, reply: ChatReply): ChatContext {
  return { ...context, topic: reply.topic };
}
