import { z } from '@openunified/connector-sdk';
import { mapDepartment } from '../mappers/organisation.js';
import { greenhouseDepartmentSchema } from '../provider-reference-schemas.js';
import { greenhouseRecordSchema } from '../provider-schemas.js';
import { greenhouseGetAction, greenhouseListAction } from './define-greenhouse-actions.js';

/** The native and the unified list read the same endpoint with the same filter. */
const departmentFilterSchema = z.strictObject({
  external_id: z.string().min(1).optional().describe('Only the department with this id of an external system'),
});

const departmentsRequest = (filter: z.output<typeof departmentFilterSchema> | undefined) => ({
  path: '/departments',
  query: { external_id: filter?.external_id },
});

export const listDepartmentsAction = greenhouseListAction({
  id: 'greenhouse_list_departments',
  label: 'List departments',
  description:
    'Lists the departments of the Greenhouse organisation exactly as Greenhouse returns them (GET /departments): ' +
    'what the department ids of unified jobs refer to. Filter: external_id.',
  tags: ['ats', 'departments'],
  filter: departmentFilterSchema,
  request: departmentsRequest,
  record: greenhouseRecordSchema,
  map: (department) => department,
});

export const listUnifiedDepartmentsAction = greenhouseListAction({
  id: 'greenhouse_list_unified_departments',
  label: 'List departments (unified)',
  description:
    'Lists the departments of the Greenhouse organisation as unified ATS departments (GET /departments). Filter: external_id. ' +
    'updated_after is ignored: Greenhouse does not date departments.',
  tags: ['ats', 'departments'],
  unified: 'ats.departments.list',
  filter: departmentFilterSchema,
  request: departmentsRequest,
  record: greenhouseDepartmentSchema,
  map: mapDepartment,
});

export const getDepartmentAction = greenhouseGetAction({
  id: 'greenhouse_get_department',
  label: 'Get department',
  description: 'Gets one Greenhouse department as a unified ATS department (GET /departments/{id}).',
  tags: ['ats', 'departments'],
  unified: 'ats.departments.get',
  noun: 'department',
  path: (id) => `/departments/${id}`,
  record: greenhouseDepartmentSchema,
  map: mapDepartment,
});
