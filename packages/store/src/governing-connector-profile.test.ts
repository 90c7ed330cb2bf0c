import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from './create-store.js';
import { governingConnectorProfile } from './governing-connector-profile.js';
import type { Store } from './records.js';

let store: Store;
let projectId: string;
beforeAll(async () => {
  store = await createStore({ sqlitePath: ':memory:' });
  const organization = await store.organizations.create({ name: 'Org' });
  projectId = (await store.projects.create({ organizationId: organization.id, name: 'Project' })).id;
});
afterAll(() => store.close());

const profile = (enabledActions: string[] | null) =>
  store.connectorProfiles.create(projectId, { provider: 'bamboohr', version: '1', label: null, authConfig: null, enabledActions });

describe('governingConnectorProfile', () => {
  it("is the profile the account was linked through, else (none, or deleted) the provider's newest", async () => {
    const account = { projectId, provider: 'bamboohr', connectorProfileId: null };
    expect(await governingConnectorProfile(store.connectorProfiles, account)).toBeUndefined();
    const linked = await profile(['bamboohr_get_employee']);
    // Newest by creation time: two profiles made in one millisecond would tie.
    await sleep(5);
    const newest = await profile(null);
    expect((await governingConnectorProfile(store.connectorProfiles, account))?.id).toBe(newest.id);
    expect((await governingConnectorProfile(store.connectorProfiles, { ...account, connectorProfileId: linked.id }))?.id).toBe(linked.id);
    await store.connectorProfiles.delete(projectId, linked.id);
    expect((await governingConnectorProfile(store.connectorProfiles, { ...account, connectorProfileId: linked.id }))?.id).toBe(newest.id);
  });
});
