import type { ActionPolicy } from '@openunified/action-pipeline';
import type { AnyActionDefinition, ConnectorDefinition } from '@openunified/connector-sdk';
import { ForbiddenError } from '@openunified/errors';
import type { AccountRecord } from '@openunified/store';
import type { ConnectorProfilesService } from './connector-profiles-service.js';

/**
 * Refuses the actions a connector profile switched off, on every door of the pipeline (unified
 * routes, RPC, data sync, MCP): 403 naming the action and the profile. A profile whose
 * `enabled_actions` is null allows every action.
 */
export class ConnectorProfileActionPolicy implements ActionPolicy {
  constructor(private readonly profiles: ConnectorProfilesService) {}

  async assertRunnable(account: AccountRecord, _connector: ConnectorDefinition, action: AnyActionDefinition): Promise<void> {
    const profile = await this.profiles.profileOf(account);
    if (profile?.enabledActions && !profile.enabledActions.includes(action.id)) {
      throw new ForbiddenError(`action ${action.id} is disabled for connector profile ${profile.id}`);
    }
  }
}
