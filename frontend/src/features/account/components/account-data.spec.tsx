import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountEmail, ApiToken, NotificationPreference } from '../../../lib/api-types';
import { data, heldAnswer, refusal, stubFetch } from '../../../test-support/fetch-stub';
import { fill, findToast, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { ApiTokensSection } from './ApiTokensSection';
import { EmailAddressSection } from './EmailAddressSection';
import { NotificationPreferencesSection } from './NotificationPreferencesSection';
import { YourDataSection } from './YourDataSection';

const asAda = { user: sessionUser('user', 'ada'), path: '/account' };
const TOKENS = '/api/account/tokens';

describe('ApiTokensSection and the token dialog', () => {
  const token = (overrides: Partial<ApiToken> = {}): ApiToken => ({
    id: 1,
    name: 'Nightly export',
    prefix: 'nb_abc',
    scope: 'read',
    expiresAt: null,
    lastUsedAt: null,
    expired: false,
    createdAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  });

  async function openCreate(tokens: ApiToken[] = []) {
    const api = stubFetch().on('GET', TOKENS, data(tokens));
    const rendered = renderWithProviders(<ApiTokensSection />, asAda);
    await rendered.user.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API token' });
    return { ...rendered, api, dialog };
  }

  it('shows a loader with "Create token" disabled, then the empty state', async () => {
    const held = heldAnswer();
    stubFetch().on('GET', TOKENS, () => held.answer);
    renderWithProviders(<ApiTokensSection />, asAda);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('button', { name: 'Create token' })).toBeDisabled();
    held.release(data([]));
    expect(await screen.findByText('You have no API tokens. Create one to call the API from a script.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create token' })).toBeEnabled();
  });

  it('lists each token with its access, expiry and use', async () => {
    stubFetch().on(
      'GET',
      TOKENS,
      data([
        token(),
        token({ id: 2, name: 'Deploy bot', scope: 'read-write', expired: true, expiresAt: '2026-01-05T10:00:00.000Z' }),
      ]),
    );
    renderWithProviders(<ApiTokensSection />, asAda);
    const list = await screen.findByRole('list', { name: 'API tokens' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Read only');
    expect(first).toHaveTextContent('Never expires');
    expect(first).toHaveTextContent('Never used');
    expect(second).toHaveTextContent('Read & write');
    expect(within(second).getAllByText('Expired')).not.toHaveLength(0);
  });

  it('shows a load failure with a retry', async () => {
    const api = stubFetch().on('GET', TOKENS, refusal(500, 'Boom'));
    const { user } = renderWithProviders(<ApiTokensSection />, asAda);
    expect(await screen.findByText('Could not load your API tokens.')).toBeVisible();
    api.on('GET', TOKENS, data([token()]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'API tokens' })).toHaveTextContent('Nightly export');
  });

  it('asks for a name and sends nothing without one', async () => {
    const { user, api, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Give the token a name');
    expect(api.sent('POST', TOKENS)).toEqual([]);
  });

  it('sends the name, access and expiry, then shows the token once to copy', async () => {
    const { user, api, dialog } = await openCreate();
    api.on(
      'POST',
      TOKENS,
      data({ ...token({ id: 7, name: 'Deploy bot', scope: 'read-write' }), token: 'nb_secret' }, 201),
    );
    await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), ' Deploy bot ');
    await user.click(within(dialog).getByRole('radio', { name: 'Read & write' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Expires after' }));
    await user.click(await screen.findByRole('option', { name: 'Never' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    expect(await findToast('Deploy bot is ready to use.')).toBeVisible();
    expect(api.sent('POST', TOKENS)[0]?.body).toEqual({ name: 'Deploy bot', scope: 'read-write', expiresInDays: null });
    const shown = await screen.findByRole('dialog', { name: 'Copy your new token' });
    expect(within(shown).getByRole('textbox', { name: 'Your new API token' })).toHaveValue('nb_secret');

    await user.click(within(shown).getByRole('button', { name: 'Copy token' }));
    expect(await findToast('The token is on your clipboard.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('nb_secret');
  });

  it('sends the default access and expiry: read only, 90 days', async () => {
    const { user, api, dialog } = await openCreate();
    api.on('POST', TOKENS, data({ ...token(), token: 'nb_secret' }, 201));
    await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Nightly export');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    await screen.findByRole('dialog', { name: 'Copy your new token' });
    expect(api.sent('POST', TOKENS)[0]?.body).toEqual({ name: 'Nightly export', scope: 'read', expiresInDays: 90 });
  });

  it('reads "Creating..." while busy and shows the server\'s refusal under the name', async () => {
    const held = heldAnswer();
    const { user, api, dialog } = await openCreate();
    api.on('POST', TOKENS, () => held.answer);
    await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Nightly export');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    expect(within(dialog).getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    held.release(refusal(409, 'You already have 20 tokens'));
    expect(await findToast('Token not created')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      'You already have 20 tokens',
    );
  });

  it('revokes a token after a confirmation and takes it off the list', async () => {
    const held = heldAnswer();
    const api = stubFetch()
      .on('GET', TOKENS, data([token()]))
      .on('DELETE', '/api/account/tokens/1', () => held.answer);
    const { user } = renderWithProviders(<ApiTokensSection />, asAda);
    await user.click(await screen.findByRole('button', { name: 'Revoke Nightly export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    expect(dialog).toHaveTextContent('Nightly export stops working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(within(dialog).getByRole('button', { name: 'Revoking...' })).toBeDisabled();
    api.on('GET', TOKENS, data([]));
    held.release(data({}));
    expect(await findToast('Nightly export no longer works.')).toBeVisible();
    expect(await screen.findByText('You have no API tokens. Create one to call the API from a script.')).toBeVisible();
  });

  it('says "Error" and keeps the token when revoking is refused', async () => {
    stubFetch()
      .on('GET', TOKENS, data([token()]))
      .on('DELETE', '/api/account/tokens/1', refusal(404, 'Token not found'));
    const { user } = renderWithProviders(<ApiTokensSection />, asAda);
    await user.click(await screen.findByRole('button', { name: 'Revoke Nightly export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await findToast('Token not found')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Revoke' })).toBeEnabled();
    expect(screen.getByRole('list', { name: 'API tokens', hidden: true })).toHaveTextContent('Nightly export');
  });
});

describe('EmailAddressSection', () => {
  const EMAIL = '/api/account/email';
  const renderSection = (accountEmail: AccountEmail | undefined, error?: unknown) =>
    renderWithProviders(
      <EmailAddressSection accountEmail={accountEmail} error={error} retry={() => undefined} />,
      asAda,
    );
  const emailField = () => screen.getByRole('textbox', { name: /email address/i });

  it('shows a loader, and a load failure when the read failed', () => {
    stubFetch();
    const { unmount } = renderSection(undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    unmount();
    renderSection(undefined, new Error('Boom'));
    expect(screen.getByText('Could not load your email address.')).toBeVisible();
  });

  it('checks the address before sending it', async () => {
    const api = stubFetch();
    const { user } = renderSection({ email: null, verified: false });
    expect(screen.getByText('No email address yet. Add one to receive notifications by email.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add email' }));
    expect(emailField()).toHaveAccessibleDescription('Enter your email address');
    expect(emailField()).toHaveFocus();

    await fill(user, emailField(), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Add email' }));
    expect(emailField()).toHaveAccessibleDescription('Enter a valid email address, like name@example.com');
    expect(api.requests).toEqual([]);
  });

  it('refuses the verified address it already has', async () => {
    const api = stubFetch();
    const { user } = renderSection({ email: 'ada@example.com', verified: true });
    expect(screen.getByText('Verified')).toBeVisible();
    await fill(user, emailField(), 'ADA@example.com');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(emailField()).toHaveAccessibleDescription('This is already your verified address');
    expect(api.requests).toEqual([]);
  });

  it('sends the trimmed address and says a verification link was sent', async () => {
    const held = heldAnswer();
    const api = stubFetch().on('PUT', EMAIL, () => held.answer);
    const { user } = renderSection({ email: null, verified: false });
    await fill(user, emailField(), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Add email' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    held.release(data({ email: 'ada@example.com', verified: false }));
    expect(await findToast('Verification link sent')).toBeVisible();
    expect(api.sent('PUT', EMAIL)[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(emailField()).toHaveValue('');
  });

  it("shows the server's refusal under the field", async () => {
    stubFetch().on('PUT', EMAIL, refusal(409, 'This address belongs to another account'));
    const { user } = renderSection({ email: null, verified: false });
    await fill(user, emailField(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Add email' }));

    expect(await findToast('This address belongs to another account')).toBeVisible();
    expect(emailField()).toHaveAccessibleDescription('This address belongs to another account');
  });

  it('resends the link for an unverified address, and removes the address', async () => {
    const api = stubFetch()
      .on('PUT', EMAIL, data({ email: 'ada@example.com', verified: false }))
      .on('DELETE', EMAIL, data({ email: null, verified: false }));
    const { user } = renderSection({ email: 'ada@example.com', verified: false });
    expect(screen.getByText('Not verified')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Resend verification link' }));
    await findToast('Verification link sent');
    expect(api.sent('PUT', EMAIL)[0]?.body).toEqual({ email: 'ada@example.com' });

    const remove = screen.getByRole('button', { name: 'Remove email address' });
    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    expect(await findToast('Email address removed')).toBeVisible();
    expect(api.sent('DELETE', EMAIL)).toHaveLength(1);
  });
});

describe('NotificationPreferencesSection', () => {
  const PREFERENCES = '/api/notifications/preferences';
  const preference: NotificationPreference = {
    kind: 'submission-decided',
    label: 'Submission decided',
    description: 'When an admin decides on your submission',
    email: false,
  };

  it('shows an empty state when there is nothing to choose', async () => {
    stubFetch().on('GET', PREFERENCES, data([]));
    renderWithProviders(<NotificationPreferencesSection hasVerifiedEmail />, asAda);
    expect(await screen.findByText('There are no notifications to choose from for your account.')).toBeVisible();
  });

  it('shows a load failure with a retry', async () => {
    const api = stubFetch().on('GET', PREFERENCES, refusal(500, 'Boom'));
    const { user } = renderWithProviders(<NotificationPreferencesSection hasVerifiedEmail />, asAda);
    expect(await screen.findByText('Could not load your notification preferences.')).toBeVisible();
    api.on('GET', PREFERENCES, data([preference]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Email me: Submission decided' })).not.toBeChecked();
  });

  it('says email needs a verified address', async () => {
    stubFetch().on('GET', PREFERENCES, data([preference]));
    renderWithProviders(<NotificationPreferencesSection hasVerifiedEmail={false} />, asAda);
    expect(
      await screen.findByText(
        'Email goes only to a verified address. Add and verify your address above to get these by email.',
      ),
    ).toBeVisible();
  });

  it('saves a switched preference', async () => {
    const api = stubFetch()
      .on('GET', PREFERENCES, data([preference]))
      .on('PUT', PREFERENCES, data([{ ...preference, email: true }]));
    const { user } = renderWithProviders(<NotificationPreferencesSection hasVerifiedEmail />, asAda);
    const toggle = await screen.findByRole('switch', { name: 'Email me: Submission decided' });
    expect(toggle).toHaveAccessibleDescription('When an admin decides on your submission');
    await user.click(toggle);

    expect(await findToast('Submission decided: you will get these by email.')).toBeVisible();
    expect(api.sent('PUT', PREFERENCES)[0]?.body).toEqual({
      preferences: [{ kind: 'submission-decided', email: true }],
    });
    expect(toggle).toBeChecked();
  });

  it('puts the switch back and says "Error" when the save is refused', async () => {
    stubFetch()
      .on('GET', PREFERENCES, data([preference]))
      .on('PUT', PREFERENCES, refusal(400, 'Unknown notification kind'));
    const { user } = renderWithProviders(<NotificationPreferencesSection hasVerifiedEmail />, asAda);
    const toggle = await screen.findByRole('switch', { name: 'Email me: Submission decided' });
    await user.click(toggle);

    expect(await findToast('Unknown notification kind')).toBeVisible();
    expect(toggle).not.toBeChecked();
  });
});

describe('YourDataSection and the delete dialog', () => {
  async function openDelete() {
    const rendered = renderWithProviders(<YourDataSection />, asAda);
    await rendered.user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    return { ...rendered, dialog };
  }

  it('enables "Delete account" only with a password and the username typed out', async () => {
    stubFetch();
    const { user, dialog } = await openDelete();
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(confirm).toBeDisabled();

    await fill(user, within(dialog).getByLabelText(/^Password/), 'secret-pass');
    const name = within(dialog).getByRole('textbox', { name: /^Type ada to confirm/ });
    await fill(user, name, 'adam');
    expect(name).toHaveAccessibleDescription('This is not your username');
    expect(confirm).toBeDisabled();

    await user.clear(name);
    await fill(user, name, 'ada');
    expect(confirm).toBeEnabled();
  });

  it('deletes the account with the password, says so and goes to the home page', async () => {
    const held = heldAnswer();
    const api = stubFetch().on('POST', '/api/account/delete', () => held.answer);
    const { user, dialog } = await openDelete();
    await fill(user, within(dialog).getByLabelText(/^Password/), 'secret-pass');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Type ada to confirm/ }), 'ada');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    held.release(data({ deleted: true }));

    expect(await findToast('Account deleted')).toBeVisible();
    expect(api.sent('POST', '/api/account/delete')[0]?.body).toEqual({ password: 'secret-pass' });
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent(/^\/$/);
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    stubFetch().on('POST', '/api/account/delete', refusal(400, 'Password is incorrect'));
    const { user, dialog } = await openDelete();
    await fill(user, within(dialog).getByLabelText(/^Password/), 'wrong');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Type ada to confirm/ }), 'ada');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await findToast('Account not deleted')).toBeVisible();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Password is incorrect');
    expect(within(dialog).getByRole('button', { name: 'Delete account' })).toBeEnabled();
  });

  it('says "Download failed" when the export is refused', async () => {
    stubFetch().on('GET', '/api/account/export', refusal(429, 'Too many exports, try again later'));
    const { user } = renderWithProviders(<YourDataSection />, asAda);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await findToast('Too many exports, try again later')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});
