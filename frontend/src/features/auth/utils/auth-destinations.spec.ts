import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, destinationAfterSignup } from './auth-destinations';

describe('destinationAfterLogin', () => {
  it('sends admins to analytics, partners to their dashboard, others home', () => {
    expect(destinationAfterLogin('admin')).toBe('/analytics');
    expect(destinationAfterLogin('partner')).toBe('/partner-dashboard');
    expect(destinationAfterLogin('user')).toBe('/');
  });
});

describe('destinationAfterSignup', () => {
  it('sends partners to their dashboard and everyone else home', () => {
    expect(destinationAfterSignup('partner')).toBe('/partner-dashboard');
    expect(destinationAfterSignup('user')).toBe('/');
    expect(destinationAfterSignup('admin')).toBe('/');
  });
});
