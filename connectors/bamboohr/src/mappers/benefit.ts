import { encodeCompositeId, type HrisBenefit, mapEnumValue } from '@openunified/connector-sdk';
import type { BambooHrCompanyBenefit } from '../provider-types.js';
import { textOf } from './organisation.js';

type BenefitType = NonNullable<HrisBenefit['benefit_type']>['value'];

/** BambooHR's benefit categories; what is not listed keeps its category as source_value with value unmapped_value. */
const benefitTypeTable: Record<string, Exclude<BenefitType, null>> = {
  health: 'health_insurance',
  medical: 'health_insurance',
  dental: 'health_insurance',
  vision: 'health_insurance',
  'supplemental health': 'health_insurance',
  retirement: 'retirement_savings',
  '401k': 'retirement_savings',
  pension: 'retirement_savings',
  hsa: 'health_savings',
  'health savings account': 'health_savings',
  fsa: 'health_savings',
  'flexible spending account': 'health_savings',
  life: 'insurance',
  disability: 'insurance',
  accident: 'insurance',
  reimbursement: 'other',
  other: 'other',
};

/**
 * A plan of BambooHR's company benefits. BambooHR names the plan's vendor by id only (no read
 * of vendors in its public API), so `provider` stays null; the list carries no description.
 */
export function toBenefit(plan: BambooHrCompanyBenefit): HrisBenefit {
  const remoteId = String(plan.id);
  const type = textOf(plan.type);
  return {
    id: encodeCompositeId(remoteId),
    remote_id: remoteId,
    name: textOf(plan.name),
    benefit_type: type === null ? null : mapEnumValue(type, benefitTypeTable),
    provider: null,
    description: null,
    created_at: null,
    updated_at: null,
  };
}
