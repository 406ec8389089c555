import { describe, expect, it } from 'vitest';
import { ModerationPolicy, reasonCodeProblem } from './moderation-policy';

const policy = new ModerationPolicy<'open' | 'done' | 'closed', 'finish' | 'close'>('Thing', [
  { decision: 'finish', from: ['open'], to: 'done', effects: ['audit-entry'] },
  { decision: 'close', from: ['open'], to: 'closed', effects: ['audit-entry', 'notify-owner'] },
  { decision: 'close', from: ['done'], to: 'closed', effects: ['notify-owner'] },
]);

describe('ModerationPolicy', () => {
  it('answers the next state and the effects of the transition that matches the state', () => {
    expect(policy.decide('open', 'close')).toEqual({
      allowed: true,
      next: 'closed',
      effects: ['audit-entry', 'notify-owner'],
    });
    expect(policy.decide('done', 'close')).toEqual({ allowed: true, next: 'closed', effects: ['notify-owner'] });
  });

  it('refuses a decision no transition allows from the state', () => {
    expect(policy.decide('done', 'finish')).toEqual({ allowed: false });
    expect(policy.decide('closed', 'close')).toEqual({ allowed: false });
  });

  it('lists the states a decision may be taken from', () => {
    expect(policy.allowedFrom('close')).toEqual(['open', 'done']);
    expect(policy.allowedFrom('finish')).toEqual(['open']);
  });

  it('effectsOf throws for a transition the policy does not allow', () => {
    expect(policy.effectsOf('done', 'close')).toEqual(['notify-owner']);
    expect(() => policy.effectsOf('closed', 'finish')).toThrow('Thing: finish is not allowed from closed');
  });
});

describe('reasonCodeProblem', () => {
  it('allows a reason code only with a rejection', () => {
    expect(reasonCodeProblem(true, 'duplicate')).toBe('reasonCode is only given when rejecting');
    expect(reasonCodeProblem(true, null)).toBeNull();
    expect(reasonCodeProblem(false, 'duplicate')).toBeNull();
    expect(reasonCodeProblem(false, null)).toBeNull();
  });
});
