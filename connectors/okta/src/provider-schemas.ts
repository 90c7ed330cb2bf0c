import { BadGatewayError, z } from '@openunified/connector-sdk';

/**
 * The shapes the Okta Management API answers with, as its OpenAPI document
 * (github.com/okta/okta-management-openapi-spec) defines them. Unknown fields are kept
 * (`looseObject`) so they reach `unified_custom_fields` untouched; fields Okta may leave out
 * or send as null are nullish.
 */

const timestamp = z.string().nullish();

// The answers' schemas are built when an answer is first checked (z.lazy), not when the connector
// loads: every installed connector loads at each start, and their schemas were a quarter of the zod
// work of the server's start. Schemas other code extends stay plain.

/** `profile` of a user: the default Okta attributes plus any custom ones of the org. */
export const oktaUserProfileSchema = z.lazy(() =>
  z.looseObject({
    login: z.string().nullish(),
    email: z.string().nullish(),
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    displayName: z.string().nullish(),
  }),
);
export type OktaUserProfile = z.output<typeof oktaUserProfileSchema>;

/** A user as `GET /api/v1/users`, `/users/{id}` and `/groups/{id}/users` return it. */
export const oktaUserSchema = z.lazy(() =>
  z.looseObject({
    id: z.string().min(1),
    status: z.string().nullish(),
    created: timestamp,
    activated: timestamp,
    statusChanged: timestamp,
    lastLogin: timestamp,
    lastUpdated: timestamp,
    passwordChanged: timestamp,
    transitioningToStatus: z.string().nullish(),
    type: z.looseObject({ id: z.string().nullish() }).nullish(),
    profile: oktaUserProfileSchema.nullish(),
  }),
);
export type OktaUser = z.output<typeof oktaUserSchema>;

export const oktaUserListSchema = z.lazy(() => z.array(oktaUserSchema));

/** A group; `_embedded.stats` is there when the request asked for `expand=stats`. */
export const oktaGroupSchema = z.lazy(() =>
  z.looseObject({
    id: z.string().min(1),
    type: z.string().nullish(),
    created: timestamp,
    lastUpdated: timestamp,
    lastMembershipUpdated: timestamp,
    objectClass: z.array(z.string()).nullish(),
    profile: z.looseObject({ name: z.string().nullish(), description: z.string().nullish() }).nullish(),
    _embedded: z.looseObject({ stats: z.looseObject({ usersCount: z.number().int().nonnegative().nullish() }).nullish() }).nullish(),
  }),
);
export type OktaGroup = z.output<typeof oktaGroupSchema>;

export const oktaGroupListSchema = z.lazy(() => z.array(oktaGroupSchema));

/** A custom administrator role of `GET /api/v1/iam/roles`. */
export const oktaCustomRoleSchema = z.lazy(() =>
  z.looseObject({
    id: z.string().min(1),
    label: z.string().nullish(),
    description: z.string().nullish(),
    created: timestamp,
    lastUpdated: timestamp,
  }),
);
export type OktaCustomRole = z.output<typeof oktaCustomRoleSchema>;

/** `GET /api/v1/iam/roles` pages in its body: `_links.next.href` is the next page, if any. */
export const oktaCustomRolePageSchema = z.lazy(() =>
  z.looseObject({
    roles: z.array(oktaCustomRoleSchema).nullish(),
    _links: z.looseObject({ next: z.looseObject({ href: z.string() }).nullish() }).nullish(),
  }),
);

/** A policy of `GET /api/v1/policies?type=...`. */
export const oktaPolicySchema = z.lazy(() =>
  z.looseObject({
    id: z.string().min(1),
    type: z.string().nullish(),
    name: z.string().nullish(),
    description: z.string().nullish(),
    status: z.string().nullish(),
    priority: z.number().nullish(),
    system: z.boolean().nullish(),
    created: timestamp,
    lastUpdated: timestamp,
  }),
);
export type OktaPolicy = z.output<typeof oktaPolicySchema>;

export const oktaPolicyListSchema = z.lazy(() => z.array(oktaPolicySchema));

/** Okta's error body; `errorCauses` names each field a validation refused. */
export const oktaErrorBodySchema = z.lazy(() =>
  z.looseObject({
    errorCode: z.string().nullish(),
    errorSummary: z.string(),
    errorLink: z.string().nullish(),
    errorId: z.string().nullish(),
    errorCauses: z.union([z.array(z.looseObject({ errorSummary: z.string().nullish() })), z.looseObject({ errorSummary: z.string().nullish() })]).nullish(),
  }),
);
export type OktaErrorBody = z.output<typeof oktaErrorBodySchema>;

/**
 * Validates a successful provider body. A body of the wrong shape is the provider's fault, so it
 * becomes a 502 rather than a crash further down.
 */
export function parseProviderBody<Schema extends z.ZodType>(schema: Schema, body: unknown, description: string): z.output<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new BadGatewayError(`Okta returned an unexpected ${description} body: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}
