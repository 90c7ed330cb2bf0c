import { type EmulatorRequest, type EmulatorResponse, type EmulatorRoute, offsetPage, pageUrl } from '@openunified/connector-sdk/emulator';
import { parseIterableDateTime } from '../iterable-date-time.js';
import { iterableMessageMediums, iterableTemplateTypes } from '../iterable-payloads.js';
import { type EmulatedMessageType, type EmulatedTemplate, type EmulatedTemplateFields, FIRST_TEMPLATE_ID } from './seed-data.js';

/** Iterable's error codes (IterableApiResponse.code) for the statuses the emulator produces. */
export function iterableErrorCode(status: number): string {
  if (status === 400) return 'BadParams';
  if (status === 401) return 'BadApiKey';
  if (status === 403) return 'Forbidden';
  if (status === 404) return 'NotFound';
  if (status === 429) return 'RateLimitExceeded';
  return 'GenericError';
}

export function iterableError(status: number, msg: string, code = iterableErrorCode(status)): EmulatorResponse {
  return { status, body: { msg, code, params: null } };
}

function success(msg: string): EmulatorResponse {
  return { status: 200, body: { msg, code: 'Success', params: null } };
}

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 1000;
const sortPattern = /^([+-]?)(id|name|createdAt|updatedAt)$/;
const readOnlyFields = new Set(['templateId', 'createdAt', 'updatedAt']);
const summaryFields = ['templateId', 'name', 'createdAt', 'updatedAt', 'creatorUserId', 'messageTypeId', 'campaignId', 'clientTemplateId'];

function summaryOf(template: EmulatedTemplate): Record<string, unknown> {
  return Object.fromEntries(summaryFields.filter((key) => template.fields[key] !== undefined).map((key) => [key, template.fields[key]]));
}

function positiveInteger(value: string | null, fallback: number): number | undefined {
  if (value === null) return fallback;
  return /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

function compareBy(field: string, descending: boolean) {
  return (left: EmulatedTemplate, right: EmulatedTemplate) => {
    const a = left.fields[field] as string | number;
    const b = right.fields[field] as string | number;
    const order = a < b ? -1 : a > b ? 1 : left.fields.templateId - right.fields.templateId;
    return descending ? -order : order;
  };
}

function objectBody(request: EmulatorRequest): Record<string, unknown> | undefined {
  const { body } = request;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
}

const unreadableBody = () => iterableError(400, 'Could not parse request body as a JSON object', 'BadJsonBody');

/** The project's templates and message types, and the Iterable endpoints over them. */
export class IterableEmulatorProject {
  private readonly templates: EmulatedTemplate[];
  private nextTemplateId: number;

  constructor(
    templates: EmulatedTemplate[],
    private readonly messageTypes: readonly EmulatedMessageType[],
  ) {
    this.templates = templates;
    this.nextTemplateId = FIRST_TEMPLATE_ID + templates.length;
  }

  routes(): EmulatorRoute[] {
    return [
      { method: 'GET', pattern: '/api/templates', handle: (request) => this.listTemplates(request) },
      { method: 'GET', pattern: '/api/templates/push/get', handle: (request) => this.getPushTemplate(request) },
      { method: 'POST', pattern: '/api/templates/push/upsert', handle: (request) => this.upsertPushTemplate(request) },
      { method: 'POST', pattern: '/api/templates/push/update', handle: (request) => this.updatePushTemplate(request) },
      { method: 'GET', pattern: '/api/messageTypes', handle: () => ({ status: 200, body: { messageTypes: this.messageTypes } }) },
    ];
  }

  private listTemplates(request: EmulatorRequest): EmulatorResponse {
    const { query } = request;
    const page = positiveInteger(query.get('page'), 1);
    const pageSize = positiveInteger(query.get('pageSize'), DEFAULT_PAGE_SIZE);
    if (page === undefined) return iterableError(400, 'page must be a positive integer');
    if (pageSize === undefined || pageSize > MAX_PAGE_SIZE) return iterableError(400, `pageSize must be between 1 and ${MAX_PAGE_SIZE}`);
    const templateType = query.get('templateType');
    if (templateType !== null && !(iterableTemplateTypes as readonly string[]).includes(templateType)) {
      return iterableError(400, `Invalid templateType: ${templateType}`);
    }
    const messageMedium = query.get('messageMedium');
    if (messageMedium !== null && !(iterableMessageMediums as readonly string[]).includes(messageMedium)) {
      return iterableError(400, `Invalid messageMedium: ${messageMedium}`);
    }
    const sort = sortPattern.exec(query.get('sort') ?? 'id');
    if (!sort) return iterableError(400, 'sort must be id, name, createdAt or updatedAt, optionally prefixed with + or -');
    const startDateTime = query.get('startDateTime');
    const endDateTime = query.get('endDateTime');
    const createdFrom = startDateTime === null ? undefined : parseIterableDateTime(startDateTime);
    const createdBefore = endDateTime === null ? undefined : parseIterableDateTime(endDateTime);
    if ((startDateTime !== null && createdFrom === undefined) || (endDateTime !== null && createdBefore === undefined)) {
      return iterableError(400, 'Dates must be formatted as yyyy-MM-dd HH:mm:ss ZZ');
    }

    const matching = this.templates
      .filter((template) => templateType === null || template.templateType === templateType)
      .filter((template) => messageMedium === null || template.messageMedium === messageMedium)
      .filter((template) => createdFrom === undefined || template.fields.createdAt >= createdFrom)
      .filter((template) => createdBefore === undefined || template.fields.createdAt < createdBefore)
      .sort(compareBy(sort[2]!, sort[1] === '-'));
    const { items, total, nextOffset } = offsetPage(matching, (page - 1) * pageSize, pageSize);
    const urlOfPage = (target: number) => pageUrl(request, { page: target, pageSize });
    return {
      status: 200,
      body: {
        templates: items.map(summaryOf),
        totalTemplatesCount: total,
        ...(nextOffset !== undefined ? { nextPageUrl: urlOfPage(page + 1) } : {}),
        ...(page > 1 ? { previousPageUrl: urlOfPage(page - 1) } : {}),
      },
    };
  }

  private findPushTemplate(templateId: unknown): EmulatedTemplate | undefined {
    const id = typeof templateId === 'string' && /^\d+$/.test(templateId) ? Number(templateId) : templateId;
    return this.templates.find((template) => template.messageMedium === 'Push' && template.fields.templateId === id);
  }

  private getPushTemplate(request: EmulatorRequest): EmulatorResponse {
    const templateId = request.query.get('templateId');
    if (templateId === null || !/^\d+$/.test(templateId)) return iterableError(400, 'templateId must be an integer');
    const template = this.findPushTemplate(templateId);
    if (!template) return iterableError(404, `Push template ${templateId} does not exist`);
    return { status: 200, body: template.fields };
  }

  private applyWrite(template: EmulatedTemplate, body: Record<string, unknown>): void {
    for (const [key, value] of Object.entries(body)) {
      if (!readOnlyFields.has(key)) template.fields[key] = value;
    }
    template.fields.updatedAt = Math.max(Date.now(), template.fields.updatedAt + 1);
  }

  private upsertPushTemplate(request: EmulatorRequest): EmulatorResponse {
    const body = objectBody(request);
    if (!body) return unreadableBody();
    const { clientTemplateId } = body;
    if (typeof clientTemplateId !== 'string' || clientTemplateId === '') return iterableError(400, 'clientTemplateId is required');

    let matches = this.templates.filter((template) => template.messageMedium === 'Push' && template.fields.clientTemplateId === clientTemplateId);
    if (matches.length === 0) {
      const now = Date.now();
      const fields: EmulatedTemplateFields = {
        templateId: this.nextTemplateId,
        name: 'Untitled push template',
        createdAt: now,
        updatedAt: now,
        creatorUserId: 'api@example.com',
        messageTypeId: 40_001,
      };
      this.nextTemplateId += 1;
      const created: EmulatedTemplate = { messageMedium: 'Push', templateType: 'Base', fields };
      this.templates.push(created);
      matches = [created];
    }
    for (const template of matches) this.applyWrite(template, body);
    const ids = matches.map((template) => template.fields.templateId).join(', ');
    return success(`Upserted ${matches.length} templates with IDs: ${ids}`);
  }

  private updatePushTemplate(request: EmulatorRequest): EmulatorResponse {
    const body = objectBody(request);
    if (!body) return unreadableBody();
    if (body.templateId === undefined) return iterableError(400, 'templateId is required');
    const template = this.findPushTemplate(body.templateId);
    if (!template) return iterableError(404, `Push template ${String(body.templateId)} does not exist`);
    this.applyWrite(template, body);
    return success(`Updated 1 templates with IDs: ${template.fields.templateId}`);
  }
}
