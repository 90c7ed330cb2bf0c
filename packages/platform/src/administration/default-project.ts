import type { Project, Store } from '@openunified/store';

/**
 * The project used when none is named: the oldest one. The first start (of the server or of the
 * CLI) creates it with its organization, so a fresh install works without any set-up step.
 */
export async function ensureDefaultProject(store: Store): Promise<Project> {
  return store.withLock('default-project', async () => {
    const existing = await findDefaultProject(store);
    if (existing) return existing;
    const organization = await store.organizations.create({ name: 'Default organization' });
    return store.projects.create({ organizationId: organization.id, name: 'Default project' });
  });
}

async function findDefaultProject(store: Store): Promise<Project | undefined> {
  const projects = await store.projects.list();
  return projects.sort((first, second) => first.createdAt.localeCompare(second.createdAt) || first.id.localeCompare(second.id))[0];
}
