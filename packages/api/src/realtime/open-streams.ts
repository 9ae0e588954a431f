import { DomainError } from '@cancha/shared';
import { LIMITS } from '../auth/rate-limit';

/**
 * Streams held open per holder, to cap them: a user (LIMITS.streamsPerUser), or an address for the streams a
 * visitor may open (`ip:…`, with its own limit). One process's count: see decision 009.
 */
export class OpenStreams {
  private readonly open = new Map<string, number>();
  /** Who holds each channel's stream open, how many times (a chat open in two tabs). */
  private readonly watching = new Map<string, Map<string, number>>();

  acquire(userId: string, channel?: string, limit: number = LIMITS.streamsPerUser.limit): void {
    const n = this.open.get(userId) ?? 0;
    if (n >= limit) throw new DomainError('TOO_MANY_STREAMS');
    this.open.set(userId, n + 1);
    if (channel) {
      const viewers = this.watching.get(channel) ?? new Map<string, number>();
      viewers.set(userId, (viewers.get(userId) ?? 0) + 1);
      this.watching.set(channel, viewers);
    }
  }

  release(userId: string, channel?: string): void {
    const n = (this.open.get(userId) ?? 1) - 1;
    if (n <= 0) this.open.delete(userId);
    else this.open.set(userId, n);
    const viewers = channel ? this.watching.get(channel) : undefined;
    if (channel && viewers) {
      const m = (viewers.get(userId) ?? 1) - 1;
      if (m <= 0) viewers.delete(userId);
      else viewers.set(userId, m);
      if (viewers.size === 0) this.watching.delete(channel);
    }
  }

  /** Whether the user has this channel's stream open here (a chat on screen needs no push). */
  isWatching(userId: string, channel: string): boolean {
    return this.watching.get(channel)?.has(userId) ?? false;
  }

  count(userId: string): number {
    return this.open.get(userId) ?? 0;
  }
}
