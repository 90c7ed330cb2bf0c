import { pick, seededRandom } from '@openunified/connector-sdk/emulator';
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

  view(employeeIdParameter: string): BambooHrEmployeeFiles {
    const employeeId = employeeIdParameter === '0' ? this.employeeIds()[0] : employeeIdParameter;
    if (employeeId === undefined || !this.employeeIds().includes(employeeId)) throw new BambooHrRefusal(404, 'Employee not found');
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
