import { type EmulatorRequest, type EmulatorResponse, type EmulatorRoute, offsetPage, pageUrl } from '@openunified/connector-sdk/emulator';
import { parseIterableDateTime } from '../iterable-date-time.js';
import { type IterableMessageMedium, iterableCampaignStates, iterableMessageMediums, iterableTemplateTypes } from '../iterable-payloads.js';
import {
  EMULATED_PROJECT_ID,
  type EmulatedCampaign,
  type EmulatedMessageType,
  type EmulatedSnippet,
  type EmulatedTemplate,
  type EmulatedTemplateFields,
  FIRST_SNIPPET_ID,
  FIRST_TEMPLATE_ID,
} from './seed-data.js';

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
const campaignSortPattern = /^([+-]?)(id|name|createdAt|updatedAt|startAt)$/;
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

/** One page of `items` with Iterable's `nextPageUrl` and `previousPageUrl`. */
function pageOf<Item>(request: EmulatorRequest, items: readonly Item[], page: number, pageSize: number) {
  const { items: pageItems, total, nextOffset } = offsetPage(items, (page - 1) * pageSize, pageSize);
  const urlOfPage = (target: number) => pageUrl(request, { page: target, pageSize });
  return {
    items: pageItems,
    total,
    links: {
      ...(nextOffset !== undefined ? { nextPageUrl: urlOfPage(page + 1) } : {}),
      ...(page > 1 ? { previousPageUrl: urlOfPage(page - 1) } : {}),
    },
  };
}

/** The template endpoints of each medium: `/api/templates/{segment}/get|upsert|update`. */
const templateMediums: readonly { segment: string; medium: IterableMessageMedium; noun: string; messageTypeId: number }[] = [
  { segment: 'email', medium: 'Email', noun: 'Email template', messageTypeId: 40_004 },
  { segment: 'sms', medium: 'SMS', noun: 'SMS template', messageTypeId: 40_006 },
  { segment: 'inapp', medium: 'InApp', noun: 'In-app template', messageTypeId: 40_007 },
  { segment: 'push', medium: 'Push', noun: 'Push template', messageTypeId: 40_001 },
];

/** Body members Iterable types as strings, per medium; a wrong type is a 400 like Iterable's. */
const stringFields = ['name', 'locale', 'creatorUserId', 'clientTemplateId'];
const stringFieldsByMedium: Record<IterableMessageMedium, readonly string[]> = {
  Email: ['subject', 'preheaderText', 'fromName', 'fromEmail', 'replyToEmail', 'html', 'plainText', 'googleAnalyticsCampaignName'],
  SMS: ['message', 'imageUrl', 'googleAnalyticsCampaignName', 'trackingDomain'],
  InApp: ['html', 'expirationDateTime', 'expirationDuration'],
  Push: ['title', 'message', 'badge', 'sound'],
};
const emailAddressPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What Iterable refuses in a template write of `medium`, or undefined when the body is acceptable. */
function templateBodyProblem(medium: IterableMessageMedium, body: Record<string, unknown>): string | undefined {
  for (const field of [...stringFields, ...stringFieldsByMedium[medium]]) {
    if (body[field] !== undefined && body[field] !== null && typeof body[field] !== 'string') return `${field} must be a string`;
  }
  if (body.campaignDataFields !== undefined && (typeof body.campaignDataFields !== 'object' || Array.isArray(body.campaignDataFields))) {
    return 'campaignDataFields must be a JSON object';
  }
  if (medium === 'Email') {
    for (const field of ['fromEmail', 'replyToEmail']) {
      const address = body[field];
      if (typeof address === 'string' && address !== '' && !emailAddressPattern.test(address)) return `${field} is not a valid email address: ${address}`;
    }
  }
  return undefined;
}

/** Snippet names: up to 100 of a-z, A-Z, 0-9, hyphens, underscores and spaces. */
const snippetNamePattern = /^[A-Za-z0-9_\- ]{1,100}$/;

/** The Handlebars and script checks Iterable runs on snippet content, roughly. */
function snippetContentProblem(content: unknown): string | undefined {
  if (typeof content !== 'string') return 'content is required and must be a string';
  if (/<script[^>]*\bsrc\s*=/i.test(content) || /javascript:/i.test(content) || /\son[a-z]+\s*=/i.test(content)) {
    return 'content contains disallowed script content';
  }
  if ((content.match(/\{\{/g) ?? []).length !== (content.match(/\}\}/g) ?? []).length) return 'content is not valid Handlebars';
  return undefined;
}

/** The project's templates, campaigns, snippets and message types, and the Iterable endpoints over them. */
export class IterableEmulatorProject {
  private readonly templates: EmulatedTemplate[];
  private nextTemplateId: number;
  private nextSnippetId: number;

  constructor(
    templates: EmulatedTemplate[],
    private readonly messageTypes: readonly EmulatedMessageType[],
    private readonly campaigns: readonly EmulatedCampaign[] = [],
    private readonly snippets: EmulatedSnippet[] = [],
  ) {
    this.templates = templates;
    this.nextTemplateId = FIRST_TEMPLATE_ID + templates.length;
    this.nextSnippetId = Math.max(FIRST_SNIPPET_ID - 1, ...snippets.map((snippet) => snippet.id)) + 1;
  }

  routes(): EmulatorRoute[] {
    return [
      { method: 'GET', pattern: '/api/templates', handle: (request) => this.listTemplates(request) },
      ...templateMediums.flatMap(({ segment, medium, noun, messageTypeId }): EmulatorRoute[] => [
        { method: 'GET', pattern: `/api/templates/${segment}/get`, handle: (request) => this.getTemplate(request, medium, noun) },
        { method: 'POST', pattern: `/api/templates/${segment}/upsert`, handle: (request) => this.upsertTemplate(request, medium, messageTypeId) },
        { method: 'POST', pattern: `/api/templates/${segment}/update`, handle: (request) => this.updateTemplate(request, medium, noun) },
      ]),
      { method: 'GET', pattern: '/api/campaigns', handle: (request) => this.listCampaigns(request) },
      { method: 'GET', pattern: '/api/campaigns/:id', handle: (request) => this.getCampaign(request) },
      { method: 'GET', pattern: '/api/snippets', handle: () => ({ status: 200, body: { snippets: this.snippets } }) },
      { method: 'POST', pattern: '/api/snippets', handle: (request) => this.createSnippet(request) },
      { method: 'GET', pattern: '/api/snippets/:identifier', handle: (request) => this.getSnippet(request) },
      { method: 'PUT', pattern: '/api/snippets/:identifier', handle: (request) => this.putSnippet(request) },
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
    const { items, total, links } = pageOf(request, matching, page, pageSize);
    return { status: 200, body: { templates: items.map(summaryOf), totalTemplatesCount: total, ...links } };
  }

  private findTemplate(medium: IterableMessageMedium, templateId: unknown): EmulatedTemplate | undefined {
    const id = typeof templateId === 'string' && /^\d+$/.test(templateId) ? Number(templateId) : templateId;
    return this.templates.find((template) => template.messageMedium === medium && template.fields.templateId === id);
  }

  private getTemplate(request: EmulatorRequest, medium: IterableMessageMedium, noun: string): EmulatorResponse {
    const templateId = request.query.get('templateId');
    if (templateId === null || !/^\d+$/.test(templateId)) return iterableError(400, 'templateId must be an integer');
    const template = this.findTemplate(medium, templateId);
    if (!template) return iterableError(404, `${noun} ${templateId} does not exist`);
    return { status: 200, body: template.fields };
  }

  private applyWrite(template: EmulatedTemplate, body: Record<string, unknown>): void {
    for (const [key, value] of Object.entries(body)) {
      if (!readOnlyFields.has(key)) template.fields[key] = value;
    }
    template.fields.updatedAt = Math.max(Date.now(), template.fields.updatedAt + 1);
  }

  private upsertTemplate(request: EmulatorRequest, medium: IterableMessageMedium, messageTypeId: number): EmulatorResponse {
    const body = objectBody(request);
    if (!body) return unreadableBody();
    const { clientTemplateId } = body;
    if (typeof clientTemplateId !== 'string' || clientTemplateId === '') return iterableError(400, 'clientTemplateId is required');
    const problem = templateBodyProblem(medium, body);
    if (problem) return iterableError(400, problem);

    let matches = this.templates.filter((template) => template.messageMedium === medium && template.fields.clientTemplateId === clientTemplateId);
    if (matches.length === 0) {
      const now = Date.now();
      const fields: EmulatedTemplateFields = {
        templateId: this.nextTemplateId,
        name: `Untitled ${medium} template`,
        createdAt: now,
        updatedAt: now,
        creatorUserId: 'api@example.com',
        messageTypeId,
      };
      this.nextTemplateId += 1;
      const created: EmulatedTemplate = { messageMedium: medium, templateType: 'Base', fields };
      this.templates.push(created);
      matches = [created];
    }
    for (const template of matches) this.applyWrite(template, body);
    const ids = matches.map((template) => template.fields.templateId).join(', ');
    return success(`Upserted ${matches.length} templates with IDs: ${ids}`);
  }

  private updateTemplate(request: EmulatorRequest, medium: IterableMessageMedium, noun: string): EmulatorResponse {
    const body = objectBody(request);
    if (!body) return unreadableBody();
    if (body.templateId === undefined) return iterableError(400, 'templateId is required');
    const problem = templateBodyProblem(medium, body);
    if (problem) return iterableError(400, problem);
    const template = this.findTemplate(medium, body.templateId);
    if (!template) return iterableError(404, `${noun} ${String(body.templateId)} does not exist`);
    this.applyWrite(template, body);
    return success(`Updated 1 templates with IDs: ${template.fields.templateId}`);
  }

  private listCampaigns(request: EmulatorRequest): EmulatorResponse {
    const { query } = request;
    const page = positiveInteger(query.get('page'), 1);
    const pageSize = positiveInteger(query.get('pageSize'), DEFAULT_PAGE_SIZE);
    if (page === undefined) return iterableError(400, 'page must be a positive integer');
    if (pageSize === undefined || pageSize > MAX_PAGE_SIZE) return iterableError(400, `pageSize must be between 1 and ${MAX_PAGE_SIZE}`);
    const sort = campaignSortPattern.exec(query.get('sort') ?? 'id');
    if (!sort) return iterableError(400, 'sort must be id, name, createdAt, updatedAt or startAt, optionally prefixed with + or -');
    const states = query.getAll('campaignState');
    const unknownState = states.find((state) => !(iterableCampaignStates as readonly string[]).includes(state));
    if (unknownState !== undefined) return iterableError(400, `Invalid campaignState: ${unknownState}`);

    const field = sort[2]!;
    const descending = sort[1] === '-';
    const matching = this.campaigns
      .filter((campaign) => states.length === 0 || states.includes(campaign.campaignState))
      .sort((left, right) => {
        const a = (left[field] ?? 0) as string | number;
        const b = (right[field] ?? 0) as string | number;
        const order = a < b ? -1 : a > b ? 1 : left.id - right.id;
        return descending ? -order : order;
      });
    const { items, total, links } = pageOf(request, matching, page, pageSize);
    return { status: 200, body: { campaigns: items, totalCampaignsCount: total, ...links } };
  }

  private getCampaign(request: EmulatorRequest): EmulatorResponse {
    const { id } = request.params;
    if (!id || !/^\d+$/.test(id)) return iterableError(400, 'id must be an integer');
    const campaign = this.campaigns.find((candidate) => candidate.id === Number(id));
    if (!campaign) return iterableError(404, `Campaign ${id} does not exist`);
    return { status: 200, body: campaign };
  }

  /** Numeric identifiers are ids, any other a name, as Iterable reads `{identifier}`. */
  private findSnippet(identifier: string): EmulatedSnippet | undefined {
    return /^\d+$/.test(identifier)
      ? this.snippets.find((snippet) => snippet.id === Number(identifier))
      : this.snippets.find((snippet) => snippet.name === identifier);
  }

  private getSnippet(request: EmulatorRequest): EmulatorResponse {
    const identifier = request.params.identifier ?? '';
    const snippet = this.findSnippet(identifier);
    if (!snippet) return iterableError(404, `Snippet ${identifier} does not exist`);
    return { status: 200, body: { snippet } };
  }

  private snippetWriteProblem(body: Record<string, unknown>): string | undefined {
    const contentProblem = snippetContentProblem(body.content);
    if (contentProblem) return contentProblem;
    if (body.description !== undefined && typeof body.description !== 'string') return 'description must be a string';
    if (body.variables !== undefined && (!Array.isArray(body.variables) || body.variables.some((variable) => typeof variable !== 'string'))) {
      return 'variables must be an array of strings';
    }
    return undefined;
  }

  private insertSnippet(name: string, body: Record<string, unknown>): EmulatedSnippet {
    const now = new Date().toISOString();
    const author = typeof body.createdByUserId === 'string' ? body.createdByUserId : 'api@example.com';
    const snippet: EmulatedSnippet = {
      id: this.nextSnippetId,
      name,
      content: body.content as string,
      ...(typeof body.description === 'string' ? { description: body.description } : {}),
      variables: (body.variables as string[] | undefined) ?? [],
      createdAt: now,
      updatedAt: now,
      createdBy: author,
      updatedBy: author,
      projectId: EMULATED_PROJECT_ID,
    };
    this.nextSnippetId += 1;
    this.snippets.push(snippet);
    return snippet;
  }

  private createSnippet(request: EmulatorRequest): EmulatorResponse {
    const body = objectBody(request);
    if (!body) return unreadableBody();
    const { name } = body;
    if (typeof name !== 'string' || !snippetNamePattern.test(name)) {
      return iterableError(400, 'name is required: up to 100 letters, digits, hyphens, underscores and spaces');
    }
    const problem = this.snippetWriteProblem(body);
    if (problem) return iterableError(400, problem);
    if (this.findSnippet(name)) return iterableError(400, `A snippet named "${name}" already exists`);
    return { status: 201, body: { snippetId: this.insertSnippet(name, body).id } };
  }

  /** Updates by id; by name, creates the snippet when none has it (201). */
  private putSnippet(request: EmulatorRequest): EmulatorResponse {
    const body = objectBody(request);
    if (!body) return unreadableBody();
    const problem = this.snippetWriteProblem(body);
    if (problem) return iterableError(400, problem);
    const identifier = request.params.identifier ?? '';
    const snippet = this.findSnippet(identifier);
    if (!snippet) {
      if (/^\d+$/.test(identifier)) return iterableError(404, `Snippet ${identifier} does not exist`);
      if (!snippetNamePattern.test(identifier)) return iterableError(400, 'Invalid snippet identifier');
      return { status: 201, body: { snippetId: this.insertSnippet(identifier, body).id } };
    }
    snippet.content = body.content as string;
    if (typeof body.description === 'string') snippet.description = body.description;
    else delete snippet.description;
    snippet.variables = (body.variables as string[] | undefined) ?? [];
    snippet.updatedAt = new Date(Math.max(Date.now(), Date.parse(snippet.updatedAt) + 1)).toISOString();
    snippet.updatedBy = typeof body.createdByUserId === 'string' ? body.createdByUserId : 'api@example.com';
    return { status: 200, body: { snippetId: snippet.id } };
  }
}
