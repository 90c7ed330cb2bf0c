/**
 * Faults an emulator can be told to inject, from a test in the same process
 * (`emulator.injectFault`) or from another process over HTTP (`POST /__emulator/faults`).
 */
export type FaultSpec =
  | { type: 'rate_limit'; retryAfterSeconds?: number; times?: number; pathPrefix?: string }
  | { type: 'server_error'; status?: number; times?: number; pathPrefix?: string }
  | { type: 'slow'; delayMs: number; times?: number; pathPrefix?: string }
  | { type: 'malformed_json'; times?: number; pathPrefix?: string }
  | { type: 'unauthorized'; times?: number; pathPrefix?: string }
  | { type: 'network_error'; times?: number; pathPrefix?: string };

interface ArmedFault {
  spec: FaultSpec;
  remaining: number;
}

/** Faults fire in the order they were injected; each fires `times` times (default 1, `-1` forever). */
export class FaultQueue {
  private armed: ArmedFault[] = [];

  inject(spec: FaultSpec): void {
    this.armed.push({ spec, remaining: spec.times ?? 1 });
  }

  clear(): void {
    this.armed = [];
  }

  /** The fault to apply to a request for `path`, consuming one of its shots. */
  take(path: string): FaultSpec | undefined {
    const index = this.armed.findIndex((fault) => path.startsWith(fault.spec.pathPrefix ?? ''));
    if (index === -1) return undefined;
    const fault = this.armed[index]!;
    if (fault.remaining > 0) fault.remaining -= 1;
    if (fault.remaining === 0) this.armed.splice(index, 1);
    return fault.spec;
  }

  get pending(): number {
    return this.armed.length;
  }
}

export function parseFaultSpec(value: unknown): FaultSpec {
  const types = ['rate_limit', 'server_error', 'slow', 'malformed_json', 'unauthorized', 'network_error'];
  if (typeof value !== 'object' || value === null || !types.includes(String((value as { type?: unknown }).type))) {
    throw new Error(`fault must be an object with "type" one of ${types.join(', ')}`);
  }
  const spec = value as FaultSpec;
  if (spec.type === 'slow' && !(typeof spec.delayMs === 'number' && spec.delayMs >= 0)) {
    throw new Error('a "slow" fault needs a non-negative "delayMs"');
  }
  return spec;
}
