import { describe, expect, it } from 'vitest';
import type { NewTimelineEvent } from '../../../kernel/lifecycle/timeline-event';
import { decidePendingItem, decisionOutcome } from './admin-decision';
import type { TimelineRepository } from './timeline.repository';

function recordingTimeline(): TimelineRepository & { recorded: NewTimelineEvent[] } {
  const recorded: NewTimelineEvent[] = [];
  return {
    recorded,
    record: async (event) => {
      recorded.push(event);
    },
    listFor: async () => [],
  };
}

describe('decisionOutcome', () => {
  it('approves without a reason code', () => {
    expect(decisionOutcome(true, null)).toEqual({ outcome: 'approved', reasonCode: null });
  });

  it('rejects with the given code, or `other` when none is given', () => {
    expect(decisionOutcome(false, 'duplicate')).toEqual({ outcome: 'rejected', reasonCode: 'duplicate' });
    expect(decisionOutcome(false, null)).toEqual({ outcome: 'rejected', reasonCode: 'other' });
  });

  it('refuses a reason code on an approval', () => {
    expect(() => decisionOutcome(true, 'not_a_fit')).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', message: 'reasonCode is only given when rejecting' }),
    );
  });
});

describe('decidePendingItem', () => {
  const request = {
    subject: 'Article',
    itemKind: 'article-submission' as const,
    id: 7,
    decision: decisionOutcome(false, 'needs_more_detail'),
    deciderId: 1,
    notes: 'Add sources',
  };

  it('answers the decided item and records the decision on its timeline', async () => {
    const timeline = recordingTimeline();
    const item = await decidePendingItem(timeline, {
      ...request,
      decide: async () => ({ id: 7 }),
      statusOf: async () => 'pending',
    });
    expect(item).toEqual({ id: 7 });
    expect(timeline.recorded).toEqual([
      {
        itemKind: 'article-submission',
        itemId: 7,
        event: 'decided',
        actor: 'admin',
        actorId: 1,
        outcome: 'rejected',
        reasonCode: 'needs_more_detail',
        notes: 'Add sources',
      },
    ]);
  });

  it('records nothing when the item was decided before or does not exist', async () => {
    const timeline = recordingTimeline();
    await expect(
      decidePendingItem(timeline, { ...request, decide: async () => null, statusOf: async () => 'approved' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Article was already decided (approved)',
    });
    await expect(
      decidePendingItem(timeline, { ...request, decide: async () => null, statusOf: async () => null }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(timeline.recorded).toEqual([]);
  });
});
