import { hrisBenefitSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import type { BambooHrCompanyBenefit } from '../provider-types.js';
import fixture from './__fixtures__/company-benefits.json' with { type: 'json' };
import { toBenefit } from './benefit.js';

const plans = fixture.companyBenefits as BambooHrCompanyBenefit[];

describe('toBenefit', () => {
  it('maps a company benefit plan, its category to the benefit type', () => {
    expect(toBenefit(plans[0]!)).toEqual({
      id: 'c28xIQaWQ6Nw',
      remote_id: '7',
      name: 'Premera PPO',
      benefit_type: { value: 'health_insurance', source_value: 'health' },
      provider: null,
      description: null,
      created_at: null,
      updated_at: null,
    });
    expect(toBenefit(plans[1]!).benefit_type).toEqual({ value: 'retirement_savings', source_value: 'retirement' });
  });

  it('keeps an unknown category as source_value, and reads blanks as null', () => {
    expect(toBenefit(plans[2]!).benefit_type).toEqual({ value: 'unmapped_value', source_value: 'pet' });
    expect(toBenefit(plans[3]!)).toMatchObject({ remote_id: '14', name: null, benefit_type: null });
  });

  it('answers the unified model', () => {
    for (const plan of plans) expect(hrisBenefitSchema.safeParse(toBenefit(plan)).success).toBe(true);
  });
});
