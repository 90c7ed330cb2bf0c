import { OAuthAuthorizationServer, type OAuthClient } from '@openunified/connector-sdk/emulator';
import { xeroScopeDescriptions } from '../scopes.js';

/**
 * Xero's identity server (https://developer.xero.com/documentation/guides/oauth2/auth-flow) on
 * the SDK's toolkit: consent at login.xero.com/identity/connect/authorize, tokens at
 * identity.xero.com/connect/token (client credentials as Basic or in the body), revocation at
 * /connect/revocation. Access tokens live 30 minutes; refresh tokens rotate on every use.
 */
export function createXeroOAuthServer(options: { clients: OAuthClient[]; autoApprove: boolean }): OAuthAuthorizationServer {
  return new OAuthAuthorizationServer({
    clients: options.clients,
    autoApprove: options.autoApprove,
    paths: { authorize: '/identity/connect/authorize', token: '/connect/token', revoke: '/connect/revocation' },
    scopes: xeroScopeDescriptions,
    accessTokenTtlSeconds: 1800,
    rotateRefreshTokens: true,
    pkce: 'optional',
    clientAuthenticationMethods: ['client_secret_basic', 'client_secret_post'],
    user: { email: 'ada.lovelace@sandbox-trading.example', name: 'Ada Lovelace' },
    branding: { providerName: 'Xero', accentColor: '#13b5ea' },
  });
}
