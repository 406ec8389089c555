import { afterEach, describe, expect, it, vi } from 'vitest';
import { authOutcomeToast } from '../utils/auth-outcome-toast';
import { isPasswordStepAgain, loginRequest, twoFactorLoginRequest } from './auth-requests';

function stubFetch(implementation: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(implementation);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login with two-factor authentication', () => {
  it('reports the code step when the password was right but a code is needed', async () => {
    stubFetch(async () =>
      Response.json({ success: true, message: 'Enter your two-factor code', twoFactorRequired: true, user: null }),
    );
    await expect(loginRequest({ username: 'ada', password: 'secret1' })).resolves.toEqual({
      kind: 'two-factor',
      message: 'Enter your two-factor code',
    });
  });

  it('sends the code and reports the signed-in user, or the refusal', async () => {
    const user = { id: 3, username: 'ada', role: 'user' as const };
    const fetchMock = stubFetch(async () => Response.json({ success: true, message: 'Logged in', user }));
    await expect(twoFactorLoginRequest('123456')).resolves.toEqual({ kind: 'success', user, message: 'Logged in' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/login/two-factor',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ code: '123456' }) }),
    );

    stubFetch(async () =>
      Response.json({ success: false, message: 'Invalid two-factor code', user: null }, { status: 401 }),
    );
    const wrong = await twoFactorLoginRequest('000000');
    expect(wrong).toEqual({ kind: 'rejected', message: 'Invalid two-factor code' });
    expect(isPasswordStepAgain(wrong)).toBe(false);
  });

  it('tells when the code step is gone and the password is needed again', async () => {
    stubFetch(async () =>
      Response.json(
        { success: false, message: 'Your sign-in has expired. Please enter your password again', user: null },
        { status: 401 },
      ),
    );
    expect(isPasswordStepAgain(await twoFactorLoginRequest('123456'))).toBe(true);
  });

  it('toasts the code step as information', () => {
    const texts = {
      success: { title: 'Welcome back!', description: 'You have successfully logged in.' },
      rejected: { title: 'Login failed', fallback: 'Invalid credentials' },
      failed: 'Failed to login. Please try again.',
    };
    expect(authOutcomeToast({ kind: 'two-factor' }, texts)).toEqual({
      title: 'Two-factor authentication',
      description: 'Enter your two-factor code',
      variant: 'info',
    });
  });
});
