import { AtsCreateNotesRequestDtoValue } from '@stackone/stackone-client-ts/sdk/models/shared/atscreatenotesrequestdto.js';
import {
  AtsDocumentsUploadRequestDtoSchemasFileFormatValue,
  AtsDocumentsUploadRequestDtoValue,
} from '@stackone/stackone-client-ts/sdk/models/shared/atsdocumentsuploadrequestdto.js';
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

const departments = sharedList('atsListDepartments', '/unified/ats/departments', async (scope) =>
  drain(await scope.sdk.ats.listDepartments({ xAccountId: scope.accountId, pageSize: '2' }), (page) => page.departmentsPaginated?.data),
);
const locations = sharedList('atsListLocations', '/unified/ats/locations', async (scope) =>
  drain(await scope.sdk.ats.listLocations({ xAccountId: scope.accountId, pageSize: '2' }), (page) => page.atsLocationsPaginated?.data),
);
const users = sharedList('atsListUsers', '/unified/ats/users', async (scope) =>
  drain(await scope.sdk.ats.listUsers({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.usersPaginated?.data),
);
const applicationStages = sharedList('atsListApplicationStages', '/unified/ats/application_stages', async (scope) =>
  drain(await scope.sdk.ats.listApplicationStages({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.interviewStagesPaginated?.data),
);
const interviewStages = sharedList('atsListInterviewStages', '/unified/ats/interview_stages', async (scope) =>
  drain(await scope.sdk.ats.listInterviewStages({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.interviewStagesPaginated?.data),
);
const jobPostings = sharedList('atsListJobPostings', '/unified/ats/job_postings', async (scope) =>
  drain(await scope.sdk.ats.listJobPostings({ xAccountId: scope.accountId, pageSize: '5' }), (page) => page.jobPostingsPaginated?.data),
);
const rejectedReasons = sharedList('atsListRejectedReasons', '/unified/ats/rejected_reasons', async (scope) =>
  drain(await scope.sdk.ats.listRejectedReasons({ xAccountId: scope.accountId, pageSize: '2' }), (page) => page.rejectedReasonsPaginated?.data),
);
const candidateFieldDefinitions = sharedList('atsListCandidateCustomFieldDefinitions', '/unified/ats/custom_field_definitions/candidates', async (scope) =>
  drain(
    await scope.sdk.ats.listCandidateCustomFieldDefinitions({ xAccountId: scope.accountId, pageSize: '2' }),
    (page) => page.customFieldDefinitionsPaginated?.data,
  ),
);
const applicationFieldDefinitions = sharedList(
  'atsListApplicationCustomFieldDefinitions',
  '/unified/ats/custom_field_definitions/applications',
  async (scope) =>
    drain(
      await scope.sdk.ats.listApplicationCustomFieldDefinitions({ xAccountId: scope.accountId, pageSize: '1' }),
      (page) => page.customFieldDefinitionsPaginated?.data,
    ),
);
const jobFieldDefinitions = sharedList('atsListJobCustomFieldDefinitions', '/unified/ats/custom_field_definitions/jobs', async (scope) =>
  drain(
    await scope.sdk.ats.listJobCustomFieldDefinitions({ xAccountId: scope.accountId, pageSize: '2' }),
    (page) => page.customFieldDefinitionsPaginated?.data,
  ),
);

/** The pipeline of the first listed job, the parent of `atsListJobApplicationStages`. */
const jobApplicationStages = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `atsListJobApplicationStages:${scope.provider}`, async () => {
    const [jobId] = await jobs.ids(context, scope);
    const stages = await drain(
      await scope.sdk.ats.listJobApplicationStages({ xAccountId: scope.accountId, id: jobId!, pageSize: '2' }),
      (page) => page.applicationStagesPaginated?.data,
    );
    return { jobId: jobId!, stages };
  });

/**
 * The job `atsCreateJob` creates, copying the first listed job: the provider's template (through
 * `passthrough`, the SDK's way to send what its body has no member for).
 */
const createdJob = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `atsCreateJob:${scope.provider}`, async () => {
    const [templateId] = await jobs.ids(context, scope);
    const created = await scope.sdk.ats.createJob({
      xAccountId: scope.accountId,
      atsCreateJobRequestDto: { title: 'Compat Engineer', code: `REQ-COMPAT-${scope.provider}`, passthrough: { template_job_id: templateId } },
    });
    const id = created.createResult?.data?.id;
    expectData(created.createResult?.statusCode === 201 && typeof id === 'string', `the create answered ${JSON.stringify(created.createResult)}`);
    return id;
  });

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

// The activity around applications: notes, offers, scorecards and scheduled interviews.

/** An application with an offer, one whose interview took place (it has scorecards) and one with interviews. */
const applicationWithOffer = async (context: CompatContext, scope: AccountScope) => {
  const [offer] = await offers.records(context, scope);
  expectData(typeof offer?.applicationId === 'string', 'the first listed offer names no application');
  return offer.applicationId;
};
const interviewedApplication = async (context: CompatContext, scope: AccountScope) => {
  const held = (await interviews.records(context, scope)).find((interview) => interview.interviewStatus?.value !== 'scheduled');
  expectData(typeof held?.applicationId === 'string', 'no listed interview has taken place');
  return held.applicationId;
};
const applicationWithInterviews = async (context: CompatContext, scope: AccountScope) => {
  const [interview] = await interviews.records(context, scope);
  expectData(typeof interview?.applicationId === 'string', 'the first listed interview names no application');
  return interview.applicationId;
};
const firstApplication = async (context: CompatContext, scope: AccountScope) => (await applications.ids(context, scope))[0]!;
const firstCandidate = async (context: CompatContext, scope: AccountScope) => (await candidates.ids(context, scope))[0]!;

const applicationNotes = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `atsListApplicationNotes:${scope.provider}`, async () => {
    const id = await firstApplication(context, scope);
    return drain(await scope.sdk.ats.listApplicationNotes({ xAccountId: scope.accountId, id, pageSize: '2' }), (page) => page.notesPaginated?.data);
  });
const candidateNotes = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `atsListCandidateNotes:${scope.provider}`, async () => {
    const id = await firstCandidate(context, scope);
    return drain(await scope.sdk.ats.listCandidateNotes({ xAccountId: scope.accountId, id, pageSize: '2' }), (page) => page.notesPaginated?.data);
  });
const applicationOffers = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `atsListApplicationsOffers:${scope.provider}`, async () => {
    const id = await applicationWithOffer(context, scope);
    return drain(await scope.sdk.ats.listApplicationsOffers({ xAccountId: scope.accountId, id, pageSize: '10' }), (page) => page.offersPaginated?.data);
  });
const applicationScorecards = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `atsListApplicationScorecards:${scope.provider}`, async () => {
    const id = await interviewedApplication(context, scope);
    return drain(await scope.sdk.ats.listApplicationScorecards({ xAccountId: scope.accountId, id, pageSize: '10' }), (page) => page.scorecardsPaginated?.data);
  });
const applicationScheduledInterviews = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `atsListApplicationsScheduledInterviews:${scope.provider}`, async () => {
    const id = await applicationWithInterviews(context, scope);
    return drain(
      await scope.sdk.ats.listApplicationsScheduledInterviews({ xAccountId: scope.accountId, id, pageSize: '10' }),
      (page) => page.scheduledInterviewsPaginated?.data,
    );
  });

/** The application `atsCreateApplication` adds: the created candidate's, on the first listed job. */
const createdApplication = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `atsCreateApplication:${scope.provider}`, async () => {
    const candidateId = await createdCandidate(context, scope);
    const [jobId] = await jobs.ids(context, scope);
    const created = await scope.sdk.ats.createApplication({
      xAccountId: scope.accountId,
      atsCreateApplicationRequestDto: { candidateId, jobId: jobId! },
    });
    const id = created.createResult?.data?.id;
    expectData(created.createResult?.statusCode === 201 && typeof id === 'string', `the create answered ${JSON.stringify(created.createResult)}`);
    return { id, candidateId, jobId: jobId! };
  });

// Documents, lists, commands and the partner side of assessments and background checks.

const applicationDocuments = (context: CompatContext, scope: AccountScope) =>
  memoise(context, `atsListApplicationDocuments:${scope.provider}`, async () => {
    const id = await firstApplication(context, scope);
    return drain(await scope.sdk.ats.listApplicationDocuments({ xAccountId: scope.accountId, id, pageSize: '1' }), (page) => page.atsDocumentsPaginated?.data);
  });
const documentCategories = sharedList('atsListApplicationDocumentCategories', '/unified/ats/documents/application_categories', async (scope) =>
  drain(await scope.sdk.ats.listApplicationDocumentCategories({ xAccountId: scope.accountId, pageSize: '2' }), (page) => page.referencePaginated?.data),
);
const lists = sharedList('atsListLists', '/unified/ats/lists', async (scope) =>
  drain(await scope.sdk.ats.listLists({ xAccountId: scope.accountId, pageSize: '2' }), (page) => page.listsPaginated?.data),
);

/** A one-page PDF, as small as a PDF gets. */
const COMPAT_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** An active application other than the first listed (whose notes and documents other calls read) and the created one. */
const applicationToReject = async (context: CompatContext, scope: AccountScope) => {
  const created = await createdApplication(context, scope);
  const [first] = await applications.ids(context, scope);
  const active = (await applications.records(context, scope)).filter(
    (application) => application.applicationStatus?.value === 'active' && application.id !== first && application.id !== created.id,
  );
  expectData(active.length > 0, 'no listed application is active');
  return active.at(-1)!.id!;
};

const partnerOrder = {
  candidate: { firstName: 'Grace', lastName: 'Compat' },
  package: { id: 'compat-package' },
  resultsUpdateUrl: 'https://example.com/results',
};
const partnerResult = { summary: 'Compat: all clear', resultUrl: 'https://example.com/result' };

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
    expectData(
      candidate?.firstName === 'Grace' && candidate.lastName === 'Compat',
      `the created candidate reads back named ${candidate?.firstName} ${candidate?.lastName}`,
    );
  }),
  atsUpdateCandidate: perConnector(async (context, scope) => {
    const id = await recordToUpdate(
      () => createdCandidate(context, scope),
      () => candidates.ids(context, scope),
    );
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
  atsListApplicationStages: perConnector(async (context, scope) => {
    await applicationStages.records(context, scope);
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
  atsListUsers: perConnector(async (context, scope) => {
    await users.records(context, scope);
  }),
  atsGetUser: perConnector(async (context, scope) => {
    const [id] = await users.ids(context, scope);
    const answer = await scope.sdk.ats.getUser({ xAccountId: scope.accountId, id: id! });
    expectData(answer.userResult?.data?.id === id, `the user read has id ${answer.userResult?.data?.id}, not ${id}`);
  }),
  atsGetApplicationStage: perConnector(async (context, scope) => {
    const [id] = await applicationStages.ids(context, scope);
    const answer = await scope.sdk.ats.getApplicationStage({ xAccountId: scope.accountId, id: id! });
    expectData(answer.interviewStageResult?.data?.id === id, `the application stage read has id ${answer.interviewStageResult?.data?.id}, not ${id}`);
  }),
  atsListDepartments: perConnector(async (context, scope) => {
    await departments.records(context, scope);
  }),
  atsGetDepartment: perConnector(async (context, scope) => {
    const [id] = await departments.ids(context, scope);
    const answer = await scope.sdk.ats.getDepartment({ xAccountId: scope.accountId, id: id! });
    expectData(answer.departmentResult?.data?.id === id, `the department read has id ${answer.departmentResult?.data?.id}, not ${id}`);
  }),
  atsListLocations: perConnector(async (context, scope) => {
    await locations.records(context, scope);
  }),
  atsGetLocation: perConnector(async (context, scope) => {
    const [id] = await locations.ids(context, scope);
    const answer = await scope.sdk.ats.getLocation({ xAccountId: scope.accountId, id: id! });
    expectData(answer.atsLocationResult?.data?.id === id, `the location read has id ${answer.atsLocationResult?.data?.id}, not ${id}`);
  }),
  atsListInterviewStages: perConnector(async (context, scope) => {
    await interviewStages.records(context, scope);
  }),
  atsGetInterviewStage: perConnector(async (context, scope) => {
    const [id] = await interviewStages.ids(context, scope);
    const answer = await scope.sdk.ats.getInterviewStage({ xAccountId: scope.accountId, id: id! });
    expectData(answer.interviewStageResult?.data?.id === id, `the interview stage read has id ${answer.interviewStageResult?.data?.id}, not ${id}`);
  }),
  atsListJobApplicationStages: perConnector(async (context, scope) => {
    await jobApplicationStages(context, scope);
  }),
  atsGetJobApplicationStage: perConnector(async (context, scope) => {
    const { jobId, stages } = await jobApplicationStages(context, scope);
    const stageId = stages[0]!.id!;
    const answer = await scope.sdk.ats.getJobApplicationStage({ xAccountId: scope.accountId, id: jobId, subResourceId: stageId });
    expectData(answer.applicationStageResult?.data?.id === stageId, `the stage read has id ${answer.applicationStageResult?.data?.id}, not ${stageId}`);
  }),
  atsListJobPostings: perConnector(async (context, scope) => {
    await jobPostings.records(context, scope);
  }),
  atsGetJobPosting: perConnector(async (context, scope) => {
    const [id] = await jobPostings.ids(context, scope);
    const answer = await scope.sdk.ats.getJobPosting({ xAccountId: scope.accountId, id: id! });
    expectData(answer.jobPostingResult?.data?.id === id, `the job posting read has id ${answer.jobPostingResult?.data?.id}, not ${id}`);
  }),
  atsCreateJob: perConnector(async (context, scope) => {
    const id = await createdJob(context, scope);
    const read = await scope.sdk.ats.getJob({ xAccountId: scope.accountId, id });
    expectData(read.atsJobResult?.data?.title === 'Compat Engineer', `the created job reads back titled ${read.atsJobResult?.data?.title}`);
  }),
  atsUpdateJob: perConnector(async (context, scope) => {
    const id = await recordToUpdate(
      () => createdJob(context, scope),
      () => jobs.ids(context, scope),
    );
    const updated = await scope.sdk.ats.updateJob({ xAccountId: scope.accountId, id, atsUpdateJobRequestDto: { title: 'Compat Staff Engineer' } });
    expectData(updated.createResult?.data?.id === id, `the update answered id ${updated.createResult?.data?.id}, not ${id}`);
    const read = await scope.sdk.ats.getJob({ xAccountId: scope.accountId, id });
    expectData(read.atsJobResult?.data?.title === 'Compat Staff Engineer', `the job read after the update has title ${read.atsJobResult?.data?.title}`);
  }),
  atsListRejectedReasons: perConnector(async (context, scope) => {
    await rejectedReasons.records(context, scope);
  }),
  atsGetRejectedReason: perConnector(async (context, scope) => {
    const [id] = await rejectedReasons.ids(context, scope);
    const answer = await scope.sdk.ats.getRejectedReason({ xAccountId: scope.accountId, id: id! });
    expectData(answer.rejectedReasonResult?.data?.id === id, `the rejected reason read has id ${answer.rejectedReasonResult?.data?.id}, not ${id}`);
  }),
  atsListCandidateCustomFieldDefinitions: perConnector(async (context, scope) => {
    await candidateFieldDefinitions.records(context, scope);
  }),
  atsGetCandidateCustomFieldDefinition: perConnector(async (context, scope) => {
    const [id] = await candidateFieldDefinitions.ids(context, scope);
    const answer = await scope.sdk.ats.getCandidateCustomFieldDefinition({ xAccountId: scope.accountId, id: id! });
    const read = answer.customFieldDefinitionResultApiModel?.data?.id;
    expectData(read === id, `the definition read has id ${read}, not ${id}`);
  }),
  atsListApplicationCustomFieldDefinitions: perConnector(async (context, scope) => {
    await applicationFieldDefinitions.records(context, scope);
  }),
  atsGetApplicationCustomFieldDefinition: perConnector(async (context, scope) => {
    const [id] = await applicationFieldDefinitions.ids(context, scope);
    const answer = await scope.sdk.ats.getApplicationCustomFieldDefinition({ xAccountId: scope.accountId, id: id! });
    const read = answer.customFieldDefinitionResultApiModel?.data?.id;
    expectData(read === id, `the definition read has id ${read}, not ${id}`);
  }),
  atsListJobCustomFieldDefinitions: perConnector(async (context, scope) => {
    await jobFieldDefinitions.records(context, scope);
  }),
  atsGetJobCustomFieldDefinition: perConnector(async (context, scope) => {
    const [id] = await jobFieldDefinitions.ids(context, scope);
    const answer = await scope.sdk.ats.getJobCustomFieldDefinition({ xAccountId: scope.accountId, id: id! });
    const read = answer.customFieldDefinitionResultApiModel?.data?.id;
    expectData(read === id, `the definition read has id ${read}, not ${id}`);
  }),
  atsCreateApplication: perConnector(async (context, scope) => {
    const { id, candidateId, jobId } = await createdApplication(context, scope);
    const read = await scope.sdk.ats.getApplication({ xAccountId: scope.accountId, id });
    const application = read.applicationResult?.data;
    expectData(
      application?.candidateId === candidateId && application.jobId === jobId,
      `the created application reads back for candidate ${application?.candidateId} on job ${application?.jobId}`,
    );
  }),
  atsUpdateApplication: perConnector(async (context, scope) => {
    const id = await recordToUpdate(
      async () => (await createdApplication(context, scope)).id,
      () => applications.ids(context, scope),
    );
    const before = (await scope.sdk.ats.getApplication({ xAccountId: scope.accountId, id })).applicationResult?.data;
    const source = (await applications.records(context, scope))
      .map((application) => application.source)
      .find((candidate) => candidate?.id && candidate.id !== before?.source?.id);
    expectData(source?.id, 'no listed application has a source to move to');
    const updated = await scope.sdk.ats.updateApplication({ xAccountId: scope.accountId, id, atsUpdateApplicationRequestDto: { source: { id: source.id } } });
    expectData(updated.updateResult?.statusCode === 200, `the update answered ${JSON.stringify(updated.updateResult)}`);
    const read = await scope.sdk.ats.getApplication({ xAccountId: scope.accountId, id });
    expectData(
      read.applicationResult?.data?.source?.id === source.id,
      `the application read after the update has source ${read.applicationResult?.data?.source?.id}`,
    );
  }),
  atsListApplicationNotes: perConnector(async (context, scope) => {
    await applicationNotes(context, scope);
  }),
  atsGetApplicationNote: perConnector(async (context, scope) => {
    const id = await firstApplication(context, scope);
    const [note] = await applicationNotes(context, scope);
    const answer = await scope.sdk.ats.getApplicationNote({ xAccountId: scope.accountId, id, subResourceId: note!.id! });
    expectData(answer.noteResult?.data?.id === note!.id, `the note read has id ${answer.noteResult?.data?.id}, not ${note!.id}`);
  }),
  atsCreateApplicationNote: perConnector(async (context, scope) => {
    const id = await firstApplication(context, scope);
    const created = await scope.sdk.ats.createApplicationNote({
      xAccountId: scope.accountId,
      id,
      atsCreateNotesRequestDto: { content: [{ body: 'Compat: application note' }], visibility: { value: AtsCreateNotesRequestDtoValue.Public } },
    });
    const noteId = created.createResult?.data?.id;
    expectData(created.createResult?.statusCode === 201 && typeof noteId === 'string', `the create answered ${JSON.stringify(created.createResult)}`);
    const read = await scope.sdk.ats.getApplicationNote({ xAccountId: scope.accountId, id, subResourceId: noteId });
    expectData(
      read.noteResult?.data?.content?.[0]?.body === 'Compat: application note',
      `the created note reads back as ${JSON.stringify(read.noteResult?.data?.content)}`,
    );
  }),
  atsUpdateApplicationNote: perConnector(async (context, scope) => {
    const id = await firstApplication(context, scope);
    const [note] = await applicationNotes(context, scope);
    const updated = await scope.sdk.ats.updateApplicationNote({
      xAccountId: scope.accountId,
      id,
      subResourceId: note!.id!,
      atsUpdateNotesRequestDto: { content: [{ body: 'Compat: edited note' }] },
    });
    expectData(updated.updateResult?.statusCode === 200, `the update answered ${JSON.stringify(updated.updateResult)}`);
    const read = await scope.sdk.ats.getApplicationNote({ xAccountId: scope.accountId, id, subResourceId: note!.id! });
    expectData(
      read.noteResult?.data?.content?.[0]?.body === 'Compat: edited note',
      `the edited note reads back as ${JSON.stringify(read.noteResult?.data?.content)}`,
    );
  }),
  atsListCandidateNotes: perConnector(async (context, scope) => {
    await candidateNotes(context, scope);
  }),
  atsGetCandidateNote: perConnector(async (context, scope) => {
    const id = await firstCandidate(context, scope);
    const [note] = await candidateNotes(context, scope);
    const answer = await scope.sdk.ats.getCandidateNote({ xAccountId: scope.accountId, id, subResourceId: note!.id! });
    expectData(answer.noteResult?.data?.id === note!.id, `the note read has id ${answer.noteResult?.data?.id}, not ${note!.id}`);
  }),
  atsCreateCandidateNote: perConnector(async (context, scope) => {
    const id = await firstCandidate(context, scope);
    const created = await scope.sdk.ats.createCandidateNote({
      xAccountId: scope.accountId,
      id,
      atsCreateNotesRequestDto: { content: [{ body: 'Compat: candidate note' }], visibility: { value: AtsCreateNotesRequestDtoValue.Private } },
    });
    const noteId = created.createResult?.data?.id;
    expectData(created.createResult?.statusCode === 201 && typeof noteId === 'string', `the create answered ${JSON.stringify(created.createResult)}`);
    const read = await scope.sdk.ats.getCandidateNote({ xAccountId: scope.accountId, id, subResourceId: noteId });
    expectData(
      read.noteResult?.data?.content?.[0]?.body === 'Compat: candidate note',
      `the created note reads back as ${JSON.stringify(read.noteResult?.data?.content)}`,
    );
  }),
  atsListApplicationsOffers: perConnector(async (context, scope) => {
    await applicationOffers(context, scope);
  }),
  atsGetApplicationOffer: perConnector(async (context, scope) => {
    const id = await applicationWithOffer(context, scope);
    const [offer] = await applicationOffers(context, scope);
    const answer = await scope.sdk.ats.getApplicationOffer({ xAccountId: scope.accountId, id, subResourceId: offer!.id! });
    expectData(answer.offersResult?.data?.id === offer!.id, `the offer read has id ${answer.offersResult?.data?.id}, not ${offer!.id}`);
  }),
  atsListApplicationScorecards: perConnector(async (context, scope) => {
    await applicationScorecards(context, scope);
  }),
  atsGetApplicationScorecard: perConnector(async (context, scope) => {
    const id = await interviewedApplication(context, scope);
    const [scorecard] = await applicationScorecards(context, scope);
    const answer = await scope.sdk.ats.getApplicationScorecard({ xAccountId: scope.accountId, id, subResourceId: scorecard!.id! });
    expectData(answer.scorecardsResult?.data?.id === scorecard!.id, `the scorecard read has id ${answer.scorecardsResult?.data?.id}, not ${scorecard!.id}`);
  }),
  atsListApplicationsScheduledInterviews: perConnector(async (context, scope) => {
    await applicationScheduledInterviews(context, scope);
  }),
  atsGetApplicationScheduledInterview: perConnector(async (context, scope) => {
    const id = await applicationWithInterviews(context, scope);
    const [interview] = await applicationScheduledInterviews(context, scope);
    const answer = await scope.sdk.ats.getApplicationScheduledInterview({ xAccountId: scope.accountId, id, subResourceId: interview!.id! });
    expectData(
      answer.scheduledInterviewsResult?.data?.id === interview!.id,
      `the scheduled interview read has id ${answer.scheduledInterviewsResult?.data?.id}, not ${interview!.id}`,
    );
  }),
  atsMoveApplication: perConnector(async (context, scope) => {
    const { id, jobId } = await createdApplication(context, scope);
    const before = (await scope.sdk.ats.getApplication({ xAccountId: scope.accountId, id })).applicationResult?.data;
    const stages = await drain(
      await scope.sdk.ats.listJobApplicationStages({ xAccountId: scope.accountId, id: jobId, pageSize: '25' }),
      (page) => page.applicationStagesPaginated?.data,
    );
    const target = stages.find((stage) => stage.id !== before?.interviewStageId);
    expectData(target?.id, `the job's pipeline has no stage besides ${before?.interviewStageId}`);
    const moved = await scope.sdk.ats.moveApplication({ xAccountId: scope.accountId, id, atsMoveApplicationRequestDto: { interviewStageId: target.id } });
    expectData(moved.moveApplicationResult?.data?.id === id, `the move answered ${JSON.stringify(moved.moveApplicationResult)}`);
    const read = (await scope.sdk.ats.getApplication({ xAccountId: scope.accountId, id })).applicationResult?.data;
    expectData(read?.interviewStageId === target.id, `the application read after the move is in stage ${read?.interviewStageId}, not ${target.id}`);
  }),
  atsRejectApplication: perConnector(async (context, scope) => {
    const id = await applicationToReject(context, scope);
    const [reasonId] = await rejectedReasons.ids(context, scope);
    const rejected = await scope.sdk.ats.rejectApplication({
      xAccountId: scope.accountId,
      id,
      atsRejectApplicationRequestDto: { rejectedReasonId: reasonId! },
    });
    expectData(rejected.rejectApplicationResult?.data?.id === id, `the reject answered ${JSON.stringify(rejected.rejectApplicationResult)}`);
    const read = (await scope.sdk.ats.getApplication({ xAccountId: scope.accountId, id })).applicationResult?.data;
    expectData(read?.applicationStatus?.value === 'rejected', `the application read after the reject has status ${read?.applicationStatus?.value}`);
    expectData(
      read.rejectedReasonIds?.includes(reasonId!),
      `the rejected application names reasons ${JSON.stringify(read.rejectedReasonIds)}, not ${reasonId}`,
    );
  }),
  atsListApplicationDocuments: perConnector(async (context, scope) => {
    await applicationDocuments(context, scope);
  }),
  atsGetApplicationDocument: perConnector(async (context, scope) => {
    const id = await firstApplication(context, scope);
    const [document] = await applicationDocuments(context, scope);
    expectData(document?.id, 'the first application has no documents');
    const answer = await scope.sdk.ats.getApplicationDocument({ xAccountId: scope.accountId, id, subResourceId: document.id });
    expectData(answer.atsDocumentResult?.data?.id === document.id, `the document read has id ${answer.atsDocumentResult?.data?.id}, not ${document.id}`);
  }),
  atsDownloadApplicationDocument: perConnector(async (context, scope) => {
    const id = await firstApplication(context, scope);
    const [document] = await applicationDocuments(context, scope);
    expectData(document?.id, 'the first application has no documents');
    const answer = await scope.sdk.ats.downloadApplicationDocument({ xAccountId: scope.accountId, id, subResourceId: document.id });
    expectData(answer.body !== undefined, 'the download answered no body');
    const bytes = Buffer.from(answer.body);
    const length = Number(answer.headers['content-length']?.[0] ?? answer.headers['Content-Length']?.[0]);
    expectData(bytes.length > 0 && (Number.isNaN(length) || length === bytes.length), `the download gave ${bytes.length} bytes, Content-Length ${length}`);
  }),
  atsUploadApplicationDocument: perConnector(async (context, scope) => {
    const id = await firstApplication(context, scope);
    const name = `compat-cover-letter-${scope.provider}.pdf`;
    const uploaded = await scope.sdk.ats.uploadApplicationDocument({
      xAccountId: scope.accountId,
      id,
      atsDocumentsUploadRequestDto: {
        name,
        content: COMPAT_PDF.toString('base64'),
        category: { value: AtsDocumentsUploadRequestDtoValue.CoverLetter },
        fileFormat: { value: AtsDocumentsUploadRequestDtoSchemasFileFormatValue.Pdf },
      },
    });
    expectData(uploaded.writeResultApiModel?.statusCode === 201, `the upload answered ${JSON.stringify(uploaded.writeResultApiModel)}`);
    const listed = await drain(
      await scope.sdk.ats.listApplicationDocuments({ xAccountId: scope.accountId, id, pageSize: '25' }),
      (page) => page.atsDocumentsPaginated?.data,
    );
    expectData(
      listed.some((document) => document.name === name),
      `the uploaded document is not among ${listed.map((document) => document.name).join(', ')}`,
    );
  }),
  atsListApplicationDocumentCategories: perConnector(async (context, scope) => {
    await documentCategories.records(context, scope);
  }),
  atsGetApplicationDocumentCategory: perConnector(async (context, scope) => {
    const [id] = await documentCategories.ids(context, scope);
    const answer = await scope.sdk.ats.getApplicationDocumentCategory({ xAccountId: scope.accountId, id: id! });
    expectData(answer.referenceResult?.data?.id === id, `the category read has id ${answer.referenceResult?.data?.id}, not ${id}`);
  }),
  atsListLists: perConnector(async (context, scope) => {
    await lists.records(context, scope);
  }),
  atsGetList: perConnector(async (context, scope) => {
    const [id] = await lists.ids(context, scope);
    const answer = await scope.sdk.ats.getList({ xAccountId: scope.accountId, id: id! });
    expectData(answer.listResult?.data?.id === id, `the list read has id ${answer.listResult?.data?.id}, not ${id}`);
  }),
  atsListApplicationChanges: perConnector(async (context, scope) => {
    const id = await firstApplication(context, scope);
    await drain(
      await scope.sdk.ats.listApplicationChanges({ xAccountId: scope.accountId, id, pageSize: '10' }),
      (page) => page.applicationChangesPaginated?.data,
    );
  }),
  atsCreateOffer: perConnector(async (context, scope) => {
    const applicationId = await firstApplication(context, scope);
    const created = await scope.sdk.ats.createOffer({
      xAccountId: scope.accountId,
      atsCreateOfferRequestDto: { applicationId, startDate: new Date('2030-01-06T00:00:00Z'), salary: 100000, currency: 'USD' },
    });
    expectData(created.createResult?.statusCode === 201, `the create answered ${JSON.stringify(created.createResult)}`);
  }),
  atsListAssessmentsPackages: perConnector(async (_context, scope) => {
    await drain(await scope.sdk.ats.listAssessmentsPackages({ xAccountId: scope.accountId, pageSize: '10' }), (page) => page.assessmentPackagePaginated?.data);
  }),
  atsGetAssessmentsPackage: perConnector(async (_context, scope) => {
    const answer = await scope.sdk.ats.getAssessmentsPackage({ xAccountId: scope.accountId, id: 'compat-package' });
    expectData(answer.assessmentPackageResult?.data?.id, 'the package read has no id');
  }),
  atsOrderAssessmentsRequest: perConnector(async (_context, scope) => {
    const answer = await scope.sdk.ats.orderAssessmentsRequest({ xAccountId: scope.accountId, atsCreateCandidatesAssessmentsRequestDto: partnerOrder });
    expectData(answer.createAssessmentOrderResult, 'the order answered nothing');
  }),
  atsUpdateAssessmentsResult: perConnector(async (_context, scope) => {
    const answer = await scope.sdk.ats.updateAssessmentsResult({
      xAccountId: scope.accountId,
      id: 'compat-order',
      atsUpdateCandidatesAssessmentsResultsRequestDto: partnerResult,
    });
    expectData(answer.updateResult?.statusCode === 200, `the update answered ${JSON.stringify(answer.updateResult)}`);
  }),
  atsListBackgroundCheckPackages: perConnector(async (_context, scope) => {
    await drain(
      await scope.sdk.ats.listBackgroundCheckPackages({ xAccountId: scope.accountId, pageSize: '10' }),
      (page) => page.backgroundCheckPackagePaginated?.data,
    );
  }),
  atsGetBackgroundCheckPackage: perConnector(async (_context, scope) => {
    const answer = await scope.sdk.ats.getBackgroundCheckPackage({ xAccountId: scope.accountId, id: 'compat-package' });
    expectData(answer.backgroundCheckPackageResult?.data?.id, 'the package read has no id');
  }),
  atsCreateBackgroundCheckPackage: perConnector(async (_context, scope) => {
    const answer = await scope.sdk.ats.createBackgroundCheckPackage({
      xAccountId: scope.accountId,
      atsCreateBackgroundCheckPackagesRequestDto: { name: 'Compat check', tests: [{ name: 'Criminal record' }] },
    });
    expectData(answer.createResult?.statusCode === 201, `the create answered ${JSON.stringify(answer.createResult)}`);
  }),
  atsUpdateBackgroundCheckPackage: perConnector(async (_context, scope) => {
    const answer = await scope.sdk.ats.updateBackgroundCheckPackage({
      xAccountId: scope.accountId,
      id: 'compat-package',
      atsUpdateBackgroundCheckPackagesRequestDto: { description: 'Compat: updated' },
    });
    expectData(answer.updateResult?.statusCode === 200, `the update answered ${JSON.stringify(answer.updateResult)}`);
  }),
  atsDeleteBackgroundCheckPackage: perConnector(async (_context, scope) => {
    const answer = await scope.sdk.ats.deleteBackgroundCheckPackage({ xAccountId: scope.accountId, id: 'compat-package' });
    expectData(answer.deleteResult?.statusCode === 200, `the delete answered ${JSON.stringify(answer.deleteResult)}`);
  }),
  atsOrderBackgroundCheckRequest: perConnector(async (_context, scope) => {
    const answer = await scope.sdk.ats.orderBackgroundCheckRequest({ xAccountId: scope.accountId, atsCreateBackgroundCheckOrderRequestDto: partnerOrder });
    expectData(answer.createBackgroundCheckOrderResult, 'the order answered nothing');
  }),
  atsUpdateBackgroundCheckResult: perConnector(async (_context, scope) => {
    const answer = await scope.sdk.ats.updateBackgroundCheckResult({
      xAccountId: scope.accountId,
      id: 'compat-order',
      atsUpdateBackgroundCheckResultRequestDto: partnerResult,
    });
    expectData(answer.updateResult?.statusCode === 200, `the update answered ${JSON.stringify(answer.updateResult)}`);
  }),
};
