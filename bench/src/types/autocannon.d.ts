// autocannon ships no types; the little the API benchmark uses.
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Result {
    url: string;
    connections: number;
    duration: number;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }

  /** One request of a sequence; `setupRequest` may rewrite it before each send. */
  export interface RequestOptions {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestOptions, context: Record<string, unknown>) => RequestOptions;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Send exactly this many requests (overrides duration); every one is answered. */
    amount?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: RequestOptions[];
  }

  export default function autocannon(options: Options): Promise<Result>;
}
