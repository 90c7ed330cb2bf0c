import type { IncomingMessage } from 'node:http';

// What a running emulator looks like to whoever starts it through a manifest (the sandbox, the
// contract kit). The emulator server itself is the SDK's (`@openunified/connector-sdk/emulator`).

/**
 * A fault an emulator can be told to inject, from a test in the same process
 * (`emulator.injectFault`) or from another process over HTTP (`POST /__emulator/faults`).
 */
export interface FaultTarget {
  /** Requests whose path starts with this (default: every request). */
  pathPrefix?: string;
  /** Only requests of this HTTP method (default: any). */
  method?: string;
  /** Matching requests let through before the fault fires (default 0). */
  skip?: number;
  /** How many matching requests get the fault (default 1, `-1` forever). */
  times?: number;
}

export type FaultSpec = FaultTarget &
  (
    | { type: 'rate_limit'; retryAfterSeconds?: number }
    | { type: 'server_error'; status?: number }
    | { type: 'slow'; delayMs: number }
    | { type: 'malformed_json' }
    /** Answered with the emulator's `unauthorizedResponse`: what an expired or revoked token gets. */
    | { type: 'unauthorized' }
    /** The connection closed without an answer. */
    | { type: 'network_error' }
    /** The connection reset (TCP RST) without an answer. */
    | { type: 'connection_reset' }
    /** A 200 whose JSON body stops mid-way: the connection closes before the `content-length` it announced. */
    | { type: 'truncated_body' }
    /** A 200 with an HTML page where JSON was expected: a proxy's or a login wall's answer. */
    | { type: 'html_page' }
  );

export interface RecordedRequest {
  method: string;
  path: string;
  query: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface RunningEmulator {
  /** Origin of the server, e.g. `http://127.0.0.1:40123`. */
  url: string;
  port: number;
  injectFault(fault: FaultSpec): void;
  clearFaults(): void;
  /**
   * The latest requests received (at most `requestHistoryLimit`), oldest first, for assertions;
   * `clearRequests()` empties it. Control routes (`/__emulator/...`) are not recorded.
   */
  readonly requests: RecordedRequest[];
  clearRequests(): void;
  close(): Promise<void>;
}
