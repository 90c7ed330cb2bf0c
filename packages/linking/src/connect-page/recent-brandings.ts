import { createHash } from 'node:crypto';
import type { PageBranding } from './connect-page-views.js';

/**
 * The branding of the links this process served lately, by a hash of the link's token or OAuth
 * state. A page the per-client throttle refuses gets no store lookup (that is what the throttle
 * spares the database), so its 429 is branded from here: the customer who reloaded too fast
 * still sees the project's page, while a stranger guessing tokens gets the default look and
 * learns nothing. Bounded: the oldest entry goes first.
 */
export class RecentBrandings {
  private readonly entries = new Map<string, PageBranding>();

  constructor(private readonly capacity = 10_000) {}

  remember(link: LinkReference, branding: PageBranding): void {
    const key = keyOf(link);
    if (key === undefined) return;
    this.entries.delete(key);
    this.entries.set(key, branding);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  recall(link: LinkReference): PageBranding | undefined {
    const key = keyOf(link);
    return key === undefined ? undefined : this.entries.get(key);
  }
}

/** What names a link on a connect page request: the session token (query or form), or an OAuth callback's state. */
export interface LinkReference {
  token?: string | undefined;
  oauthState?: string | undefined;
}

/** Hashed: the map never holds a usable token. */
function keyOf(link: LinkReference): string | undefined {
  const name = link.token !== undefined ? `token:${link.token}` : link.oauthState !== undefined ? `state:${link.oauthState}` : undefined;
  return name === undefined ? undefined : createHash('sha256').update(name).digest('base64url');
}
