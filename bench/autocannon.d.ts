// autocannon ships no types: what the bench passes and reads.
declare module 'autocannon' {
  namespace autocannon {
    type Options = Record<string, unknown> & { url: string };
    interface Result {
      requests: { average: number; total?: number };
      latency: { p50: number; p99: number };
      non2xx: number;
      errors: number;
      timeouts: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
