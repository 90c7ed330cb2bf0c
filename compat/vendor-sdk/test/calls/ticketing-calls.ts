import type { AccountScope, CompatContext } from '../compat-harness.js';
import { drain, expectData, memoise, recordToUpdate, sharedList } from '../compat-harness.js';
import { type MethodCall, perConnector } from './method-call.js';

const tickets = sharedList('ticketingListTickets', '/unified/ticketing/tickets', async (scope) =>
  drain(await scope.sdk.ticketing.listTickets({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.ticketingTicketsPaginated?.data),
);
const users = sharedList('ticketingListUsers', '/unified/ticketing/users', async (scope) =>
  drain(await scope.sdk.ticketing.listUsers({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.ticketingUsersPaginated?.data),
);
const ticketTypes = sharedList('ticketingListTicketTypes', '/unified/ticketing/ticket_types', async (scope) =>
  drain(await scope.sdk.ticketing.listTicketTypes({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.ticketingTicketTypePaginated?.data),
);
const projects = sharedList('ticketingListProjects', '/unified/ticketing/projects', async (scope) =>
  drain(await scope.sdk.ticketing.listProjects({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.ticketingProjectsPaginated?.data),
);

/** The first ticket's comments (a sub-resource list): ids for the comment read. */
const firstTicketComments = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `ticketingListComments:${scope.provider}`, async () => {
    const [ticketId] = await tickets.ids(context, scope);
    const comments = await drain(
      await scope.sdk.ticketing.listComments({ xAccountId: scope.accountId, id: ticketId!, pageSize: '10' }),
      (page) => page.ticketingCommentsPaginated?.data,
    );
    return { ticketId: ticketId!, comments };
  });

/** The attachments of the first listed ticket that has any: ids for the attachment read and download. */
const ticketAttachments = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `ticketingListAttachments:${scope.provider}`, async () => {
    for (const ticketId of await tickets.ids(context, scope)) {
      const attachments = await drain(
        await scope.sdk.ticketing.listAttachments({ xAccountId: scope.accountId, id: ticketId, pageSize: '10' }),
        (page) => page.ticketingAttachmentsPaginated?.data,
        { allowEmpty: true },
      );
      if (attachments.length > 0) return { ticketId, attachments };
    }
    throw new Error('no listed ticket has attachments');
  });

/** The first project's components (a sub-resource list): ids for the component read. */
const firstProjectComponents = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `ticketingListProjectComponents:${scope.provider}`, async () => {
    const [projectId] = await projects.ids(context, scope);
    const components = await drain(
      await scope.sdk.ticketing.listProjectComponents({ xAccountId: scope.accountId, id: projectId!, pageSize: '10' }),
      (page) => page.ticketingComponentsPaginated?.data,
    );
    return { projectId: projectId!, components };
  });

/** The ticket `ticketingCreateTicket` creates, which the update then changes. */
const createdTicket = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `ticketingCreateTicket:${scope.provider}`, async () => {
    // A listed ticket's project and type, when the list can be read.
    const [listed] = await tickets.records(context, scope).catch(() => []);
    const created = await scope.sdk.ticketing.createTicket({
      xAccountId: scope.accountId,
      ticketingTicketCreateRequestDto: {
        title: 'Compatibility check',
        content: [{ plain: 'Filed by the compatibility suite.' }],
        projectId: listed?.projects?.[0]?.id ?? null,
        type: listed?.type?.id ?? null,
      },
    });
    const id = created.createResult?.data?.id;
    expectData(created.createResult?.statusCode === 201 && typeof id === 'string', `the create answered ${JSON.stringify(created.createResult)}`);
    return id;
  });

export const ticketingCalls: Record<string, MethodCall> = {
  ticketingListTickets: perConnector(async (context, scope) => {
    await tickets.records(context, scope);
  }),
  ticketingGetTicket: perConnector(async (context, scope) => {
    const [id] = await tickets.ids(context, scope);
    const answer = await scope.sdk.ticketing.getTicket({ xAccountId: scope.accountId, id: id! });
    expectData(answer.ticketingTicketResult?.data?.id === id, `the ticket read has id ${answer.ticketingTicketResult?.data?.id}, not ${id}`);
  }),
  ticketingCreateTicket: perConnector(async (context, scope) => {
    const id = await createdTicket(context, scope);
    const read = await scope.sdk.ticketing.getTicket({ xAccountId: scope.accountId, id });
    expectData(
      read.ticketingTicketResult?.data?.title === 'Compatibility check',
      `the created ticket reads back titled ${read.ticketingTicketResult?.data?.title}`,
    );
  }),
  ticketingUpdateTicket: perConnector(async (context, scope) => {
    const id = await recordToUpdate(
      () => createdTicket(context, scope),
      () => tickets.ids(context, scope),
    );
    const updated = await scope.sdk.ticketing.updateTicket({
      xAccountId: scope.accountId,
      id,
      ticketingTicketUpdateRequestDto: { title: 'Compatibility check, updated' },
    });
    expectData(updated.updateResult?.statusCode === 200, `the update answered ${JSON.stringify(updated.updateResult)}`);
    const read = await scope.sdk.ticketing.getTicket({ xAccountId: scope.accountId, id });
    expectData(
      read.ticketingTicketResult?.data?.title === 'Compatibility check, updated',
      `the ticket read after the update is titled ${read.ticketingTicketResult?.data?.title}`,
    );
  }),
  ticketingListComments: perConnector(async (context, scope) => {
    await firstTicketComments(context, scope);
  }),
  ticketingGetComment: perConnector(async (context, scope) => {
    const { ticketId, comments } = await firstTicketComments(context, scope);
    const id = comments[0]!.id!;
    const answer = await scope.sdk.ticketing.getComment({ xAccountId: scope.accountId, id: ticketId, subResourceId: id });
    expectData(answer.ticketingCommentResult?.data?.id === id, `the comment read has id ${answer.ticketingCommentResult?.data?.id}, not ${id}`);
  }),
  ticketingListAttachments: perConnector(async (context, scope) => {
    const { ticketId, attachments } = await ticketAttachments(context, scope);
    expectData(
      attachments.every((attachment) => attachment.ticketId === ticketId),
      `an attachment of ticket ${ticketId} names ticket ${attachments.find((attachment) => attachment.ticketId !== ticketId)?.ticketId}`,
    );
  }),
  ticketingGetAttachment: perConnector(async (context, scope) => {
    const { ticketId, attachments } = await ticketAttachments(context, scope);
    const id = attachments[0]!.id!;
    const answer = await scope.sdk.ticketing.getAttachment({ xAccountId: scope.accountId, id: ticketId, subResourceId: id });
    expectData(answer.ticketingAttachmentResult?.data?.id === id, `the attachment read has id ${answer.ticketingAttachmentResult?.data?.id}, not ${id}`);
  }),
  ticketingDownloadTicketingAttachment: perConnector(async (context, scope) => {
    const { ticketId, attachments } = await ticketAttachments(context, scope);
    const attachment = attachments[0]!;
    const answer = await scope.sdk.ticketing.downloadTicketingAttachment({ xAccountId: scope.accountId, id: ticketId, subResourceId: attachment.id! });
    const size = answer.body instanceof Uint8Array ? answer.body.byteLength : Buffer.byteLength(answer.body ?? '');
    expectData(answer.statusCode === 200, `the download answered ${answer.statusCode}`);
    expectData(attachment.size == null || size === attachment.size, `the download has ${size} bytes, the attachment says ${attachment.size}`);
  }),
  ticketingListTicketStatuses: perConnector(async (context, scope) => {
    const [ticketId] = await tickets.ids(context, scope);
    await drain(
      await scope.sdk.ticketing.listTicketStatuses({ xAccountId: scope.accountId, id: ticketId!, pageSize: '10' }),
      (page) => page.ticketingTicketStatusesPaginated?.data,
    );
  }),
  ticketingListUsers: perConnector(async (context, scope) => {
    await users.records(context, scope);
  }),
  ticketingGetUser: perConnector(async (context, scope) => {
    const [id] = await users.ids(context, scope);
    const answer = await scope.sdk.ticketing.getUser({ xAccountId: scope.accountId, id: id! });
    expectData(answer.ticketingUserResult?.data?.id === id, `the user read has id ${answer.ticketingUserResult?.data?.id}, not ${id}`);
  }),
  ticketingListTicketTypes: perConnector(async (context, scope) => {
    await ticketTypes.records(context, scope);
  }),
  ticketingGetTicketType: perConnector(async (context, scope) => {
    const [id] = await ticketTypes.ids(context, scope);
    const answer = await scope.sdk.ticketing.getTicketType({ xAccountId: scope.accountId, id: id! });
    expectData(answer.ticketingTicketTypeResult?.data?.id === id, `the ticket type read has id ${answer.ticketingTicketTypeResult?.data?.id}, not ${id}`);
  }),
  ticketingListProjects: perConnector(async (context, scope) => {
    await projects.records(context, scope);
  }),
  ticketingGetProject: perConnector(async (context, scope) => {
    const [id] = await projects.ids(context, scope);
    const answer = await scope.sdk.ticketing.getProject({ xAccountId: scope.accountId, id: id! });
    expectData(answer.ticketingProjectResult?.data?.id === id, `the project read has id ${answer.ticketingProjectResult?.data?.id}, not ${id}`);
  }),
  ticketingListProjectComponents: perConnector(async (context, scope) => {
    await firstProjectComponents(context, scope);
  }),
  ticketingGetProjectComponent: perConnector(async (context, scope) => {
    const { projectId, components } = await firstProjectComponents(context, scope);
    const id = components[0]!.id!;
    const answer = await scope.sdk.ticketing.getProjectComponent({ xAccountId: scope.accountId, id: projectId, subResourceId: id });
    expectData(answer.ticketingComponentResult?.data?.id === id, `the component read has id ${answer.ticketingComponentResult?.data?.id}, not ${id}`);
  }),
  ticketingListProjectTicketTypes: perConnector(async (context, scope) => {
    const [projectId] = await projects.ids(context, scope);
    await drain(
      await scope.sdk.ticketing.listProjectTicketTypes({ xAccountId: scope.accountId, id: projectId!, pageSize: '10' }),
      (page) => page.ticketingTicketTypePaginated?.data,
    );
  }),
};
