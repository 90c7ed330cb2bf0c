import { z } from '@openunified/connector-sdk';
import { mapUser } from '../mappers/user.js';
import { greenhouseUserSchema } from '../provider-schemas.js';
import { greenhouseGetAction, greenhouseListAction } from './define-greenhouse-actions.js';

const userFilterSchema = z.strictObject({
  email: z.email().optional().describe('Only the user with this primary or secondary e-mail address'),
  employee_id: z.string().min(1).optional().describe('Only the user with this employee id'),
});

export const listUsersAction = greenhouseListAction({
  id: 'greenhouse_list_users',
  label: 'List users',
  description:
    'Lists the users of the Greenhouse organisation (recruiters, coordinators, interviewers) as unified ATS users (GET /users). ' +
    'Filters: email, employee_id and updated_after, applied by Greenhouse. Also the API-key check of the connect page.',
  tags: ['ats', 'users'],
  unified: 'ats.users.list',
  filter: userFilterSchema,
  request: (filter, updatedAfter) => ({
    path: '/users',
    query: { email: filter?.email, employee_id: filter?.employee_id, updated_after: updatedAfter },
  }),
  record: greenhouseUserSchema,
  map: mapUser,
});

export const getUserAction = greenhouseGetAction({
  id: 'greenhouse_get_user',
  label: 'Get user',
  description: 'Gets one Greenhouse user as a unified ATS user (GET /users/{id}).',
  tags: ['ats', 'users'],
  unified: 'ats.users.get',
  noun: 'user',
  path: (id) => `/users/${id}`,
  record: greenhouseUserSchema,
  map: mapUser,
});
