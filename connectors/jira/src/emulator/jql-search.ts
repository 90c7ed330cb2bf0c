import { adfToPlainText } from '../adf/adf-to-plain-text.js';
import { JqlError, type JqlExpression, type JqlOperator, type JqlValue, parseJql } from './jql-parser.js';
import type { EmulatedIssue, EmulatedSite, EmulatedUser } from './seed-data.js';
import { zoneOffsetMinutes } from './time-zones.js';

/**
 * Runs a JQL query over the emulated site as Jira Cloud's enhanced search does: unbounded
 * queries are refused, values of project, type, status and priority must exist, and dates are
 * read in the time zone of the user searching (https://support.atlassian.com/jira-software-cloud/docs/jql-fields/).
 */

type Comparable = string | number;

interface FieldDefinition {
  /** The issue's values for the field (several for labels), or [] when empty. */
  values(issue: EmulatedIssue): Comparable[];
  /** Turns a query value into what `values` holds; undefined when nothing matches it. */
  resolve?(text: string): Comparable | undefined;
  /** Dates compare as instants; text matches with `~`. */
  type?: 'date' | 'text';
  /** Name used in Jira's "does not exist" message. */
  name: string;
}

const datePattern = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:\s+(\d{1,2}):(\d{2}))?$/;
const relativePattern = /^([-+]?)(\d+)([wdhm])$/i;
const unitMilliseconds: Record<string, number> = { w: 604_800_000, d: 86_400_000, h: 3_600_000, m: 60_000 };

/** A JQL date (`2024-05-01 10:15`, `2024/05/01`, `-5d`) as an instant, wall-clock values read in `timeZone`. */
export function jqlDateToInstant(text: string, timeZone: string, now = Date.now()): number {
  const relative = relativePattern.exec(text);
  if (relative) return now + (relative[1] === '-' ? -1 : 1) * Number(relative[2]) * unitMilliseconds[relative[3]!.toLowerCase()]!;
  const match = datePattern.exec(text.trim());
  if (!match) {
    throw new JqlError(
      `Date value '${text}' for field 'updated' is invalid. Valid formats include: 'yyyy/MM/dd HH:mm', 'yyyy-MM-dd HH:mm', 'yyyy/MM/dd', 'yyyy-MM-dd', or a period format e.g. '-5d', '4w 2d'.`,
    );
  }
  const [, year, month, dayOfMonth, hour = '0', minute = '0'] = match;
  const wallClock = Date.UTC(Number(year), Number(month) - 1, Number(dayOfMonth), Number(hour), Number(minute));
  const firstGuess = wallClock - zoneOffsetMinutes(wallClock, timeZone) * 60_000;
  return wallClock - zoneOffsetMinutes(firstGuess, timeZone) * 60_000;
}

function caseless(text: string): string {
  return text.trim().toLowerCase();
}

function fieldsOf(site: EmulatedSite): Record<string, FieldDefinition> {
  const byIdOrName =
    <Record extends { id: string }>(records: Record[], names: (record: Record) => string[]) =>
    (text: string) =>
      records.find((record) => record.id === text || names(record).some((name) => caseless(name) === caseless(text)))?.id;
  const statusCategoryOf = (statusId: string) => site.statuses.find((status) => status.id === statusId)?.category;
  const user = (pick: (issue: EmulatedIssue) => string | null): FieldDefinition => ({
    name: 'user',
    values: (issue) => (pick(issue) ? [pick(issue)!] : []),
    resolve: (text) => site.users.find((candidate) => candidate.accountId === text || candidate.emailAddress === text)?.accountId,
  });
  const date = (pick: (issue: EmulatedIssue) => string | null, name: string): FieldDefinition => ({
    name,
    type: 'date',
    values: (issue) => (pick(issue) ? [Date.parse(pick(issue)!)] : []),
  });
  const issueRef = byIdOrName(site.issues, (issue) => [issue.key]);
  const definitions: Record<string, FieldDefinition> = {
    project: { name: 'project', values: (issue) => [issue.projectId], resolve: byIdOrName(site.projects, (project) => [project.key, project.name]) },
    issuetype: { name: 'issuetype', values: (issue) => [issue.issueTypeId], resolve: byIdOrName(site.issueTypes, (type) => [type.name]) },
    status: { name: 'status', values: (issue) => [issue.statusId], resolve: byIdOrName(site.statuses, (status) => [status.name]) },
    statuscategory: {
      name: 'statusCategory',
      values: (issue) => [statusCategoryOf(issue.statusId)?.key ?? ''],
      resolve: (text) =>
        site.statuses
          .map((status) => status.category)
          .find((category) => [String(category.id), category.key, category.name].some((name) => caseless(name) === caseless(text)))?.key,
    },
    priority: {
      name: 'priority',
      values: (issue) => (issue.priorityId ? [issue.priorityId] : []),
      resolve: byIdOrName(site.priorities, (priority) => [priority.name]),
    },
    assignee: user((issue) => issue.assigneeId),
    reporter: user((issue) => issue.reporterId),
    creator: user((issue) => issue.creatorId),
    labels: { name: 'labels', values: (issue) => issue.labels, resolve: (text) => text },
    key: { name: 'key', values: (issue) => [issue.id], resolve: issueRef },
    parent: { name: 'parent', values: (issue) => (issue.parentId ? [issue.parentId] : []), resolve: issueRef },
    created: date((issue) => issue.created, 'created'),
    updated: date((issue) => issue.updated, 'updated'),
    resolved: date((issue) => issue.resolutiondate, 'resolved'),
    due: date((issue) => issue.duedate, 'due'),
    summary: { name: 'summary', type: 'text', values: (issue) => [issue.summary] },
    description: { name: 'description', type: 'text', values: (issue) => [adfToPlainText(issue.description) ?? ''] },
    text: { name: 'text', type: 'text', values: (issue) => [issue.summary, adfToPlainText(issue.description) ?? ''] },
  };
  const aliases: Record<string, string> = {
    type: 'issuetype',
    issuekey: 'key',
    id: 'key',
    createddate: 'created',
    updateddate: 'updated',
    resolutiondate: 'resolved',
    duedate: 'due',
  };
  for (const [alias, field] of Object.entries(aliases)) definitions[alias] = definitions[field]!;
  return definitions;
}

interface SearchContext {
  site: EmulatedSite;
  fields: Record<string, FieldDefinition>;
  user: EmulatedUser;
  now: number;
}

function fieldFor(context: SearchContext, name: string): FieldDefinition {
  const field = context.fields[name];
  if (!field) throw new JqlError(`Field '${name}' does not exist or you do not have permission to view it.`);
  return field;
}

/** The values a query value stands for, resolved against the field; unknown project, type, status or priority values are Jira's 400. */
function resolveValue(context: SearchContext, field: FieldDefinition, value: JqlValue): Comparable[] {
  switch (value.kind) {
    case 'empty':
      return [];
    case 'list':
      return value.items.flatMap((item) => resolveValue(context, field, item));
    case 'function':
      if (value.name === 'currentuser') return [context.user.accountId];
      if (value.name === 'now') return [context.now];
      throw new JqlError(`Unable to find JQL function '${value.name}()'.`);
    case 'text': {
      if (field.type === 'date') return [jqlDateToInstant(value.text, context.user.timeZone, context.now)];
      if (field.type === 'text' || !field.resolve) return [value.text];
      const resolved = field.resolve(value.text);
      if (resolved === undefined && ['project', 'issuetype', 'status', 'statusCategory', 'priority'].includes(field.name)) {
        throw new JqlError(`The value '${value.text}' does not exist for the field '${field.name}'.`);
      }
      return resolved === undefined ? [] : [resolved];
    }
  }
}

function compare(operator: JqlOperator, actual: Comparable, expected: Comparable): boolean {
  switch (operator) {
    case '>':
      return actual > expected;
    case '>=':
      return actual >= expected;
    case '<':
      return actual < expected;
    case '<=':
      return actual <= expected;
    default:
      return actual === expected;
  }
}

/** Each clause compiled once: its resolved values do not change from issue to issue. */
function compile(context: SearchContext, expression: JqlExpression): (issue: EmulatedIssue) => boolean {
  switch (expression.kind) {
    case 'and': {
      const [left, right] = [compile(context, expression.left), compile(context, expression.right)];
      return (issue) => left(issue) && right(issue);
    }
    case 'or': {
      const [left, right] = [compile(context, expression.left), compile(context, expression.right)];
      return (issue) => left(issue) || right(issue);
    }
    case 'not': {
      const operand = compile(context, expression.operand);
      return (issue) => !operand(issue);
    }
    case 'clause': {
      const field = fieldFor(context, expression.field);
      const { operator } = expression;
      if (operator === 'is' || operator === 'is not') return (issue) => (field.values(issue).length === 0) === (operator === 'is');
      const expected = resolveValue(context, field, expression.value);
      if (operator === '~' || operator === '!~') {
        const needle = caseless(String(expected[0] ?? ''));
        return (issue) => field.values(issue).some((value) => caseless(String(value)).includes(needle)) === (operator === '~');
      }
      if (operator === 'in' || operator === '=') return (issue) => field.values(issue).some((value) => expected.includes(value));
      if (operator === 'not in' || operator === '!=') return (issue) => !field.values(issue).some((value) => expected.includes(value));
      return (issue) => field.values(issue).some((value) => expected.some((bound) => compare(operator, value, bound)));
    }
  }
}

/** The issues matching `jql`, in its ORDER BY order (by key, as Jira's default, otherwise). */
export function searchIssues(site: EmulatedSite, jql: string, user: EmulatedUser, now = Date.now()): EmulatedIssue[] {
  const query = parseJql(jql);
  if (!query.where) throw new JqlError('Unbounded JQL queries are not allowed here. Please add a search restriction to your query.');
  const context: SearchContext = { site, fields: fieldsOf(site), user, now };
  const matches = compile(context, query.where);
  const orderBy = query.orderBy.length > 0 ? query.orderBy : [{ field: 'key', direction: 'asc' as const }];
  const keys = orderBy.map(({ field, direction }) => ({ definition: fieldFor(context, field), field, sign: direction === 'asc' ? 1 : -1 }));
  const projectKey = (issue: EmulatedIssue) => site.projects.find((project) => project.id === issue.projectId)?.key ?? '';
  const sortValue = (issue: EmulatedIssue, field: string, definition: FieldDefinition): Comparable | undefined =>
    field === 'key' || field === 'issuekey' ? `${projectKey(issue)}-${issue.key.split('-')[1]!.padStart(10, '0')}` : definition.values(issue)[0];
  return site.issues.filter(matches).sort((left, right) => {
    for (const { definition, field, sign } of keys) {
      const [a, b] = [sortValue(left, field, definition), sortValue(right, field, definition)];
      if (a === b) continue;
      // Jira puts empty values last in ascending order.
      if (a === undefined) return 1;
      if (b === undefined) return -1;
      return (a < b ? -1 : 1) * sign;
    }
    return 0;
  });
}
