import jira from '@openunified/connector-jira';
import { describe, expect, it } from 'vitest';
import { methodTaking } from './account-commands.js';

const { connector } = jira;
const apiToken = { site: 'acme', email: 'me@acme.example', api_token: 'token' };

describe('methodTaking', () => {
  it('takes the method auth_method names, as the connect page and the sandbox credentials name it', () => {
    expect(methodTaking(connector, { auth_method: 'api_token', ...apiToken })).toMatchObject({ method: { key: 'api_token' } });
    expect(methodTaking(connector, { auth_method: 'oauth2', access_token: 'at', cloud_id: 'c' })).toMatchObject({ method: { key: 'oauth2' } });
  });

  it('checks the credentials against that method only, and refuses a method the connector lacks', () => {
    expect(methodTaking(connector, { auth_method: 'oauth2', ...apiToken })).toEqual({ problem: 'Atlassian account (OAuth 2.0) needs "access_token"' });
    expect(methodTaking(connector, { auth_method: 'password', ...apiToken })).toEqual({
      problem: '"auth_method" must name one of its authentication methods ("api_token", "oauth2"), not "password"',
    });
  });

  it('without auth_method, takes the first method that fits, and says why none does', () => {
    expect(methodTaking(connector, { access_token: 'at' })).toMatchObject({ method: { key: 'oauth2' } });
    expect(methodTaking(connector, apiToken)).toMatchObject({ method: { key: 'api_token' } });
    expect(methodTaking(connector, { site: 'acme' })).toEqual({
      problem: 'API token needs "email" (Atlassian account e-mail), "api_token" (API token); or Atlassian account (OAuth 2.0) needs "access_token"',
    });
  });
});
