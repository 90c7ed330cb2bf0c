import {
  BadRequestError,
  defineAction,
  encodeCompositeId,
  type ScreeningResult,
  screeningResultEventValues,
  screeningResultSchema,
  UnauthorizedError,
  UnprocessableEntityError,
  webhookInputSchema,
  z,
} from '@openunified/connector-sdk';
import { mapReport, resultEvent } from '../mappers/result.js';
import type { CheckrReport } from '../provider-types.js';
import { CHECKR_SIGNATURE_HEADER, isValidCheckrSignature } from '../webhook-signature.js';

/** Checkr's own event: `{id, object: "event", type, data: {object}}`. */
const checkrEventSchema = z.looseObject({
  object: z.literal('event'),
  type: z.string().min(1),
  data: z.looseObject({ object: z.looseObject({ id: z.string().min(1), object: z.string() }) }),
});

/** A result relayed in the unified shape, `{event, data}`, signed with the same key. */
const unifiedEventSchema = z.object({
  event: z.string().min(1),
  data: screeningResultSchema.partial().extend({ remote_id: z.string().min(1) }),
});

function unifiedResult(data: z.output<typeof unifiedEventSchema>['data']): ScreeningResult {
  return {
    id: data.id ?? encodeCompositeId(data.remote_id),
    remote_id: data.remote_id,
    order_id: data.order_id ?? null,
    status: data.status ?? null,
    summary: data.summary ?? null,
    score: data.score ?? null,
    result_url: data.result_url ?? null,
    start_date: data.start_date ?? null,
    submission_date: data.submission_date ?? null,
  };
}

export const receiveResultAction = defineAction({
  id: 'checkr_receive_result',
  label: 'Receive a screening result',
  description:
    "Checks a webhook request's X-Checkr-Signature (the hex HMAC-SHA256 of the body, keyed with the account's API key) and turns a " +
    'report event (report.created, .completed, .updated, .suspended, .resumed, .canceled, ...) into the screening result it reports. ' +
    'A result already in the unified shape ({event, data}) is taken when signed the same way. No Checkr call.',
  tags: ['screening', 'results'],
  schema_type: 'unified',
  unified: 'screening.results.webhook',
  required_scopes: [],
  kind: 'webhook',
  // The signature below is checked before anything else: Checkr may post here directly.
  authenticates_sender: true,
  input: webhookInputSchema(),
  async run({ input, credentials }) {
    const { raw } = input.body;
    // The signature first: nothing of an unsigned body is read.
    if (!isValidCheckrSignature(raw, input.headers[CHECKR_SIGNATURE_HEADER], credentials.api_key ?? '')) {
      throw new UnauthorizedError(`${CHECKR_SIGNATURE_HEADER}: missing, or not the signature of this body with the account's Checkr API key`);
    }
    let event: unknown;
    try {
      event = JSON.parse(raw);
    } catch {
      throw new BadRequestError('the webhook body is not JSON');
    }
    const checkr = checkrEventSchema.safeParse(event);
    if (checkr.success) {
      const { type, data } = checkr.data;
      if (data.object.object !== 'report' || !type.startsWith('report.')) {
        throw new UnprocessableEntityError(`Checkr event "${type}" is not about a report: only report events carry screening results`);
      }
      return { data: { event: resultEvent(type), data: mapReport(data.object as unknown as CheckrReport) } };
    }
    const unified = unifiedEventSchema.safeParse(event);
    if (unified.success) {
      const name = unified.data.event;
      if (!(screeningResultEventValues as readonly string[]).includes(name)) {
        throw new BadRequestError(`event: "${name}" is not one of ${screeningResultEventValues.join(', ')}`);
      }
      return { data: { event: name, data: unifiedResult(unified.data.data) } };
    }
    throw new BadRequestError('the body is neither a Checkr event ({object: "event", type, data: {object}}) nor a result ({event, data: {remote_id, ...}})');
  },
});
