import * as schemas from '@openunified/schemas';
import { z } from 'zod';
import type { UnifiedOperation } from '../action.js';

/** Which `@openunified/schemas` export holds the model of each unified resource. */
export const unifiedModelSchemaExports: Readonly<Record<string, string>> = {
  'documents.drives': 'driveSchema',
  'lms.categories': 'lmsCategorySchema',
  'marketing.push_templates': 'pushTemplateSchema',
  'hris.employees': 'employeeSchema',
};

export type UnifiedModelResolver = (resource: string) => z.ZodType | undefined;

/** The model schema of `resource` (`documents.drives`), looked up by export name. */
export const resolveUnifiedModel: UnifiedModelResolver = (resource) => {
  const exportName = unifiedModelSchemaExports[resource];
  const candidate: unknown = exportName === undefined ? undefined : (schemas as Record<string, unknown>)[exportName];
  return candidate instanceof z.ZodType ? candidate : undefined;
};

export function splitUnifiedOperation(operation: UnifiedOperation): { category: string; resource: string; verb: string } {
  const [category = '', resource = '', verb = ''] = operation.split('.');
  return { category, resource: `${category}.${resource}`, verb };
}
