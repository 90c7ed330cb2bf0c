import { defineAction, getInputSchema, NotFoundError, z } from '@openunified/connector-sdk';
import { greenhouseId } from '../greenhouse-ids.js';
import { mapCustomFieldDefinition } from '../mappers/custom-field-definition.js';
import { type GreenhouseCustomFieldType, greenhouseCustomFieldSchema } from '../provider-reference-schemas.js';
import { parseProviderBody } from '../provider-schemas.js';
import { greenhouseListAction } from './define-greenhouse-actions.js';

/**
 * The custom field definitions of candidates, applications and jobs: `GET /custom_fields/{field_type}`
 * for a list, `GET /custom_field/{id}` for one. Harvest serves every kind of field by id, so a get
 * through the route of another kind (a job field read as a candidate field) is a 404.
 */

const resources = {
  candidate: { resource: 'candidate_custom_field_definitions', records: 'candidates', label: 'Candidate' },
  application: { resource: 'application_custom_field_definitions', records: 'applications', label: 'Application' },
  job: { resource: 'job_custom_field_definitions', records: 'jobs', label: 'Job' },
} as const satisfies Record<GreenhouseCustomFieldType, unknown>;

function listAction(fieldType: GreenhouseCustomFieldType) {
  const { resource, records, label } = resources[fieldType];
  return greenhouseListAction({
    id: `greenhouse_list_${fieldType}_custom_field_definitions`,
    label: `List ${fieldType} custom field definitions`,
    description:
      `Lists the active custom fields of Greenhouse ${records} as unified definitions (GET /custom_fields/${fieldType}), ` +
      `with their name_key, the key of their values in the unified_custom_fields of ${records}. Filter: include_inactive (true adds deleted fields). ` +
      'updated_after is ignored: Greenhouse does not date custom fields.',
    tags: ['ats', 'custom_field_definitions'],
    unified: `ats.${resource}.list`,
    filter: z.strictObject({
      include_inactive: z.enum(['true', 'false']).optional().describe(`${label} custom fields that were deleted too`),
    }),
    request: (filter) => ({ path: `/custom_fields/${fieldType}`, query: { include_inactive: filter?.include_inactive } }),
    record: greenhouseCustomFieldSchema,
    map: mapCustomFieldDefinition,
  });
}

function getAction(fieldType: GreenhouseCustomFieldType) {
  const { resource, records } = resources[fieldType];
  return defineAction({
    id: `greenhouse_get_${fieldType}_custom_field_definition`,
    label: `Get ${fieldType} custom field definition`,
    description: `Gets one custom field of Greenhouse ${records} as a unified definition (GET /custom_field/{id}); a field of another kind is a 404.`,
    tags: ['ats', 'custom_field_definitions'],
    schema_type: 'unified',
    unified: `ats.${resource}.get`,
    required_scopes: [],
    kind: 'get',
    input: getInputSchema(),
    async run({ input, http }) {
      const id = greenhouseId(input.path.id, 'custom field');
      const response = await http.get(`/custom_field/${id}`);
      const field = parseProviderBody(greenhouseCustomFieldSchema, response.body, 'custom field');
      if (field.field_type !== fieldType) throw new NotFoundError(`Greenhouse custom field ${id} is not a ${fieldType} custom field`);
      return { data: mapCustomFieldDefinition(field) };
    },
  });
}

export const listCandidateCustomFieldDefinitionsAction = listAction('candidate');
export const getCandidateCustomFieldDefinitionAction = getAction('candidate');
export const listApplicationCustomFieldDefinitionsAction = listAction('application');
export const getApplicationCustomFieldDefinitionAction = getAction('application');
export const listJobCustomFieldDefinitionsAction = listAction('job');
export const getJobCustomFieldDefinitionAction = getAction('job');
