import { pick, seededRandom, seededTimestamp } from '@openunified/connector-sdk/emulator';

/**
 * The records of an emulated Jira Cloud site, seeded so the same seed always serves the same
 * site. Issues keep Jira's own field names and rich text as Atlassian Document Format; the
 * routes turn them into Jira's JSON (users, statuses and projects expanded) on the way out.
 */

export interface EmulatedUser {
  accountId: string;
  accountType: 'atlassian' | 'customer' | 'app';
  displayName: string;
  /** Absent when the user's profile hides it, as Jira leaves it out. */
  emailAddress?: string;
  active: boolean;
  timeZone: string;
  locale: string;
}

export interface EmulatedProject {
  id: string;
  key: string;
  name: string;
  description: string;
  projectTypeKey: 'software' | 'business' | 'service_desk';
  /** Team-managed ("next-gen") projects have issue types of their own. */
  simplified: boolean;
  leadAccountId: string;
  category: { id: string; name: string } | null;
}

export interface EmulatedIssueType {
  id: string;
  name: string;
  description: string;
  subtask: boolean;
  hierarchyLevel: number;
  /** Set on a team-managed project's own types. */
  projectId?: string;
}

/** A component of a company-managed project (team-managed projects have none). */
export interface EmulatedComponent {
  id: string;
  projectId: string;
  name: string;
  description: string;
  leadAccountId: string | null;
}

export interface EmulatedStatus {
  id: string;
  name: string;
  category: { id: number; key: 'new' | 'indeterminate' | 'done'; name: string; colorName: string };
}

export interface EmulatedPriority {
  id: string;
  name: string;
}

export interface AdfDocument {
  type: 'doc';
  version: 1;
  content: unknown[];
}

/** An issue: the system fields as ids, custom fields as Jira sends them. */
export interface EmulatedIssue {
  id: string;
  key: string;
  projectId: string;
  summary: string;
  description: AdfDocument | null;
  statusId: string;
  priorityId: string | null;
  issueTypeId: string;
  parentId: string | null;
  assigneeId: string | null;
  reporterId: string | null;
  creatorId: string;
  labels: string[];
  componentIds: string[];
  /** `yyyy-MM-dd`. */
  duedate: string | null;
  /** ISO 8601 instants. */
  resolutiondate: string | null;
  created: string;
  updated: string;
  customFields: Record<string, unknown>;
}

export interface EmulatedComment {
  id: string;
  issueId: string;
  authorId: string;
  body: AdfDocument;
  created: string;
  updated: string;
  visibility: { type: 'role' | 'group'; value: string } | null;
}

/** A file attached to an issue; its bytes live on Atlassian's media host under `mediaId`. */
export interface EmulatedAttachment {
  id: string;
  issueId: string;
  filename: string;
  mimeType: string;
  size: number;
  authorId: string;
  created: string;
  /** The media file id (a UUID) the content redirect points at. */
  mediaId: string;
}

export interface EmulatedSite {
  cloudId: string;
  /** The site label: `https://{name}.atlassian.net`. */
  name: string;
  siteUrl: string;
  /** The account the sandbox credentials act as. */
  sandboxUser: EmulatedUser;
  users: EmulatedUser[];
  projects: EmulatedProject[];
  issueTypes: EmulatedIssueType[];
  components: EmulatedComponent[];
  statuses: EmulatedStatus[];
  priorities: EmulatedPriority[];
  issues: EmulatedIssue[];
  comments: EmulatedComment[];
  attachments: EmulatedAttachment[];
}

export interface SeedOptions {
  seed: number;
  usersCount: number;
  issuesCount: number;
}

export const SANDBOX_SITE_NAME = 'sandbox';
/** Custom fields every seeded issue may carry: story points (a number) and a rich-text "Environment details". */
export const STORY_POINTS_FIELD = 'customfield_10016';
export const ENVIRONMENT_DETAILS_FIELD = 'customfield_10050';

const firstNames = ['Mia', 'Emma', 'Noah', 'Liam', 'Ava', 'Lucas', 'Zoe', 'Ethan', 'Chloe', 'Mateo', 'Ines', 'Yuki', 'Omar', 'Priya', 'Sven', 'Ana'];
const lastNames = ['Krystof', 'Richards', 'Okafor', 'Nakamura', 'Rossi', 'Dubois', 'Novak', 'Silva', 'Haddad', 'Larsen', 'Kowalski', 'Moreau'];
const timeZones = ['Europe/Prague', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney', 'America/Los_Angeles', 'Europe/London'];
const verbs = ['Fix', 'Investigate', 'Document', 'Migrate', 'Refactor', 'Add', 'Remove', 'Review', 'Automate', 'Upgrade'];
const subjects = [
  'checkout timeout on saved cards',
  'login redirect loop',
  'nightly export job',
  'search relevance for short queries',
  'on-call rotation',
  'invoice PDF layout',
  'password reset e-mails',
  'dashboard loading time',
  'audit log retention',
  'mobile push opt-in',
  'holiday calendar import',
  'SAML certificate renewal',
];
const labelPool = ['backend', 'frontend', 'payments', 'security', 'tech-debt', 'customer', 'regression', 'infra'];
const hexDigits = [...'0123456789abcdef'];

export const seededStatuses: EmulatedStatus[] = [
  { id: '10000', name: 'To Do', category: { id: 2, key: 'new', name: 'To Do', colorName: 'blue-gray' } },
  { id: '10001', name: 'In Progress', category: { id: 4, key: 'indeterminate', name: 'In Progress', colorName: 'yellow' } },
  { id: '10002', name: 'In Review', category: { id: 4, key: 'indeterminate', name: 'In Progress', colorName: 'yellow' } },
  { id: '10003', name: 'Done', category: { id: 3, key: 'done', name: 'Done', colorName: 'green' } },
  { id: '10004', name: "Won't Do", category: { id: 3, key: 'done', name: 'Done', colorName: 'green' } },
];

export const seededPriorities: EmulatedPriority[] = [
  { id: '1', name: 'Highest' },
  { id: '2', name: 'High' },
  { id: '3', name: 'Medium' },
  { id: '4', name: 'Low' },
  { id: '5', name: 'Lowest' },
];

const companyIssueTypes: EmulatedIssueType[] = [
  { id: '10000', name: 'Epic', description: 'A big user story that needs to be broken down.', subtask: false, hierarchyLevel: 1 },
  { id: '10001', name: 'Task', description: 'A small, distinct piece of work.', subtask: false, hierarchyLevel: 0 },
  { id: '10002', name: 'Bug', description: 'A problem or error.', subtask: false, hierarchyLevel: 0 },
  { id: '10003', name: 'Story', description: 'A user story.', subtask: false, hierarchyLevel: 0 },
  { id: '10004', name: 'Subtask', description: 'A small piece of work that is part of a larger task.', subtask: true, hierarchyLevel: -1 },
];

const projectTemplates: Omit<EmulatedProject, 'id' | 'leadAccountId'>[] = [
  {
    key: 'OPS',
    name: 'Operations',
    description: 'Incidents and chores of the platform team',
    projectTypeKey: 'software',
    simplified: false,
    category: { id: '10000', name: 'Engineering' },
  },
  {
    key: 'WEB',
    name: 'Web Storefront',
    description: 'The customer-facing shop',
    projectTypeKey: 'software',
    simplified: false,
    category: { id: '10000', name: 'Engineering' },
  },
  { key: 'HELP', name: 'Customer Help', description: 'Requests from customers', projectTypeKey: 'service_desk', simplified: false, category: null },
  { key: 'PPL', name: 'People Team', description: '', projectTypeKey: 'business', simplified: true, category: { id: '10001', name: 'Business' } },
];

/** Components by project key; their ids follow in this order. */
const componentNames: Record<string, [string, string][]> = {
  OPS: [
    ['Alerting', 'Pager rules and alert routing'],
    ['Backups', ''],
    ['CI/CD', 'Build and deploy pipelines'],
    ['Databases', 'PostgreSQL clusters and their upgrades'],
    ['Networking', ''],
  ],
  WEB: [
    ['Cart', 'The basket and its totals'],
    ['Checkout', 'Payment and order confirmation'],
    ['Search', ''],
  ],
  HELP: [
    ['Billing', 'Invoices and refunds'],
    ['Accounts', 'Sign-in and profile requests'],
  ],
};

function hex(random: () => number, length: number): string {
  return Array.from({ length }, () => pick(random, hexDigits)).join('');
}

/** Jira account ids of Atlassian accounts look like `5b10a2844c20165700ede21g`; apps and customers have prefixed ones. */
function accountId(random: () => number, type: EmulatedUser['accountType']): string {
  if (type === 'customer') return `qm:${hex(random, 8)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 12)}:${hex(random, 8)}`;
  if (type === 'app') return `557058:${hex(random, 8)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 12)}`;
  return hex(random, 24);
}

function seedUsers(random: () => number, count: number): EmulatedUser[] {
  const users: EmulatedUser[] = [];
  for (let index = 0; index < count; index += 1) {
    const type: EmulatedUser['accountType'] = index % 9 === 7 ? 'customer' : index % 11 === 10 ? 'app' : 'atlassian';
    const first = firstNames[index % firstNames.length]!;
    const last = lastNames[Math.floor(index / firstNames.length + index) % lastNames.length]!;
    const displayName = type === 'app' ? `${pick(random, ['Automation', 'Slack', 'GitHub', 'Statuspage'])} for Jira` : `${first} ${last}`;
    // The sandbox user (the first) signs in with its e-mail, so it never hides it.
    const hidesEmail = index > 0 && (type === 'app' || random() < 0.2);
    users.push({
      accountId: accountId(random, type),
      accountType: type,
      displayName,
      ...(hidesEmail ? {} : { emailAddress: `${first}.${last}${index}@example.com`.toLowerCase() }),
      active: index === 0 || random() > 0.15,
      // The sandbox user is far ahead of UTC, so JQL dates read in its zone differ from UTC ones.
      timeZone: index === 0 ? 'Australia/Sydney' : pick(random, timeZones),
      locale: pick(random, ['en_US', 'en_GB', 'de_DE', 'fr_FR']),
    });
  }
  return users;
}

export function adfParagraphs(...paragraphs: unknown[][]): AdfDocument {
  return { type: 'doc', version: 1, content: paragraphs.map((content) => ({ type: 'paragraph', content })) };
}

function description(random: () => number, mentioned: EmulatedUser): AdfDocument {
  return {
    type: 'doc',
    version: 1,
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Noticed by ' },
          { type: 'mention', attrs: { id: mentioned.accountId, text: `@${mentioned.displayName}` } },
          { type: 'text', text: ` on ${pick(random, ['staging', 'production', 'a customer site'])}.` },
        ],
      },
      {
        type: 'bulletList',
        content: ['Reproduce it', 'Find the cause', 'Ship the fix'].map((step) => ({
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: step }] }],
        })),
      },
    ],
  };
}

/** Every other issue of a project with components is filed under one of them, in turn. */
function componentsOf(components: EmulatedComponent[], projectId: string, index: number): string[] {
  const own = components.filter((component) => component.projectId === projectId);
  return own.length === 0 || index % 2 === 1 ? [] : [own[(index >> 1) % own.length]!.id];
}

const attachmentShapes = [
  { filename: 'screenshot.png', mimeType: 'image/png', size: 184_203 },
  { filename: 'server.log', mimeType: 'text/plain', size: 12_877 },
  { filename: 'design-spec.pdf', mimeType: 'application/pdf', size: 402_119 },
  { filename: 'export.csv', mimeType: 'text/csv', size: 3_391 },
] as const;

/**
 * Attachments of every third issue (two on every sixth), by the issue's reporter an hour after the
 * issue was filed. Without the random stream, so adding them left every other record as it was.
 */
function seedAttachments(issues: EmulatedIssue[]): EmulatedAttachment[] {
  const attachments: EmulatedAttachment[] = [];
  for (const [index, issue] of issues.entries()) {
    if (index % 3 !== 0) continue;
    for (let count = 0; count < (index % 6 === 0 ? 2 : 1); count += 1) {
      const shape = attachmentShapes[(index / 3 + count) % attachmentShapes.length]!;
      const id = String(10000 + attachments.length);
      attachments.push({
        id,
        issueId: issue.id,
        ...shape,
        authorId: issue.reporterId ?? issue.creatorId,
        created: new Date(Date.parse(issue.created) + 3_600_000 * (count + 1)).toISOString(),
        mediaId: `5f0e1c2a-${id.padStart(4, '0').slice(-4)}-4a6b-9c1d-${issue.id.padStart(12, '0')}`,
      });
    }
  }
  return attachments;
}

function day(instant: string): string {
  return instant.slice(0, 10);
}

/** The site for a seed: users, four projects, issue types, a five-status workflow, issues and their comments. */
export function seedSite(options: SeedOptions): EmulatedSite {
  const random = seededRandom(options.seed);
  const users = seedUsers(random, Math.max(2, options.usersCount));
  const people = users.filter((user) => user.accountType === 'atlassian' && user.active);
  const sandboxUser = users[0]!;
  const projects = projectTemplates.map((template, index) => ({ ...template, id: String(10000 + index), leadAccountId: pick(random, people).accountId }));
  const teamManaged = projects.find((project) => project.simplified)!;
  const issueTypes: EmulatedIssueType[] = [
    ...companyIssueTypes,
    { id: '10010', name: 'Request', description: 'A request from a colleague.', subtask: false, hierarchyLevel: 0, projectId: teamManaged.id },
    { id: '10011', name: 'Onboarding', description: '', subtask: false, hierarchyLevel: 0, projectId: teamManaged.id },
  ];

  // Without the random stream, so adding components left every other seeded record as it was.
  const components: EmulatedComponent[] = projects.flatMap((project) =>
    (componentNames[project.key] ?? []).map(([name, description]) => ({
      id: '',
      projectId: project.id,
      name,
      description,
      leadAccountId: project.leadAccountId,
    })),
  );
  components.forEach((component, index) => {
    component.id = String(10000 + index);
  });

  const issues: EmulatedIssue[] = [];
  const comments: EmulatedComment[] = [];
  const issueCounters = new Map<string, number>();
  let commentId = 10000;
  for (let index = 0; index < options.issuesCount; index += 1) {
    const project = projects[index % projects.length]!;
    const number = (issueCounters.get(project.id) ?? 0) + 1;
    issueCounters.set(project.id, number);
    const types = issueTypes.filter((type) => (project.simplified ? type.projectId === project.id : type.projectId === undefined && !type.subtask));
    const earlier = issues.filter((issue) => issue.projectId === project.id);
    const parent = !project.simplified && earlier.length > 2 && random() < 0.2 ? pick(random, earlier.slice(0, 3)) : null;
    const issueType = parent ? issueTypes.find((type) => type.subtask)! : pick(random, types);
    const status = pick(random, seededStatuses);
    const created = seededTimestamp(index * 5);
    const updated = seededTimestamp(index * 5 + 1 + Math.floor(random() * 400));
    const reporter = pick(random, people);
    issues.push({
      id: String(10000 + index),
      key: `${project.key}-${number}`,
      projectId: project.id,
      summary: `${pick(random, verbs)} ${pick(random, subjects)}`,
      description: random() < 0.15 ? null : description(random, pick(random, people)),
      statusId: status.id,
      priorityId: random() < 0.05 ? null : pick(random, seededPriorities).id,
      issueTypeId: issueType.id,
      parentId: parent?.id ?? null,
      assigneeId: random() < 0.25 ? null : pick(random, people).accountId,
      reporterId: reporter.accountId,
      creatorId: reporter.accountId,
      labels: labelPool.filter(() => random() < 0.15),
      componentIds: componentsOf(components, project.id, index),
      duedate: random() < 0.3 ? day(seededTimestamp(index * 5 + 24 * 14)) : null,
      resolutiondate: status.category.key === 'done' ? updated : null,
      created,
      updated,
      customFields: {
        ...(random() < 0.6 ? { [STORY_POINTS_FIELD]: pick(random, [1, 2, 3, 5, 8, 13]) } : {}),
        ...(random() < 0.3
          ? { [ENVIRONMENT_DETAILS_FIELD]: adfParagraphs([{ type: 'text', text: pick(random, ['Chrome 124', 'iOS 17', 'Firefox ESR']) }]) }
          : {}),
      },
    });
    const commentCount = Math.floor(random() * 4);
    for (let commentIndex = 0; commentIndex < commentCount; commentIndex += 1) {
      const at = seededTimestamp(index * 5 + 2 + commentIndex);
      commentId += 1;
      comments.push({
        id: String(commentId),
        issueId: String(10000 + index),
        authorId: pick(random, people).accountId,
        body: adfParagraphs([{ type: 'text', text: pick(random, ['Looking into it.', 'Reproduced on staging.', 'Fix is in review.', 'Can we close this?']) }]),
        created: at,
        updated: at,
        visibility: random() < 0.15 ? { type: 'role', value: 'Administrators' } : null,
      });
    }
  }

  return {
    cloudId: `${hex(random, 8)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 12)}`,
    name: SANDBOX_SITE_NAME,
    siteUrl: `https://${SANDBOX_SITE_NAME}.atlassian.net`,
    sandboxUser,
    users,
    projects,
    issueTypes,
    components,
    statuses: seededStatuses,
    priorities: seededPriorities,
    issues,
    comments,
    attachments: seedAttachments(issues),
  };
}
