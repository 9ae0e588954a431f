import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentLogger, testServices } from '../testing';
import { COALESCE_MS, createPushSender } from './sender';

afterEach(() => {
  vi.useRealTimers();
});

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('coalesced notices', () => {
  it('prepare the first of a quiet key at once, then what each window gathered, until the key goes quiet', async () => {
    // Only the window's timers are faked: preparations still run on setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const push = createPushSender({
      db: testServices().db,
      logger: silentLogger,
      subject: 'mailto:tests@cancha.test',
      allowedOrigins: [],
    });
    const prepared: string[][] = [];
    const say = (key: string, value: string) =>
      push.coalesce(key, value, async (values) => void prepared.push(values));

    say('chat:team:a', '1');
    say('chat:team:b', 'b1');
    say('chat:team:a', '2');
    say('chat:team:a', '3');
    await settled();
    expect(prepared).toEqual([['1'], ['b1']]);

    vi.advanceTimersByTime(COALESCE_MS);
    await settled();
    expect(prepared).toEqual([['1'], ['b1'], ['2', '3']]);

    // Still busy: the next message waits for the window opened behind the last one.
    say('chat:team:a', '4');
    await settled();
    expect(prepared).toHaveLength(3);
    vi.advanceTimersByTime(COALESCE_MS);
    await settled();
    expect(prepared.at(-1)).toEqual(['4']);

    // A whole quiet window: the key is quiet again, and its next message goes at once.
    vi.advanceTimersByTime(COALESCE_MS);
    say('chat:team:a', '5');
    await settled();
    expect(prepared.at(-1)).toEqual(['5']);

    // Draining does not wait out a window.
    say('chat:team:a', '6');
    await push.idle();
    expect(prepared.at(-1)).toEqual(['6']);
  });
});
