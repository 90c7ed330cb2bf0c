import { checkrSignature } from '@openunified/connector-checkr';
import { CHECKR_SANDBOX_API_KEY } from '@openunified/connector-checkr/emulator';
import {
  Event,
  ScreeningResultStatus,
  type ScreeningResultWebhook,
  ScreeningResultWebhook$outboundSchema,
} from '@stackone/stackone-client-ts/sdk/models/shared/index.js';
import { drain, expectData, sharedList } from '../compat-harness.js';
import { type MethodCall, perConnector } from './method-call.js';

const packages = sharedList('screeningListScreeningPackages', '/unified/screening/packages', async (scope) =>
  drain(await scope.sdk.screening.listScreeningPackages({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.screeningPackagesPaginated?.data),
);

/**
 * The key the provider signs its result events with, for the sandbox account: the emulator's
 * sandbox credential, which the suite links every account with.
 */
const signingKeys: Readonly<Record<string, string>> = { checkr: CHECKR_SANDBOX_API_KEY };

/** The signature header each provider sends its events with, over the exact body the SDK sends. */
function signed(provider: string, webhook: ScreeningResultWebhook): Record<string, string> {
  const key = signingKeys[provider];
  expectData(key !== undefined, `no signing key known for ${provider}`);
  // The SDK sends JSON.stringify of its outbound model: the same bytes are signed here.
  const body = JSON.stringify(ScreeningResultWebhook$outboundSchema.parse(webhook));
  return { 'X-Checkr-Signature': checkrSignature(body, key) };
}

export const screeningCalls: Record<string, MethodCall> = {
  screeningListScreeningPackages: perConnector(async (context, scope) => {
    await packages.records(context, scope);
  }),
  screeningGetScreeningPackage: perConnector(async (context, scope) => {
    const [id] = await packages.ids(context, scope);
    const answer = await scope.sdk.screening.getScreeningPackage({ xAccountId: scope.accountId, id: id! });
    expectData(answer.screeningPackageResult?.data?.id === id, `the package read has id ${answer.screeningPackageResult?.data?.id}, not ${id}`);
  }),
  screeningCreateScreeningOrder: perConnector(async (context, scope) => {
    const [packageId] = await packages.ids(context, scope);
    const created = await scope.sdk.screening.createScreeningOrder({
      xAccountId: scope.accountId,
      screeningCreateOrderRequestDto: {
        packageId: packageId!,
        candidate: { firstName: 'Compat', lastName: 'Check', email: `compat-${Date.now().toString(36)}@example.com` },
      },
    });
    const id = created.createResult?.data?.id;
    expectData(created.createResult?.statusCode === 201 && typeof id === 'string', `the order answered ${JSON.stringify(created.createResult)}`);
  }),
  screeningWebhookScreeningResult: perConnector(async (_context, scope) => {
    const webhook: ScreeningResultWebhook = {
      event: Event.ScreeningResultsCompleted,
      data: { remoteId: `compat-report-${Date.now().toString(36)}`, orderId: 'compat-order', status: ScreeningResultStatus.Completed, summary: 'clear' },
    };
    const answer = await scope.sdk.screening.webhookScreeningResult(
      { xAccountId: scope.accountId, screeningResultWebhook: webhook },
      { headers: signed(scope.provider, webhook) },
    );
    const result = answer.screeningResultWebhook;
    expectData(
      result?.event === Event.ScreeningResultsCompleted &&
        result.data.remoteId === webhook.data.remoteId &&
        result.data.status === ScreeningResultStatus.Completed,
      `the webhook answered ${JSON.stringify(result)}`,
    );
  }),
};
