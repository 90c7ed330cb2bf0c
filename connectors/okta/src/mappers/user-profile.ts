import type { IamUserWrite } from '@openunified/connector-sdk';

/** Unified write fields and the Okta profile attributes they set. */
const profileAttributes = {
  first_name: 'firstName',
  last_name: 'lastName',
  name: 'displayName',
  primary_email_address: 'email',
  username: 'login',
} as const satisfies Partial<Record<keyof IamUserWrite, string>>;

/**
 * The Okta `profile` of a unified user write. A field left out is not sent (Okta's partial
 * update keeps it); null is sent as null, which clears it. `passthrough` carries other profile
 * attributes (department, custom ones); a unified field wins over a passthrough one of the same
 * attribute. On create, the login defaults to the e-mail address, as Okta's default login
 * pattern expects one.
 */
export function oktaProfileFromWrite(body: IamUserWrite, operation: 'create' | 'update'): Record<string, unknown> {
  const profile: Record<string, unknown> = { ...body.passthrough };
  for (const [field, attribute] of Object.entries(profileAttributes)) {
    const value = body[field as keyof typeof profileAttributes];
    if (value !== undefined) profile[attribute] = value;
  }
  if (operation === 'create' && profile.login === undefined && typeof profile.email === 'string') profile.login = profile.email;
  return profile;
}
