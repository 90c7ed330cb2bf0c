import { serviceRef } from '@openunified/feature-kit';
import type { ConnectPageLimits } from './connect-page/connect-page-limits.js';

/** What the linking feature needs to know about the platform it runs in. */
export interface LinkingSettings {
  /**
   * Where browsers reach the platform (`auth_link_url`, the OAuth redirect URI). Without it the
   * address the server listens on is used (see `trustProxy`).
   */
  publicUrl?: string | undefined;
  /**
   * Whether `Host` and `X-Forwarded-*` may decide the public URL when `publicUrl` is unset: only
   * behind a proxy that sets them. Otherwise anyone could send `Host: evil.example` and have
   * forms and OAuth redirects point there.
   */
  trustProxy?: boolean | undefined;
  /** Throttling of the public connect pages; defaults in `defaultConnectPageLimits`. */
  connectPageLimits?: ConnectPageLimits | undefined;
}

export const LinkingSettingsToken = serviceRef<LinkingSettings>('openunified.linking.Settings');
