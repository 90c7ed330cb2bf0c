/**
 * Why the token or revocation endpoint refused a request. `reason` is finer than the RFC 6749
 * 5.2 `error` code so an emulator can answer each case in its provider's words and format.
 */
export type OAuthErrorReason =
  | 'unsupported_grant_type'
  | 'missing_parameter'
  | 'client_unknown'
  | 'client_secret_mismatch'
  | 'client_authentication_method'
  | 'code_unknown'
  | 'code_spent'
  | 'redirect_uri_mismatch'
  | 'code_verifier_missing'
  | 'code_verifier_mismatch'
  | 'refresh_token_invalid'
  | 'refresh_token_client_mismatch'
  | 'revoked_token_unknown';

export interface OAuthError {
  status: number;
  /** The RFC 6749 5.2 (or RFC 7009 2.2.1) error code. */
  error: string;
  error_description: string;
  reason: OAuthErrorReason;
}

/** The standard RFC 6749 5.2 body; emulators of providers that answer otherwise pass their own. */
export function standardOAuthErrorBody(error: OAuthError): unknown {
  return { error: error.error, error_description: error.error_description };
}

export function oauthError(reason: OAuthErrorReason, detail = ''): OAuthError {
  switch (reason) {
    case 'unsupported_grant_type':
      return { status: 400, error: 'unsupported_grant_type', error_description: `Invalid grant_type: ${detail}`, reason };
    case 'missing_parameter':
      return { status: 400, error: 'invalid_request', error_description: `Missing required parameter: ${detail}`, reason };
    case 'client_unknown':
      return { status: 401, error: 'invalid_client', error_description: 'The OAuth client was not found.', reason };
    case 'client_secret_mismatch':
      return { status: 401, error: 'invalid_client', error_description: 'The client secret is wrong.', reason };
    case 'client_authentication_method':
      return { status: 401, error: 'invalid_client', error_description: `Client authentication with ${detail} is not allowed.`, reason };
    case 'code_unknown':
      return { status: 400, error: 'invalid_grant', error_description: 'The authorization code is unknown.', reason };
    case 'code_spent':
      return {
        status: 400,
        error: 'invalid_grant',
        error_description: 'The authorization code was already used, has expired or belongs to another client.',
        reason,
      };
    case 'redirect_uri_mismatch':
      return { status: 400, error: 'invalid_grant', error_description: 'The redirect_uri differs from the one of the authorization request.', reason };
    case 'code_verifier_missing':
      return { status: 400, error: 'invalid_grant', error_description: 'Missing code_verifier.', reason };
    case 'code_verifier_mismatch':
      return { status: 400, error: 'invalid_grant', error_description: 'The code_verifier does not match the code_challenge.', reason };
    case 'refresh_token_invalid':
      return { status: 400, error: 'invalid_grant', error_description: 'The refresh token is unknown, expired or revoked.', reason };
    case 'refresh_token_client_mismatch':
      return { status: 401, error: 'unauthorized_client', error_description: 'The refresh token belongs to another client.', reason };
    case 'revoked_token_unknown':
      return { status: 400, error: 'invalid_token', error_description: 'The token is unknown, expired or revoked.', reason };
  }
}
