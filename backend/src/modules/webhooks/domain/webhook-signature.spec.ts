import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from './webhook';
import { generateWebhookSecret, signWebhook } from './webhook-signature';

describe('signWebhook', () => {
  it('matches the Standard Webhooks reference example', () => {
    const signature = signWebhook(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      1614265330,
      '{"test": 2432232314}',
    );
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('keys the HMAC with the decoded secret, not its text', () => {
    const secret = generateWebhookSecret();
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    expect(key).toHaveLength(32);
    const expected = createHmac('sha256', key).update('msg_1.100.{}').digest('base64');
    expect(signWebhook(secret, 'msg_1', 100, '{}')).toBe(`v1,${expected}`);
  });
});

describe('retryDelaySeconds', () => {
  it('doubles from the base after each attempt', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelaySeconds(attempts, 30))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(3, 0)).toBe(0);
  });
});
