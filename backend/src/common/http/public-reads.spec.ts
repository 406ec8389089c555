import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain.error';
import { PublicReads } from './public-reads';

describe('PublicReads', () => {
  const reads = new PublicReads();
  reads.register('/api/projects', async () => [{ slug: 'zora' }]);
  reads.register('/api/boards/:metric', async (parameters) => parameters);
  reads.register('/api/articles/:id', async ({ id }) => {
    if (id === '404') throw new DomainError('NOT_FOUND', 'Article not found');
    if (id === 'boom') throw new Error('database down');
    return { id };
  });

  it('answers what the registered read answers for a path, with its parameters decoded', async () => {
    expect(await reads.read('/api/projects')).toEqual([{ slug: 'zora' }]);
    expect(await reads.read('/api/articles/7?fields=all')).toEqual({ id: '7' });
    expect(await reads.read('/api/articles/a%20b')).toEqual({ id: 'a b' });
  });

  it("hands the read the query's parameters too, the path's winning a clash", async () => {
    expect(await reads.read('/api/boards/volume?limit=20&metric=users')).toEqual({ metric: 'volume', limit: '20' });
    expect(await reads.read('/api/boards/users')).toEqual({ metric: 'users' });
  });

  it('answers nothing for a 404, a path nobody registered or a malformed one, and lets other failures through', async () => {
    expect(await reads.read('/api/articles/404')).toBeUndefined();
    expect(await reads.read('/api/unknown')).toBeUndefined();
    expect(await reads.read('/api/articles/7/extra')).toBeUndefined();
    expect(await reads.read('/api/articles/%E0%A4%A')).toBeUndefined();
    await expect(reads.read('/api/articles/boom')).rejects.toThrow('database down');
  });
});
