import { encodeCompositeId, mapEnumValue, type TicketingUser, type TicketingUserType } from '@openunified/connector-sdk';
import type { JiraUser } from '../provider-schemas.js';

/** Jira's `accountType`: people with an Atlassian account, Jira Service Management customers, apps. */
const userTypes: Record<string, TicketingUserType> = { atlassian: 'agent', customer: 'contact', app: 'bot' };

const AVATAR_SIZES = ['48x48', '32x32', '24x24', '16x16'];

/** The unified id of a Jira user, as tickets and comments reference it. */
export function userId(user: { accountId: string } | null | undefined): string | null {
  return user ? encodeCompositeId(user.accountId) : null;
}

/**
 * Jira user -> docs/unified/ticketing.md user. `email` is null when the user's profile
 * visibility hides it (Jira then leaves `emailAddress` out); the avatar is the largest Jira
 * offers. Time zone and locale, when Jira sends them, go to `unified_custom_fields`.
 */
export function mapUser(user: JiraUser): TicketingUser {
  const avatar = AVATAR_SIZES.map((size) => user.avatarUrls?.[size]).find((url) => url !== undefined);
  return {
    id: encodeCompositeId(user.accountId),
    remote_id: user.accountId,
    name: user.displayName ?? null,
    email: user.emailAddress || null,
    avatar_url: avatar ?? null,
    active: user.active ?? null,
    type: mapEnumValue(user.accountType, userTypes),
    unified_custom_fields: {
      ...(user.timeZone ? { time_zone: user.timeZone } : {}),
      ...(user.locale ? { locale: user.locale } : {}),
    },
  };
}
