import { describe, expect, it } from 'vitest';
import { authOutcomeToast, type AuthToastTexts } from './auth-outcome-toast';

const texts: AuthToastTexts = {
  success: { title: 'Welcome back!', description: 'You have successfully logged in.' },
  rejected: { title: 'Login failed', fallback: 'Invalid credentials' },
  failed: 'Failed to login. Please try again.',
};

describe('authOutcomeToast', () => {
  it('greets on success', () => {
    const outcome = { kind: 'success', user: { id: 1, username: 'ada', role: 'user' } } as const;
    expect(authOutcomeToast(outcome, texts)).toEqual({
      title: 'Welcome back!',
      description: 'You have successfully logged in.',
      variant: 'success',
    });
  });

  it("shows the server's reason for a refusal, or the fallback when it gave none", () => {
    expect(authOutcomeToast({ kind: 'rejected', message: 'Username already exists' }, texts)).toEqual({
      title: 'Login failed',
      description: 'Username already exists',
      variant: 'error',
    });
    expect(authOutcomeToast({ kind: 'rejected' }, texts)).toEqual({
      title: 'Login failed',
      description: 'Invalid credentials',
      variant: 'error',
    });
  });

  it("titles a request that got no usable answer 'Error'", () => {
    expect(authOutcomeToast({ kind: 'failed' }, texts)).toEqual({
      title: 'Error',
      description: 'Failed to login. Please try again.',
      variant: 'error',
    });
  });
});
