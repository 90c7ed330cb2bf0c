import { pick, seededRandom, seededTimestamp } from '@openunified/connector-sdk/emulator';
import type { GoogleDrive, GoogleFile, GoogleUser } from '../provider-types.js';
import { type SharingData, seedSharing } from './sharing-seed.js';

/** A shared drive as the emulator stores it: the API resource plus facts only admins query. */
export interface SeededDrive {
  drive: Required<Omit<GoogleDrive, 'orgUnitId'>> & { orgUnitId: string };
  /** Drives the sandbox user is not a member of appear only with `useDomainAdminAccess=true`. */
  sandboxUserIsMember: boolean;
  memberCount: number;
  organizerCount: number;
}

export interface SeedData {
  user: Required<GoogleUser>;
  /** The user's My Drive root folder id: parent of their own files. */
  myDriveRootId: string;
  drives: SeededDrive[];
  files: GoogleFile[];
  /** The text inside each seeded file, by file id: what `fullText contains` searches besides name and description. */
  fileContents: Map<string, string>;
  /** The bytes of uploaded files, by file id; a seeded file's bytes are generated from its id and size as they are read. */
  uploadedContents: Map<string, Buffer>;
  /** The Directory and the grants on files, folders and shared drives (permission checks). */
  sharing: SharingData;
}

export interface SeedOptions {
  seed: number;
  /** Shared drives the sandbox user is a member of. */
  drivesCount: number;
  /** More shared drives of the domain, visible only with `useDomainAdminAccess=true`. */
  domainOnlyDrivesCount: number;
  /** Files in each shared drive and in My Drive. */
  filesPerDrive: number;
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const teams = [
  'Finance',
  'Engineering',
  'Marketing',
  'Sales',
  'Legal',
  'People',
  'Design',
  'Support',
  'Operations',
  'Product',
  'Research',
  'Security',
  'Data',
  'Partnerships',
  'Facilities',
  'Procurement',
];
const purposes = ['Team', 'Projects', 'Archive', 'Reports', 'Planning', 'Templates', 'Onboarding', 'Contracts', 'Assets', 'Shared'];
const themes = ['abacus', 'rocket', 'seasky', 'lighthouse', 'mountains', 'desk', 'boardgame', 'bicycle'];
const colors = ['#2952a3', '#0f9d58', '#db4437', '#f4b400', '#7e57c2', '#00796b', '#5f6368'];
const orgUnits = ['03ph8a2z1kjwv5c', '03ph8a2z3h8p2qm', '03ph8a2z0y6t9sd'];
const documentKinds = [
  { mimeType: 'application/vnd.google-apps.document', noun: 'Notes', link: 'document', extension: null },
  { mimeType: 'application/vnd.google-apps.spreadsheet', noun: 'Budget', link: 'spreadsheets', extension: null },
  { mimeType: 'application/vnd.google-apps.presentation', noun: 'Review deck', link: 'presentation', extension: null },
  { mimeType: 'application/pdf', noun: 'Policy.pdf', link: null, extension: 'pdf' },
  { mimeType: 'image/png', noun: 'Diagram.png', link: null, extension: 'png' },
] as const;
/** What Drive exports each Google Docs editors type to (files.export), as files.get lists them in `exportLinks`. */
const exportTypes: Record<string, string[]> = {
  'application/vnd.google-apps.document': [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/pdf',
    'text/plain',
    'application/vnd.oasis.opendocument.text',
  ],
  'application/vnd.google-apps.spreadsheet': ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf', 'text/csv'],
  'application/vnd.google-apps.presentation': ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'application/pdf'],
};
const topics = [
  'quarterly revenue forecast',
  'hiring plan and headcount',
  'product roadmap milestones',
  'incident review and follow-ups',
  'vendor contract renewal',
];
const FOLDER_MIME_TYPE = 'application/vnd.google-apps.folder';

function randomString(random: () => number, length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += pick(random, [...alphabet]);
  return text;
}

/** Shared drive and My Drive root ids share this shape, e.g. `0AEa5BxQfKz1xUk9PVA`. */
function driveId(random: () => number): string {
  return `0A${randomString(random, 11)}Uk9PVA`;
}

function driveName(index: number): string {
  const combinations = teams.length * purposes.length;
  const base = `${teams[index % teams.length]} ${purposes[Math.floor(index / teams.length) % purposes.length]}`;
  return index < combinations ? base : `${base} ${Math.floor(index / combinations) + 1}`;
}

function capabilities(isOrganizer: boolean): Record<string, boolean> {
  return {
    canAddChildren: true,
    canComment: true,
    canCopy: true,
    canDeleteDrive: isOrganizer,
    canDownload: true,
    canEdit: true,
    canListChildren: true,
    canManageMembers: isOrganizer,
    canReadRevisions: true,
    canRename: true,
    canRenameDrive: isOrganizer,
    canChangeDriveBackground: isOrganizer,
    canShare: true,
    canResetDriveRestrictions: isOrganizer,
    canDeleteChildren: isOrganizer,
    canTrashChildren: true,
  };
}

function seedDrive(random: () => number, index: number, sandboxUserIsMember: boolean): SeededDrive {
  const themeId = pick(random, themes);
  const isOrganizer = random() < 0.3;
  return {
    drive: {
      kind: 'drive#drive',
      id: driveId(random),
      name: driveName(index),
      createdTime: seededTimestamp(index * 29),
      hidden: random() < 0.1,
      colorRgb: pick(random, colors),
      themeId,
      backgroundImageLink: `https://lh3.googleusercontent.com/drive-bg/${themeId}=w1920`,
      orgUnitId: pick(random, orgUnits),
      capabilities: capabilities(isOrganizer),
      restrictions: {
        adminManagedRestrictions: random() < 0.2,
        copyRequiresWriterPermission: random() < 0.2,
        domainUsersOnly: random() < 0.5,
        driveMembersOnly: random() < 0.3,
        sharingFoldersRequiresOrganizerPermission: random() < 0.2,
      },
    },
    sandboxUserIsMember,
    memberCount: 1 + Math.floor(random() * 40),
    organizerCount: Math.floor(random() * 4),
  };
}

/** What files.get lists in `exportLinks` for a Google Docs editors file: the formats files.export gives. */
function addExportLinks(file: GoogleFile): void {
  const exports = exportTypes[file.mimeType ?? ''];
  if (exports) {
    file.exportLinks = Object.fromEntries(
      exports.map((type) => [type, `https://docs.google.com/feeds/download/export?id=${file.id}&exportFormat=${encodeURIComponent(type)}`]),
    );
  }
}

function viewLink(id: string, mimeType: string, link: string | null): string {
  if (mimeType === FOLDER_MIME_TYPE) return `https://drive.google.com/drive/folders/${id}`;
  if (link) return `https://docs.google.com/${link}/d/${id}/edit?usp=drivesdk`;
  return `https://drive.google.com/file/d/${id}/view?usp=drivesdk`;
}

/** A folder first, then documents in the root or in that folder; every ninth one trashed. */
function seedFiles(
  random: () => number,
  container: { rootId: string; driveId?: string; label: string },
  count: number,
  counter: { value: number },
  contents: Map<string, string>,
): GoogleFile[] {
  const files: GoogleFile[] = [];
  let folderId: string | undefined;
  for (let index = 0; index < count; index += 1) {
    const fileIndex = counter.value;
    counter.value += 1;
    const id = `1${randomString(random, 32)}`;
    const kind = index === 0 ? undefined : pick(random, documentKinds);
    const mimeType = kind?.mimeType ?? FOLDER_MIME_TYPE;
    const createdTime = seededTimestamp(fileIndex * 7);
    const file: GoogleFile = {
      kind: 'drive#file',
      id,
      name: kind ? `${container.label} ${kind.noun} ${index}` : `${container.label} documents`,
      mimeType,
      parents: [folderId !== undefined && random() < 0.5 ? folderId : container.rootId],
      createdTime,
      modifiedTime: seededTimestamp(fileIndex * 7 + 1 + Math.floor(random() * 500)),
      webViewLink: viewLink(id, mimeType, kind?.link ?? null),
      trashed: fileIndex % 9 === 8,
    };
    if (container.driveId !== undefined) file.driveId = container.driveId;
    if (kind && kind.link === null) file.size = String(1024 + Math.floor(random() * 5_000_000));
    if (index === 0) folderId = id;
    // Derived without drawing from the random stream, so the records seeded before stay the same.
    if (index % 3 === 1) file.description = `${topics[fileIndex % topics.length]} for ${container.label}`;
    if (kind?.extension) file.fileExtension = kind.extension;
    addExportLinks(file);
    if (kind) contents.set(id, `${file.name}: ${topics[fileIndex % topics.length]}. Prepared by the ${container.label} team.`);
    files.push(file);
  }
  return files;
}

export function generateSeedData(options: SeedOptions): SeedData {
  const random = seededRandom(options.seed);
  const drives: SeededDrive[] = [];
  for (let index = 0; index < options.drivesCount + options.domainOnlyDrivesCount; index += 1) {
    drives.push(seedDrive(random, index, index < options.drivesCount));
  }
  const myDriveRootId = driveId(random);
  const counter = { value: 0 };
  const fileContents = new Map<string, string>();
  const files = seedFiles(random, { rootId: myDriveRootId, label: 'My' }, options.filesPerDrive, counter, fileContents);
  for (const { drive } of drives) {
    // A loop, not push(...): a bench seeds a drive with up to a million files, past the argument limit of a spread.
    for (const file of seedFiles(random, { rootId: drive.id, driveId: drive.id, label: drive.name }, options.filesPerDrive, counter, fileContents))
      files.push(file);
  }
  const user: Required<GoogleUser> = {
    kind: 'drive#user',
    displayName: 'Sandbox User',
    emailAddress: 'sandbox.user@example.com',
    permissionId: Array.from({ length: 20 }, () => Math.floor(random() * 10)).join(''),
    photoLink: 'https://lh3.googleusercontent.com/a/default-user=s64',
    me: true,
  };
  // My Drive items are the user's; a shared drive, not a person, owns what is in it.
  const owner: GoogleUser = { kind: 'drive#user', displayName: user.displayName, emailAddress: user.emailAddress, permissionId: user.permissionId, me: true };
  for (const file of files) if (file.driveId === undefined) file.owners = [owner];
  const sharing = seedSharing({ seed: options.seed, adminEmail: user.emailAddress, adminPermissionId: user.permissionId, myDriveRootId, drives, files });
  // The permission scenarios' documents export like any other.
  for (const file of files) if (file.exportLinks === undefined) addExportLinks(file);
  return { user, myDriveRootId, drives, files, fileContents, uploadedContents: new Map(), sharing };
}
