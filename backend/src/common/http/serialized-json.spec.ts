import { describe, expect, it, vi } from 'vitest';
import { SerializedJson, serializedOnce } from './serialized-json';

describe('serializedOnce', () => {
  it('serialises the answer built from one source object once', () => {
    const source = Object.freeze([{ name: 'Aave' }]);
    const build = vi.fn(() => ({ success: true, data: source }));
    const first = serializedOnce(source, build);
    const second = serializedOnce(source, build);
    expect(second).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    expect(JSON.parse(first.bytes.toString())).toEqual({ success: true, data: [{ name: 'Aave' }] });
  });

  it('serialises a different source object anew', () => {
    const first = serializedOnce([1], () => ({ data: 1 }));
    const second = serializedOnce([1], () => ({ data: 2 }));
    expect(second).not.toBe(first);
    expect(second.bytes.toString()).toBe('{"data":2}');
  });

  it('gives the exact bytes JSON.stringify gives', () => {
    const value = { text: 'ünïcode ✓ "quoted" </script>', n: 1.5, nothing: null };
    expect(SerializedJson.of(value).bytes.toString('utf8')).toBe(JSON.stringify(value));
  });
});
