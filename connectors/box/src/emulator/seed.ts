import type { BoxCollaboration, BoxCollaborationRole, BoxGroupMini, BoxItem, BoxUser, BoxUserMini } from '../provider-types.js';

/**
 * One Box enterprise with a fixed sharing scenario, so tests can name each case a permission
 * check covers: ownership, collaborations inherited down the folder tree, group collaborations,
 * pending and expired invitations, restricted and inactive users, and an uploader who cannot read.
 */

export interface BoxGroup extends BoxGroupMini {
  memberIds: string[];
}

export interface BoxData {
  users: BoxUser[];
  groups: BoxGroup[];
  /** Files and folders by id; folder "0" is the root ("All Files"). */
  items: Map<string, BoxItem & { parentId: string | null }>;
  collaborations: BoxCollaboration[];
  scenario: {
    users: Record<'admin' | 'ava' | 'ben' | 'cleo' | 'dex' | 'eli' | 'fay' | 'gus' | 'hal', BoxUser>;
    marketing: BoxGroup;
    /** Projects (owned by admin) > Launch > plan.docx; budget.xlsx at the root, owned by ava. */
    projects: BoxItem;
    launch: BoxItem;
    plan: BoxItem;
    budget: BoxItem;
  };
}

const timestamp = '2024-03-01T09:00:00-08:00';

function user(id: string, name: string, login: string, status: BoxUser['status'] = 'active'): BoxUser {
  return { type: 'user', id, name, login, status, created_at: timestamp, modified_at: timestamp };
}

function mini({ id, name, login }: BoxUser): BoxUserMini {
  return { type: 'user', id, name, login };
}

export function seedBoxData(): BoxData {
  const users = {
    admin: user('11446498', 'Sandbox Admin', 'admin@example.com'),
    ava: user('11446501', 'Ava Adams', 'ava@example.com'),
    ben: user('11446502', 'Ben Brooks', 'ben@example.com', 'inactive'),
    cleo: user('11446503', 'Cleo Cruz', 'cleo@example.com'),
    dex: user('11446504', 'Dex Doyle', 'dex@example.com', 'cannot_delete_edit'),
    eli: user('11446505', 'Eli Ellis', 'eli@example.com'),
    fay: user('11446506', 'Fay Fox', 'fay@example.com'),
    gus: user('11446507', 'Gus Gray', 'gus@example.com'),
    hal: user('11446508', 'Hal Hart', 'hal@example.com'),
  };
  const marketing: BoxGroup = { type: 'group', id: '5530001', name: 'Marketing', group_type: 'managed_group', memberIds: [users.cleo.id] };

  const items = new Map<string, BoxItem & { parentId: string | null }>();
  const place = (type: 'file' | 'folder', id: string, name: string, parentId: string | null, owner: BoxUser) => {
    const path: Array<{ type: 'folder'; id: string; name?: string }> = [];
    for (let parent = parentId; parent !== null; parent = items.get(parent)?.parentId ?? null) {
      const folder = items.get(parent)!;
      path.unshift({ type: 'folder', id: folder.id, name: folder.name! });
    }
    const item = { type, id, name, owned_by: mini(owner), path_collection: { total_count: path.length, entries: path }, item_status: 'active' as const, parentId };
    items.set(id, item);
    return item;
  };
  place('folder', '0', 'All Files', null, users.admin);
  const projects = place('folder', '4000001', 'Projects', '0', users.admin);
  const launch = place('folder', '4000002', 'Launch', projects.id, users.admin);
  const plan = place('file', '3000001', 'plan.docx', launch.id, users.admin);
  const budget = place('file', '3000002', 'budget.xlsx', '0', users.ava);

  let next = 9000001;
  const collaborations: BoxCollaboration[] = [];
  const collaborate = (
    item: BoxItem,
    grantee: BoxUser | BoxGroup,
    role: BoxCollaborationRole,
    extra: Partial<Pick<BoxCollaboration, 'status' | 'expires_at'>> = {},
  ) => {
    const accessibleBy = grantee.type === 'user' ? mini(grantee) : { type: 'group' as const, id: grantee.id, name: grantee.name, group_type: grantee.group_type };
    collaborations.push({
      type: 'collaboration',
      id: String(next++),
      item: { type: item.type, id: item.id, name: item.name },
      accessible_by: accessibleBy,
      role,
      expires_at: null,
      status: 'accepted',
      created_at: timestamp,
      modified_at: timestamp,
      ...extra,
    });
  };
  collaborate(projects, users.ava, 'editor');
  collaborate(projects, users.ben, 'viewer');
  collaborate(projects, marketing, 'viewer uploader');
  collaborate(projects, users.dex, 'editor');
  collaborate(projects, users.fay, 'editor', { status: 'pending' });
  collaborate(projects, users.eli, 'editor', { expires_at: '2020-01-01T00:00:00-08:00' });
  collaborate(launch, users.gus, 'uploader');
  collaborate(plan, users.hal, 'previewer');
  collaborate(budget, users.admin, 'co-owner');

  return {
    users: Object.values(users),
    groups: [marketing],
    items,
    collaborations,
    scenario: { users, marketing, projects, launch, plan, budget },
  };
}
