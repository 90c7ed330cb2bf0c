import {
  encodeCompositeId,
  type IamPolicy,
  type IamPolicyStatus,
  type IamPolicyType,
  mapEnumValue,
  toIsoDateTime,
  unmappedFields,
} from '@openunified/connector-sdk';
import type { OktaPolicy } from '../provider-schemas.js';
import { mappedKeys } from './mapped-keys.js';

/** Okta's `PolicyType` values by what they govern; CLIENT_UPDATE, IDENTITY_CLAIM_SOURCING and newer ones are `unmapped_value`. */
export const oktaPolicyTypes: Readonly<Record<string, IamPolicyType>> = {
  OKTA_SIGN_ON: 'sign_on',
  PASSWORD: 'password',
  MFA_ENROLL: 'mfa_enrollment',
  ACCESS_POLICY: 'authentication',
  IDP_DISCOVERY: 'idp_discovery',
  PROFILE_ENROLLMENT: 'profile_enrollment',
  POST_AUTH_SESSION: 'session',
  SESSION_VIOLATION_DETECTION: 'session',
  ENTITY_RISK: 'risk',
  DEVICE_SIGNAL_COLLECTION: 'device',
};

export const oktaPolicyStatuses: Readonly<Record<string, IamPolicyStatus>> = { ACTIVE: 'active', INACTIVE: 'inactive' };

const mappedPolicyKeys = mappedKeys('id', 'type', 'name', 'description', 'status', 'created', 'lastUpdated');

/**
 * An Okta policy as a unified iam policy. Its substance (`conditions`, `settings`) and its
 * `priority` and `system` flags have no unified field and stay in `unified_custom_fields`.
 */
export function mapPolicy(policy: OktaPolicy): IamPolicy {
  return {
    id: encodeCompositeId(policy.id),
    remote_id: policy.id,
    name: policy.name ?? null,
    description: policy.description ?? null,
    type: policy.type ? mapEnumValue(policy.type, oktaPolicyTypes) : null,
    status: policy.status ? mapEnumValue(policy.status, oktaPolicyStatuses) : null,
    created_at: toIsoDateTime(policy.created),
    updated_at: toIsoDateTime(policy.lastUpdated),
    unified_custom_fields: unmappedFields(policy, mappedPolicyKeys),
  };
}
