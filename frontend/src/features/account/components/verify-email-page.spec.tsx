import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { data, heldAnswer, refusal, stubFetch } from '../../../test-support/fetch-stub';
import { page, renderWithProviders } from '../../../test-support/render-with-providers';
import { VerifyEmailPage } from './VerifyEmailPage';

const VERIFY = '/api/account/email/verify';

// Each test uses its own token: a token is sent once, whatever remounts the page.
const renderPage = (token?: string) =>
  renderWithProviders(<VerifyEmailPage />, {
    path: '/account/verify-email',
    route: token === undefined ? '/account/verify-email' : `/account/verify-email?token=${token}`,
  });

describe('VerifyEmailPage', () => {
  it('says the link is incomplete without a token, and sends nothing', () => {
    const api = stubFetch();
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('This verification link is incomplete.');
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
    expect(api.requests).toEqual([]);
  });

  it('verifies the address without a session, showing progress meanwhile', async () => {
    const held = heldAnswer();
    const api = stubFetch().on('POST', VERIFY, () => held.answer);
    renderPage('verify-ok');
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email address...');
    expect(screen.queryByRole('link', { name: 'Go to your account' })).not.toBeInTheDocument();
    held.release(data({ email: 'ada@example.com', verified: true }));

    expect(await screen.findByText('Your email address is verified')).toBeVisible();
    expect(screen.getByText(/We will send notifications to ada@example\.com\./)).toBeVisible();
    expect(api.sent('POST', VERIFY)[0]).toMatchObject({ body: { token: 'verify-ok' } });
  });

  it("shows the server's refusal with no retry", async () => {
    stubFetch().on('POST', VERIFY, refusal(400, 'This verification link has expired.'));
    renderPage('verify-expired');
    expect(await page().findByRole('alert')).toHaveTextContent('This verification link has expired.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers a retry when the server could not answer, and verifies on it', async () => {
    const api = stubFetch().on('POST', VERIFY, refusal(503, 'Unavailable'));
    const { user } = renderPage('verify-retry');
    expect(await page().findByRole('alert')).toHaveTextContent(
      'Could not verify your email address right now. Please try again.',
    );

    api.on('POST', VERIFY, data({ email: 'ada@example.com', verified: true }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your email address is verified')).toBeVisible();
    expect(api.sent('POST', VERIFY)).toHaveLength(2);
  });
});
