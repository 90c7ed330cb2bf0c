import type { FaultSpec } from '@openunified/connector-contract';

export type { FaultSpec } from '@openunified/connector-contract';

/**
 * Faults an emulator can be told to inject, from a test in the same process
 * (`emulator.injectFault`) or from another process over HTTP (`POST /__emulator/faults`).
 * A fault applies to any route, the OAuth endpoints included, and can be aimed at one request
 * of a paged walk: `{ type: 'server_error', pathPrefix: '/v1/items', skip: 1 }` fails page two.
 */
interface ArmedFault {
  spec: FaultSpec;
  skip: number;
  remaining: number;
}

/** Faults fire in the order they were injected. */
export class FaultQueue {
  private armed: ArmedFault[] = [];

  inject(spec: FaultSpec): void {
    this.armed.push({ spec, skip: spec.skip ?? 0, remaining: spec.times ?? 1 });
  }

  clear(): void {
    this.armed = [];
  }

  /** The fault to apply to a `method` request for `path`, consuming one of its shots. */
  take(method: string, path: string): FaultSpec | undefined {
    const index = this.armed.findIndex(
      ({ spec }) => path.startsWith(spec.pathPrefix ?? '') && (spec.method === undefined || spec.method.toUpperCase() === method.toUpperCase()),
    );
    if (index === -1) return undefined;
    const fault = this.armed[index]!;
    if (fault.skip > 0) {
      fault.skip -= 1;
      return undefined;
    }
    if (fault.remaining > 0) fault.remaining -= 1;
    if (fault.remaining === 0) this.armed.splice(index, 1);
    return fault.spec;
  }

  get pending(): number {
    return this.armed.length;
  }
}

const faultTypes = ['rate_limit', 'server_error', 'slow', 'malformed_json', 'unauthorized', 'network_error', 'connection_reset', 'truncated_body', 'html_page'];

const isInteger = (value: unknown, test: (integer: number) => boolean) => value === undefined || (Number.isInteger(value) && test(value as number));

/** Validates a fault received over HTTP; throws with a message saying what is wrong. */
export function parseFaultSpec(value: unknown): FaultSpec {
  if (typeof value !== 'object' || value === null || !faultTypes.includes(String((value as { type?: unknown }).type))) {
    throw new Error(`fault must be an object with "type" one of ${faultTypes.join(', ')}`);
  }
  const spec = value as FaultSpec;
  if (spec.type === 'slow' && !(typeof spec.delayMs === 'number' && spec.delayMs >= 0)) {
    throw new Error('a "slow" fault needs a non-negative "delayMs"');
  }
  if (!isInteger(spec.times, (times) => times >= 1 || times === -1)) throw new Error('"times" must be an integer of 1 or more, or -1 for forever');
  if (!isInteger(spec.skip, (skip) => skip >= 0)) throw new Error('"skip" must be an integer of 0 or more');
  if (spec.pathPrefix !== undefined && typeof spec.pathPrefix !== 'string') throw new Error('"pathPrefix" must be a string');
  if (spec.method !== undefined && typeof spec.method !== 'string') throw new Error('"method" must be a string');
  return spec;
}
