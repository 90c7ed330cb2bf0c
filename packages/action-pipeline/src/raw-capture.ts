import type { ProviderCallRecord } from '@openunified/connector-sdk';

/** docs/concepts/unified-resources.md `raw`: one entry per provider request made, bodies parsed when they are JSON. */
export interface RawProviderExchange {
  method: string;
  url: string;
  body: unknown;
  response: unknown;
}

function parseMaybeJson(text: string | null): unknown {
  if (text === null || text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function toRawExchanges(calls: readonly ProviderCallRecord[]): RawProviderExchange[] {
  return calls.map((call) => ({
    method: call.method,
    url: call.url,
    body: parseMaybeJson(call.requestBody),
    response: parseMaybeJson(call.responseBody),
  }));
}
