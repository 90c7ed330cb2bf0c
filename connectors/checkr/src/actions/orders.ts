import { BadRequestError, createInputSchema, defineAction, encodeCompositeId, screeningOrderCreateSchema, toRemoteId } from '@openunified/connector-sdk';
import type { CheckrCandidate, CheckrInvitation, CheckrPackage } from '../provider-types.js';

/** Members of `passthrough` that go to the candidate rather than the invitation. */
const CANDIDATE_PASSTHROUGH = 'candidate';

export const createOrderAction = defineAction({
  id: 'checkr_create_order',
  label: 'Order a screening',
  description:
    "Orders a package for a candidate through Checkr's hosted invitation: reads the package for its slug (GET /v1/packages/{id}), " +
    'creates the candidate (POST /v1/candidates) and invites them to the package (POST /v1/invitations): three calls. ' +
    "The order's id is the candidate's, which every report event names. passthrough is merged into the invitation " +
    '(work_locations, node, tags), passthrough.candidate into the candidate (phone, zipcode, ...).',
  tags: ['screening', 'orders'],
  schema_type: 'unified',
  unified: 'screening.orders.create',
  required_scopes: [],
  kind: 'create',
  input: createInputSchema(screeningOrderCreateSchema),
  async run({ input, http }) {
    const { package_id: packageId, candidate, passthrough } = input.body;
    if (!candidate.email) throw new BadRequestError('candidate.email: Checkr invites the candidate by e-mail; it is required');
    const { [CANDIDATE_PASSTHROUGH]: candidateExtra, ...invitationExtra } = passthrough ?? {};
    const checkrPackage = (await http.get<CheckrPackage>(`/packages/${encodeURIComponent(toRemoteId(packageId))}`)).body;
    const created = await http.post<CheckrCandidate>('/candidates', {
      json: {
        email: candidate.email,
        ...(candidate.first_name && { first_name: candidate.first_name }),
        ...(candidate.last_name && { last_name: candidate.last_name }),
        ...(typeof candidateExtra === 'object' && candidateExtra !== null ? candidateExtra : {}),
      },
    });
    await http.post<CheckrInvitation>('/invitations', {
      json: { candidate_id: created.body.id, package: checkrPackage.slug, ...invitationExtra },
    });
    return { data: { id: encodeCompositeId(created.body.id), remote_id: created.body.id } };
  },
});
