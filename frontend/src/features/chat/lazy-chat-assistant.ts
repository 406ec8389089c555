import { lazy, type ComponentType } from 'react';

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    } else {
      setTimeout(resolve, 300);
    }
  });
}

const Nothing: ComponentType = () => null;

/**
 * The assistant is fetched once the browser is idle, so it never competes with the page's
 * own code. If its chunk cannot load, the page simply has no assistant instead of failing.
 */
export const LazyChatAssistant = lazy<ComponentType>(async () => {
  await whenIdle();
  try {
    const { ChatAssistant } = await import('./components/ChatAssistant');
    return { default: ChatAssistant };
  } catch {
    return { default: Nothing };
  }
});
