import { DomainError } from '@cancha/shared';
import { LIMITS } from '../auth/rate-limit';

/** Streams held open per user, to cap them (LIMITS.streamsPerUser). One process's count: see decision 009. */
export class OpenStreams {
  private readonly open = new Map<string, number>();

  acquire(userId: string): void {
    const n = this.open.get(userId) ?? 0;
    if (n >= LIMITS.streamsPerUser.limit) throw new DomainError('TOO_MANY_STREAMS');
    this.open.set(userId, n + 1);
  }

  release(userId: string): void {
    const n = (this.open.get(userId) ?? 1) - 1;
    if (n <= 0) this.open.delete(userId);
    else this.open.set(userId, n);
  }

  count(userId: string): number {
    return this.open.get(userId) ?? 0;
  }
}
