import { describe, expect, it, vi } from 'vitest';

vi.mock('@lingui/core/macro', () => import('@lingui/core/runtime-macro'));
const { lazyPart } = await import('./lazy-part');

describe('lazyPart', () => {
  it('downloads once, however often it is asked for, and keeps the part', async () => {
    const importer = vi.fn(async () => 'part');
    const part = lazyPart(importer);
    expect(part.current).toBeUndefined();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect([a, b, part.current]).toEqual(['part', 'part', 'part']);
    await part.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('part');
    const part = lazyPart(importer);
    await expect(part.load()).rejects.toThrow('Failed to fetch');
    expect(part.current).toBeUndefined();
    await expect(part.load()).resolves.toBe('part');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
