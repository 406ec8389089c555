import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('asks once while the request is pending or has answered, and shares its answer', async () => {
    const load = vi.fn(async () => 'module');
    const loader = loadOnce(load);
    const [first, second] = await Promise.all([loader(), loader()]);
    expect(await loader()).toBe('module');
    expect([first, second]).toEqual(['module', 'module']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed request', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module');
    const loader = loadOnce(load);
    await expect(loader()).rejects.toThrow('offline');
    await expect(loader()).resolves.toBe('module');
    await expect(loader()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
