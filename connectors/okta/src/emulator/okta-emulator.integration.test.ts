import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningOktaEmulator, startOktaEmulator } from './index.js';

let emulator: RunningOktaEmulator;
let authorization: string;

async function get(path: string, headers: Record<string, string> = { authorization }) {
  const response = await fetch(new URL(path, emulator.url), { headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

beforeAll(async () => {
  emulator = await startOktaEmulator({ seed: 9, userCount: 12, groupCount: 3, customRoleCount: 4, customRolesPerPage: 3 });
  authorization = `SSWS ${emulator.sandboxCredentials.api_token}`;
});

afterAll(() => emulator.close());

describe('the Okta emulator', () => {
  it('refuses a missing or wrong token with E0000011, as Okta does', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'SSWS wrong' },
      { authorization: `Bearer ${emulator.sandboxCredentials.api_token}` },
    ]) {
      const { status, body } = await get('/api/v1/users', headers);
      expect(status).toBe(401);
      expect(body).toMatchObject({ errorCode: 'E0000011', errorSummary: 'Invalid token provided', errorLink: 'E0000011', errorCauses: [] });
      expect(body.errorId).toEqual(expect.any(String));
    }
  });

  it('pages with Link headers whose next URL can be followed as is', async () => {
    const first = await get('/api/v1/users?limit=5&search=status%20pr');
    const link = first.headers.get('link')!;
    expect(link).toContain(`<${emulator.url}/api/v1/users?limit=5&search=status+pr>; rel="self"`);
    const next = /<([^>]+)>; rel="next"/.exec(link)![1]!;
    expect(new URL(next).searchParams.get('after')).toBe(first.body.at(-1).id);

    const second = await get(next);
    expect(second.body[0].id > first.body.at(-1).id).toBe(true);
    const third = await get(/<([^>]+)>; rel="next"/.exec(second.headers.get('link')!)![1]!);
    expect(third.body).toHaveLength(2);
    expect(third.headers.get('link')).not.toContain('rel="next"');
  });

  it('answers an expression it cannot read with E0000031, and a filter on an unsupported attribute too', async () => {
    const broken = await get(`/api/v1/users?search=${encodeURIComponent('status eq ACTIVE')}`);
    expect(broken).toMatchObject({ status: 400, body: { errorCode: 'E0000031', errorSummary: 'Invalid search criteria.' } });
    const unsupported = await get(`/api/v1/groups?filter=${encodeURIComponent('profile.name eq "Everyone"')}`);
    expect(unsupported.status).toBe(400);
    const supported = await get(`/api/v1/groups?filter=${encodeURIComponent('type eq "BUILT_IN"')}`);
    expect(supported.body.map((group: { profile: { name: string } }) => group.profile.name)).toEqual(['Everyone']);
  });

  it('needs a policy type, and pages custom roles in the body', async () => {
    expect((await get('/api/v1/policies')).body).toMatchObject({ errorCode: 'E0000001', errorSummary: 'Api validation failed: type' });
    const roles = await get('/api/v1/iam/roles');
    expect(roles.body.roles).toHaveLength(3);
    const rest = await get(roles.body._links.next.href);
    expect(rest.body.roles).toHaveLength(1);
    expect(rest.body._links).toEqual({});
  });

  it('reads one custom role by id or label and one policy by id, 404 E0000007 for unknown ones', async () => {
    const role = emulator.directory.customRoles[0]!;
    expect((await get(`/api/v1/iam/roles/${role.id}`)).body).toMatchObject({ id: role.id, label: role.label, _links: { self: { href: expect.any(String) } } });
    expect((await get(`/api/v1/iam/roles/${encodeURIComponent(role.label)}`)).body.id).toBe(role.id);
    expect(await get('/api/v1/iam/roles/cr0Nope')).toMatchObject({ status: 404, body: { errorCode: 'E0000007' } });
    const policy = emulator.directory.policies[0]!;
    expect((await get(`/api/v1/policies/${policy.id}`)).body).toMatchObject({ id: policy.id, type: policy.type });
    expect(await get('/api/v1/policies/00pNope')).toMatchObject({ status: 404, body: { errorCode: 'E0000007' } });
  });

  it('deactivates a user on the first DELETE and deletes it on the second, checking sendEmail and the token', async () => {
    const user = emulator.directory.users.find((candidate) => candidate.status === 'ACTIVE' && candidate.id !== emulator.directory.tokenOwnerId)!;
    const remove = (query = '', headers: Record<string, string> = { authorization }) =>
      fetch(new URL(`/api/v1/users/${user.id}${query}`, emulator.url), { method: 'DELETE', headers });

    expect((await remove('', {})).status).toBe(401);
    const refused = await remove('?sendEmail=maybe');
    expect({ status: refused.status, body: await refused.json() }).toMatchObject({ status: 400, body: { errorCode: 'E0000001' } });
    expect((await remove('?sendEmail=false')).status).toBe(204);
    expect((await get(`/api/v1/users/${user.id}`)).body.status).toBe('DEPROVISIONED');
    expect((await remove()).status).toBe(204);
    expect((await get(`/api/v1/users/${user.id}`)).status).toBe(404);
    expect((await remove()).status).toBe(404);
  });

  it('finds a user by login shortname and the token owner as me, and answers unknown routes in Okta form', async () => {
    const owner = emulator.directory.users.find((user) => user.id === emulator.directory.tokenOwnerId)!;
    expect((await get('/api/v1/users/me')).body.id).toBe(owner.id);
    expect((await get(`/api/v1/users/${owner.profile.login.split('@')[0]}`)).body.id).toBe(owner.id);
    expect(await get('/api/v1/apps')).toMatchObject({ status: 404, body: { errorCode: 'E0000007' } });
  });
});
