import type { UnifiedOperation } from '@openunified/connector-sdk';
import {
  driveSchema,
  employeeSchema,
  employeeUpdateSchema,
  lmsCategorySchema,
  pushTemplateSchema,
  pushTemplateWriteSchema,
} from '@openunified/schemas';
import type { z } from 'zod';

/**
 * Every `/unified/...` route: which unified operation it dispatches to on the account's
 * connector and which wire model it speaks. The routes are generated from this table, so a new
 * unified resource is one more entry here (and its operation in the connector SDK).
 */
export type UnifiedRouteDefinition =
  | { kind: 'list'; url: string; operation: UnifiedOperation; operationId: string; summary: string; record: z.ZodObject; withNextPage?: boolean }
  | { kind: 'get'; url: string; operation: UnifiedOperation; operationId: string; summary: string; record: z.ZodObject }
  | { kind: 'create' | 'update'; url: string; operation: UnifiedOperation; operationId: string; summary: string; body: z.ZodType };

export const unifiedRouteTable: readonly UnifiedRouteDefinition[] = [
  {
    kind: 'list',
    url: '/unified/documents/drives',
    operation: 'documents.drives.list',
    operationId: 'documents_list_drives',
    summary: 'List drives',
    record: driveSchema,
  },
  {
    kind: 'get',
    url: '/unified/documents/drives/:id',
    operation: 'documents.drives.get',
    operationId: 'documents_get_drive',
    summary: 'Get a drive',
    record: driveSchema,
  },
  {
    kind: 'list',
    url: '/unified/lms/categories',
    operation: 'lms.categories.list',
    operationId: 'lms_list_categories',
    summary: 'List categories',
    record: lmsCategorySchema,
  },
  {
    kind: 'get',
    url: '/unified/lms/categories/:id',
    operation: 'lms.categories.get',
    operationId: 'lms_get_category',
    summary: 'Get a category',
    record: lmsCategorySchema,
  },
  {
    kind: 'list',
    url: '/unified/marketing/templates/push',
    operation: 'marketing.push_templates.list',
    operationId: 'marketing_list_push_templates',
    summary: 'List push templates',
    record: pushTemplateSchema,
    withNextPage: true,
  },
  {
    kind: 'get',
    url: '/unified/marketing/templates/push/:id',
    operation: 'marketing.push_templates.get',
    operationId: 'marketing_get_push_template',
    summary: 'Get a push template',
    record: pushTemplateSchema,
  },
  {
    kind: 'create',
    url: '/unified/marketing/templates/push',
    operation: 'marketing.push_templates.create',
    operationId: 'marketing_create_push_template',
    summary: 'Create a push template',
    body: pushTemplateWriteSchema,
  },
  {
    kind: 'update',
    url: '/unified/marketing/templates/push/:id',
    operation: 'marketing.push_templates.update',
    operationId: 'marketing_update_push_template',
    summary: 'Update a push template',
    body: pushTemplateWriteSchema,
  },
  {
    kind: 'list',
    url: '/unified/hris/employees',
    operation: 'hris.employees.list',
    operationId: 'hris_list_employees',
    summary: 'List employees',
    record: employeeSchema,
  },
  {
    kind: 'get',
    url: '/unified/hris/employees/:id',
    operation: 'hris.employees.get',
    operationId: 'hris_get_employee',
    summary: 'Get an employee',
    record: employeeSchema,
  },
  {
    kind: 'update',
    url: '/unified/hris/employees/:id',
    operation: 'hris.employees.update',
    operationId: 'hris_update_employee',
    summary: 'Update an employee',
    body: employeeUpdateSchema,
  },
];
