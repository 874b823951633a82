/** The part of autocannon's API bench/http.ts uses (the package ships no types; no @types dependency). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Client extends EventEmitter {
    on(event: 'headers', listener: (info: { headers?: unknown[] }) => void): this;
  }
  interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    setupClient?: (client: Client) => void;
  }
  interface Result {
    requests: { average: number };
    latency: { p50: number; p97_5: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: Client, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
