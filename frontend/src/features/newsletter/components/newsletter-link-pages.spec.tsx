import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { data, heldAnswer, refusal, stubFetch } from '../../../test-support/fetch-stub';
import { findToast, page, renderWithProviders } from '../../../test-support/render-with-providers';
import { NewsletterConfirmPage } from './NewsletterConfirmPage';
import { NewsletterUnsubscribePage } from './NewsletterUnsubscribePage';

const CONFIRM = '/api/newsletter/confirm';
const UNSUBSCRIBE = '/api/newsletter/unsubscribe';

// Each test uses its own token: a confirmation link is sent once per token, whatever remounts the page.
const renderConfirm = (token?: string) =>
  renderWithProviders(<NewsletterConfirmPage />, {
    path: '/newsletter/confirm',
    route: token === undefined ? '/newsletter/confirm' : `/newsletter/confirm?token=${token}`,
  });

const renderUnsubscribe = (token?: string) =>
  renderWithProviders(<NewsletterUnsubscribePage />, {
    path: '/newsletter/unsubscribe',
    route: token === undefined ? '/newsletter/unsubscribe' : `/newsletter/unsubscribe?token=${token}`,
  });

describe('NewsletterConfirmPage', () => {
  it('says the link is incomplete without a token, and sends nothing', () => {
    const api = stubFetch();
    renderConfirm();
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is incomplete.');
    expect(screen.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute('href', '/#contact');
    expect(api.requests).toEqual([]);
  });

  it('confirms at once, showing progress meanwhile', async () => {
    const held = heldAnswer();
    const api = stubFetch().on('POST', CONFIRM, () => held.answer);
    renderConfirm('confirm-ok');
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your subscription...');
    held.release(data({ status: 'active' }));

    expect(await screen.findByText('Your subscription is confirmed.')).toBeVisible();
    expect(await findToast('Subscription confirmed')).toBeVisible();
    expect(api.sent('POST', CONFIRM)[0]?.body).toEqual({ token: 'confirm-ok' });
  });

  it("shows the server's refusal with a way to subscribe again, and no retry", async () => {
    stubFetch().on('POST', CONFIRM, refusal(400, 'This confirmation link has expired.'));
    renderConfirm('confirm-expired');
    expect(await page().findByRole('alert')).toHaveTextContent('This confirmation link has expired.');
    expect(screen.getByRole('link', { name: 'Subscribe again' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers a retry when the server could not be reached, and confirms on it', async () => {
    const api = stubFetch();
    const { user } = renderConfirm('confirm-offline');
    expect(await page().findByRole('alert')).toBeVisible();
    expect(await findToast('Error')).toBeVisible();

    api.on('POST', CONFIRM, data({ status: 'active' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your subscription is confirmed.')).toBeVisible();
    expect(api.sent('POST', CONFIRM)).toHaveLength(2);
  });
});

describe('NewsletterUnsubscribePage', () => {
  it('says the link is incomplete without a token', () => {
    stubFetch();
    renderUnsubscribe();
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('changes nothing until the button is pressed', () => {
    const api = stubFetch();
    renderUnsubscribe('1.abc');
    expect(screen.getByText('Do you want to stop receiving our newsletter?')).toBeVisible();
    expect(api.requests).toEqual([]);
  });

  it('unsubscribes with the token, disabled while sending', async () => {
    const held = heldAnswer();
    const api = stubFetch().on('POST', UNSUBSCRIBE, () => held.answer);
    const { user } = renderUnsubscribe('1.abc');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(screen.getByRole('button', { name: 'Unsubscribing...' })).toBeDisabled();
    held.release(data({ status: 'unsubscribed' }));
    expect(await screen.findByText('You are unsubscribed. You will no longer receive our newsletter.')).toBeVisible();
    expect(await findToast('Unsubscribed')).toBeVisible();
    expect(api.sent('POST', UNSUBSCRIBE)[0]?.body).toEqual({ token: '1.abc' });
  });

  it("shows the server's refusal and lets the reader try again", async () => {
    stubFetch().on('POST', UNSUBSCRIBE, refusal(400, 'This unsubscribe link is not valid.'));
    const { user } = renderUnsubscribe('1.bad');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await page().findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });
});
