import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppAndBrowser } from './support/app-and-browser';
import { screenshot } from './support/browser';

const { server, browser } = useAppAndBrowser();

function chat(page: Page) {
  const panel = page.getByRole('dialog', { name: 'ChainBoost Assistant' });
  const log = panel.getByRole('log', { name: 'Conversation' });
  return {
    fab: page.getByRole('button', { name: 'Open chat assistant' }),
    panel,
    log,
    messages: log.getByRole('listitem'),
    userMessages: log.getByRole('listitem').filter({ hasText: 'You said:' }),
    input: panel.getByRole('textbox', { name: 'Ask about Web3 growth' }),
    sendButton: panel.getByRole('button', { name: 'Send message' }),
    suggestions: panel.getByRole('group', { name: 'Suggested questions' }).getByRole('button'),
    typing: panel.getByText('Assistant is typing…'),
  };
}

async function openChat(page: Page, path = '/') {
  await page.goto(`${server.baseUrl}${path}`);
  const ui = chat(page);
  await ui.fab.click();
  await ui.panel.waitFor();
  return ui;
}

async function isFocused(locator: ReturnType<Page['getByRole']>): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

async function waitForReply(ui: ReturnType<typeof chat>, expectedCount: number) {
  await ui.typing.waitFor({ state: 'hidden' });
  await expect.poll(() => ui.messages.count()).toBe(expectedCount);
}

describe('chat assistant', () => {
  it('opens a 400x600 panel with the welcome message, focus in the input, and closes with Escape', async () => {
    const page = await browser.newPage();
    const ui = await openChat(page);
    await expect.poll(async () => (await ui.panel.boundingBox())?.width).toBe(400);
    await expect.poll(async () => (await ui.panel.boundingBox())?.height).toBe(600);
    const box = await ui.panel.boundingBox();
    const viewport = page.viewportSize();
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport!.width);
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height);

    expect(await ui.log.getAttribute('aria-live')).toBe('polite');
    expect(await ui.messages.count()).toBe(1);
    await ui.log.getByText("I'm the ChainBoost Assistant").waitFor();
    expect(await ui.suggestions.allTextContents()).toEqual([
      'How can you help my project grow?',
      'How do I list my project?',
      'Tell me about KYC user acquisition',
      'How do partnerships work?',
    ]);
    await ui.panel.getByRole('button', { name: 'New conversation' }).waitFor();
    await ui.panel.getByRole('button', { name: 'Close chat' }).waitFor();
    await expect.poll(() => isFocused(ui.input)).toBe(true);

    await page.keyboard.press('Escape');
    await ui.panel.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(ui.fab)).toBe(true);

    // Keyboard only: the focused button opens the panel again, the close button closes it.
    await page.keyboard.press('Enter');
    await ui.panel.waitFor();
    await expect.poll(() => isFocused(ui.input)).toBe(true);
    await ui.panel.getByRole('button', { name: 'Close chat' }).click();
    await ui.panel.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(ui.fab)).toBe(true);
    await page.close();
  });

  it('sends with Enter only, never blank text, and locks the input while the reply is pending', async () => {
    const page = await browser.newPage();
    // The page's clock runs as usual until paused below, so the reply can be held back while the
    // pending state is checked, however slow the machine.
    await page.clock.install();
    const ui = await openChat(page);

    await ui.input.fill('   ');
    expect(await ui.sendButton.isDisabled()).toBe(true);
    await ui.input.press('Enter');
    expect(await ui.typing.count()).toBe(0);
    expect(await ui.messages.count()).toBe(1);

    await ui.input.fill('Tell me about KYC user acquisition');
    await ui.input.press('Shift+Enter');
    await ui.input.pressSequentially('in Asia');
    expect(await ui.input.inputValue()).toBe('Tell me about KYC user acquisition\nin Asia');
    expect(await ui.messages.count()).toBe(1);

    await page.clock.pauseAt(Date.now() + 1_000);
    await ui.input.press('Enter');
    await ui.userMessages.filter({ hasText: 'Tell me about KYC user acquisition' }).waitFor();
    await ui.typing.waitFor();
    expect(await ui.input.isDisabled()).toBe(true);
    expect(await ui.sendButton.isDisabled()).toBe(true);
    for (const suggestion of await ui.suggestions.all()) expect(await suggestion.isDisabled()).toBe(true);
    expect(await ui.input.inputValue()).toBe('');

    await page.clock.resume();
    await waitForReply(ui, 3);
    expect(await ui.userMessages.count()).toBe(1);
    await ui.messages.last().getByText('$1-5 per check').waitFor();
    expect(await ui.input.isDisabled()).toBe(false);
    await expect.poll(() => isFocused(ui.input)).toBe(true);

    // "how much?" follows up on the topic of the previous reply.
    await ui.input.fill('How much?');
    await ui.input.press('Enter');
    await waitForReply(ui, 5);
    await ui.messages.last().getByText('KYC checks cost $1-5 per check').waitFor();
    await page.close();
  });

  it('sends a suggestion, answers about listing with a link to /submit-project, and resets', async () => {
    const page = await browser.newPage();
    const ui = await openChat(page);
    await ui.suggestions.filter({ hasText: 'How do I list my project?' }).click();
    await ui.userMessages.filter({ hasText: 'How do I list my project?' }).waitFor();
    await waitForReply(ui, 3);

    const answer = ui.messages.last();
    for (const claim of ['$500/month', 'from $2,000', '48-72 h', '24-48 h', '5-7 business days']) {
      await answer.getByText(claim, { exact: false }).waitFor();
    }
    const submitLink = answer.getByRole('link', { name: 'Submit Project' });
    expect(await submitLink.getAttribute('href')).toBe('/submit-project');
    expect(await ui.suggestions.allTextContents()).toContain('How long does the review take?');
    await screenshot(page, 'chat-panel-desktop');
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    await submitLink.click();
    await page.waitForURL(`${server.baseUrl}/submit-project`);
    // The conversation survives navigation.
    expect(await ui.messages.count()).toBe(3);

    await ui.panel.getByRole('button', { name: 'New conversation' }).click();
    await expect.poll(() => ui.messages.count()).toBe(1);
    await ui.log.getByText("I'm the ChainBoost Assistant").waitFor();
    expect(await ui.suggestions.allTextContents()).toContain('How do I list my project?');
    await expect.poll(() => isFocused(ui.input)).toBe(true);

    // The topic is forgotten too: a bare follow-up now gets the general answer.
    await ui.input.fill('Tell me more');
    await ui.input.press('Enter');
    await waitForReply(ui, 3);
    await ui.messages.last().getByText('not sure I understood').waitFor();
    await page.close();
  });

  it('scrolls to the contact section from another page', async () => {
    const page = await browser.newPage();
    const ui = await openChat(page, '/articles');
    await ui.input.fill('How can you help my project grow?');
    await ui.input.press('Enter');
    await waitForReply(ui, 3);
    await ui.messages.last().getByRole('link', { name: 'contact our team' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await page.waitForFunction(() => {
      const section = document.getElementById('contact');
      if (!section) return false;
      const { top } = section.getBoundingClientRect();
      return top >= 0 && top < window.innerHeight / 2;
    });
    await page.close();
  });

  it('fits a phone screen', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const ui = await openChat(page);
    await expect.poll(async () => (await ui.panel.boundingBox())?.width).toBe(374);
    const box = await ui.panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.height).toBeLessThanOrEqual(844);
    expect(box!.height).toBeGreaterThan(600);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);

    await ui.suggestions.filter({ hasText: 'How do partnerships work?' }).click();
    await waitForReply(ui, 3);
    await screenshot(page, 'chat-panel-phone');

    // The panel covers the page on a phone, so following a link closes it.
    await ui.messages.last().getByRole('link', { name: 'Partner Dashboard' }).click();
    await page.waitForURL(`${server.baseUrl}/partner-dashboard`);
    await ui.panel.waitFor({ state: 'hidden' });
    await ui.fab.waitFor();
    await page.close();
  });
});
