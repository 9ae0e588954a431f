import { describe, expect, it } from 'vitest';

describe('the error sentences, a chunk of their own', () => {
  it('are there once loaded, one download for every caller', async () => {
    const { errorText, loadErrorTexts } = await import('./error-texts');
    expect(errorText('TOURNAMENT_FULL')).toBeNull();
    const first = loadErrorTexts();
    expect(loadErrorTexts()).toBe(first);
    await first;
    expect(errorText('TOURNAMENT_FULL')).toMatchObject({ id: 'error.TOURNAMENT_FULL' });
  });
});
