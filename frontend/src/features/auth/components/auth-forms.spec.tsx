import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer, json, refusal, stubFetch } from '../../../test-support/fetch-stub';
import { fill, findToast, page, renderWithProviders } from '../../../test-support/render-with-providers';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignupPage } from './SignupPage';

const signedIn = (role: 'admin' | 'partner' | 'user') =>
  json({ success: true, user: { id: 7, username: 'ada', role } });

describe('LoginPage', () => {
  const fillIn = async (user: ReturnType<typeof renderWithProviders>['user']) => {
    await fill(user, screen.getByLabelText('Username'), '  ada ');
    await fill(user, screen.getByLabelText('Password'), 'secret1');
  };

  it('sends the trimmed username and the password, greets and takes an admin to /analytics', async () => {
    const api = stubFetch().on('POST', '/api/auth/login', signedIn('admin'));
    const { user } = renderWithProviders(<LoginPage />, { path: '/login' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await findToast('Welcome back!')).toBeVisible();
    expect(await findToast('You have successfully logged in.')).toBeVisible();
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/analytics');
    expect(api.sent('POST', '/api/auth/login').map((request) => request.body)).toEqual([
      { username: 'ada', password: 'secret1' },
    ]);
  });

  it('takes a partner to the partner dashboard', async () => {
    stubFetch().on('POST', '/api/auth/login', signedIn('partner'));
    const { user } = renderWithProviders(<LoginPage />, { path: '/login' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/partner-dashboard');
  });

  it('reads "Logging in..." and is disabled while the request is under way', async () => {
    const held = heldAnswer();
    stubFetch().on('POST', '/api/auth/login', () => held.answer);
    const { user } = renderWithProviders(<LoginPage />, { path: '/login' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    held.release(refusal(401, 'Invalid credentials'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("shows the server's message under 'Login failed' on a 401 and stays on the page", async () => {
    stubFetch().on('POST', '/api/auth/login', refusal(401, 'Wrong username or password'));
    const { user } = renderWithProviders(<LoginPage />, { path: '/login' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await findToast('Login failed')).toBeVisible();
    expect(await findToast('Wrong username or password')).toBeVisible();
    expect(screen.queryByTestId('navigated-to')).not.toBeInTheDocument();
  });

  it("says 'Failed to login. Please try again.' when the server cannot be reached", async () => {
    stubFetch();
    const { user } = renderWithProviders(<LoginPage />, { path: '/login' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await findToast('Failed to login. Please try again.')).toBeVisible();
  });

  it('asks for the two-factor code when the account has one', async () => {
    stubFetch().on('POST', '/api/auth/login', json({ success: true, twoFactorRequired: true }));
    const { user } = renderWithProviders(<LoginPage />, { path: '/login' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app, or a recovery code'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('SignupPage', () => {
  const fillIn = async (
    user: ReturnType<typeof renderWithProviders>['user'],
    values: { username: string; password: string; confirm: string },
  ) => {
    if (values.username) await fill(user, screen.getByLabelText('Username'), values.username);
    if (values.password) await fill(user, screen.getByLabelText('Password'), values.password);
    if (values.confirm) await fill(user, screen.getByLabelText('Confirm Password'), values.confirm);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
  };

  it("says 'Passwords do not match' beside the confirmation and in an 'Error' toast, and sends nothing", async () => {
    const api = stubFetch();
    const { user } = renderWithProviders(<SignupPage />, { path: '/signup' });
    await fillIn(user, { username: 'ada', password: 'secret1', confirm: 'secret2' });

    expect(await findToast('Error')).toBeVisible();
    expect(await findToast('Passwords do not match')).toBeVisible();
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByLabelText('Confirm Password')).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it("says 'Password must be at least 6 characters' for a short password", async () => {
    const api = stubFetch();
    const { user } = renderWithProviders(<SignupPage />, { path: '/signup' });
    await fillIn(user, { username: 'ada', password: 'abc', confirm: 'abc' });

    expect(await findToast('Password must be at least 6 characters')).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(api.requests).toEqual([]);
  });

  it('asks for a username of at least 3 characters', async () => {
    stubFetch();
    const { user } = renderWithProviders(<SignupPage />, { path: '/signup' });
    await fillIn(user, { username: 'ab', password: 'secret1', confirm: 'secret1' });
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username must be at least 3 characters');
  });

  it('sends username and password only (never the confirmation) and takes a partner to the dashboard', async () => {
    const api = stubFetch().on('POST', '/api/auth/signup', signedIn('partner'));
    const { user } = renderWithProviders(<SignupPage />, { path: '/signup' });
    await fillIn(user, { username: 'ada', password: 'secret1', confirm: 'secret1' });

    expect(await findToast('Account created!')).toBeVisible();
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/partner-dashboard');
    expect(api.sent('POST', '/api/auth/signup').map((request) => request.body)).toEqual([
      { username: 'ada', password: 'secret1' },
    ]);
  });

  it('reads "Creating account..." and is disabled while the request is under way', async () => {
    const held = heldAnswer();
    stubFetch().on('POST', '/api/auth/signup', () => held.answer);
    const { user } = renderWithProviders(<SignupPage />, { path: '/signup' });
    await fillIn(user, { username: 'ada', password: 'secret1', confirm: 'secret1' });

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    held.release(signedIn('user'));
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/');
  });

  it("shows the server's message under 'Signup failed' on a 409", async () => {
    stubFetch().on('POST', '/api/auth/signup', refusal(409, 'Username already exists'));
    const { user } = renderWithProviders(<SignupPage />, { path: '/signup' });
    await fillIn(user, { username: 'ada', password: 'secret1', confirm: 'secret1' });

    expect(await findToast('Signup failed')).toBeVisible();
    expect(await findToast('Username already exists')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });
});

describe('ForgotPasswordPage', () => {
  it("says 'Enter your username' when the field is empty, and sends nothing", async () => {
    const api = stubFetch();
    const { user } = renderWithProviders(<ForgotPasswordPage />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveAccessibleDescription('Enter your username');
    expect(api.requests).toEqual([]);
  });

  it('sends the trimmed username and shows the answer in place of the form', async () => {
    const held = heldAnswer();
    const api = stubFetch().on('POST', '/api/auth/password-reset/request', () => held.answer);
    const { user } = renderWithProviders(<ForgotPasswordPage />);
    await fill(user, screen.getByRole('textbox', { name: /^Username/ }), ' ada ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    held.release(
      json({ success: true, data: { message: 'If the account has a verified email, a link is on its way.' } }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If the account has a verified email, a link is on its way.',
    );
    expect(await findToast('Request sent')).toBeVisible();
    expect(api.sent('POST', '/api/auth/password-reset/request')[0]?.body).toEqual({ username: 'ada' });
  });

  it("shows the server's refusal beside the field and in a toast", async () => {
    stubFetch().on('POST', '/api/auth/password-reset/request', refusal(429, 'Too many requests, try again later'));
    const { user } = renderWithProviders(<ForgotPasswordPage />);
    await fill(user, screen.getByRole('textbox', { name: /^Username/ }), 'ada');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await findToast('Too many requests, try again later')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveAccessibleDescription(
      'Too many requests, try again later',
    );
  });
});

describe('ResetPasswordPage', () => {
  const renderAt = (route: string) => renderWithProviders(<ResetPasswordPage />, { path: '/reset-password', route });

  it('says the link is incomplete when it carries no token', () => {
    stubFetch();
    renderAt('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This password reset link is incomplete.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('checks the length and that both passwords match before sending', async () => {
    const api = stubFetch();
    const { user } = renderAt('/reset-password?token=abc');
    await fill(user, screen.getByLabelText(/^New password/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );

    await fill(user, screen.getByLabelText(/^New password/), 'defgh');
    await fill(user, screen.getByLabelText(/^Confirm new password/), 'other12');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription('Passwords do not match');
    expect(api.requests).toEqual([]);
  });

  it('sends the token and the new password, then says it is done', async () => {
    const api = stubFetch().on(
      'POST',
      '/api/auth/password-reset/confirm',
      json({ success: true, data: { message: 'ok' } }),
    );
    const { user } = renderAt('/reset-password?token=abc');
    await fill(user, screen.getByLabelText(/^New password/), 'secret12');
    await fill(user, screen.getByLabelText(/^Confirm new password/), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.');
    expect(await findToast('Password reset')).toBeVisible();
    expect(api.sent('POST', '/api/auth/password-reset/confirm')[0]?.body).toEqual({
      token: 'abc',
      newPassword: 'secret12',
    });
  });

  it('shows an expired link as a link problem', async () => {
    stubFetch().on('POST', '/api/auth/password-reset/confirm', refusal(400, 'This reset link has expired'));
    const { user } = renderAt('/reset-password?token=abc');
    await fill(user, screen.getByLabelText(/^New password/), 'secret12');
    await fill(user, screen.getByLabelText(/^Confirm new password/), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await page().findByRole('alert')).toHaveTextContent('This reset link has expired');
    expect(await findToast('Password not reset')).toBeVisible();
  });
});
