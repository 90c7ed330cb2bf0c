import {
  type AdfDocument,
  type EmulatedIssue,
  type EmulatedProject,
  type EmulatedSite,
  type EmulatedUser,
  ENVIRONMENT_DETAILS_FIELD,
  STORY_POINTS_FIELD,
} from './seed-data.js';

/**
 * Creating and editing issues as Jira checks them
 * (https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-issues/#api-rest-api-3-issue-post):
 * every rejected field gets its own message in `errors`, and nothing is written unless all pass.
 * `update` operations (`set`, `add`, `remove`) are accepted for labels, `set` for the rest.
 */

export type FieldChanges = Partial<Omit<EmulatedIssue, 'id' | 'key' | 'created' | 'creatorId'>>;

export interface WriteCheck {
  errors: Record<string, string>;
  changes: FieldChanges;
}

type Reference = { id?: unknown; key?: unknown; name?: unknown; accountId?: unknown };

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isAdfDocument(value: unknown): value is AdfDocument {
  return isObject(value) && value.type === 'doc' && value.version === 1 && Array.isArray(value.content);
}

const notAnAdfDocument = 'Operation value must be an Atlassian Document (see the Atlassian Document Format)';
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** `fields` plus the `set`/`add`/`remove` operations of `update`, as one map of new values. */
function mergeOperations(issue: EmulatedIssue | undefined, fields: Record<string, unknown>, update: unknown, errors: Record<string, string>) {
  const merged = { ...fields };
  if (!isObject(update)) return merged;
  for (const [field, operations] of Object.entries(update)) {
    if (!Array.isArray(operations)) {
      errors[field] = 'Field operations must be an array.';
      continue;
    }
    for (const operation of operations) {
      if (!isObject(operation)) continue;
      if ('set' in operation) merged[field] = operation.set;
      else if (field === 'labels' && ('add' in operation || 'remove' in operation)) {
        const current = (merged.labels as unknown[] | undefined) ?? [...(issue?.labels ?? [])];
        merged.labels = 'add' in operation ? [...current, operation.add] : current.filter((label) => label !== operation.remove);
      } else errors[field] = `Operation '${Object.keys(operation)[0]}' is not supported by the field '${field}'.`;
    }
  }
  return merged;
}

function findProject(site: EmulatedSite, value: unknown): EmulatedProject | undefined {
  if (!isObject(value)) return undefined;
  const reference = value as Reference;
  return site.projects.find((project) => project.id === String(reference.id ?? '') || project.key === String(reference.key ?? ''));
}

function findUser(site: EmulatedSite, value: unknown): EmulatedUser | undefined {
  return isObject(value) ? site.users.find((user) => user.accountId === (value as Reference).accountId) : undefined;
}

function byIdOrName<Record extends { id: string; name: string }>(records: Record[], value: unknown): Record | undefined {
  if (!isObject(value)) return undefined;
  const reference = value as Reference;
  return records.find((record) => record.id === String(reference.id ?? '') || record.name === reference.name);
}

/**
 * Checks the fields of a create (`issue` undefined) or an edit. A create needs a project, an
 * issue type the project offers, and a summary.
 */
export function checkIssueFields(site: EmulatedSite, issue: EmulatedIssue | undefined, body: unknown): WriteCheck {
  const errors: Record<string, string> = {};
  const changes: FieldChanges = {};
  const fields = mergeOperations(issue, isObject(body) && isObject(body.fields) ? body.fields : {}, isObject(body) ? body.update : undefined, errors);

  const project = issue ? site.projects.find((candidate) => candidate.id === issue.projectId) : findProject(site, fields.project);
  if (!issue) {
    if (!project) errors.project = 'Specify a valid project ID or key';
    else changes.projectId = project.id;
  } else if ('project' in fields) {
    errors.project = "Field 'project' cannot be set. It is not on the appropriate screen, or unknown.";
  }

  if (!issue) {
    if (!('summary' in fields)) errors.summary = 'You must specify a summary of the issue.';
    if (!('issuetype' in fields)) errors.issuetype = 'Specify an issue type';
  }
  for (const [field, value] of Object.entries(fields)) {
    switch (field) {
      case 'project':
        break;
      case 'summary':
        if (typeof value !== 'string' || value.trim() === '') errors.summary = 'You must specify a summary of the issue.';
        else if (value.length > 255) errors.summary = 'Summary must be less than 255 characters.';
        else changes.summary = value;
        break;
      case 'description':
        if (value !== null && !isAdfDocument(value)) errors.description = notAnAdfDocument;
        else changes.description = value;
        break;
      case 'issuetype': {
        const type = byIdOrName(site.issueTypes, value);
        const offered = type && project && (project.simplified ? type.projectId === project.id : type.projectId === undefined);
        if (!type || !offered) errors.issuetype = 'Specify a valid issue type';
        else changes.issueTypeId = type.id;
        break;
      }
      case 'priority': {
        const priority = value === null ? null : byIdOrName(site.priorities, value);
        if (priority === undefined) errors.priority = `Specify the Priority (id or name) in the string format`;
        else changes.priorityId = priority?.id ?? null;
        break;
      }
      case 'assignee': {
        const user = value === null ? null : findUser(site, value);
        if (user === undefined || (user && (!user.active || user.accountType === 'customer'))) {
          errors.assignee = `User '${isObject(value) ? String(value.accountId) : String(value)}' cannot be assigned issues.`;
        } else changes.assigneeId = user?.accountId ?? null;
        break;
      }
      case 'reporter': {
        const user = value === null ? null : findUser(site, value);
        if (user === undefined) errors.reporter = 'Specified reporter is not a user.';
        else changes.reporterId = user?.accountId ?? null;
        break;
      }
      case 'parent': {
        const reference = isObject(value) ? (value as Reference) : {};
        const parent = value === null ? null : site.issues.find((candidate) => candidate.id === String(reference.id ?? '') || candidate.key === reference.key);
        if (parent === undefined || (parent && issue && parent.id === issue.id)) errors.parent = 'Could not find issue by id or key.';
        else changes.parentId = parent?.id ?? null;
        break;
      }
      case 'labels':
        if (!Array.isArray(value) || value.some((label) => typeof label !== 'string')) errors.labels = 'Operation value must be an array of strings.';
        else if (value.some((label) => /\s/.test(label as string))) {
          errors.labels = `The label '${(value as string[]).find((label) => /\s/.test(label))}' contains spaces which is invalid.`;
        } else changes.labels = [...new Set(value as string[])];
        break;
      case 'components': {
        const wanted = Array.isArray(value) ? value : null;
        const found = wanted?.map((reference) =>
          byIdOrName(
            site.components.filter((component) => component.projectId === project?.id),
            reference,
          ),
        );
        if (!found || found.some((component) => component === undefined)) {
          errors.components = `Component name '${wanted?.map((reference) => (isObject(reference) ? String(reference.id ?? reference.name) : String(reference))).join(', ') ?? String(value)}' is not valid`;
        } else changes.componentIds = [...new Set(found.map((component) => component!.id))];
        break;
      }
      case 'duedate':
        if (value !== null && (typeof value !== 'string' || !datePattern.test(value) || Number.isNaN(Date.parse(value)))) {
          errors.duedate = `Error parsing date string: ${String(value)}`;
        } else changes.duedate = value;
        break;
      case STORY_POINTS_FIELD:
        if (value !== null && typeof value !== 'number') errors[field] = 'Operation value must be a number';
        else changes.customFields = { ...(changes.customFields ?? issue?.customFields), [field]: value };
        break;
      case ENVIRONMENT_DETAILS_FIELD:
        if (value !== null && !isAdfDocument(value)) errors[field] = notAnAdfDocument;
        else changes.customFields = { ...(changes.customFields ?? issue?.customFields), [field]: value };
        break;
      default:
        errors[field] = `Field '${field}' cannot be set. It is not on the appropriate screen, or unknown.`;
    }
  }

  const typeId = changes.issueTypeId ?? issue?.issueTypeId;
  const isSubtask = site.issueTypes.find((type) => type.id === typeId)?.subtask === true;
  if (isSubtask && !(changes.parentId ?? issue?.parentId) && !errors.issuetype) {
    errors.parent = 'Issue type is a sub-task but parent issue key or id not specified.';
  }
  return { errors, changes };
}

/** Creates the issue the checked changes describe, as its next key in the project. */
export function createIssue(site: EmulatedSite, changes: FieldChanges, creator: EmulatedUser, now: string): EmulatedIssue {
  const project = site.projects.find((candidate) => candidate.id === changes.projectId)!;
  const numbers = site.issues.filter((issue) => issue.projectId === project.id).map((issue) => Number(issue.key.split('-')[1]));
  const id = String(Math.max(9999, ...site.issues.map((issue) => Number(issue.id))) + 1);
  const issue: EmulatedIssue = {
    id,
    key: `${project.key}-${Math.max(0, ...numbers) + 1}`,
    projectId: project.id,
    summary: '',
    description: null,
    statusId: site.statuses[0]!.id,
    priorityId: site.priorities.find((priority) => priority.name === 'Medium')?.id ?? null,
    issueTypeId: '',
    parentId: null,
    assigneeId: null,
    reporterId: creator.accountId,
    creatorId: creator.accountId,
    labels: [],
    componentIds: [],
    duedate: null,
    resolutiondate: null,
    created: now,
    updated: now,
    customFields: {},
    ...changes,
  };
  site.issues.push(issue);
  return issue;
}
