import { expect, it } from 'vitest';
import { explainPausedReason } from './paused-reason.js';

it('explains every paused_reason the API answers, and what clears it', () => {
  for (const reason of [
    'sync_config_disabled',
    'action_disabled',
    'action_not_syncable',
    'auto_link_disabled',
    'account_inactive',
    'account_suspended',
    'account_archived',
    'account_expired',
    'account_error',
  ]) {
    const explanation = explainPausedReason(reason);
    expect(explanation.title).not.toContain('_');
    expect(explanation.fix.length).toBeGreaterThan(10);
  }
  expect(explainPausedReason('something_new').title).toBe('something new');
});
