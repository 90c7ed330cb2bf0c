import { BadRequestError, defineAction, getInputSchema, listInputSchema, NotFoundError, toRemoteId, z } from '@openunified/connector-sdk';
import { mapCustomFieldDefinition } from '../mappers/custom-field-definition.js';
import { hubspotPropertiesResponseSchema, hubspotPropertySchema, parseHubspotBody } from '../provider-schemas.js';
import { CONTACT_SCHEMAS_READ_SCOPE } from '../scopes.js';

/** HubSpot's property names: lower-case letters, digits and underscores, starting with a letter. */
const PROPERTY_NAME = /^[a-z][a-z0-9_]{0,99}$/;

/** HubSpot cannot filter definitions by time: the whole list is filtered here, before it is paged. */
function changedAfter(updatedAt: unknown, threshold: string | undefined): boolean {
  if (threshold === undefined || typeof updatedAt !== 'string') return true;
  const changed = Date.parse(updatedAt);
  return Number.isNaN(changed) || changed > Date.parse(threshold);
}

/** The cursor of a definitions list: how many custom properties earlier pages returned. */
function offsetOf(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  if (!/^\d{1,6}$/.test(cursor)) throw new BadRequestError(`cursor "${cursor}" is not a custom field definitions offset`);
  return Number(cursor);
}

export const listContactCustomFieldDefinitionsAction = defineAction({
  id: 'hubspot_list_contact_custom_field_definitions',
  label: 'List contact custom field definitions',
  description:
    "Lists the custom properties of HubSpot contacts (those the account created, not HubSpot's own) as unified custom field " +
    'definitions: the keys, kinds and options of the values in unified_custom_fields. HubSpot returns every definition in one ' +
    'answer (GET /crm/v3/properties/contacts), so each page reads it once and returns its slice. updated_after is refused: ' +
    'HubSpot cannot filter definitions by time.',
  tags: ['crm', 'custom fields'],
  schema_type: 'unified',
  unified: 'crm.contact_custom_field_definitions.list',
  required_scopes: [CONTACT_SCHEMAS_READ_SCOPE],
  kind: 'list',
  input: listInputSchema(z.strictObject({})),
  async run({ input, http }) {
    const { page_size: pageSize, cursor, updated_after: updatedAfter } = input.query;
    const offset = offsetOf(cursor);
    const response = await http.get('/crm/v3/properties/contacts', { query: { archived: false } });
    const custom = parseHubspotBody(hubspotPropertiesResponseSchema, response.body, 'property list').results.filter(
      (property) => property.hubspotDefined !== true && property.archived !== true && changedAfter(property.updatedAt, updatedAfter),
    );
    const page = custom.slice(offset, offset + pageSize);
    const next = offset + page.length < custom.length ? String(offset + page.length) : null;
    return { data: page.map(mapCustomFieldDefinition), next };
  },
});

export const getContactCustomFieldDefinitionAction = defineAction({
  id: 'hubspot_get_contact_custom_field_definition',
  label: 'Get contact custom field definition',
  description:
    'Gets one custom property of HubSpot contacts (unified id or property name) as a unified custom field definition ' +
    "(GET /crm/v3/properties/contacts/{propertyName}). One of HubSpot's own properties is not a custom field: a 404.",
  tags: ['crm', 'custom fields'],
  schema_type: 'unified',
  unified: 'crm.contact_custom_field_definitions.get',
  required_scopes: [CONTACT_SCHEMAS_READ_SCOPE],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const name = toRemoteId(input.path.id);
    if (!PROPERTY_NAME.test(name)) throw new BadRequestError(`"${input.path.id}" is not a HubSpot property name`);
    const response = await http.get(`/crm/v3/properties/contacts/${name}`, { query: { archived: false } });
    const property = parseHubspotBody(hubspotPropertySchema, response.body, 'property');
    if (property.hubspotDefined === true) throw new NotFoundError(`"${name}" is one of HubSpot's own contact properties, not a custom field`);
    return { data: mapCustomFieldDefinition(property) };
  },
});
