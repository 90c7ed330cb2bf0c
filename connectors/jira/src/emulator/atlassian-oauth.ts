import {
  type EmulatorRequest,
  type EmulatorResponse,
  type EmulatorRoute,
  OAuthAuthorizationServer,
  type OAuthClient,
} from '@openunified/connector-sdk/emulator';
import { ACCESSIBLE_RESOURCES_PATH } from '../jira-site.js';
import { OFFLINE_ACCESS_SCOPE, READ_JIRA_USER_SCOPE, READ_JIRA_WORK_SCOPE, WRITE_JIRA_WORK_SCOPE } from '../scopes.js';
import { gatewayUnauthorized } from './jira-errors.js';
import type { EmulatedSite } from './seed-data.js';

/**
 * Atlassian's OAuth 2.0 (3LO) authorization server (https://developer.atlassian.com/cloud/jira/platform/oauth-2-3lo-apps/),
 * on the SDK's toolkit at Atlassian's paths: the consent page at `/authorize`, the token
 * endpoint at `/oauth/token` (client credentials in the body, JSON or form, rotating refresh
 * tokens: each refresh retires the refresh token presented), and
 * `/oauth/token/accessible-resources`, which names the sites a token may reach. Bearer tokens are
 * checked at the gateway paths `/ex/jira/{cloudId}/...`, including their scopes.
 */

const scopeDescriptions: Record<string, string> = {
  [READ_JIRA_WORK_SCOPE]: 'View Jira issue data',
  [WRITE_JIRA_WORK_SCOPE]: 'Create and manage issues',
  [READ_JIRA_USER_SCOPE]: 'View user profiles',
  [OFFLINE_ACCESS_SCOPE]: 'Maintain access to data you have given it access to',
  'manage:jira-project': 'Manage project settings',
  'manage:jira-configuration': 'Manage Jira global settings',
};

export interface AtlassianOAuthOptions {
  clients: OAuthClient[];
  autoApprove: boolean;
  accessTokenTtlSeconds: number;
  user: { email: string; name: string };
}

export function createAtlassianOAuthServer(options: AtlassianOAuthOptions): OAuthAuthorizationServer {
  return new OAuthAuthorizationServer({
    ...options,
    paths: { authorize: '/authorize', token: '/oauth/token', revoke: false },
    scopes: scopeDescriptions,
    rotateRefreshTokens: true,
    clientAuthenticationMethods: ['client_secret_post'],
    branding: { providerName: 'Atlassian', accentColor: '#0c66e4' },
    tokenPrefixes: { accessToken: 'eyJraWQiOiJhdXRoLmF0bGFzc2lhbi5jb20', refreshToken: 'eyJraWQiOiJyZWZyZXNo', authorizationCode: 'eyJhbGciOiJIUzI1' },
  });
}

/** The scope a gateway request needs: users need read:jira-user, writes write:jira-work, the rest read:jira-work. */
function requiredScope(request: EmulatorRequest): string | undefined {
  if (request.path === ACCESSIBLE_RESOURCES_PATH) return undefined;
  if (request.path.endsWith('/users/search') || request.path.endsWith('/myself')) return READ_JIRA_USER_SCOPE;
  const reads = request.method === 'GET' || request.path.endsWith('/search/jql');
  return reads ? READ_JIRA_WORK_SCOPE : WRITE_JIRA_WORK_SCOPE;
}

/** Checks a request at the gateway: a live token with the scope, for this site's cloud id. */
export function authenticateAtGateway(oauth: OAuthAuthorizationServer, site: EmulatedSite, request: EmulatorRequest): EmulatorResponse | undefined {
  const scope = requiredScope(request);
  const check = oauth.validateAccessToken(request, scope ? { allOf: [scope] } : {});
  if (!check.ok) return gatewayUnauthorized(check.reason === 'insufficient_scope' ? 'Unauthorized; scope does not match' : 'Unauthorized');
  const cloudId = /^\/ex\/jira\/([^/]+)\//.exec(request.path)?.[1];
  if (cloudId !== undefined && cloudId !== site.cloudId) return gatewayUnauthorized('Unauthorized; scope does not match');
  return undefined;
}

/** `GET /oauth/token/accessible-resources`: the one site of the emulator, with the token's scopes. */
export function accessibleResourcesRoute(oauth: OAuthAuthorizationServer, site: EmulatedSite): EmulatorRoute {
  return {
    method: 'GET',
    pattern: ACCESSIBLE_RESOURCES_PATH,
    handle: (request) => {
      const check = oauth.validateAccessToken(request);
      const scopes = check.ok ? check.grant.scopes.filter((scope) => scope !== OFFLINE_ACCESS_SCOPE) : [];
      return {
        body: [
          {
            id: site.cloudId,
            url: site.siteUrl,
            name: site.name,
            scopes,
            avatarUrl: 'https://site-admin-avatar-cdn.prod.public.atl-paas.net/avatars/240/rocket.png',
          },
        ],
      };
    },
  };
}
