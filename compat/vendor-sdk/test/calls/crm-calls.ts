import type { AccountScope, CompatContext } from '../compat-harness.js';
import { drain, expectData, memoise, recordToUpdate, sharedList } from '../compat-harness.js';
import { type MethodCall, perConnector } from './method-call.js';

const contacts = sharedList('crmListContacts', '/unified/crm/contacts', async (scope) =>
  drain(await scope.sdk.crm.listContacts({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.contactsPaginated?.data),
);
const accounts = sharedList('crmListAccounts', '/unified/crm/accounts', async (scope) =>
  drain(await scope.sdk.crm.listAccounts({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.accountsPaginated?.data),
);
const lists = sharedList('crmListLists', '/unified/crm/lists', async (scope) =>
  drain(await scope.sdk.crm.listLists({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.listsPaginated?.data),
);
const contactCustomFieldDefinitions = sharedList('crmListContactCustomFieldDefinitions', '/unified/crm/custom_field_definitions/contacts', async (scope) =>
  drain(
    await scope.sdk.crm.listContactCustomFieldDefinitions({ xAccountId: scope.accountId, pageSize: '10' }),
    (page) => page.customFieldDefinitionsPaginated?.data,
  ),
);

/** The contact `crmCreateContact` creates, which the update then changes. */
const createdContact = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `crmCreateContact:${scope.provider}`, async () => {
    const created = await scope.sdk.crm.createContact({
      xAccountId: scope.accountId,
      crmCreateContactRequestDto: { firstName: 'Ada', lastName: 'Compat', emails: [`ada.compat.${scope.provider}@example.com`], phoneNumbers: ['+15550100'] },
    });
    const id = created.contactResult?.data?.id;
    expectData(typeof id === 'string', `the create answered ${JSON.stringify(created.contactResult)}`);
    return id;
  });

export const crmCalls: Record<string, MethodCall> = {
  crmListContacts: perConnector(async (context, scope) => {
    await contacts.records(context, scope);
  }),
  crmGetContact: perConnector(async (context, scope) => {
    const [id] = await contacts.ids(context, scope);
    const answer = await scope.sdk.crm.getContact({ xAccountId: scope.accountId, id: id! });
    expectData(answer.contactResult?.data?.id === id, `the contact read has id ${answer.contactResult?.data?.id}, not ${id}`);
  }),
  crmCreateContact: perConnector(async (context, scope) => {
    const id = await createdContact(context, scope);
    const read = await scope.sdk.crm.getContact({ xAccountId: scope.accountId, id });
    const contact = read.contactResult?.data;
    expectData(
      contact?.firstName === 'Ada' && contact.lastName === 'Compat',
      `the created contact reads back named ${contact?.firstName} ${contact?.lastName}`,
    );
  }),
  crmUpdateContact: perConnector(async (context, scope) => {
    const id = await recordToUpdate(
      () => createdContact(context, scope),
      () => contacts.ids(context, scope),
    );
    const updated = await scope.sdk.crm.updateContact({ xAccountId: scope.accountId, id, crmCreateContactRequestDto: { lastName: 'Lovelace' } });
    expectData(updated.contactResult?.data?.id === id, `the update answered id ${updated.contactResult?.data?.id}, not ${id}`);
    const read = await scope.sdk.crm.getContact({ xAccountId: scope.accountId, id });
    expectData(read.contactResult?.data?.lastName === 'Lovelace', `the contact read after the update has last_name ${read.contactResult?.data?.lastName}`);
  }),
  crmListAccounts: perConnector(async (context, scope) => {
    await accounts.records(context, scope);
  }),
  crmGetAccount: perConnector(async (context, scope) => {
    const [id] = await accounts.ids(context, scope);
    const answer = await scope.sdk.crm.getAccount({ xAccountId: scope.accountId, id: id! });
    expectData(answer.accountResult?.data?.id === id, `the account read has id ${answer.accountResult?.data?.id}, not ${id}`);
  }),
  crmListLists: perConnector(async (context, scope) => {
    await lists.records(context, scope);
  }),
  crmListContactCustomFieldDefinitions: perConnector(async (context, scope) => {
    await contactCustomFieldDefinitions.records(context, scope);
  }),
  crmGetContactCustomFieldDefinition: perConnector(async (context, scope) => {
    const [id] = await contactCustomFieldDefinitions.ids(context, scope);
    const answer = await scope.sdk.crm.getContactCustomFieldDefinition({ xAccountId: scope.accountId, id: id! });
    const definition = answer.customFieldDefinitionResultApiModel?.data;
    expectData(definition?.id === id, `the custom field definition read has id ${definition?.id}, not ${id}`);
  }),
  crmGetList: perConnector(async (context, scope) => {
    const [id] = await lists.ids(context, scope);
    const answer = await scope.sdk.crm.getList({ xAccountId: scope.accountId, id: id! });
    expectData(answer.listResult?.data?.id === id, `the list read has id ${answer.listResult?.data?.id}, not ${id}`);
  }),
};
