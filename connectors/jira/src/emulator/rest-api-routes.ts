import {
  cursorPage,
  type EmulatorRequest,
  type EmulatorResponse,
  type EmulatorRoute,
  isPagingParameterError,
  offsetPage,
  pageUrl,
  readIntegerParameter,
} from '@openunified/connector-sdk/emulator';
import { checkIssueFields, createIssue, isAdfDocument, isObject } from './issue-writes.js';
import { fieldErrors, issueNotFound, jiraError } from './jira-errors.js';
import { commentJson, componentJson, fieldSelector, issueJson, issueTypeJson, type JsonContext, projectJson, statusJson, userJson } from './jira-json.js';
import { JqlError } from './jql-parser.js';
import { searchIssues } from './jql-search.js';
import { attachmentBytes, type MediaHost } from './media-host.js';
import type { RateLimitWindow } from './rate-limit.js';
import type { EmulatedIssue, EmulatedProject, EmulatedSite } from './seed-data.js';

/**
 * Jira Cloud REST API v3 (https://developer.atlassian.com/cloud/jira/platform/rest/v3/intro/)
 * over the emulated site: the routes the connector uses, each mounted on the site
 * (`/rest/api/3/...`, API tokens) and behind Atlassian's gateway
 * (`/ex/jira/{cloudId}/rest/api/3/...`, OAuth 2.0). Every answer counts against the rate limit.
 */

export const SITE_API_PREFIX = '/rest/api/3';
export const GATEWAY_API_PREFIX = '/ex/jira/:cloudId/rest/api/3';
export const GATEWAY_ORIGIN = 'https://api.atlassian.com';

type Handler = (request: EmulatorRequest, context: JsonContext) => EmulatorResponse;

function findIssue(site: EmulatedSite, idOrKey: string | undefined): EmulatedIssue | undefined {
  return site.issues.find((issue) => issue.id === idOrKey || issue.key === idOrKey?.toUpperCase());
}

function findProject(site: EmulatedSite, idOrKey: string | undefined): EmulatedProject | undefined {
  return site.projects.find((project) => project.id === idOrKey || project.key === idOrKey?.toUpperCase());
}

const projectNotFound = (idOrKey: string | undefined) => jiraError(404, `No project could be found with key '${idOrKey ?? ''}'.`);

/** The transition that leads to each status: Jira's simplified workflows let any status move to any other. */
const transitionId = (statusIndex: number) => String((statusIndex + 1) * 10 + 1);

export interface RestApiOptions {
  site: EmulatedSite;
  rateLimit: RateLimitWindow;
  media: MediaHost;
}

export function restApiRoutes({ site, rateLimit, media }: RestApiOptions): EmulatorRoute[] {
  const viewer = site.sandboxUser;
  const now = () => new Date().toISOString();

  const search = (request: EmulatorRequest, context: JsonContext, parameters: URLSearchParams): EmulatorResponse => {
    const fields = parameters.getAll('fields').join(',');
    const wanted = fieldSelector(fields, 'none');
    const limit = readIntegerParameter({ ...request, query: parameters }, 'maxResults', { defaultValue: 50, min: 1, max: 5000, aboveMax: 'clamp' });
    const issues = searchIssues(site, parameters.get('jql') ?? '', viewer);
    // Jira returns fewer issues per page when each carries many fields.
    const page = cursorPage({ ...request, query: parameters }, issues, {
      limit: fields === '' || fields === 'id' || fields === 'key' ? limit : Math.min(limit, 100),
      cursorParameter: 'nextPageToken',
      boundTo: ['jql'],
    });
    return {
      body: {
        issues: page.items.map((issue) => issueJson(context, issue, wanted)),
        ...(page.nextCursor ? { nextPageToken: page.nextCursor } : {}),
        isLast: page.nextCursor === undefined,
      },
    };
  };

  const editIssue = (request: EmulatorRequest): EmulatorResponse => {
    const issue = findIssue(site, request.params.issueIdOrKey);
    if (!issue) return issueNotFound();
    if (!isObject(request.body)) return jiraError(400, 'Can not deserialize the request body: a JSON object is expected.');
    const { errors, changes } = checkIssueFields(site, issue, request.body);
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    Object.assign(issue, changes, { updated: now() });
    return { status: 204 };
  };

  const transition = (request: EmulatorRequest): EmulatorResponse => {
    const issue = findIssue(site, request.params.issueIdOrKey);
    if (!issue) return issueNotFound();
    const requested = isObject(request.body) && isObject(request.body.transition) ? String(request.body.transition.id ?? '') : '';
    if (requested === '') return jiraError(400, "Missing 'transition' identifier");
    const target = site.statuses.find((status, index) => transitionId(index) === requested && status.id !== issue.statusId);
    if (!target) return jiraError(400, `Transition id '${requested}' is not valid for this issue.`);
    const at = now();
    Object.assign(issue, { statusId: target.id, updated: at, resolutiondate: target.category.key === 'done' ? at : null });
    return { status: 204 };
  };

  const handlers: { method: EmulatorRoute['method']; path: string; handle: Handler }[] = [
    { method: 'GET', path: '/myself', handle: (_request, context) => ({ body: userJson(context, viewer) }) },
    { method: 'GET', path: '/search/jql', handle: (request, context) => search(request, context, request.query) },
    {
      method: 'POST',
      path: '/search/jql',
      handle: (request, context) => {
        const body = isObject(request.body) ? request.body : {};
        const parameters = new URLSearchParams();
        for (const name of ['jql', 'nextPageToken', 'maxResults'])
          if (body[name] !== undefined && body[name] !== null) parameters.set(name, String(body[name]));
        if (Array.isArray(body.fields)) parameters.set('fields', body.fields.join(','));
        return search(request, context, parameters);
      },
    },
    {
      method: 'GET',
      path: '/issue/:issueIdOrKey',
      handle: (request, context) => {
        const issue = findIssue(site, request.params.issueIdOrKey);
        return issue ? { body: issueJson(context, issue, fieldSelector(request.query.getAll('fields').join(','), 'all')) } : issueNotFound();
      },
    },
    {
      method: 'POST',
      path: '/issue',
      handle: (request, context) => {
        if (!isObject(request.body)) return jiraError(400, 'Can not deserialize the request body: a JSON object is expected.');
        const { errors, changes } = checkIssueFields(site, undefined, request.body);
        if (Object.keys(errors).length > 0) return fieldErrors(errors);
        const issue = createIssue(site, changes, viewer, now());
        return { status: 201, body: { id: issue.id, key: issue.key, self: `${context.api}/issue/${issue.id}` } };
      },
    },
    { method: 'PUT', path: '/issue/:issueIdOrKey', handle: editIssue },
    {
      method: 'GET',
      path: '/issue/:issueIdOrKey/transitions',
      handle: (request, context) => {
        const issue = findIssue(site, request.params.issueIdOrKey);
        if (!issue) return issueNotFound();
        const transitions = site.statuses.flatMap((status, index) =>
          status.id === issue.statusId
            ? []
            : [
                {
                  id: transitionId(index),
                  name: status.name,
                  to: statusJson(context, status),
                  hasScreen: false,
                  isGlobal: true,
                  isInitial: false,
                  isAvailable: true,
                  isConditional: false,
                  isLooped: false,
                },
              ],
        );
        return { body: { expand: 'transitions', transitions } };
      },
    },
    { method: 'POST', path: '/issue/:issueIdOrKey/transitions', handle: transition },
    {
      method: 'GET',
      path: '/issue/:issueIdOrKey/comment',
      handle: (request, context) => {
        const issue = findIssue(site, request.params.issueIdOrKey);
        if (!issue) return issueNotFound();
        const orderBy = request.query.get('orderBy') ?? 'created';
        if (!['created', '+created', '-created'].includes(orderBy)) return jiraError(400, `Invalid orderBy: ${orderBy}. Only 'created' is supported.`);
        const comments = site.comments
          .filter((comment) => comment.issueId === issue.id)
          .sort((left, right) => left.created.localeCompare(right.created) || Number(left.id) - Number(right.id));
        if (orderBy === '-created') comments.reverse();
        const startAt = readIntegerParameter(request, 'startAt', { defaultValue: 0 });
        const maxResults = readIntegerParameter(request, 'maxResults', { defaultValue: 100, min: 1, max: 5000, aboveMax: 'clamp' });
        const page = offsetPage(comments, startAt, maxResults);
        return { body: { startAt, maxResults, total: page.total, comments: page.items.map((comment) => commentJson(context, comment)) } };
      },
    },
    {
      method: 'GET',
      path: '/issue/:issueIdOrKey/comment/:commentId',
      handle: (request, context) => {
        const issue = findIssue(site, request.params.issueIdOrKey);
        if (!issue) return issueNotFound();
        const comment = site.comments.find((candidate) => candidate.id === request.params.commentId && candidate.issueId === issue.id);
        return comment ? { body: commentJson(context, comment) } : jiraError(404, `Can not find a comment for the id: ${request.params.commentId}.`);
      },
    },
    {
      method: 'POST',
      path: '/issue/:issueIdOrKey/comment',
      handle: (request, context) => {
        const issue = findIssue(site, request.params.issueIdOrKey);
        if (!issue) return issueNotFound();
        const body = isObject(request.body) ? request.body : {};
        if (!isAdfDocument(body.body) || body.body.content.length === 0) return fieldErrors({ comment: 'Comment body can not be empty!' });
        const visibility = isObject(body.visibility) ? body.visibility : null;
        if (visibility && (!['role', 'group'].includes(String(visibility.type)) || typeof visibility.value !== 'string')) {
          return fieldErrors({ commentLevel: 'You are currently not a member of the project role or group the comment is restricted to.' });
        }
        const at = now();
        const comment = {
          id: String(Math.max(10000, ...site.comments.map((existing) => Number(existing.id))) + 1),
          issueId: issue.id,
          authorId: viewer.accountId,
          body: body.body,
          created: at,
          updated: at,
          visibility: visibility ? { type: visibility.type as 'role' | 'group', value: visibility.value as string } : null,
        };
        site.comments.push(comment);
        issue.updated = at;
        return { status: 201, body: commentJson(context, comment) };
      },
    },
    {
      method: 'GET',
      path: '/attachment/content/:attachmentId',
      handle: (request) => {
        const attachment = site.attachments.find((candidate) => candidate.id === request.params.attachmentId);
        if (!attachment) return jiraError(404, `The attachment with id '${request.params.attachmentId}' does not exist`);
        // redirect=false: Jira streams the file itself, for clients that cannot follow redirects.
        return request.query.get('redirect') === 'false' ? attachmentBytes(attachment, true) : media.redirectTo(attachment);
      },
    },
    {
      method: 'GET',
      path: '/users/search',
      handle: (request, context) => {
        const startAt = readIntegerParameter(request, 'startAt', { defaultValue: 0 });
        const maxResults = readIntegerParameter(request, 'maxResults', { defaultValue: 50, min: 1, max: 1000, aboveMax: 'clamp' });
        return { body: offsetPage(site.users, startAt, maxResults).items.map((user) => userJson(context, user)) };
      },
    },
    {
      method: 'GET',
      path: '/user',
      handle: (request, context) => {
        const accountId = request.query.get('accountId');
        if (!accountId) return jiraError(400, "The 'accountId' query parameter needs to be provided.");
        const user = site.users.find((candidate) => candidate.accountId === accountId);
        return user ? { body: userJson(context, user) } : jiraError(404, 'Specified user does not exist or you do not have required permissions');
      },
    },
    {
      method: 'GET',
      path: '/project/search',
      handle: (request, context) => {
        const startAt = readIntegerParameter(request, 'startAt', { defaultValue: 0 });
        const maxResults = readIntegerParameter(request, 'maxResults', { defaultValue: 50, min: 1, max: 100, aboveMax: 'clamp' });
        const query = request.query.get('query')?.toLowerCase() ?? '';
        const orderBy = (request.query.get('orderBy') ?? 'key').replace(/^\+/, '');
        const field = orderBy.replace(/^-/, '') === 'name' ? 'name' : 'key';
        const projects = site.projects
          .filter((project) => project.key.toLowerCase().includes(query) || project.name.toLowerCase().includes(query))
          .sort((left, right) => left[field].localeCompare(right[field]) * (orderBy.startsWith('-') ? -1 : 1));
        const page = offsetPage(projects, startAt, maxResults);
        const expand = new Set((request.query.get('expand') ?? '').split(','));
        return {
          body: {
            self: pageUrl(request, {}),
            ...(page.nextOffset === undefined ? {} : { nextPage: pageUrl(request, { startAt: page.nextOffset }) }),
            maxResults,
            startAt,
            total: page.total,
            isLast: page.nextOffset === undefined,
            values: page.items.map((project) => projectJson(context, project, expand)),
          },
        };
      },
    },
    {
      method: 'GET',
      path: '/project/:projectIdOrKey',
      handle: (request, context) => {
        const project = findProject(site, request.params.projectIdOrKey);
        if (!project) return projectNotFound(request.params.projectIdOrKey);
        return { body: projectJson(context, project, new Set(['description', 'lead'])) };
      },
    },
    {
      method: 'GET',
      path: '/project/:projectIdOrKey/component',
      handle: (request, context) => {
        const project = findProject(site, request.params.projectIdOrKey);
        if (!project) return projectNotFound(request.params.projectIdOrKey);
        const startAt = readIntegerParameter(request, 'startAt', { defaultValue: 0 });
        const maxResults = readIntegerParameter(request, 'maxResults', { defaultValue: 50, min: 1, max: 50, aboveMax: 'clamp' });
        const orderBy = (request.query.get('orderBy') ?? 'name').replace(/^\+/, '');
        if (!['name', '-name', 'description', '-description'].includes(orderBy)) return jiraError(400, `Invalid orderBy: ${orderBy}.`);
        const field = orderBy.replace(/^-/, '') as 'name' | 'description';
        const query = request.query.get('query')?.toLowerCase() ?? '';
        const components = site.components
          .filter(
            (component) =>
              component.projectId === project.id && (component.name.toLowerCase().includes(query) || component.description.toLowerCase().includes(query)),
          )
          .sort((left, right) => (left[field].localeCompare(right[field]) || Number(left.id) - Number(right.id)) * (orderBy.startsWith('-') ? -1 : 1));
        const page = offsetPage(components, startAt, maxResults);
        return {
          body: {
            self: pageUrl(request, {}),
            ...(page.nextOffset === undefined ? {} : { nextPage: pageUrl(request, { startAt: page.nextOffset }) }),
            maxResults,
            startAt,
            total: page.total,
            isLast: page.nextOffset === undefined,
            values: page.items.map((component) => componentJson(context, component)),
          },
        };
      },
    },
    {
      method: 'GET',
      path: '/component/:componentId',
      handle: (request, context) => {
        const component = site.components.find((candidate) => candidate.id === request.params.componentId);
        return component ? { body: componentJson(context, component) } : jiraError(404, `The component with id ${request.params.componentId} does not exist.`);
      },
    },
    { method: 'GET', path: '/issuetype', handle: (_request, context) => ({ body: site.issueTypes.map((type) => issueTypeJson(context, type)) }) },
    {
      method: 'GET',
      path: '/issuetype/project',
      handle: (request, context) => {
        const projectId = request.query.get('projectId') ?? '';
        if (!/^\d+$/.test(projectId)) return jiraError(400, "The 'projectId' parameter must be a number.");
        const project = site.projects.find((candidate) => candidate.id === projectId);
        if (!project) return jiraError(404, `Project with id '${projectId}' not found.`);
        const types = site.issueTypes.filter((type) => (project.simplified ? type.projectId === project.id : type.projectId === undefined));
        return { body: types.map((type) => issueTypeJson(context, type)) };
      },
    },
    {
      method: 'GET',
      path: '/issuetype/:issueTypeId',
      handle: (request, context) => {
        const type = site.issueTypes.find((candidate) => candidate.id === request.params.issueTypeId);
        return type ? { body: issueTypeJson(context, type) } : jiraError(404, `The issue type with id '${request.params.issueTypeId}' does not exist.`);
      },
    },
  ];

  /** Counts the request, answers Jira's errors for bad paging parameters and JQL, and stamps the rate-limit headers. */
  const serve =
    (handle: Handler, api: (request: EmulatorRequest) => string) =>
    (request: EmulatorRequest): EmulatorResponse => {
      const budget = rateLimit.consume();
      if (budget.limited) return jiraError(429, 'Rate limit exceeded.', budget.headers);
      let response: EmulatorResponse;
      try {
        response = handle(request, { site, viewer, api: api(request) });
      } catch (error) {
        if (!(error instanceof JqlError) && !isPagingParameterError(error)) throw error;
        response = jiraError(400, error.message);
      }
      return { ...response, headers: { ...budget.headers, ...response.headers } };
    };

  const siteApi = () => `${site.siteUrl}${SITE_API_PREFIX}`;
  const gatewayApi = (request: EmulatorRequest) => `${GATEWAY_ORIGIN}/ex/jira/${request.params.cloudId}${SITE_API_PREFIX}`;
  return handlers.flatMap(({ method, path, handle }) => [
    { method, pattern: `${SITE_API_PREFIX}${path}`, handle: serve(handle, siteApi) },
    { method, pattern: `${GATEWAY_API_PREFIX}${path}`, handle: serve(handle, gatewayApi) },
  ]);
}
