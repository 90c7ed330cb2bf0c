import { encodeCompositeId, type MessagingUser } from '@openunified/connector-sdk';
import type { SlackUser } from '../provider-types.js';

const emptyToNull = (value: string | undefined): string | null => (value ? value : null);

/** users.list / users.info `objs_user` -> unified messaging user. */
export function mapUser(user: SlackUser): MessagingUser {
  const profile = user.profile ?? {};
  return {
    id: encodeCompositeId(user.id),
    remote_id: user.id,
    email: emptyToNull(profile.email),
    // `name` is the legacy handle; the display name, when set, is what people mention.
    username: emptyToNull(profile.display_name) ?? emptyToNull(user.name),
    name: emptyToNull(profile.real_name) ?? emptyToNull(user.real_name),
    first_name: emptyToNull(profile.first_name),
    last_name: emptyToNull(profile.last_name),
    bot: user.is_bot === true || user.id === 'USLACKBOT',
    active: user.deleted === undefined ? null : !user.deleted,
  };
}
