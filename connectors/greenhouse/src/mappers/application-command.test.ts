import { encodeCompositeId } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import { toGreenhouseMove, toGreenhouseReject } from './application-command.js';

describe('toGreenhouseMove', () => {
  it('moves from the current stage to the unified or Greenhouse stage id, passthrough kept', () => {
    expect(toGreenhouseMove({ interview_stage_id: encodeCompositeId('5504'), passthrough: { note: 'x' } }, '5501')).toEqual({
      note: 'x',
      from_stage_id: 5501,
      to_stage_id: 5504,
    });
    expect(toGreenhouseMove({ interview_stage_id: '5504', passthrough: { to_stage_id: 1 } }, '5501')).toMatchObject({ to_stage_id: 5504 });
  });

  it('refuses a body without a stage, a malformed stage id and an application in no stage', () => {
    expect(() => toGreenhouseMove({}, '5501')).toThrow('interview_stage_id: the stage to move the application to is required');
    expect(() => toGreenhouseMove({ interview_stage_id: 'screen' }, '5501')).toThrow('interview_stage_id: "screen" is not a Greenhouse id');
    expect(() => toGreenhouseMove({ interview_stage_id: '5504' }, null)).toThrow('Greenhouse cannot move it');
  });
});

describe('toGreenhouseReject', () => {
  it('names the rejection reason, notes and e-mail through passthrough', () => {
    expect(toGreenhouseReject({ rejected_reason_id: encodeCompositeId('31'), passthrough: { notes: 'Not now' } })).toEqual({
      notes: 'Not now',
      rejection_reason_id: 31,
    });
  });

  it('refuses a reject without a reason', () => {
    expect(() => toGreenhouseReject({ passthrough: { notes: 'x' } })).toThrow('rejected_reason_id: Greenhouse rejects an application with a rejection reason');
  });
});
