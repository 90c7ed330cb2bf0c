import { BadRequestError, defineAction, listInputSchema, z } from '@openunified/connector-sdk';
import { mapPolicy, oktaPolicyStatuses, oktaPolicyTypes } from '../mappers/policy.js';
import { decodeCursor, encodeCursor } from '../paging/composite-cursor.js';
import { fetchLinkPagedList } from '../paging/link-paged-list.js';
import { oktaPolicyListSchema } from '../provider-schemas.js';
import { filterValueSchema } from './filter-value.js';
import { changedAfter } from './updated-after.js';

/** Every `PolicyType` of the Management API, in the order a list walks them. */
export const oktaPolicyTypeNames = [
  'OKTA_SIGN_ON',
  'PASSWORD',
  'MFA_ENROLL',
  'ACCESS_POLICY',
  'PROFILE_ENROLLMENT',
  'IDP_DISCOVERY',
  'POST_AUTH_SESSION',
  'ENTITY_RISK',
  'DEVICE_SIGNAL_COLLECTION',
  'SESSION_VIOLATION_DETECTION',
  'CLIENT_UPDATE',
  'IDENTITY_CLAIM_SOURCING',
] as const;

/**
 * The types an unfiltered list covers: those every org has (the newer ones belong to Identity
 * Threat Protection and other add-ons, and an org without them answers their type with an error).
 */
export const defaultPolicyTypes = oktaPolicyTypeNames.slice(0, 6);

/** Unified policy statuses and the Okta status each stands for. */
const oktaStatusOf: Record<string, string | undefined> = Object.fromEntries(Object.entries(oktaPolicyStatuses).map(([okta, unified]) => [unified, okta]));

/** A unified policy type (every Okta type it covers) or one Okta type, any case. */
const policyTypeFilterSchema = filterValueSchema(
  (value) => {
    const oktaType = oktaPolicyTypeNames.find((type) => type === value.toUpperCase());
    if (oktaType) return [oktaType];
    const covered = oktaPolicyTypeNames.filter((type) => oktaPolicyTypes[type] === value.toLowerCase());
    return covered.length > 0 ? covered : undefined;
  },
  `must be a unified policy type or an Okta policy type (${oktaPolicyTypeNames.join(', ')})`,
);

export const policyFilterSchema = z.strictObject({
  type: policyTypeFilterSchema.optional().describe('A unified policy type such as password, or an Okta type such as OKTA_SIGN_ON'),
  status: filterValueSchema((value) => oktaStatusOf[value.toLowerCase()], 'must be active or inactive')
    .optional()
    .describe('active or inactive'),
});

export const POLICY_FILTER_KEYS = Object.keys(policyFilterSchema.shape);

/** Where a policies list resumes: in one of the types it walks, at Okta's `after` cursor. */
const policiesCursorSchema = z.strictObject({
  type: z.enum(oktaPolicyTypeNames),
  after: z.string().min(1).optional(),
});
type PoliciesPosition = z.output<typeof policiesCursorSchema>;

export const listPoliciesAction = defineAction({
  id: 'okta_list_policies',
  label: 'List policies',
  description:
    'Lists Okta policies as unified iam policies. Okta lists policies one type at a time (GET /api/v1/policies?type=...), so the list ' +
    `walks the types (${defaultPolicyTypes.join(', ')} unless filter[type] names others), one Okta call per page, paging each type ` +
    'with the after cursor of its Link header. A page never mixes types: the last page of a type may be short, even empty. ' +
    'updated_after is applied to each page after reading it, as Okta cannot filter policies by time.',
  tags: ['iam', 'policies'],
  schema_type: 'unified',
  unified: 'iam.policies.list',
  required_scopes: ['okta.policies.read'],
  kind: 'list',
  input: listInputSchema(policyFilterSchema),
  async run({ input, http }) {
    const { page_size: pageSize, cursor, filter, updated_after: updatedAfter } = input.query;
    const types: readonly PoliciesPosition['type'][] = filter?.type ?? defaultPolicyTypes;
    const position = cursor === undefined ? { type: types[0]! } : decodeCursor(policiesCursorSchema, cursor);
    const typeIndex = types.indexOf(position.type);
    if (typeIndex === -1)
      throw new BadRequestError(`the cursor continues ${position.type} policies, which filter[type] leaves out; send the filter it was issued with`);

    const query = { type: position.type, status: filter?.status, limit: pageSize, after: position.after };
    const page = await fetchLinkPagedList(http, '/policies', query, oktaPolicyListSchema, 'policies list');
    const nextType = types[typeIndex + 1];
    let next: PoliciesPosition | null = null;
    if (page.next !== null) next = { type: position.type, after: page.next };
    else if (nextType !== undefined) next = { type: nextType };

    const data = page.records.filter((policy) => changedAfter(policy.lastUpdated, updatedAfter)).map(mapPolicy);
    return { data, next: next === null ? null : encodeCursor(next) };
  },
});
