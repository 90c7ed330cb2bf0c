import type { AccountScope, CompatContext } from '../compat-harness.js';
import { drain, expectData, memoise, recordToUpdate, sharedList } from '../compat-harness.js';
import { type MethodCall, perConnector } from './method-call.js';

const candidates = sharedList('atsListCandidates', '/unified/ats/candidates', async (scope) =>
  drain(await scope.sdk.ats.listCandidates({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.candidatesPaginated?.data),
);
const applications = sharedList('atsListApplications', '/unified/ats/applications', async (scope) =>
  drain(await scope.sdk.ats.listApplications({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.applicationsPaginated?.data),
);
const jobs = sharedList('atsListJobs', '/unified/ats/jobs', async (scope) =>
  drain(await scope.sdk.ats.listJobs({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.atsJobsPaginated?.data),
);
const interviews = sharedList('atsListInterviews', '/unified/ats/interviews', async (scope) =>
  drain(await scope.sdk.ats.listInterviews({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.interviewsPaginated?.data),
);
const offers = sharedList('atsListOffers', '/unified/ats/offers', async (scope) =>
  drain(await scope.sdk.ats.listOffers({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.offersPaginated?.data),
);

/** The candidate `atsCreateCandidate` creates, which the update then changes. */
const createdCandidate = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `atsCreateCandidate:${scope.provider}`, async () => {
    const created = await scope.sdk.ats.createCandidate({
      xAccountId: scope.accountId,
      atsCreateCandidateRequestDto: { firstName: 'Grace', lastName: 'Compat', email: `grace.compat.${scope.provider}@example.com`, title: 'Engineer' },
    });
    const id = created.createResult?.data?.id;
    expectData(created.createResult?.statusCode === 201 && typeof id === 'string', `the create answered ${JSON.stringify(created.createResult)}`);
    return id;
  });

export const atsCalls: Record<string, MethodCall> = {
  atsListCandidates: perConnector(async (context, scope) => {
    await candidates.records(context, scope);
  }),
  atsGetCandidate: perConnector(async (context, scope) => {
    const [id] = await candidates.ids(context, scope);
    const answer = await scope.sdk.ats.getCandidate({ xAccountId: scope.accountId, id: id! });
    expectData(answer.candidateResult?.data?.id === id, `the candidate read has id ${answer.candidateResult?.data?.id}, not ${id}`);
  }),
  atsCreateCandidate: perConnector(async (context, scope) => {
    const id = await createdCandidate(context, scope);
    const read = await scope.sdk.ats.getCandidate({ xAccountId: scope.accountId, id });
    const candidate = read.candidateResult?.data;
    expectData(candidate?.firstName === 'Grace' && candidate.lastName === 'Compat', `the created candidate reads back named ${candidate?.firstName} ${candidate?.lastName}`);
  }),
  atsUpdateCandidate: perConnector(async (context, scope) => {
    const id = await recordToUpdate(() => createdCandidate(context, scope), () => candidates.ids(context, scope));
    const updated = await scope.sdk.ats.updateCandidate({ xAccountId: scope.accountId, id, atsUpdateCandidateRequestDto: { title: 'Admiral' } });
    expectData(updated.createResult?.data?.id === id, `the update answered id ${updated.createResult?.data?.id}, not ${id}`);
    const read = await scope.sdk.ats.getCandidate({ xAccountId: scope.accountId, id });
    expectData(read.candidateResult?.data?.title === 'Admiral', `the candidate read after the update has title ${read.candidateResult?.data?.title}`);
  }),
  atsListApplications: perConnector(async (context, scope) => {
    await applications.records(context, scope);
  }),
  atsGetApplication: perConnector(async (context, scope) => {
    const [id] = await applications.ids(context, scope);
    const answer = await scope.sdk.ats.getApplication({ xAccountId: scope.accountId, id: id! });
    expectData(answer.applicationResult?.data?.id === id, `the application read has id ${answer.applicationResult?.data?.id}, not ${id}`);
  }),
  atsListJobs: perConnector(async (context, scope) => {
    await jobs.records(context, scope);
  }),
  atsGetJob: perConnector(async (context, scope) => {
    const [id] = await jobs.ids(context, scope);
    const answer = await scope.sdk.ats.getJob({ xAccountId: scope.accountId, id: id! });
    expectData(answer.atsJobResult?.data?.id === id, `the job read has id ${answer.atsJobResult?.data?.id}, not ${id}`);
  }),
  atsListApplicationStages: perConnector(async (_context, scope) => {
    await drain(await scope.sdk.ats.listApplicationStages({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.interviewStagesPaginated?.data);
  }),
  atsListInterviews: perConnector(async (context, scope) => {
    await interviews.records(context, scope);
  }),
  atsGetInterview: perConnector(async (context, scope) => {
    const [id] = await interviews.ids(context, scope);
    const answer = await scope.sdk.ats.getInterview({ xAccountId: scope.accountId, id: id! });
    expectData(answer.interviewsResult?.data?.id === id, `the interview read has id ${answer.interviewsResult?.data?.id}, not ${id}`);
  }),
  atsListOffers: perConnector(async (context, scope) => {
    await offers.records(context, scope);
  }),
  atsGetOffer: perConnector(async (context, scope) => {
    const [id] = await offers.ids(context, scope);
    const answer = await scope.sdk.ats.getOffer({ xAccountId: scope.accountId, id: id! });
    expectData(answer.offersResult?.data?.id === id, `the offer read has id ${answer.offersResult?.data?.id}, not ${id}`);
  }),
  atsListUsers: perConnector(async (_context, scope) => {
    await drain(await scope.sdk.ats.listUsers({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.usersPaginated?.data);
  }),
};
