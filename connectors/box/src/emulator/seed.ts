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
  /** Files and folders by id, parents before children; folder "0" is the root ("All Files"). */
  items: Map<string, BoxItem & { parentId: string | null }>;
  /** The text inside each seeded file, by file id: what a search of `file_content` matches. */
  contents: Map<string, string>;
  /** The bytes of uploaded files, by file id; a seeded file's bytes are generated from its id and size as they are read. */
  uploadedContents: Map<string, Buffer>;
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

/** A Box timestamp (Pacific time, as Box answers) `hours` after the first one. */
function later(hours: number): string {
  const instant = new Date(Date.parse(timestamp) + hours * 3_600_000 - 8 * 3_600_000);
  return `${instant.toISOString().slice(0, 19)}-08:00`;
}

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
  const contents = new Map<string, string>();
  let sequence = 0;
  const place = (
    type: 'file' | 'folder',
    id: string,
    name: string,
    parentId: string | null,
    owner: BoxUser,
    details: { size?: number; description?: string; content?: string; trashed?: boolean } = {},
  ) => {
    const path: Array<{ type: 'folder'; id: string; name?: string; sequence_id: string | null; etag: string | null }> = [];
    for (let parent = parentId; parent !== null; parent = items.get(parent)?.parentId ?? null) {
      const folder = items.get(parent)!;
      path.unshift({ type: 'folder', id: folder.id, name: folder.name!, sequence_id: folder.sequence_id ?? null, etag: folder.etag ?? null });
    }
    sequence += 1;
    const createdAt = later(sequence * 5);
    const modifiedAt = later(sequence * 5 + (sequence % 7) * 11);
    const parent = path.at(-1);
    const extension = type === 'file' && name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : undefined;
    const item = {
      type,
      id,
      // The root has no sequence id or etag at Box.
      sequence_id: id === '0' ? null : '0',
      etag: id === '0' ? null : '0',
      name,
      description: details.description ?? '',
      size: details.size ?? 0,
      created_at: id === '0' ? null : createdAt,
      modified_at: id === '0' ? null : modifiedAt,
      content_created_at: id === '0' ? null : createdAt,
      content_modified_at: id === '0' ? null : modifiedAt,
      owned_by: mini(owner),
      created_by: mini(owner),
      modified_by: mini(owner),
      parent: parent ?? null,
      path_collection: { total_count: path.length, entries: path },
      item_status: details.trashed ? ('trashed' as const) : ('active' as const),
      shared_link: null,
      ...(extension !== undefined && { extension, sha1: `${id.padStart(8, '0')}${'a1b2c3d4'.repeat(4)}` }),
      parentId,
    };
    items.set(id, item);
    if (details.content !== undefined) contents.set(id, details.content);
    return item;
  };
  place('folder', '0', 'All Files', null, users.admin);
  const projects = place('folder', '4000001', 'Projects', '0', users.admin, { description: 'Client and internal projects' });
  const launch = place('folder', '4000002', 'Launch', projects.id, users.admin);
  const plan = place('file', '3000001', 'plan.docx', launch.id, users.admin, {
    size: 48_213,
    content: 'Launch plan: milestones, owners and the press release schedule.',
  });
  const budget = place('file', '3000002', 'budget.xlsx', '0', users.ava, { size: 22_540, content: 'Quarterly budget by team and vendor contract costs.' });
  // A tree to list and search: folders before and after the files, nesting, a full page of designs, a trashed file.
  place('file', '3000003', 'Q3 report.pdf', projects.id, users.admin, {
    size: 812_004,
    description: 'Board report',
    content: 'Revenue grew in the third quarter; hiring plan attached.',
  });
  place('file', '3000004', 'notes.txt', projects.id, users.ava, { size: 1_024, content: 'Call notes about the vendor contract renewal.' });
  const design = place('folder', '4000003', 'Design', '0', users.admin, { description: 'Brand and product design' });
  for (let index = 1; index <= 24; index += 1) {
    const number = String(index).padStart(2, '0');
    place('file', String(3000100 + index), `mockup-${number}.png`, design.id, users.admin, { size: 150_000 + index * 1_000 });
  }
  const icons = place('folder', '4000004', 'Icons', design.id, users.admin);
  for (const icon of ['home', 'search', 'settings', 'user', 'empty']) {
    place('file', String(3000200 + icon.length * 10 + (icon.charCodeAt(0) % 10)), `${icon}.svg`, icons.id, users.admin, { size: icon === 'empty' ? 0 : 2_048 });
  }
  const archive = place('folder', '4000005', 'Archive', '0', users.admin);
  for (const year of ['2022', '2023']) {
    const folder = place('folder', `40000${year}`, year, archive.id, users.admin);
    for (const [index, name] of ['summary.pdf', 'accounts.xlsx', 'minutes.docx'].entries()) {
      place('file', `3${year}${index}`, `${year} ${name}`, folder.id, users.admin, {
        size: 10_000 + index,
        content: `${year} ${name.split('.')[0]}: vendor contract and hiring plan.`,
      });
    }
  }
  place('file', '3000900', 'old draft.docx', '400002023', users.admin, { size: 900, trashed: true, content: 'An old draft.' });
  place('folder', '4000006', 'Empty', archive.id, users.admin);
  // A folder's size is that of every active file below it, as Box reports it.
  for (const item of items.values()) {
    if (item.type !== 'file' || item.item_status !== 'active') continue;
    for (const folder of item.path_collection!.entries) items.get(folder.id)!.size! += item.size!;
  }

  let next = 9000001;
  const collaborations: BoxCollaboration[] = [];
  const collaborate = (
    item: BoxItem,
    grantee: BoxUser | BoxGroup,
    role: BoxCollaborationRole,
    extra: Partial<Pick<BoxCollaboration, 'status' | 'expires_at'>> = {},
  ) => {
    const accessibleBy =
      grantee.type === 'user' ? mini(grantee) : { type: 'group' as const, id: grantee.id, name: grantee.name, group_type: grantee.group_type };
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
    contents,
    uploadedContents: new Map(),
    collaborations,
    scenario: { users, marketing, projects, launch, plan, budget },
  };
}
