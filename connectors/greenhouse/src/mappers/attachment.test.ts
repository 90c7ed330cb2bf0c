import { decodeCompositeId } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import attachments from './__fixtures__/attachments.json' with { type: 'json' };
import {
  attachmentRemoteId,
  greenhouseAttachmentSchema,
  greenhouseAttachmentTypes,
  mapAttachment,
  mapAttachmentType,
  toGreenhouseAttachment,
} from './attachment.js';

const parsed = attachments.map((attachment) => greenhouseAttachmentSchema.parse(attachment));

describe('mapAttachment', () => {
  it('maps a resume, its id a digest of the storage key without the expiring signature', () => {
    const document = mapAttachment(parsed[0]!);
    expect(document.remote_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(document.remote_id).toBe(attachmentRemoteId('https://elsewhere.example/person_attachments/data/071/234/501/original/Mira_Okafor_Resume.pdf'));
    expect(mapAttachment(parsed[1]!).remote_id).not.toBe(document.remote_id);
    expect(decodeCompositeId(document.id)).toEqual({ remoteId: document.remote_id });
    expect(document).toMatchObject({
      name: 'Mira_Okafor_Resume.pdf',
      category: { value: 'resume', source_value: 'resume' },
      type: { value: 'resume', source_value: 'resume' },
      file_format: { value: 'pdf', source_value: 'pdf' },
      remote_url: attachments[0]!.url,
      created_at: '2023-03-02T09:15:22.000Z',
      updated_at: '2023-03-02T09:15:22.000Z',
      unified_custom_fields: null,
    });
    // A new signature does not change the id.
    expect(attachmentRemoteId(attachments[0]!.url.replace('9f2c', 'ffff'))).toBe(document.remote_id);
  });

  it('maps admin_only to other, an unknown type to unmapped_value, and a name without extension to no format', () => {
    expect(mapAttachment(parsed[1]!)).toMatchObject({ category: { value: 'other', source_value: 'admin_only' }, file_format: null });
    expect(mapAttachment(parsed[2]!)).toMatchObject({ category: { value: 'unmapped_value', source_value: 'form_attachment' }, created_at: null });
  });
});

describe('attachment types', () => {
  it('are served as categories whose id is the Greenhouse type', () => {
    expect(greenhouseAttachmentTypes.map(mapAttachmentType)[0]).toMatchObject({ remote_id: 'resume', name: 'Resume', active: true });
  });
});

describe('toGreenhouseAttachment', () => {
  it('sends the file base64 with its type and content type', () => {
    expect(toGreenhouseAttachment({ name: 'cv.PDF', content: 'JVBERg==', category: { value: 'resume' } })).toEqual({
      filename: 'cv.PDF',
      type: 'resume',
      content: 'JVBERg==',
      content_type: 'application/pdf',
    });
    expect(toGreenhouseAttachment({ name: 'letter', content: 'eA==', file_format: { value: 'docx' }, category_id: 'cover_letter' })).toMatchObject({
      type: 'cover_letter',
      content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    // No category: a file only the hiring team's admins see.
    expect(toGreenhouseAttachment({ name: 'x.bin', content: 'eA==' })).toMatchObject({ type: 'admin_only', content_type: 'application/octet-stream' });
  });

  it('refuses a category Greenhouse uploads cannot take, and a body without name or content', () => {
    expect(() => toGreenhouseAttachment({ name: 'p.pdf', content: 'eA==', category: { value: 'passport' } })).toThrow('category: Greenhouse takes uploads as');
    expect(() => toGreenhouseAttachment({ content: 'eA==' })).toThrow('name: the file name is required');
    expect(() => toGreenhouseAttachment({ name: 'p.pdf' })).toThrow('content: the file, base64, is required');
  });
});
