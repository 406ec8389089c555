import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test-support/fetch-stub';
import { findToast, renderWithProviders } from '../../../test-support/render-with-providers';
import type { ReplyGenerator } from '../reply-scheduler';
import { useChatAssistant } from '../use-chat-assistant';
import { ChatPanel } from './ChatPanel';

interface ChatProps {
  generate: ReplyGenerator;
  /** How long the reply takes; a test that looks at the waiting state makes it longer than the test. */
  delay: number;
  onClose: () => void;
}

/** The panel with the real conversation state and a reply of the test's choosing. */
function Chat({ generate, delay, onClose }: ChatProps) {
  const chat = useChatAssistant({ generate, replyDelay: () => delay });
  return <ChatPanel id="chat" open reduceMotion chat={chat} onClose={onClose} onNavigate={() => undefined} />;
}

const echo: ReplyGenerator = (question) => ({
  content: `You asked: ${question}`,
  suggestions: ['How do I list a project?'],
});

function renderChat(generate: ReplyGenerator = echo, delay = 0) {
  stubFetch();
  const onClose = vi.fn();
  const rendered = renderWithProviders(<Chat generate={generate} delay={delay} onClose={onClose} />);
  return { ...rendered, onClose };
}

const input = () => screen.getByRole('textbox', { name: 'Ask about Web3 growth' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const conversation = () => screen.getByRole('log', { name: 'Conversation' });

describe('ChatPanel and its composer', () => {
  it('opens with the input focused and "Send message" disabled until there is a question', async () => {
    const { user } = renderChat();
    expect(input()).toHaveFocus();
    expect(sendButton()).toBeDisabled();
    await user.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(input(), 'Hi');
    expect(sendButton()).toBeEnabled();
  });

  it('sends the trimmed question with Enter, then shows the reply and its follow-ups', async () => {
    const generate = vi.fn(echo);
    const { user } = renderChat(generate);
    await user.type(input(), '  What is KYC?  {Enter}');

    expect(await within(conversation()).findByText('You asked: What is KYC?')).toBeVisible();
    expect(generate).toHaveBeenCalledWith('What is KYC?', expect.anything());
    expect(within(conversation()).getByText('What is KYC?')).toBeVisible();
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    const suggestions = screen.getByRole('group', { name: 'Suggested questions' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['How do I list a project?']);
  });

  it('disables the input and the suggestions while the reply is on its way, and a new conversation drops it', async () => {
    const generate = vi.fn(echo);
    const { user } = renderChat(generate, 60_000);
    await user.type(input(), 'What is KYC?{Enter}');

    expect(screen.getByText('Assistant is typing…')).toBeVisible();
    expect(input()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    for (const suggestion of within(screen.getByRole('group', { name: 'Suggested questions' })).getAllByRole('button'))
      expect(suggestion).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(screen.queryByText('Assistant is typing…')).not.toBeInTheDocument();
    expect(conversation()).not.toHaveTextContent('What is KYC?');
    expect(input()).toBeEnabled();
    expect(input()).toHaveFocus();
    expect(generate).not.toHaveBeenCalled();
  });

  it('starts a new line with Shift+Enter instead of sending', async () => {
    const generate = vi.fn(echo);
    const { user } = renderChat(generate);
    await user.type(input(), 'First line{Shift>}{Enter}{/Shift}second');
    expect(input()).toHaveValue('First line\nsecond');
    expect(generate).not.toHaveBeenCalled();
  });

  it('sends a suggested question when it is picked', async () => {
    const { user } = renderChat();
    const suggestions = screen.getByRole('group', { name: 'Suggested questions' });
    const first = within(suggestions).getAllByRole('button')[0];
    const question = first.textContent ?? '';
    await user.click(first);
    expect(await within(conversation()).findByText(`You asked: ${question}`)).toBeVisible();
  });

  it('says "Error" and keeps a marked bubble when no reply can be made', async () => {
    const { user } = renderChat(() => {
      throw new Error('No reply');
    });
    await user.type(input(), 'Anything{Enter}');
    expect(await findToast('Failed to get AI response. Please try again.')).toBeVisible();
    expect(within(conversation()).getByText('Failed to get AI response. Please try again.')).toBeVisible();
    expect(input()).toBeEnabled();
  });

  it('closes with Escape or the close button', async () => {
    const { user, onClose } = renderChat();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
