import { z } from '@openunified/connector-sdk';
import { greenhouseRecordSchema } from '../provider-schemas.js';
import { greenhouseListAction } from './define-greenhouse-actions.js';

export const listDepartmentsAction = greenhouseListAction({
  id: 'greenhouse_list_departments',
  label: 'List departments',
  description:
    'Lists the departments of the Greenhouse organisation exactly as Greenhouse returns them (GET /departments): ' +
    'what the department ids of unified jobs refer to. Filter: external_id.',
  tags: ['ats', 'departments'],
  filter: z.strictObject({
    external_id: z.string().min(1).optional().describe('Only the department with this id of an external system'),
  }),
  request: (filter) => ({ path: '/departments', query: { external_id: filter?.external_id } }),
  record: greenhouseRecordSchema,
  map: (department) => department,
});
