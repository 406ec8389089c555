import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountSession, TwoFactorStatus } from '../../../lib/api-types';
import { data, heldAnswer, refusal, stubFetch, type FetchStub } from '../../../test-support/fetch-stub';
import { fill, findToast, renderWithProviders, sessionUser } from '../../../test-support/render-with-providers';
import { PasswordSection } from './PasswordSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

const asUser = { user: sessionUser('user', 'ada') };
const TWO_FACTOR = '/api/account/two-factor';
const SESSIONS = '/api/account/sessions';

const twoFactor = (overrides: Partial<TwoFactorStatus> = {}): TwoFactorStatus => ({
  enabled: false,
  recoveryCodesLeft: 0,
  required: false,
  ...overrides,
});

const setup = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/ada',
  qrCodeDataUrl: 'data:image/png;base64,AA',
};

describe('TwoFactorSection: turning it on', () => {
  const renderSection = () => renderWithProviders(<TwoFactorSection />, asUser);

  async function startSetUp(api: FetchStub) {
    api.on('POST', '/api/account/two-factor/setup', data(setup));
    const rendered = renderSection();
    await rendered.user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    await screen.findByRole('form', { name: 'Confirm two-factor authentication' });
    return rendered;
  }

  it('shows a loader, then "Off" with the set-up button', async () => {
    const held = heldAnswer();
    stubFetch().on('GET', TWO_FACTOR, () => held.answer);
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    held.release(data(twoFactor()));
    expect(await screen.findByRole('button', { name: 'Set up two-factor authentication' })).toBeEnabled();
    expect(screen.getByText('Off')).toBeVisible();
  });

  it('warns an admin who must turn it on', async () => {
    stubFetch().on('GET', TWO_FACTOR, data(twoFactor({ required: true })));
    renderSection();
    expect(
      await screen.findByText('Admins must turn on two-factor authentication before they can use the admin pages.'),
    ).toBeVisible();
  });

  it('shows a load failure with a retry', async () => {
    const api = stubFetch().on('GET', TWO_FACTOR, refusal(500, 'Boom'));
    const { user } = renderSection();
    expect(await screen.findByText('Could not load your two-factor authentication.')).toBeVisible();
    api.on('GET', TWO_FACTOR, data(twoFactor()));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible();
  });

  it('shows the QR code and the secret key, and Cancel goes back', async () => {
    const { user } = await startSetUp(stubFetch().on('GET', TWO_FACTOR, data(twoFactor())));
    expect(screen.getByRole('img', { name: 'QR code to add this account to your authenticator app' })).toHaveAttribute(
      'src',
      setup.qrCodeDataUrl,
    );
    expect(screen.getByLabelText('Secret key')).toHaveTextContent(setup.secret);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible();
  });

  it("shows the server's reason when the set-up cannot start", async () => {
    stubFetch()
      .on('GET', TWO_FACTOR, data(twoFactor()))
      .on('POST', '/api/account/two-factor/setup', refusal(409, 'Two-factor authentication is already on'));
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    expect(await findToast('Two-factor authentication is already on')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Set up two-factor authentication' })).toBeEnabled();
  });

  it('asks for six digits before sending the code', async () => {
    const api = stubFetch().on('GET', TWO_FACTOR, data(twoFactor()));
    const { user } = await startSetUp(api);
    const code = screen.getByRole('textbox', { name: /^6-digit code/ });
    await fill(user, code, '12345');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    expect(code).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app');
    expect(code).toHaveFocus();
    expect(api.sent('POST', '/api/account/two-factor/enable')).toEqual([]);
  });

  it('sends the code without spaces, then shows the recovery codes until they are saved', async () => {
    const held = heldAnswer();
    const api = stubFetch()
      .on('GET', TWO_FACTOR, data(twoFactor()))
      .on('POST', '/api/account/two-factor/enable', () => held.answer);
    const { user } = await startSetUp(api);
    await fill(user, screen.getByRole('textbox', { name: /^6-digit code/ }), '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByRole('button', { name: 'Turning on...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    held.release(data({ recoveryCodes: ['aaaa-1111', 'bbbb-2222'] }));

    expect(await findToast('Two-factor authentication is on')).toBeVisible();
    expect(api.sent('POST', '/api/account/two-factor/enable')[0]?.body).toEqual({ code: '123456' });
    const codes = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['aaaa-1111', 'bbbb-2222']);
    expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();

    api.on('GET', TWO_FACTOR, data(twoFactor({ enabled: true, recoveryCodesLeft: 2 })));
    await user.click(screen.getByRole('checkbox', { name: 'I saved my recovery codes' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('2 recovery codes left.')).toBeVisible();
    expect(screen.getByText('On')).toBeVisible();
  });

  it('copies the recovery codes, one a line', async () => {
    const api = stubFetch()
      .on('GET', TWO_FACTOR, data(twoFactor()))
      .on('POST', '/api/account/two-factor/enable', data({ recoveryCodes: ['aaaa-1111', 'bbbb-2222'] }));
    const { user } = await startSetUp(api);
    await fill(user, screen.getByRole('textbox', { name: /^6-digit code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await user.click(await screen.findByRole('button', { name: 'Copy codes' }));

    expect(await findToast('Recovery codes copied')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('aaaa-1111\nbbbb-2222\n');
  });

  it("shows the server's refusal of the code under the field and in a toast", async () => {
    const api = stubFetch()
      .on('GET', TWO_FACTOR, data(twoFactor()))
      .on('POST', '/api/account/two-factor/enable', refusal(400, 'The code is not valid'));
    const { user } = await startSetUp(api);
    const code = screen.getByRole('textbox', { name: /^6-digit code/ });
    await fill(user, code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    expect(await findToast('The code is not valid')).toBeVisible();
    expect(code).toHaveAccessibleDescription('The code is not valid');
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeEnabled();
  });
});

describe('TwoFactorSection: when it is on', () => {
  const renderOn = (api: FetchStub, recoveryCodesLeft = 5) => {
    api.on('GET', TWO_FACTOR, data(twoFactor({ enabled: true, recoveryCodesLeft })));
    return renderWithProviders(<TwoFactorSection />, asUser);
  };

  it('counts the recovery codes left', async () => {
    renderOn(stubFetch(), 1);
    expect(await screen.findByText('1 recovery code left.')).toBeVisible();
  });

  it('asks for the password and a code before turning it off, and sends nothing without them', async () => {
    const api = stubFetch();
    const { user } = renderOn(api);
    await user.click(await screen.findByRole('button', { name: 'Turn off two-factor authentication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter your password and a code');
    expect(api.sent('POST', '/api/account/two-factor/disable')).toEqual([]);
  });

  it('turns it off with the password and trimmed code, disabled while sending', async () => {
    const held = heldAnswer();
    const api = stubFetch().on('POST', '/api/account/two-factor/disable', () => held.answer);
    const { user } = renderOn(api);
    await user.click(await screen.findByRole('button', { name: 'Turn off two-factor authentication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication?' });
    await fill(user, within(dialog).getByLabelText(/^Password/), 'secret-pass');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Authentication code/ }), ' 123456 ');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    expect(within(dialog).getByRole('button', { name: 'Turning off...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    api.on('GET', TWO_FACTOR, data(twoFactor()));
    held.release(data({}));

    expect(await findToast('Two-factor authentication is off')).toBeVisible();
    expect(api.sent('POST', '/api/account/two-factor/disable')[0]?.body).toEqual({
      password: 'secret-pass',
      code: '123456',
    });
    expect(await screen.findByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const api = stubFetch().on('POST', '/api/account/two-factor/disable', refusal(400, 'Wrong password or code'));
    const { user } = renderOn(api);
    await user.click(await screen.findByRole('button', { name: 'Turn off two-factor authentication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication?' });
    await fill(user, within(dialog).getByLabelText(/^Password/), 'wrong');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Authentication code/ }), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    expect(await findToast('Wrong password or code')).toBeVisible();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wrong password or code');
    expect(within(dialog).getByRole('button', { name: 'Turn off' })).toBeEnabled();
  });

  it('makes new recovery codes and shows them', async () => {
    const api = stubFetch().on(
      'POST',
      '/api/account/two-factor/recovery-codes',
      data({ recoveryCodes: ['cccc-3333', 'dddd-4444'] }),
    );
    const { user } = renderOn(api);
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make new recovery codes?' });
    await fill(user, within(dialog).getByLabelText(/^Password/), 'secret-pass');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Authentication code/ }), 'aaaa-1111');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));

    expect(await findToast('New recovery codes')).toBeVisible();
    expect(api.sent('POST', '/api/account/two-factor/recovery-codes')[0]?.body).toEqual({
      password: 'secret-pass',
      code: 'aaaa-1111',
    });
    expect(within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('PasswordSection', () => {
  const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));
  const STATUS = '/api/account/password';
  const withPassword = () => stubFetch().on('GET', STATUS, data({ isSet: true }));
  const changeButton = () => screen.findByRole('button', { name: 'Change password' });

  it('asks for the current password first, then checks the new one and its confirmation', async () => {
    const api = withPassword();
    const { user } = renderWithProviders(<PasswordSection />, asUser);
    await user.click(await changeButton());
    expect(field('Current password')).toHaveAccessibleDescription('Enter your current password');
    expect(field('Current password')).toHaveFocus();

    await fill(user, field('Current password'), 'old-pass');
    await fill(user, field('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(field('New password')).toHaveAccessibleDescription('Password must be at least 6 characters');

    await user.type(field('New password'), '-enough');
    await fill(user, field('Confirm new password'), 'something else');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(field('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(api.sent('POST', STATUS)).toEqual([]);
  });

  it('sends the change, says how many other sessions were signed out and clears the form', async () => {
    const held = heldAnswer();
    const api = withPassword().on('POST', STATUS, () => held.answer);
    const { user } = renderWithProviders(<PasswordSection />, asUser);
    await changeButton();
    await fill(user, field('Current password'), 'old-pass');
    await fill(user, field('New password'), 'new-pass-1');
    await fill(user, field('Confirm new password'), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('button', { name: 'Changing...' })).toBeDisabled();
    held.release(data({ revoked: 2 }));
    expect(await findToast('2 other sessions were signed out.')).toBeVisible();
    expect(api.sent('POST', STATUS)[0]?.body).toEqual({
      currentPassword: 'old-pass',
      newPassword: 'new-pass-1',
    });
    expect(field('Current password')).toHaveValue('');
  });

  it("puts the server's refusal of the current password under that field", async () => {
    withPassword().on('POST', STATUS, refusal(400, 'Current password is incorrect'));
    const { user } = renderWithProviders(<PasswordSection />, asUser);
    await changeButton();
    await fill(user, field('Current password'), 'wrong');
    await fill(user, field('New password'), 'new-pass-1');
    await fill(user, field('Confirm new password'), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await findToast('Password not changed')).toBeVisible();
    expect(field('Current password')).toHaveAccessibleDescription('Current password is incorrect');
    expect(field('New password')).toHaveValue('new-pass-1');
  });

  it('shows a loader while it asks whether the account has a password, and a load failure with a retry', async () => {
    const held = heldAnswer();
    const api = stubFetch().on('GET', STATUS, () => held.answer);
    const { user } = renderWithProviders(<PasswordSection />, asUser);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    held.release(refusal(500, 'Boom'));
    expect(await screen.findByText('Could not load your password settings.')).toBeVisible();
    api.on('GET', STATUS, data({ isSet: true }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await changeButton()).toBeEnabled();
  });

  it('lets an account made with a wallet set its first password, without a current one, then offers the change form', async () => {
    const api = stubFetch()
      .on('GET', STATUS, data({ isSet: false }))
      .on('POST', STATUS, data({ revoked: 0 }));
    const { user } = renderWithProviders(<PasswordSection />, asUser);
    const form = await screen.findByRole('form', { name: 'Set a password' });
    expect(screen.getByText(/signs in with its wallets until you set one/)).toBeVisible();
    expect(within(form).queryByLabelText(/^Current password/)).not.toBeInTheDocument();

    await fill(user, field('New password'), 'new-pass-1');
    await fill(user, field('Confirm new password'), 'other-pass');
    await user.click(within(form).getByRole('button', { name: 'Set a password' }));
    expect(field('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(api.sent('POST', STATUS)).toEqual([]);

    await user.clear(field('Confirm new password'));
    await fill(user, field('Confirm new password'), 'new-pass-1');
    await user.click(within(form).getByRole('button', { name: 'Set a password' }));
    expect(await findToast('Password set')).toBeVisible();
    expect(api.sent('POST', STATUS)[0]?.body).toEqual({ newPassword: 'new-pass-1' });

    expect(await screen.findByRole('form', { name: 'Change password' })).toBeVisible();
    expect(field('Current password')).toHaveValue('');
    expect(screen.queryByText(/signs in with its wallets/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the new password and keeps it", async () => {
    stubFetch()
      .on('GET', STATUS, data({ isSet: false }))
      .on('POST', STATUS, refusal(400, 'Password is too common'));
    const { user } = renderWithProviders(<PasswordSection />, asUser);
    await screen.findByRole('form', { name: 'Set a password' });
    await fill(user, field('New password'), 'new-pass-1');
    await fill(user, field('Confirm new password'), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Set a password' }));
    expect(await findToast('Password not set')).toBeVisible();
    expect(field('New password')).toHaveAccessibleDescription('Password is too common');
    expect(field('New password')).toHaveValue('new-pass-1');
  });
});

describe('SessionsSection', () => {
  const session = (overrides: Partial<AccountSession> = {}): AccountSession => ({
    id: 'current',
    browser: 'Firefox 133',
    os: 'Linux',
    userAgent: null,
    ipAddress: '10.0.0.1',
    signedInAt: '2026-01-02T10:00:00.000Z',
    lastSeenAt: '2026-01-03T10:00:00.000Z',
    current: true,
    ...overrides,
  });
  const phone = session({ id: 's2', browser: 'Safari 18', os: 'iOS', ipAddress: null, current: false });

  it('lists the sessions, marks this device and says when there is no other', async () => {
    stubFetch().on('GET', SESSIONS, data([session()]));
    renderWithProviders(<SessionsSection />, asUser);
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    expect(list).toHaveTextContent('Firefox 133 on Linux');
    expect(within(list).getByText('This device')).toBeVisible();
    expect(within(list).queryByRole('button', { name: /^Sign out/ })).not.toBeInTheDocument();
    expect(screen.getByText('You are not signed in anywhere else.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    const api = stubFetch().on('GET', SESSIONS, refusal(500, 'Boom'));
    const { user } = renderWithProviders(<SessionsSection />, asUser);
    expect(await screen.findByText('Could not load your sessions.')).toBeVisible();
    api.on('GET', SESSIONS, data([session()]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Signed-in sessions' })).toBeVisible();
  });

  it('signs one other session out and takes it off the list', async () => {
    const api = stubFetch()
      .on('GET', SESSIONS, data([session(), phone]))
      .on('DELETE', '/api/account/sessions/s2', data({}));
    const { user } = renderWithProviders(<SessionsSection />, asUser);
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    expect(list).toHaveTextContent('Unknown address');
    api.on('GET', SESSIONS, data([session()]));
    await user.click(within(list).getByRole('button', { name: 'Sign out Safari 18 on iOS' }));

    expect(await findToast('Safari 18 on iOS is no longer signed in.')).toBeVisible();
    expect(api.sent('DELETE', '/api/account/sessions/s2')).toHaveLength(1);
    expect(list).not.toHaveTextContent('Safari 18 on iOS');
  });

  it('says "Error" and keeps the session when signing it out is refused', async () => {
    stubFetch()
      .on('GET', SESSIONS, data([session(), phone]))
      .on('DELETE', '/api/account/sessions/s2', refusal(404, 'Session not found'));
    const { user } = renderWithProviders(<SessionsSection />, asUser);
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    await user.click(within(list).getByRole('button', { name: 'Sign out Safari 18 on iOS' }));

    expect(await findToast('Session not found')).toBeVisible();
    expect(list).toHaveTextContent('Safari 18 on iOS');
  });

  it('signs every other session out after a confirmation', async () => {
    const held = heldAnswer();
    const api = stubFetch()
      .on('GET', SESSIONS, data([session(), phone, { ...phone, id: 's3', browser: 'Chrome 131' }]))
      .on('POST', '/api/account/sessions/revoke-others', () => held.answer);
    const { user } = renderWithProviders(<SessionsSection />, asUser);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    expect(dialog).toHaveTextContent('2 other sessions will be signed out.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    expect(within(dialog).getByRole('button', { name: 'Signing out...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    api.on('GET', SESSIONS, data([session()]));
    held.release(data({ revoked: 2 }));

    expect(await findToast('2 other sessions were signed out.')).toBeVisible();
    expect(await screen.findByText('You are not signed in anywhere else.')).toBeVisible();
  });
});
