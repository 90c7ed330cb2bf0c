import { pick, seededRandom, seededTimestamp } from '@openunified/connector-sdk/emulator';

/**
 * The org an emulator serves: records shaped as the Okta Management API serialises them (ids of
 * 20 characters with Okta's prefixes, ISO timestamps with milliseconds), minus `_links`, which
 * depend on the host a request came to.
 */

export interface EmulatedUser {
  id: string;
  status: string;
  created: string;
  activated: string | null;
  statusChanged: string | null;
  lastLogin: string | null;
  lastUpdated: string;
  passwordChanged: string | null;
  type: { id: string };
  profile: Record<string, unknown> & { login: string; email: string; firstName: string; lastName: string };
  credentials: { password?: Record<string, never>; provider: { type: string; name: string } };
}

export interface EmulatedGroup {
  id: string;
  created: string;
  lastUpdated: string;
  lastMembershipUpdated: string;
  objectClass: string[];
  type: 'OKTA_GROUP' | 'APP_GROUP' | 'BUILT_IN';
  profile: Record<string, unknown> & { name: string; description: string | null };
}

export interface EmulatedCustomRole {
  id: string;
  label: string;
  description: string;
  created: string;
  lastUpdated: string;
}

export interface EmulatedPolicy {
  id: string;
  type: string;
  name: string;
  description: string | null;
  status: 'ACTIVE' | 'INACTIVE';
  priority: number;
  system: boolean;
  created: string;
  lastUpdated: string;
  conditions: Record<string, unknown> | null;
  settings?: Record<string, unknown>;
}

export interface EmulatedDirectory {
  users: EmulatedUser[];
  groups: EmulatedGroup[];
  /** Group id -> ids of its member users. */
  memberships: Map<string, Set<string>>;
  customRoles: EmulatedCustomRole[];
  policies: EmulatedPolicy[];
  /** The administrator who created the sandbox API token: `GET /users/me`. */
  tokenOwnerId: string;
}

export interface DirectorySize {
  seed: number;
  userCount: number;
  /** Groups besides Everyone. */
  groupCount: number;
  customRoleCount: number;
}

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An Okta id: a three-character prefix (`00u` users, `00g` groups, `cr0` custom roles, ...) and 17 more characters. */
export function oktaId(prefix: string, random: () => number): string {
  let id = prefix;
  while (id.length < 20) id += base62[Math.floor(random() * base62.length)];
  return id;
}

const firstNames = ['Alice', 'Bruno', 'Chen', 'Dana', 'Emeka', 'Farah', 'Gustav', 'Hana', 'Ivan', 'Jade', 'Kofi', 'Lena', 'Mateo', 'Nadia', 'Omar', 'Priya'];
const lastNames = ['Andersen', 'Bianchi', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Huang', 'Ito', 'Jensen', 'Kowalski', 'Larsen', 'Moreau', 'Novak'];
const departments = ['Engineering', 'Sales', 'Marketing', 'Finance', 'Support', 'People', 'Legal', 'Design', 'Product', 'Security', 'Operations'];
const titles = ['Engineer', 'Manager', 'Analyst', 'Specialist', 'Director', 'Coordinator'];
/** Every status appears early, so even a small org shows the whole lifecycle. */
const lifecycle = ['STAGED', 'PROVISIONED', 'RECOVERY', 'PASSWORD_EXPIRED', 'LOCKED_OUT', 'SUSPENDED', 'DEPROVISIONED'];
const customRoleNames = [
  ['UserCreator', 'Create users'],
  ['GroupMembershipManager', 'Manage group membership'],
  ['HelpDeskLite', 'Reset passwords of non-administrators'],
  ['AppAssignmentManager', 'Assign apps to users and groups'],
  ['AuditReader', 'Read the system log'],
  ['DeviceManager', 'Manage registered devices'],
];
const userTypeId = 'oty1a2b3c4d5e6f7g8h9';
const base = Date.UTC(2023, 0, 2);

function seedUsers(random: () => number, count: number): EmulatedUser[] {
  const users: EmulatedUser[] = [];
  const logins = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    const firstName = index === 0 ? 'Sandbox' : pick(random, firstNames);
    const lastName = index === 0 ? 'Admin' : pick(random, lastNames);
    let login = `${firstName}.${lastName}`.toLowerCase();
    if (logins.has(login)) login = `${login}${index}`;
    logins.add(login);
    const status = index === 0 ? 'ACTIVE' : (lifecycle[index - 1] ?? (random() < 0.85 ? 'ACTIVE' : pick(random, lifecycle)));
    const created = seededTimestamp(index * 7, base);
    const activated = status === 'STAGED' ? null : seededTimestamp(index * 7 + 1, base);
    const signsIn = status !== 'STAGED' && status !== 'PROVISIONED';
    users.push({
      id: oktaId('00u', random),
      status,
      created,
      activated,
      statusChanged: activated,
      lastLogin: signsIn ? seededTimestamp(index * 7 + 200 + Math.floor(random() * 500), base) : null,
      lastUpdated: seededTimestamp(index * 7 + 100 + Math.floor(random() * 4000), base),
      passwordChanged: signsIn ? seededTimestamp(index * 7 + 2, base) : null,
      type: { id: userTypeId },
      profile: {
        firstName,
        lastName,
        displayName: random() < 0.3 ? `${firstName} ${lastName[0]}.` : null,
        login: `${login}@sandbox.example`,
        email: `${login}@sandbox.example`,
        secondEmail: null,
        mobilePhone: random() < 0.5 ? `+1 555 01${String(index).padStart(2, '0')}` : null,
        department: pick(random, departments),
        title: pick(random, titles),
        employeeNumber: String(1000 + index),
      },
      credentials: { ...(signsIn && { password: {} }), provider: { type: 'OKTA', name: 'OKTA' } },
    });
  }
  return users;
}

function seedGroups(random: () => number, count: number, users: readonly EmulatedUser[]) {
  const groups: EmulatedGroup[] = [];
  const memberships = new Map<string, Set<string>>();
  const addGroup = (group: Omit<EmulatedGroup, 'id' | 'created' | 'lastUpdated' | 'lastMembershipUpdated'>, memberIds: Iterable<string>) => {
    const index = groups.length;
    const id = oktaId('00g', random);
    groups.push({
      id,
      created: seededTimestamp(index * 11, base),
      lastUpdated: seededTimestamp(index * 11 + 50 + Math.floor(random() * 3000), base),
      lastMembershipUpdated: seededTimestamp(index * 11 + 50 + Math.floor(random() * 6000), base),
      ...group,
    });
    memberships.set(id, new Set(memberIds));
  };

  addGroup(
    { type: 'BUILT_IN', objectClass: ['okta:user_group'], profile: { name: 'Everyone', description: 'All users in your organization' } },
    users.map((user) => user.id),
  );
  for (let index = 0; index < count; index += 1) {
    const members = users.filter(() => random() < 0.3).map((user) => user.id);
    if (index % 5 === 4) {
      const name = `AD ${pick(random, departments)} ${index}`;
      addGroup(
        {
          type: 'APP_GROUP',
          objectClass: ['okta:windows_security_principal'],
          profile: {
            name,
            description: `Imported from Active Directory`,
            samAccountName: name.replace(/\s+/g, '_'),
            windowsDomainQualifiedName: `SANDBOX\\${name}`,
          },
        },
        members,
      );
    } else {
      const department = departments[index % departments.length]!;
      const name = index < departments.length ? department : `${department} ${index}`;
      addGroup({ type: 'OKTA_GROUP', objectClass: ['okta:user_group'], profile: { name, description: random() < 0.8 ? `The ${name} team` : null } }, members);
    }
  }
  return { groups, memberships };
}

function seedCustomRoles(random: () => number, count: number): EmulatedCustomRole[] {
  return Array.from({ length: count }, (_, index) => {
    const [label, description] = customRoleNames[index % customRoleNames.length]!;
    return {
      id: oktaId('cr0', random),
      label: index < customRoleNames.length ? label! : `${label}${index}`,
      description: description!,
      created: seededTimestamp(index * 13, base),
      lastUpdated: seededTimestamp(index * 13 + 500 + Math.floor(random() * 3000), base),
    };
  });
}

const everyoneCondition = (everyoneId: string) => ({ people: { groups: { include: [everyoneId] } } });

const passwordSettings = (minLength: number) => ({
  password: {
    complexity: { minLength, minLowerCase: 1, minUpperCase: 1, minNumber: 1, minSymbol: 0, excludeUsername: true },
    age: { maxAgeDays: 0, expireWarnDays: 0, minAgeMinutes: 0, historyCount: 4 },
    lockout: { maxAttempts: 10, autoUnlockMinutes: 0, showLockoutFailures: false },
  },
});

function seedPolicies(random: () => number, everyoneId: string): EmulatedPolicy[] {
  const definitions: Array<[type: string, prefix: string, names: string[]]> = [
    ['OKTA_SIGN_ON', '00p', ['Default Policy', 'Contractors sign-on']],
    ['PASSWORD', '00p', ['Default Policy', 'Administrators password', 'Service accounts password']],
    ['MFA_ENROLL', '00p', ['Default Policy', 'Phishing-resistant enrollment']],
    ['ACCESS_POLICY', 'rst', ['Default Policy', 'Any two factors', 'One factor access', 'Okta Dashboard']],
    ['PROFILE_ENROLLMENT', 'rst', ['Default Policy']],
    ['IDP_DISCOVERY', '00p', ['Idp Discovery Policy']],
    ['POST_AUTH_SESSION', 'rst', ['Session protection']],
    ['ENTITY_RISK', 'rst', ['Entity risk policy']],
  ];
  const policies: EmulatedPolicy[] = [];
  for (const [type, prefix, names] of definitions) {
    names.forEach((name, index) => {
      const system = name === 'Default Policy' || type === 'IDP_DISCOVERY' || type === 'ENTITY_RISK' || type === 'POST_AUTH_SESSION';
      const order = policies.length;
      policies.push({
        id: oktaId(prefix, random),
        type,
        name,
        description: system ? `The default ${type.toLowerCase().replace(/_/g, ' ')} policy` : `${name} for the sandbox org`,
        // Okta evaluates custom policies before the system one, which always comes last.
        priority: system ? names.length : index,
        system,
        status: !system && random() < 0.25 ? 'INACTIVE' : 'ACTIVE',
        created: seededTimestamp(order * 17, base),
        lastUpdated: seededTimestamp(order * 17 + 300 + Math.floor(random() * 5000), base),
        conditions: type === 'IDP_DISCOVERY' ? null : everyoneCondition(everyoneId),
        ...(type === 'PASSWORD' && { settings: passwordSettings(8 + index * 4) }),
      });
    });
  }
  return policies;
}

/** The same seed and size always give the same org. */
export function seedDirectory(size: DirectorySize): EmulatedDirectory {
  const random = seededRandom(size.seed);
  const users = seedUsers(random, Math.max(1, size.userCount));
  const { groups, memberships } = seedGroups(random, size.groupCount, users);
  return {
    users,
    groups,
    memberships,
    customRoles: seedCustomRoles(random, size.customRoleCount),
    policies: seedPolicies(random, groups[0]!.id),
    tokenOwnerId: users[0]!.id,
  };
}
