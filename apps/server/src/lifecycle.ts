import type { ServerResponse } from 'node:http';

/**
 * A process's stop, as the proxies in front see it (docs/decisions/017, "Rolling restarts"). On SIGTERM it drains:
 * /healthz answers 503 so active health checks take it out, every answer closes its connection so no proxy keeps
 * one to it, and requests still sent here are served. When the drain ends, the listener closes (a proxy's next
 * connection is refused and goes to another process), the live streams are told to reconnect (EventSource does,
 * through the proxy, to a process that stays), and the requests in flight finish.
 */
export class Lifecycle {
  #draining = false;
  readonly #streams = new Set<ServerResponse>();

  get draining(): boolean {
    return this.#draining;
  }

  drain(): void {
    this.#draining = true;
  }

  /** A live stream written on this response, until it ends. */
  holdStream(outgoing: ServerResponse): void {
    this.#streams.add(outgoing);
    outgoing.once('close', () => this.#streams.delete(outgoing));
  }

  /** Ends every live stream with a short reconnection delay: the client's EventSource comes back elsewhere. */
  endStreams(retryMs: number): number {
    const ended = this.#streams.size;
    for (const outgoing of this.#streams) {
      if (!outgoing.writableEnded) outgoing.end(`retry: ${retryMs}\n\n`);
    }
    this.#streams.clear();
    return ended;
  }
}
