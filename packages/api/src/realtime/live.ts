/**
 * What one change publishes to live streams, sent once it has committed (the tRPC core flushes after every
 * mutation), so a reader never hears of something that was rolled back. Made in after-commit.ts, the one
 * post-commit path.
 */
export interface LiveOutbox {
  publish(channel: string, payload: unknown): void;
  /**
   * Sends what was published if the change succeeded (dropped otherwise), then handles the events and delivers
   * the notifications written since the last flush (or since the request began), if any were.
   */
  flush(succeeded: boolean): Promise<void>;
}
