import { hrisDocumentCategorySchema, hrisDocumentSchema } from '@openunified/connector-sdk';
import { describe, expect, it } from 'vitest';
import type { BambooHrEmployeeFiles } from '../provider-types.js';
import filesFixture from './__fixtures__/employee-files.json' with { type: 'json' };
import { toDocument, toDocumentCategory, toDocumentCategoryValue } from './document.js';

const view = filesFixture as BambooHrEmployeeFiles;
const [signed, photos, offers] = view.categories!;
const apiBaseUrl = 'https://api.bamboohr.com/api/gateway.php/acme/v1';

describe('toDocument', () => {
  it('maps a file with its category, format and upload time', () => {
    const document = toDocument(signed!.files![0]!, { employeeId: '123', category: signed!, apiBaseUrl });
    expect(document).toEqual({
      id: 'c28xIQaWQ6MTIzNA',
      remote_id: '1234',
      name: 'Employee Handbook Acknowledgement',
      category: { value: 'signed', source_value: 'Signed Documents' },
      category_id: 'c28xIQaWQ6MTM',
      type: { value: 'signed', source_value: 'Signed Documents' },
      file_format: { value: 'pdf', source_value: 'handbook-ack.PDF' },
      remote_url: 'https://api.bamboohr.com/api/gateway.php/acme/v1/employees/123/files/1234',
      unified_custom_fields: {
        original_file_name: 'handbook-ack.PDF',
        size: 23456,
        created_by: 'Jane Smith',
        share_with_employee: true,
        category_name: 'Signed Documents',
      },
      created_at: '2024-02-05T14:10:00.000Z',
      updated_at: null,
    });
    expect(hrisDocumentSchema.parse(document)).toEqual(document);
  });

  it('falls back to the original file name, reads the other timestamp form, and leaves an unknown category unmapped', () => {
    const document = toDocument(photos!.files![0]!, { employeeId: '123', category: photos!, apiBaseUrl });
    expect(document).toMatchObject({
      name: 'offsite',
      category: { value: 'unmapped_value', source_value: 'Team Photos' },
      file_format: null,
      created_at: '2024-03-01T09:30:00.000Z',
      unified_custom_fields: { size: 1024, created_by: null, share_with_employee: false },
    });
    expect(hrisDocumentSchema.safeParse(document).success).toBe(true);
  });
});

describe('document categories', () => {
  it('maps every category as a reference, and common names to unified categories', () => {
    const categories = view.categories!.map(toDocumentCategory);
    expect(categories[2]).toEqual({ id: 'c28xIQaWQ6MTU', remote_id: '15', name: 'Offer Letters', active: true });
    for (const category of categories) expect(hrisDocumentCategorySchema.parse(category)).toEqual(category);
    expect(toDocumentCategoryValue(offers!.name)?.value).toBe('offer_letter');
    expect(toDocumentCategoryValue('Resumes and Applications')?.value).toBe('resume');
    expect(toDocumentCategoryValue('Payroll')?.value).toBe('payroll');
    expect(toDocumentCategoryValue('')).toBeNull();
  });
});
