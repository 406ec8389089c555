import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain.error';
import { decideWhilePending } from './decide-while-pending';

describe('decideWhilePending', () => {
  it('answers the decided item without asking for its status', async () => {
    let asked = false;
    const result = await decideWhilePending(
      'Thing',
      async () => ({ id: 1 }),
      async () => {
        asked = true;
        return 'pending';
      },
    );
    expect(result).toEqual({ id: 1 });
    expect(asked).toBe(false);
  });

  it('refuses an item decided before with a conflict naming its status', async () => {
    const attempt = decideWhilePending(
      'Partner profile',
      async () => null,
      async () => 'approved',
    );
    await expect(attempt).rejects.toEqual(
      new DomainError('CONFLICT', 'Partner profile was already decided (approved)'),
    );
    await expect(attempt).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('answers not found for an unknown item', async () => {
    await expect(
      decideWhilePending(
        'Article',
        async () => null,
        async () => null,
      ),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Article not found',
    });
  });
});
