import { encodeCompositeId, mapEnumValue, type TicketingUser, type TicketingUserType } from '@openunified/connector-sdk';
import type { JiraUser } from '../provider-schemas.js';

/** Jira's `accountType`: people with an Atlassian account, Jira Service Management customers, apps. */
const userTypes: Record<string, TicketingUserType> = { atlassian: 'agent', customer: 'contact', app: 'bot' };

/** The unified id of a Jira user, as tickets and comments reference it. */
export function userId(user: { accountId: string } | null | undefined): string | null {
  return user ? encodeCompositeId(user.accountId) : null;
}

/**
 * Jira user -> docs/unified/ticketing.md user. Jira Cloud keeps a display name only (no first
 * and last name, no user name since its privacy changes) and no timestamps; `primary_email` is
 * null when the user's profile visibility hides it (Jira then leaves `emailAddress` out).
 */
export function mapUser(user: JiraUser): TicketingUser {
  return {
    id: encodeCompositeId(user.accountId),
    remote_id: user.accountId,
    type: mapEnumValue(user.accountType, userTypes),
    name: user.displayName ?? null,
    first_name: null,
    last_name: null,
    username: null,
    primary_email: user.emailAddress || null,
    primary_phone: null,
    customer_account_reference: null,
    active: user.active ?? null,
    created_at: null,
    updated_at: null,
  };
}
