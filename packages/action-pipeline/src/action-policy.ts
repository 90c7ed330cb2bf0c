import type { AnyActionDefinition, ConnectorDefinition } from '@openunified/connector-sdk';
import type { AccountRecord } from '@openunified/store';

/**
 * Decides whether an account may run an action at all (connector profiles switch actions off).
 * Throws an ApiError to refuse; the default allows everything.
 */
export interface ActionPolicy {
  assertRunnable(account: AccountRecord, connector: ConnectorDefinition, action: AnyActionDefinition): Promise<void>;
}

export const allowAllActions: ActionPolicy = {
  async assertRunnable() {},
};
