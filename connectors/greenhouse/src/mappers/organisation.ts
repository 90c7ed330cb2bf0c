import { type AtsDepartment, type AtsLocation, encodeCompositeId } from '@openunified/connector-sdk';
import type { GreenhouseDepartment, GreenhouseOffice } from '../provider-reference-schemas.js';

/** The organisation's structure: departments and offices (the unified locations). */

export function mapDepartment(department: GreenhouseDepartment): AtsDepartment {
  return {
    id: encodeCompositeId(department.id),
    remote_id: department.id,
    name: department.name,
    // The hierarchy and the external system's id have no unified home.
    unified_custom_fields: { parent_id: department.parent_id, child_ids: department.child_ids, external_id: department.external_id },
  };
}

export function mapLocation(office: GreenhouseOffice): AtsLocation {
  return {
    id: encodeCompositeId(office.id),
    remote_id: office.id,
    name: office.name,
    unified_custom_fields: {
      // The place the office is at, as Greenhouse words it ("New York, United States").
      location: office.location?.name ?? null,
      primary_contact_user_id: office.primary_contact_user_id,
      parent_id: office.parent_id,
      child_ids: office.child_ids,
      external_id: office.external_id,
    },
  };
}
