import { seededRandom, seededTimestamp } from '@openunified/connector-sdk/emulator';
import type { GoogleDirectoryUser, GoogleFile, GooglePermission, GoogleRole } from '../provider-types.js';
import type { SeededDrive } from './seed-data.js';

/**
 * Who may do what in the emulated Workspace domain: its Directory (users and groups) and the
 * permissions set directly on files, folders and shared drives. The scenario is fixed, so tests
 * can name each case the permission checks cover: inherited grants, groups nested in groups,
 * domain and anyone grants, restrictions that remove download, suspended and archived users.
 */

export const DOMAIN = 'example.com';
const FOLDER_MIME_TYPE = 'application/vnd.google-apps.folder';
const DOCUMENT_MIME_TYPE = 'application/vnd.google-apps.document';

export interface DirectoryGroup {
  id: string;
  email: string;
  name: string;
  /** Member emails: users, or other groups (nested membership counts). */
  memberEmails: string[];
}

/** A grant set directly on an item; listings add the inherited ones. */
export interface DirectGrant {
  type: GooglePermission['type'];
  role: GoogleRole;
  emailAddress?: string;
  domain?: string;
}

export interface SharingScenario {
  users: Record<'admin' | 'alice' | 'bob' | 'carol' | 'dan' | 'erin' | 'hank', GoogleDirectoryUser>;
  groups: Record<'design' | 'staff', DirectoryGroup>;
  /** A My Drive folder and a document in it that readers and commenters may not download. */
  teamFolder: GoogleFile;
  teamBrief: GoogleFile;
  /** Shared with anyone who has the link, as reader. */
  publicNotice: GoogleFile;
  /** Shared with the whole example.com domain, as commenter. */
  domainHandbook: GoogleFile;
  /** A shared drive whose readers may not download, and a document in it. */
  sharedDrive: SeededDrive;
  driveReport: GoogleFile;
}

export interface SharingData {
  users: GoogleDirectoryUser[];
  groups: DirectoryGroup[];
  /** Item id (file, folder or shared drive) -> grants set directly on it. */
  grants: Map<string, DirectGrant[]>;
  /** The Drive permission id of each user and group, by lower-case email. */
  permissionIds: Map<string, string>;
  scenario: SharingScenario;
}

function digits(random: () => number, length: number): string {
  return Array.from({ length }, () => Math.floor(random() * 10)).join('');
}

function directoryUser(random: () => number, local: string, fullName: string, extra: Partial<GoogleDirectoryUser> = {}): GoogleDirectoryUser {
  return {
    kind: 'admin#directory#user',
    id: `1${digits(random, 20)}`,
    primaryEmail: `${local}@${DOMAIN}`,
    name: { fullName },
    suspended: false,
    archived: false,
    aliases: [],
    ...extra,
  };
}

function document(random: () => number, name: string, parent: string, extra: Partial<GoogleFile> = {}): GoogleFile {
  const id = `1share${digits(random, 27)}`;
  return {
    kind: 'drive#file',
    id,
    name,
    mimeType: extra.mimeType ?? DOCUMENT_MIME_TYPE,
    parents: [parent],
    createdTime: seededTimestamp(900),
    modifiedTime: seededTimestamp(901),
    webViewLink:
      extra.mimeType === FOLDER_MIME_TYPE ? `https://drive.google.com/drive/folders/${id}` : `https://docs.google.com/document/d/${id}/edit?usp=drivesdk`,
    trashed: false,
    copyRequiresWriterPermission: false,
    ...extra,
  };
}

/** Adds the scenario's files to `files` and returns the Directory and the grants. */
export function seedSharing(options: {
  seed: number;
  adminEmail: string;
  /** The sandbox user's Drive permission id (about.get `user.permissionId`). */
  adminPermissionId: string;
  myDriveRootId: string;
  drives: SeededDrive[];
  files: GoogleFile[];
}): SharingData {
  const random = seededRandom(options.seed + 0x5ba2e);
  const users = {
    admin: directoryUser(random, options.adminEmail.split('@')[0]!, 'Sandbox User'),
    alice: directoryUser(random, 'alice', 'Alice Archer', { aliases: [`alice.archer@${DOMAIN}`] }),
    bob: directoryUser(random, 'bob', 'Bob Baker', { suspended: true }),
    carol: directoryUser(random, 'carol', 'Carol Chen'),
    dan: directoryUser(random, 'dan', 'Dan Diaz'),
    erin: directoryUser(random, 'erin', 'Erin Evans', { archived: true }),
    // A user of a secondary domain: not covered by the example.com domain grant.
    hank: { ...directoryUser(random, 'hank', 'Hank Hill'), primaryEmail: 'hank@subsidiary.example.org' },
  };
  const groups = {
    design: { id: `0${digits(random, 14)}`, email: `design-team@${DOMAIN}`, name: 'Design team', memberEmails: [users.carol.primaryEmail] },
    staff: { id: `0${digits(random, 14)}`, email: `all-staff@${DOMAIN}`, name: 'All staff', memberEmails: [`design-team@${DOMAIN}`, users.dan.primaryEmail] },
  };

  const teamFolder = document(random, 'Team share', options.myDriveRootId, { mimeType: FOLDER_MIME_TYPE });
  const teamBrief = document(random, 'Team brief', teamFolder.id, { copyRequiresWriterPermission: true });
  const publicNotice = document(random, 'Public notice', options.myDriveRootId);
  const domainHandbook = document(random, 'Domain handbook', options.myDriveRootId);
  // The last drive of the user, so the counts of the first drives stay as their own seeding made them.
  const sharedDrive = options.drives.filter((seeded) => seeded.sandboxUserIsMember).at(-1)!;
  sharedDrive.drive.restrictions = {
    ...sharedDrive.drive.restrictions,
    copyRequiresWriterPermission: false,
    downloadRestriction: { restrictedForReaders: true, restrictedForWriters: false },
  };
  const driveReport = document(random, 'Quarterly report', sharedDrive.drive.id, { driveId: sharedDrive.drive.id });
  options.files.push(teamFolder, teamBrief, publicNotice, domainHandbook, driveReport);

  const user = (role: GoogleRole, account: GoogleDirectoryUser): DirectGrant => ({ type: 'user', role, emailAddress: account.primaryEmail });
  const group = (role: GoogleRole, entry: DirectoryGroup): DirectGrant => ({ type: 'group', role, emailAddress: entry.email });
  const grants = new Map<string, DirectGrant[]>([
    [teamFolder.id, [user('writer', users.alice), user('writer', users.bob), group('commenter', groups.design)]],
    [teamBrief.id, [user('reader', users.dan)]],
    [publicNotice.id, [{ type: 'anyone', role: 'reader' }]],
    [domainHandbook.id, [{ type: 'domain', role: 'commenter', domain: DOMAIN }]],
    [sharedDrive.drive.id, [user('organizer', users.admin), user('fileOrganizer', users.alice), group('reader', groups.staff), user('writer', users.erin)]],
    [driveReport.id, [user('writer', users.carol)]],
  ]);

  const permissionIds = new Map<string, string>();
  for (const account of Object.values(users)) permissionIds.set(account.primaryEmail.toLowerCase(), digits(random, 20));
  for (const entry of Object.values(groups)) permissionIds.set(entry.email.toLowerCase(), digits(random, 20));
  permissionIds.set(users.admin.primaryEmail.toLowerCase(), options.adminPermissionId);

  return {
    users: Object.values(users),
    groups: Object.values(groups),
    grants,
    permissionIds,
    scenario: { users, groups, teamFolder, teamBrief, publicNotice, domainHandbook, sharedDrive, driveReport },
  };
}
