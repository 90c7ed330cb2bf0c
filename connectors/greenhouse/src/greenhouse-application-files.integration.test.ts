import type { Readable } from 'node:stream';
import { type AtsApplication, type AtsDocument, type DownloadedFile, encodeCompositeId, type SyncParams } from '@openunified/connector-sdk';
import { expectApiError, runAction } from '@openunified/connector-sdk/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ATTACHMENT_HOST } from './emulator/attachments.js';
import { type RunningGreenhouseEmulator, startGreenhouseEmulator } from './emulator/index.js';
import { greenhouseConnector } from './index.js';

/** Moving and rejecting applications, and the documents of an application (its candidate's attachments), against the emulator. */

let emulator: RunningGreenhouseEmulator;

const run = (actionId: string, input: SyncParams) =>
  runAction(greenhouseConnector, actionId, input, { originOverride: emulator.url, credentials: emulator.sandboxCredentials });

async function failure(operation: Promise<unknown>, status: number) {
  const error = await expectApiError(operation);
  expect(error.statusCode).toBe(status);
  return error;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const activeApplications = () =>
  emulator.organization.applications.filter((application) => application.status === 'active' && !application.prospect && application.current_stage);
const getApplication = async (id: number) => (await run('greenhouse_get_application', { path: { id: String(id) } })).data as AtsApplication;

beforeAll(async () => {
  emulator = await startGreenhouseEmulator({ seed: 9, candidateCount: 24, jobCount: 3, requestsPerWindow: 10_000 });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.clearRequests();
  emulator.clearFaults();
});

describe('move and reject', () => {
  it('moves an application to another stage of its job, from the stage it is in, on behalf of the user', async () => {
    const application = activeApplications()[0]!;
    const from = application.current_stage!.id;
    const target = emulator.organization.jobStages.find((stage) => stage.job_id === application.jobs[0]!.id && stage.id !== from)!;

    const moved = await run('greenhouse_move_application', {
      path: { id: encodeCompositeId(String(application.id)) },
      body: { interview_stage_id: encodeCompositeId(String(target.id)) },
    });
    expect(moved.data).toEqual({ id: encodeCompositeId(String(application.id)), remote_id: String(application.id) });
    const post = emulator.requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe(`/v1/applications/${application.id}/move`);
    expect(JSON.parse(String(post.body))).toEqual({ from_stage_id: from, to_stage_id: target.id });
    expect(post.headers['on-behalf-of']).toBe(emulator.sandboxCredentials.on_behalf_of_user_id);
    expect((await getApplication(application.id)).remote_interview_stage_id).toBe(String(target.id));
  });

  it("answers Greenhouse's 422 for a stage of another job as a 400, an unknown application as a 404, and refuses a body without a stage", async () => {
    const application = activeApplications()[1]!;
    const elsewhere = emulator.organization.jobStages.find((stage) => stage.job_id !== application.jobs[0]!.id)!;
    const error = await failure(
      run('greenhouse_move_application', { path: { id: String(application.id) }, body: { interview_stage_id: String(elsewhere.id) } }),
      400,
    );
    expect(error.message).toContain("to_stage_id: must be a stage of the application's job");
    await failure(run('greenhouse_move_application', { path: { id: '999999' }, body: { interview_stage_id: String(elsewhere.id) } }), 404);
    emulator.clearRequests();
    await failure(run('greenhouse_move_application', { path: { id: String(application.id) }, body: {} }), 400);
    expect(emulator.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('rejects an application with a reason: it reads back rejected, with the reason', async () => {
    const application = activeApplications()[2]!;
    const reason = emulator.organization.rejectionReasons[0]!;
    await run('greenhouse_reject_application', {
      path: { id: String(application.id) },
      body: { rejected_reason_id: encodeCompositeId(String(reason.id)), passthrough: { notes: 'Went with another candidate' } },
    });
    const post = emulator.requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe(`/v1/applications/${application.id}/reject`);
    expect(JSON.parse(String(post.body))).toEqual({ rejection_reason_id: reason.id, notes: 'Went with another candidate' });
    const read = await getApplication(application.id);
    expect(read.application_status?.value).toBe('rejected');
    expect(read.remote_rejected_reason_ids).toEqual([String(reason.id)]);

    // Rejected once, it cannot be rejected again nor moved.
    const again = await failure(
      run('greenhouse_reject_application', { path: { id: String(application.id) }, body: { rejected_reason_id: String(reason.id) } }),
      400,
    );
    expect(again.providerErrors).toEqual([expect.objectContaining({ status: 422 })]);
    await failure(run('greenhouse_reject_application', { path: { id: String(application.id) }, body: {} }), 400);
  });

  it('needs an active user to act on behalf of (Greenhouse answers 403, a 400 here)', async () => {
    const application = activeApplications()[3]!;
    const reason = emulator.organization.rejectionReasons[0]!;
    await failure(
      runAction(
        greenhouseConnector,
        'greenhouse_reject_application',
        { path: { id: String(application.id) }, body: { rejected_reason_id: String(reason.id) }, headers: { 'On-Behalf-Of': '1' } },
        {
          originOverride: emulator.url,
          credentials: emulator.sandboxCredentials,
        },
      ),
      400,
    ).then((error) => expect(error.providerErrors).toEqual([expect.objectContaining({ status: 403 })]));
  });
});

describe('application documents', () => {
  const applicationOf = (index: number) =>
    emulator.organization.applications.find((application) => application.candidate_id === emulator.organization.candidates[index]!.id)!;

  it("lists the candidate's attachments in pages, page one reading the application and the candidate, later pages the candidate", async () => {
    const application = applicationOf(0);
    const candidate = emulator.organization.candidates[0]!;
    const first = await run('greenhouse_list_application_documents', { path: { id: String(application.id) }, query: { page_size: 1 } });
    expect(emulator.requests.map((request) => request.path)).toEqual([`/v1/applications/${application.id}`, `/v1/candidates/${candidate.id}`]);
    emulator.clearRequests();
    const second = await run('greenhouse_list_application_documents', { path: { id: String(application.id) }, query: { page_size: 1, cursor: first.next! } });
    expect(emulator.requests.map((request) => request.path)).toEqual([`/v1/candidates/${candidate.id}`]);
    const names = [...(first.data as AtsDocument[]), ...(second.data as AtsDocument[])].map((document) => document.name);
    expect(names).toEqual(candidate.attachments.map((attachment) => attachment.filename));
    expect((first.data as AtsDocument[])[0]).toMatchObject({ category: { value: 'resume' }, file_format: { value: 'pdf' } });
  });

  it('downloads the file from the file store without the Harvest key: bytes and headers as the store sent them', async () => {
    const application = applicationOf(1);
    const [document] = (await run('greenhouse_list_application_documents', { path: { id: String(application.id) } })).data as AtsDocument[];
    const stored = await fetch(`${emulator.url}${new URL(document!.remote_url!).pathname}${new URL(document!.remote_url!).search}`);
    const expected = Buffer.from(await stored.arrayBuffer());

    emulator.clearRequests();
    const file = (await run('greenhouse_download_application_document', { path: { id: String(application.id), subResourceId: document!.id } }))
      .data as DownloadedFile;
    expect(file).toMatchObject({ content_type: 'application/pdf', content_length: expected.length, file_name: document!.name });
    expect(await bytesOf(file.stream)).toEqual(expected);
    const download = emulator.requests.at(-1)!;
    expect(download.path.startsWith('/person_attachments/')).toBe(true);
    expect(document!.remote_url!.startsWith(ATTACHMENT_HOST)).toBe(true);
    expect(download.headers.authorization).toBeUndefined();
    // The store refuses Harvest's Basic auth besides its own signature, as S3 refuses two schemes.
    const twoSchemes = await fetch(`${emulator.url}${new URL(document!.remote_url!).pathname}${new URL(document!.remote_url!).search}`, {
      headers: { authorization: 'Basic eDo=' },
    });
    expect(twoSchemes.status).toBe(400);

    await failure(run('greenhouse_get_application_document', { path: { id: String(application.id), subResourceId: 'AAAAAAAAAAAAAAAAAAAAAA' } }), 404);
    await failure(
      run('greenhouse_download_application_document', { path: { id: String(application.id), subResourceId: document!.id }, query: { format: 'pdf' } }),
      400,
    );
  });

  it('uploads a file to the candidate: it reads back in the documents, and downloads as sent', async () => {
    const application = applicationOf(2);
    const bytes = Buffer.from('%PDF-1.4\n% uploaded\n%%EOF\n');
    const uploaded = await run('greenhouse_upload_application_document', {
      path: { id: String(application.id) },
      body: { name: 'Offer_Letter.pdf', content: bytes.toString('base64'), category: { value: 'offer_letter' } },
    });
    const post = emulator.requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe(`/v1/candidates/${application.candidate_id}/attachments`);
    expect(JSON.parse(String(post.body))).toEqual({
      filename: 'Offer_Letter.pdf',
      type: 'offer_letter',
      content_type: 'application/pdf',
      content: bytes.toString('base64'),
    });
    expect(post.headers['on-behalf-of']).toBe(emulator.sandboxCredentials.on_behalf_of_user_id);

    const { id } = uploaded.data as { id: string };
    const read = (await run('greenhouse_get_application_document', { path: { id: String(application.id), subResourceId: id } })).data as AtsDocument;
    expect(read).toMatchObject({ name: 'Offer_Letter.pdf', category: { value: 'offer_letter', source_value: 'offer_letter' } });
    const file = (await run('greenhouse_download_application_document', { path: { id: String(application.id), subResourceId: id } })).data as DownloadedFile;
    expect(await bytesOf(file.stream)).toEqual(bytes);
  });

  it("answers Greenhouse's 422 for content that is not base64 as a 400, and refuses a category uploads cannot take before any call", async () => {
    const application = applicationOf(3);
    const error = await failure(
      run('greenhouse_upload_application_document', { path: { id: String(application.id) }, body: { name: 'x.pdf', content: 'not base64!' } }),
      400,
    );
    expect(error.message).toContain('content: must be Base64 encoded');
    emulator.clearRequests();
    await failure(
      run('greenhouse_upload_application_document', {
        path: { id: String(application.id) },
        body: { name: 'x.pdf', content: 'eA==', category: { value: 'passport' } },
      }),
      400,
    );
    expect(emulator.requests).toHaveLength(0);
  });

  it("serves Greenhouse's attachment types as categories without a call", async () => {
    const listed = await run('greenhouse_list_application_document_categories', { query: { page_size: 3 } });
    expect((listed.data as { remote_id: string }[]).map((category) => category.remote_id)).toEqual(['resume', 'cover_letter', 'admin_only']);
    const got = await run('greenhouse_get_application_document_category', { path: { id: encodeCompositeId('offer_letter') } });
    expect(got.data).toMatchObject({ remote_id: 'offer_letter', name: 'Offer letter' });
    await failure(run('greenhouse_get_application_document_category', { path: { id: 'passport' } }), 404);
    expect(emulator.requests).toHaveLength(0);
  });
});
