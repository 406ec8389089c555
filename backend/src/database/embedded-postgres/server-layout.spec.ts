import { describe, expect, it } from 'vitest';
import { relocatedClusterDir } from './server-layout';

describe('embedded PostgreSQL server layout', () => {
  it('places the cluster of one DATA_DIR at the same place every time, apart from other DATA_DIRs', () => {
    const first = relocatedClusterDir('/var/lib/product', '/root/app/data');
    expect(first).toMatch(/^\/var\/lib\/product\/data-[0-9a-f]{16}\/postgres$/);
    expect(relocatedClusterDir('/var/lib/product', '/root/app/data')).toBe(first);
    expect(relocatedClusterDir('/var/lib/product', '/root/other/data')).not.toBe(first);
  });
});
