import type { EmulatorRequest, EmulatorResponse, EmulatorRoute } from '@openunified/connector-sdk/emulator';
import type { EmulatorState } from './emulator-state.js';
import { expressionPredicate } from './expression-query.js';
import { linkHeader, notFound, oktaError, pageAfter, readLimit } from './okta-responses.js';
import type { EmulatedDirectory, EmulatedUser } from './seed-directory.js';
import { serializeGroup, serializeUser } from './serialize.js';

const API = '/api/v1';
/** `GET /users` answers 200 users a page by default, and no more. */
const USERS_LIMIT = 200;
/** Attributes `filter` accepts on users; `search` accepts any. */
const userFilterAttributes = new Set(['status', 'lastUpdated', 'id', 'profile.login', 'profile.email', 'profile.firstName', 'profile.lastName']);
/** Profile attributes every user must have, as Okta's default user schema requires. */
const requiredProfileAttributes = ['login', 'email', 'firstName', 'lastName'] as const;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Okta looks a user up by id, login, or login shortname when unambiguous; `me` is the token's owner. */
export function findUser(directory: EmulatedDirectory, idOrLogin: string): EmulatedUser | undefined {
  const key = idOrLogin === 'me' ? directory.tokenOwnerId : idOrLogin;
  const byId = directory.users.find((user) => user.id === key);
  if (byId) return byId;
  const lower = key.toLowerCase();
  const byLogin = directory.users.filter((user) => user.profile.login.toLowerCase() === lower);
  if (byLogin.length === 1) return byLogin[0];
  const byShortname = directory.users.filter((user) => user.profile.login.toLowerCase().split('@')[0] === lower);
  return byShortname.length === 1 ? byShortname[0] : undefined;
}

function listUsers(state: EmulatorState, request: EmulatorRequest): EmulatorResponse {
  const predicate = expressionPredicate(request, userFilterAttributes);
  if (predicate !== undefined && typeof predicate !== 'function') return predicate;
  const q = request.query.get('q')?.toLowerCase();
  const limit = readLimit(request, q ? 10 : USERS_LIMIT, USERS_LIMIT);
  if (typeof limit !== 'number') return limit;

  let users: EmulatedUser[];
  if (predicate) users = state.directory.users.filter((user) => predicate(user as unknown as Record<string, unknown>));
  // Without search or filter, Okta leaves DEPROVISIONED users out.
  else users = state.directory.users.filter((user) => user.status !== 'DEPROVISIONED');
  if (q) {
    users = users.filter((user) => [user.profile.firstName, user.profile.lastName, user.profile.email].some((value) => value.toLowerCase().startsWith(q)));
  }
  const { page, nextAfter } = pageAfter(users, request.query.get('after'), limit);
  // `q` does not page: its answer is the first `limit` matches.
  return { headers: linkHeader(request, q ? undefined : nextAfter), body: page.map((user) => serializeUser(user, request)) };
}

/** The refusals Okta's default user schema makes of a profile, one cause per field. */
function profileProblems(directory: EmulatedDirectory, profile: Record<string, unknown>, userId?: string): string[] {
  const problems: string[] = [];
  for (const attribute of requiredProfileAttributes) {
    const value = profile[attribute];
    if (typeof value !== 'string' || value.trim() === '') problems.push(`${attribute}: The field cannot be left blank`);
  }
  if (typeof profile.email === 'string' && profile.email.trim() !== '' && !emailPattern.test(profile.email)) {
    problems.push('email: Does not match required pattern');
  }
  if (typeof profile.login === 'string' && profile.login.trim() !== '') {
    const login = profile.login.toLowerCase();
    if (!emailPattern.test(login)) problems.push('login: Username must be in the form of an email address');
    else if (directory.users.some((user) => user.id !== userId && user.profile.login.toLowerCase() === login)) {
      problems.push('login: An object with this field already exists in the current organization');
    }
  }
  return problems;
}

function validationFailure(problems: readonly string[]): EmulatorResponse {
  const field = problems[0]!.split(':')[0];
  return oktaError(400, `Api validation failed: ${field}`, problems);
}

/** The `profile` of a create or update body, or Okta's 400 for a body without one. */
function profileOf(body: unknown): { profile: Record<string, unknown> } | { refusal: EmulatorResponse } {
  const profile = (body as { profile?: unknown } | null)?.profile;
  if (typeof profile !== 'object' || profile === null || Array.isArray(profile)) {
    return { refusal: oktaError(400, 'The request body was not well-formed.', [], 'E0000003') };
  }
  return { profile: profile as Record<string, unknown> };
}

function createUser(state: EmulatorState, request: EmulatorRequest): EmulatorResponse {
  const read = profileOf(request.body);
  if ('refusal' in read) return read.refusal;
  const { profile } = read;
  const problems = profileProblems(state.directory, profile);
  if (problems.length > 0) return validationFailure(problems);

  // activate defaults to true; without a password the activated user awaits its first sign-in.
  const activate = request.query.get('activate') !== 'false';
  const now = state.now();
  const user: EmulatedUser = {
    id: state.nextId('00u'),
    status: activate ? 'PROVISIONED' : 'STAGED',
    created: now,
    activated: activate ? now : null,
    statusChanged: activate ? now : null,
    lastLogin: null,
    lastUpdated: now,
    passwordChanged: null,
    type: { id: state.directory.users[0]!.type.id },
    profile: profile as EmulatedUser['profile'],
    credentials: { provider: { type: 'OKTA', name: 'OKTA' } },
  };
  state.directory.users.push(user);
  // Every user joins Everyone.
  const everyone = state.directory.groups[0]!;
  state.directory.memberships.get(everyone.id)?.add(user.id);
  everyone.lastMembershipUpdated = now;
  return { body: serializeUser(user, request) };
}

function updateUser(state: EmulatorState, request: EmulatorRequest): EmulatorResponse {
  const user = findUser(state.directory, request.params.id ?? '');
  if (!user) return notFound(request.params.id ?? '', 'User');
  const read = profileOf(request.body);
  if ('refusal' in read) return read.refusal;
  const profile = { ...user.profile, ...read.profile };
  const problems = profileProblems(state.directory, profile, user.id);
  if (problems.length > 0) return validationFailure(problems);
  user.profile = profile as EmulatedUser['profile'];
  user.lastUpdated = state.now();
  return { body: serializeUser(user, request) };
}

/**
 * `DELETE /users/{id}`: a user not yet DEPROVISIONED is deactivated (and stays listed); a
 * DEPROVISIONED one is deleted for good, with its group memberships. Both answer 204.
 */
function deleteUser(state: EmulatorState, user: EmulatedUser, request: EmulatorRequest): EmulatorResponse {
  const sendEmail = request.query.get('sendEmail');
  if (sendEmail !== null && sendEmail !== 'true' && sendEmail !== 'false') {
    return oktaError(400, 'Api validation failed: sendEmail', ['sendEmail: must be true or false']);
  }
  const now = state.now();
  if (user.status !== 'DEPROVISIONED') {
    user.status = 'DEPROVISIONED';
    user.statusChanged = now;
    user.lastUpdated = now;
    return { status: 204 };
  }
  state.directory.users.splice(state.directory.users.indexOf(user), 1);
  for (const [groupId, members] of state.directory.memberships) {
    if (!members.delete(user.id)) continue;
    const group = state.directory.groups.find((candidate) => candidate.id === groupId);
    if (group) group.lastMembershipUpdated = now;
  }
  return { status: 204 };
}

export function userRoutes(state: EmulatorState): EmulatorRoute[] {
  const withUser = (handle: (user: EmulatedUser, request: EmulatorRequest) => EmulatorResponse) => (request: EmulatorRequest) => {
    const user = findUser(state.directory, request.params.id ?? '');
    return user ? handle(user, request) : notFound(request.params.id ?? '', 'User');
  };
  return [
    { method: 'GET', pattern: `${API}/users`, handle: (request) => listUsers(state, request) },
    { method: 'POST', pattern: `${API}/users`, handle: (request) => createUser(state, request) },
    { method: 'GET', pattern: `${API}/users/:id`, handle: withUser((user, request) => ({ body: serializeUser(user, request) })) },
    { method: 'POST', pattern: `${API}/users/:id`, handle: (request) => updateUser(state, request) },
    { method: 'DELETE', pattern: `${API}/users/:id`, handle: withUser((user, request) => deleteUser(state, user, request)) },
    {
      method: 'GET',
      pattern: `${API}/users/:id/groups`,
      handle: withUser((user, request) => {
        const groups = state.directory.groups.filter((group) => state.directory.memberships.get(group.id)?.has(user.id));
        return { body: groups.map((group) => serializeGroup(group, request)) };
      }),
    },
  ];
}
