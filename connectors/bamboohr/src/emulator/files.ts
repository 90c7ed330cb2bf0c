import { type EmulatorResponse, type MultipartPart, pick, seededContentStream, seededRandom } from '@openunified/connector-sdk/emulator';
import type { BambooHrEmployeeFiles } from '../provider-types.js';
import { BambooHrRefusal } from './company.js';

/**
 * Employee files as `GET /employees/{id}/files/view` shows them: the account's file categories,
 * each with the employee's files in it. Employee id 0 is the API key's own employee (the first).
 */

const categories = [
  { id: '13', name: 'Signed Documents' },
  { id: '14', name: 'Resumes and Applications' },
  { id: '15', name: 'Offer Letters' },
  { id: '16', name: 'Payroll' },
  { id: '17', name: 'Training Docs' },
] as const;

const fileNames: Record<string, readonly string[]> = {
  '13': ['Employee Handbook Acknowledgement.pdf', 'Non-Disclosure Agreement.pdf', 'Remote Work Policy.pdf'],
  '14': ['Resume.pdf', 'Application.docx', 'Cover Letter.pdf'],
  '15': ['Offer Letter.pdf'],
  '16': ['W-4 2024.pdf', 'Direct Deposit Form.pdf'],
  '17': ['Security Training Certificate.png', 'First Aid Certificate.jpg'],
};

interface StoredFile {
  id: string;
  categoryId: string;
  name: string;
  size: number;
  dateCreated: string;
  shareWithEmployee: boolean;
  /** An uploaded file's bytes; seeded files are made up on download. */
  bytes?: Buffer;
  contentType?: string;
}

/** The type BambooHR serves a file with, by its extension. */
const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
  txt: 'text/plain',
};

function contentTypeOf(name: string): string {
  return contentTypes[/\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/** `YYYY-MM-DD HH:MM:SS`, UTC, as BambooHR dates files. */
function bambooHrTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

export class EmulatedFiles {
  private readonly files = new Map<string, StoredFile[]>();

  constructor(
    seed: number,
    private readonly employeeIds: () => string[],
  ) {
    const random = seededRandom(seed * 104_729 + 3);
    let nextFileId = 500;
    for (const employeeId of employeeIds()) {
      const count = Math.floor(random() * 4);
      const files: StoredFile[] = [];
      for (let index = 0; index < count; index += 1) {
        const category = pick(random, categories);
        const day = new Date(Date.UTC(2023, 0, 2) + Math.floor(random() * 700) * 86_400_000);
        files.push({
          id: String(nextFileId++),
          categoryId: category.id,
          name: pick(random, fileNames[category.id]!),
          size: 20_000 + Math.floor(random() * 2_000_000),
          dateCreated: `${day.toISOString().slice(0, 10)} 14:${String(10 + index).padStart(2, '0')}:00`,
          shareWithEmployee: random() < 0.6,
        });
      }
      this.files.set(employeeId, files);
    }
  }

  private employee(employeeIdParameter: string): string {
    const employeeId = employeeIdParameter === '0' ? this.employeeIds()[0] : employeeIdParameter;
    if (employeeId === undefined || !this.employeeIds().includes(employeeId)) throw new BambooHrRefusal(404, 'Employee not found');
    return employeeId;
  }

  private nextFileId(): string {
    return String(Math.max(499, ...[...this.files.values()].flat().map((file) => Number(file.id))) + 1);
  }

  /** `GET /employees/{id}/files/{fileId}`: the file's bytes with its type, length and name. */
  download(employeeIdParameter: string, fileId: string): EmulatorResponse {
    const file = (this.files.get(this.employee(employeeIdParameter)) ?? []).find((candidate) => candidate.id === fileId);
    if (!file) throw new BambooHrRefusal(404, 'File not found');
    const contentType = file.contentType ?? contentTypeOf(file.name);
    return {
      status: 200,
      headers: { 'content-type': contentType, 'content-length': String(file.size), 'content-disposition': `attachment; filename="${file.name}"` },
      ...(file.bytes ? { rawBody: file.bytes } : { stream: seededContentStream(`bamboohr-file-${file.id}`, file.size, contentType) }),
    };
  }

  /**
   * `POST /employees/{id}/files`, a multipart form: `file` (required), `fileName` (else the
   * file's own name), `category` (the id of an existing category) and `share` (yes or no).
   * Answers the new file's id; refusals in BambooHR's words.
   */
  upload(employeeIdParameter: string, parts: MultipartPart[] | undefined): string {
    const employeeId = this.employee(employeeIdParameter);
    if (parts === undefined) throw new BambooHrRefusal(400, 'The request must be multipart/form-data');
    const field = (name: string) =>
      parts
        .find((part) => part.name === name && part.fileName === undefined)
        ?.data.toString('utf8')
        .trim();
    const file = parts.find((part) => part.name === 'file' && part.fileName !== undefined);
    if (!file) throw new BambooHrRefusal(400, 'Missing file. The file must be uploaded in a field named "file".');
    const categoryId = field('category');
    if (!categoryId) throw new BambooHrRefusal(400, 'Missing category. A file must be uploaded into a category.');
    if (!categories.some((category) => category.id === categoryId)) throw new BambooHrRefusal(400, `Invalid category: ${categoryId}`);
    const share = field('share') ?? 'no';
    if (share !== 'yes' && share !== 'no') throw new BambooHrRefusal(400, 'Invalid value for share: it must be "yes" or "no"');
    const name = field('fileName') || file.fileName!;
    if (name === '') throw new BambooHrRefusal(400, 'Missing fileName.');
    const stored: StoredFile = {
      id: this.nextFileId(),
      categoryId,
      name,
      size: file.data.length,
      dateCreated: bambooHrTimestamp(new Date()),
      shareWithEmployee: share === 'yes',
      bytes: Buffer.from(file.data),
      contentType: file.contentType ?? contentTypeOf(name),
    };
    this.files.set(employeeId, [...(this.files.get(employeeId) ?? []), stored]);
    return stored.id;
  }

  view(employeeIdParameter: string): BambooHrEmployeeFiles {
    const employeeId = this.employee(employeeIdParameter);
    const files = this.files.get(employeeId) ?? [];
    return {
      employee: { id: employeeId },
      categories: categories.map((category) => ({
        id: category.id,
        name: category.name,
        canRenameCategory: 'yes',
        canDeleteCategory: 'yes',
        canUploadFiles: 'yes',
        displayIfEmpty: 'yes',
        files: files
          .filter((file) => file.categoryId === category.id)
          .map((file) => ({
            id: file.id,
            name: file.name.replace(/\.[a-z]+$/, ''),
            originalFileName: file.name,
            size: file.size,
            dateCreated: file.dateCreated,
            createdBy: 'Sandbox Admin',
            shareWithEmployee: file.shareWithEmployee ? 'yes' : 'no',
            canRenameFile: 'yes',
            canDeleteFile: 'yes',
            canChangeShareWithEmployeeFieldValue: 'yes',
          })),
      })),
    };
  }
}
