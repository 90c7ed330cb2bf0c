import { type ActionExecutor, ActionPipelineTokens, type ConnectorRegistry, formatValidationError } from '@openunified/action-pipeline';
import type { ConnectorDefinition, PermissionSupport } from '@openunified/connector-sdk';
import { iamResourceTypesOf } from '@openunified/connector-sdk';
import { BadGatewayError, BadRequestError, UnprocessableEntityError } from '@openunified/errors';
import { serviceRef } from '@openunified/feature-kit';
import { parseUnifiedId } from '@openunified/normalization';
import { type CheckPermissionsResult, checkedPermissionsSchema, type IamResourceType } from '@openunified/schemas';
import type { AccountRecord } from '@openunified/store';
import { inject, injectable } from 'inversify';
import type { CheckPermissionsBody } from './permissions-schemas.js';

export const PermissionsServiceToken = serviceRef<PermissionsService>('openunified.permissions.PermissionsService');

/** The request a check serves, as the pipeline needs it. */
export interface PermissionCheckCall {
  account: AccountRecord;
  requestId: string;
  signal: AbortSignal;
}

/**
 * docs/concepts/permissions.md: decodes the resource id, runs the connector's check action
 * through the action pipeline and shapes its answer. Resource type lists come from the
 * connector's declaration alone, without a provider call.
 */
@injectable()
export class PermissionsService {
  constructor(
    @inject(ActionPipelineTokens.ActionExecutor) private readonly executor: ActionExecutor,
    @inject(ActionPipelineTokens.ConnectorRegistry) private readonly registry: ConnectorRegistry,
  ) {}

  /** The id of the action a check runs for the account; 422 when its provider has none. */
  checkActionId(account: AccountRecord): string {
    return this.supportOf(account, 'check_permissions').support.check_action;
  }

  async check(call: PermissionCheckCall, body: CheckPermissionsBody): Promise<CheckPermissionsResult> {
    const { connector, support } = this.supportOf(call.account, 'check_permissions');
    const resource = resolveResource(body.resource_id, support);
    // user_id wins; email is not even passed on when both are sent.
    const user: Record<string, string> = body.user_id !== undefined ? { user_id: body.user_id } : { email: body.email ?? '' };
    const executed = await this.executor.execute({
      account: call.account,
      action: { id: support.check_action },
      input: { body: { ...user, resource_id: resource.id, resource_type: resource.type } },
      requestId: call.requestId,
      signal: call.signal,
    });
    const checked = checkedPermissionsSchema.safeParse(executed.result.data);
    if (!checked.success) {
      throw new BadGatewayError(
        `connector "${connector.key}" returned a permission check that does not match the model: ${formatValidationError(checked.error, 'data')}`,
      );
    }
    const result: CheckPermissionsResult = checked.data;
    if (body.action !== undefined) {
      result.action = body.action;
      result.allowed = checked.data.user.permissions.includes(body.action);
    }
    return result;
  }

  resourceTypes(account: AccountRecord): { data: string[] } {
    return { data: Object.keys(this.supportOf(account, 'list_resource_types').support.resource_types) };
  }

  iamResourceTypes(account: AccountRecord): { data: IamResourceType[] } {
    return { data: iamResourceTypesOf(this.supportOf(account, 'iam resource types').support) };
  }

  private supportOf(account: AccountRecord, route: string): { connector: ConnectorDefinition; support: PermissionSupport } {
    const connector = this.registry.get(account.provider);
    if (!connector) throw new UnprocessableEntityError(`the connector "${account.provider}" of account ${account.id} is not installed`);
    if (!connector.permissions) throw new UnprocessableEntityError(`provider "${account.provider}" does not support ${route}`);
    return { connector, support: connector.permissions };
  }
}

/** The provider id and type behind `resource_id`: a composite id's own type, else the connector's default. */
function resolveResource(resourceId: string, support: PermissionSupport): { id: string; type: string } {
  const parsed = parseUnifiedId(resourceId);
  if (parsed.kind === 'malformed') throw new BadRequestError(`body field "resource_id": not a valid composite id: ${parsed.reason}`);
  if (parsed.kind === 'plain' || parsed.resourceType === undefined) return { id: parsed.remoteId, type: support.default_resource_type };
  if (!Object.hasOwn(support.resource_types, parsed.resourceType)) {
    throw new BadRequestError(
      `body field "resource_id": resource type "${parsed.resourceType}" is not one of ${Object.keys(support.resource_types).join(', ')}`,
    );
  }
  return { id: parsed.remoteId, type: parsed.resourceType };
}
