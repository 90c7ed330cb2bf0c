import {
  encodeCompositeId,
  type HrisCompany,
  type HrisDepartment,
  type HrisDivision,
  type HrisGroup,
  type HrisLocation,
  toIsoDateTime,
} from '@openunified/connector-sdk';
import type { BambooHrCompanyInformation, BambooHrListOption } from '../provider-types.js';

/**
 * BambooHR keeps departments, divisions and locations as the options of list fields
 * (`GET /meta/lists`): a name and an id, no address, no hierarchy, no leader. The option id is
 * unique in the account; the unified id also carries which list it came from.
 */
export type ListKind = 'department' | 'division' | 'location' | 'jobTitle';

export function textOf(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

export function optionFields(option: BambooHrListOption, listFieldId: string): Record<string, unknown> {
  return {
    list_field_id: listFieldId,
    archived: option.archived === 'yes',
    archived_date: toIsoDateTime(textOf(option.archivedDate)),
    created_date: toIsoDateTime(textOf(option.createdDate)),
  };
}

export function toLocation(option: BambooHrListOption, listFieldId: string): HrisLocation {
  const remoteId = String(option.id);
  return {
    id: encodeCompositeId(remoteId, 'location'),
    remote_id: remoteId,
    employee_id: null,
    remote_employee_id: null,
    name: textOf(option.name),
    phone_number: null,
    street_1: null,
    street_2: null,
    city: null,
    state: null,
    zip_code: null,
    country: null,
    // The values of an employee's work location field: places of work.
    location_type: { value: 'work', source_value: 'location' },
    unified_custom_fields: optionFields(option, listFieldId),
    created_at: toIsoDateTime(textOf(option.createdDate)),
    updated_at: null,
  };
}

interface GroupContext {
  kind: 'department' | 'division';
  listFieldId: string;
  /** The account's company: BambooHR has one per account, named by its domain. */
  companyId: string;
}

function groupOf(option: BambooHrListOption, context: GroupContext) {
  const remoteId = String(option.id);
  return {
    id: encodeCompositeId(remoteId, context.kind),
    remote_id: remoteId,
    name: textOf(option.name),
    parent_ids: null,
    remote_parent_ids: null,
    owner_ids: null,
    remote_owner_ids: null,
    company_id: encodeCompositeId(context.companyId),
    remote_company_id: context.companyId,
    unified_custom_fields: optionFields(option, context.listFieldId),
  };
}

/** A department or division as one of every group; divisions have no unified group type. */
export function toGroup(option: BambooHrListOption, context: GroupContext): HrisGroup {
  return {
    ...groupOf(option, context),
    type: context.kind === 'department' ? { value: 'department', source_value: 'department' } : { value: 'unmapped_value', source_value: 'division' },
  };
}

export function toDepartment(option: BambooHrListOption, context: Omit<GroupContext, 'kind'>): HrisDepartment {
  return { ...groupOf(option, { ...context, kind: 'department' }), type: { value: 'department', source_value: 'department' } };
}

export function toDivision(option: BambooHrListOption, context: Omit<GroupContext, 'kind'>): HrisDivision {
  return { ...groupOf(option, { ...context, kind: 'division' }), type: { value: 'division', source_value: 'division' } };
}

/** The account's one company, named by its BambooHR company domain. */
export function toCompany(information: BambooHrCompanyInformation, companyDomain: string): HrisCompany {
  const displayName = textOf(information.displayName);
  const legalName = textOf(information.legalName);
  const address = information.address;
  return {
    id: encodeCompositeId(companyDomain),
    remote_id: companyDomain,
    name: displayName ?? legalName,
    display_name: displayName,
    full_name: legalName,
    unified_custom_fields: {
      phone: textOf(information.phone),
      address: address
        ? { line1: textOf(address.line1), line2: textOf(address.line2), city: textOf(address.city), state: textOf(address.state), zip: textOf(address.zip) }
        : null,
    },
    created_at: null,
    updated_at: null,
  };
}
