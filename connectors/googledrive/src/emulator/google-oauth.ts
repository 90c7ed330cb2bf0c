import { OAuthAuthorizationServer, type OAuthClient, type OAuthError, type OAuthErrorReason } from '@openunified/connector-sdk/emulator';
import type { GoogleOAuthErrorBody } from '../provider-types.js';
import { DIRECTORY_GROUP_MEMBER_READONLY_SCOPE, DIRECTORY_USER_READONLY_SCOPE, DRIVE_READONLY_SCOPE, DRIVE_SCOPE } from '../scopes.js';

/**
 * Google's OAuth 2.0 authorization server for web server applications
 * (https://developers.google.com/identity/protocols/oauth2/web-server), built on the SDK's
 * toolkit: the consent screen at `/o/oauth2/v2/auth`, the token endpoint at `/token`
 * (authorization code with PKCE, refresh token) and `/revoke`, with Google's token shapes and
 * error wording.
 */

/** The sentence Google's consent screen shows for each scope it knows. */
const scopeDescriptions: Record<string, string> = {
  [DRIVE_SCOPE]: 'See, edit, create, and delete all of your Google Drive files',
  [DRIVE_READONLY_SCOPE]: 'See and download all your Google Drive files',
  'https://www.googleapis.com/auth/drive.metadata.readonly': 'See information about your Google Drive files',
  'https://www.googleapis.com/auth/drive.metadata': 'View and manage metadata of files in your Google Drive',
  'https://www.googleapis.com/auth/drive.file': 'See, edit, create, and delete only the specific Google Drive files you use with this app',
  [DIRECTORY_USER_READONLY_SCOPE]: 'See info about users on your domain',
  [DIRECTORY_GROUP_MEMBER_READONLY_SCOPE]: 'View group subscriptions on your domain',
  openid: 'Associate you with your personal info on Google',
  email: 'See your primary Google Account email address',
  profile: "See your personal info, including any personal info you've made publicly available",
  'https://www.googleapis.com/auth/userinfo.email': 'See your primary Google Account email address',
  'https://www.googleapis.com/auth/userinfo.profile': "See your personal info, including any personal info you've made publicly available",
};

/** Google's terse wording where it differs from the toolkit's. */
const googleDescriptions: Partial<Record<OAuthErrorReason, string>> = {
  client_secret_mismatch: 'Unauthorized',
  code_unknown: 'Malformed auth code.',
  code_spent: 'Bad Request',
  redirect_uri_mismatch: 'Bad Request',
  code_verifier_missing: 'Missing code verifier.',
  code_verifier_mismatch: 'Invalid code verifier.',
  refresh_token_invalid: 'Token has been expired or revoked.',
  refresh_token_client_mismatch: 'Unauthorized',
  revoked_token_unknown: 'Token expired or revoked',
};

function googleOAuthErrorBody(error: OAuthError): GoogleOAuthErrorBody {
  return {
    // Google names a redirect URI mismatch at the token endpoint by its own code, not invalid_grant.
    error: error.reason === 'redirect_uri_mismatch' ? 'redirect_uri_mismatch' : error.error,
    error_description: googleDescriptions[error.reason] ?? error.error_description,
  };
}

const googleLogo = [
  '<span style="color:#4285f4">G</span><span style="color:#ea4335">o</span><span style="color:#fbbc04">o</span>',
  '<span style="color:#4285f4">g</span><span style="color:#34a853">l</span><span style="color:#ea4335">e</span>',
].join('');

export interface GoogleOAuthOptions {
  clients: OAuthClient[];
  autoApprove: boolean;
  accessTokenTtlSeconds: number;
  user: { email: string; name: string };
}

export function createGoogleOAuthServer(options: GoogleOAuthOptions): OAuthAuthorizationServer {
  return new OAuthAuthorizationServer({
    ...options,
    paths: { authorize: '/o/oauth2/v2/auth', token: '/token', revoke: '/revoke' },
    scopes: scopeDescriptions,
    branding: { providerName: 'Google', logoHtml: googleLogo, accentColor: '#0b57d0' },
    tokenPrefixes: { accessToken: 'ya29.a0', refreshToken: '1//0', authorizationCode: '4/0A' },
    redirectAuthorizationErrors: false,
    rejectUnknownRevocation: true,
    errorBody: googleOAuthErrorBody,
  });
}
