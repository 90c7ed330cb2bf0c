import { coreUnifiedResources, defineUnifiedResource, UnifiedCatalogue } from '@openunified/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { article, unifiedRouteMethod, unifiedRouteTable } from './unified-route-table.js';

const model = z.object({ id: z.string() });
const body = z.object({ text: z.string() });

describe('unifiedRouteTable', () => {
  it('gives a sub-resource routes under its parent: id for the parent, subResourceId for the record', () => {
    const catalogue = new UnifiedCatalogue([
      defineUnifiedResource({
        category: 'lms',
        resource: 'user_assignments',
        path: '/unified/lms/users/{id}/assignments',
        noun: { one: 'user assignment', many: 'user assignments' },
        model,
        operations: { list: {}, get: {}, create: { body }, update: { body, status: 201 }, delete: {} },
      }),
    ]);
    expect(
      unifiedRouteTable(catalogue).map(({ kind, url, pathParameters, summary, operationId, ...route }) => ({
        kind,
        url,
        pathParameters,
        summary,
        operationId,
        status: 'status' in route ? route.status : undefined,
      })),
    ).toEqual([
      {
        kind: 'list',
        url: '/unified/lms/users/:id/assignments',
        pathParameters: ['id'],
        summary: 'List user assignments of a user',
        operationId: 'lms_list_user_assignments',
        status: undefined,
      },
      {
        kind: 'get',
        url: '/unified/lms/users/:id/assignments/:subResourceId',
        pathParameters: ['id', 'subResourceId'],
        summary: 'Get a user assignment of a user',
        operationId: 'lms_get_user_assignment',
        status: undefined,
      },
      {
        kind: 'create',
        url: '/unified/lms/users/:id/assignments',
        pathParameters: ['id'],
        summary: 'Create a user assignment of a user',
        operationId: 'lms_create_user_assignment',
        status: 201,
      },
      {
        kind: 'update',
        url: '/unified/lms/users/:id/assignments/:subResourceId',
        pathParameters: ['id', 'subResourceId'],
        summary: 'Update a user assignment of a user',
        operationId: 'lms_update_user_assignment',
        status: 201,
      },
      {
        kind: 'delete',
        url: '/unified/lms/users/:id/assignments/:subResourceId',
        pathParameters: ['id', 'subResourceId'],
        summary: 'Delete a user assignment of a user',
        operationId: 'lms_delete_user_assignment',
        status: undefined,
      },
    ]);
  });

  it('keeps flat resources as they were: the record in id, 201 creates and 200 updates by default', () => {
    const routes = unifiedRouteTable(new UnifiedCatalogue(coreUnifiedResources)).filter((route) => route.url.startsWith('/unified/marketing/templates/push'));
    expect(routes.map((route) => [route.kind, route.url, route.pathParameters, 'status' in route ? route.status : null])).toEqual([
      ['list', '/unified/marketing/templates/push', [], null],
      ['get', '/unified/marketing/templates/push/:id', ['id'], null],
      ['create', '/unified/marketing/templates/push', [], 201],
      ['update', '/unified/marketing/templates/push/:id', ['id'], 200],
    ]);
  });

  it('routes a delete of a flat resource to the record in id', () => {
    const catalogue = new UnifiedCatalogue([
      defineUnifiedResource({
        category: 'iam',
        resource: 'users',
        path: '/unified/iam/users',
        noun: { one: 'user', many: 'users' },
        model,
        operations: { delete: {} },
      }),
    ]);
    expect(unifiedRouteTable(catalogue).map(({ kind, url, pathParameters, operationId }) => ({ kind, url, pathParameters, operationId }))).toEqual([
      { kind: 'delete', url: '/unified/iam/users/:id', pathParameters: ['id'], operationId: 'iam_delete_user' },
    ]);
  });

  it('routes files, upserts and commands beside the record and collection they act on', () => {
    const catalogue = new UnifiedCatalogue([
      defineUnifiedResource({
        category: 'hris',
        resource: 'employee_documents',
        path: '/unified/hris/employees/{id}/documents',
        noun: { one: 'employee document', many: 'employee documents' },
        model,
        operations: { download: {}, upload: { body }, batch_upload: { item: body, maxItems: 2 } },
      }),
      defineUnifiedResource({
        category: 'ats',
        resource: 'applications',
        path: '/unified/ats/applications',
        noun: { one: 'application', many: 'applications' },
        model,
        operations: { commands: { move: { body, summary: 'Move an application' } }, upsert: { body }, batch_upsert: { item: body } },
      }),
      defineUnifiedResource({
        category: 'ats',
        resource: 'assessment_orders',
        path: '/unified/ats/assessments/orders',
        noun: { one: 'assessment order', many: 'assessment orders' },
        model,
        operations: { commands: { result: { body, summary: 'Update the result of an assessment order', method: 'PATCH' } } },
      }),
    ]);
    const routes = unifiedRouteTable(catalogue);
    expect(
      routes.map(({ kind, url, pathParameters, operationId, operation, ...route }) => [
        kind,
        url,
        pathParameters,
        operationId,
        operation,
        'status' in route ? route.status : null,
      ]),
    ).toEqual([
      [
        'download',
        '/unified/hris/employees/:id/documents/:subResourceId/download',
        ['id', 'subResourceId'],
        'hris_download_employee_document',
        'hris.employee_documents.download',
        null,
      ],
      ['upload', '/unified/hris/employees/:id/documents/upload', ['id'], 'hris_upload_employee_document', 'hris.employee_documents.upload', 201],
      [
        'batch_upload',
        '/unified/hris/employees/:id/documents/upload/batch',
        ['id'],
        'hris_batch_upload_employee_document',
        'hris.employee_documents.batch_upload',
        202,
      ],
      ['upsert', '/unified/ats/applications', [], 'ats_upsert_application', 'ats.applications.upsert', 201],
      ['batch_upsert', '/unified/ats/applications/batch', [], 'ats_batch_upsert_application', 'ats.applications.batch_upsert', 202],
      ['command', '/unified/ats/applications/:id/move', ['id'], 'ats_move_application', 'ats.applications.move', 200],
      ['command', '/unified/ats/assessments/orders/:id/result', ['id'], 'ats_result_assessment_order', 'ats.assessment_orders.result', 200],
    ]);
    // A command is a POST unless it says otherwise.
    expect(routes.filter((route) => route.kind === 'command').map(unifiedRouteMethod)).toEqual(['POST', 'PATCH']);
    const batch = routes.find((route) => route.kind === 'batch_upload');
    const batchBody = batch && 'body' in batch ? batch.body : z.never();
    expect(batchBody.safeParse({ items: [{ text: 'a' }, { text: 'b' }] }).success).toBe(true);
    expect(batchBody.safeParse({ items: [] }).success).toBe(false);
    expect(batchBody.safeParse({ items: [{ text: 'a' }, { text: 'b' }, { text: 'c' }] }).success).toBe(false);
    expect(catalogue.resolveOperation('ats.applications.move')?.verb).toBe('move');
    expect(catalogue.resolveOperation('ats.applications.reject')).toBeUndefined();
  });

  it('gives every route of the core catalogue its own operation id and URL', () => {
    const routes = unifiedRouteTable(new UnifiedCatalogue(coreUnifiedResources));
    const operationIds = routes.map((route) => route.operationId);
    expect(new Set(operationIds).size).toBe(operationIds.length);
    const methodUrls = routes.map((route) => `${unifiedRouteMethod(route)} ${route.url}`);
    expect(routes.some((route) => route.kind === 'delete' && route.operationId === 'lms_delete_user_completion')).toBe(true);
    expect(new Set(methodUrls).size).toBe(methodUrls.length);
  });

  it('gives each list route the filters its resource declares, updated_after first', () => {
    const lists = unifiedRouteTable(new UnifiedCatalogue(coreUnifiedResources)).filter((route) => route.kind === 'list');
    const filtersOf = (url: string) => lists.find((route) => route.url === url)?.filters;
    expect(filtersOf('/unified/lms/users/:id/assignments')).toEqual(['updated_after', 'status', 'user_id', 'remote_user_id']);
    expect(filtersOf('/unified/documents/folders')).toEqual(['updated_after', 'drive_id', 'folder_id', 'nested_items']);
    expect(filtersOf('/unified/marketing/campaigns')).toEqual(['updated_after']);
  });

  it('says "an" before an initialism whose first letter is named with a vowel sound', () => {
    const summaries = unifiedRouteTable(new UnifiedCatalogue(coreUnifiedResources)).map((route) => route.summary);
    expect(summaries).toContain('Create an SMS template');
    expect(summaries).toContain('Get an SMS template');
    expect(summaries).toContain('Update an in-app template');
    expect(summaries).toContain('Get an omni-channel template');
    expect(summaries).toContain('Get a push template');
  });
});

describe('article', () => {
  it('follows the sound of the first letter: words by their spelling, initialisms by the name of their first letter', () => {
    const cases: [string, string][] = [
      ['item', 'an'],
      ['user', 'a'],
      ['unified record', 'a'],
      ['employee', 'an'],
      ['SMS template', 'an'],
      ['HTML page', 'an'],
      ['LMS course', 'an'],
      ['MX record', 'an'],
      ['NPS survey', 'an'],
      ['RSS feed', 'an'],
      ['FAQ', 'an'],
      ['XML document', 'an'],
      ['API key', 'an'],
      ['URL', 'a'],
      ['PDF file', 'a'],
      ['CRM contact', 'a'],
      ['Slack channel', 'a'],
    ];
    expect(cases.map(([noun]) => [noun, article(noun)])).toEqual(cases);
  });
});
