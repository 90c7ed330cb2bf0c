import {
  defineAction,
  getInputSchema,
  listInputSchema,
  NotFoundError,
  type ProviderHttpClient,
  paginateArray,
  parseOffsetCursor,
  subResourceGetInputSchema,
  subResourceListInputSchema,
  toRemoteId,
  z,
} from '@openunified/connector-sdk';
import { employeePath } from '../employee-reads.js';
import { toDocument, toDocumentCategory } from '../mappers/document.js';
import { explainBambooHrErrors } from '../provider-errors.js';
import type { BambooHrEmployeeFiles } from '../provider-types.js';
import { numericRemoteId } from '../time-off-reads.js';

// BambooHR lists an employee's files by category in one answer, GET /employees/{id}/files/view,
// which also lists every file category of the account (empty ones included). Pages are cut from it.

const noFilter = z.object({}).strict();

async function fetchFileView(http: ProviderHttpClient, employeeId: string): Promise<{ view: BambooHrEmployeeFiles; apiBaseUrl: string }> {
  const response = await explainBambooHrErrors(http).get<BambooHrEmployeeFiles>(`${employeePath(employeeId)}/files/view`);
  return { view: response.body ?? {}, apiBaseUrl: response.url.replace(/\/employees\/[^/]+\/files\/view.*$/, '') };
}

async function fetchDocuments(http: ProviderHttpClient, employeeId: string) {
  const { view, apiBaseUrl } = await fetchFileView(http, employeeId);
  return (view.categories ?? []).flatMap((category) => (category.files ?? []).map((file) => toDocument(file, { employeeId, category, apiBaseUrl })));
}

export const listEmployeeDocumentsAction = defineAction({
  id: 'bamboohr_list_employee_documents',
  label: 'List employee documents',
  description:
    "Lists the files on the record of the employee in path.id, category by category (GET /employees/{id}/files/view, one call per page). updated_after keeps files created after it (BambooHR dates a file's upload only).",
  tags: ['hris', 'documents', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employee_documents.list',
  required_scopes: [],
  kind: 'list',
  input: subResourceListInputSchema(noFilter),
  async run({ input, http }) {
    parseOffsetCursor(input.query.cursor);
    const after = input.query.updated_after === undefined ? undefined : Date.parse(input.query.updated_after);
    const documents = (await fetchDocuments(http, numericRemoteId(input.path.id, 'employee'))).filter(
      (document) => after === undefined || (document.created_at !== null && Date.parse(document.created_at) > after),
    );
    return paginateArray(documents, input.query.page_size, input.query.cursor);
  },
});

export const getEmployeeDocumentAction = defineAction({
  id: 'bamboohr_get_employee_document',
  label: 'Get employee document',
  description: 'Reads one file (path.subResourceId) of the employee in path.id from GET /employees/{id}/files/view; a file of another employee is a 404.',
  tags: ['hris', 'documents', 'employees'],
  schema_type: 'unified',
  unified: 'hris.employee_documents.get',
  required_scopes: [],
  kind: 'get',
  input: subResourceGetInputSchema(),
  async run({ input, http }) {
    const employeeId = numericRemoteId(input.path.id, 'employee');
    const fileId = toRemoteId(input.path.subResourceId);
    const document = (await fetchDocuments(http, employeeId)).find((candidate) => candidate.remote_id === fileId);
    if (!document) throw new NotFoundError(`Employee ${employeeId} has no file ${fileId}`);
    return { data: document };
  },
});

/** The API key's own employee: BambooHR's employee id 0, whose file view lists every category of the account. */
const OWN_EMPLOYEE = '0';

export const listEmployeeDocumentCategoriesAction = defineAction({
  id: 'bamboohr_list_employee_document_categories',
  label: 'List employee document categories',
  description:
    "Lists the account's employee file categories, from the file view of the API key's own employee (GET /employees/0/files/view, one call per page). updated_after is ignored.",
  tags: ['hris', 'documents'],
  schema_type: 'unified',
  unified: 'hris.employee_document_categories.list',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(noFilter),
  async run({ input, http }) {
    parseOffsetCursor(input.query.cursor);
    const { view } = await fetchFileView(http, OWN_EMPLOYEE);
    const page = paginateArray(view.categories ?? [], input.query.page_size, input.query.cursor);
    return { data: page.data.map(toDocumentCategory), next: page.next };
  },
});

export const getEmployeeDocumentCategoryAction = defineAction({
  id: 'bamboohr_get_employee_document_category',
  label: 'Get employee document category',
  description: 'Reads one employee file category by unified or BambooHR id (GET /employees/0/files/view).',
  tags: ['hris', 'documents'],
  schema_type: 'unified',
  unified: 'hris.employee_document_categories.get',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const remoteId = toRemoteId(input.path.id);
    const { view } = await fetchFileView(http, OWN_EMPLOYEE);
    const category = (view.categories ?? []).find((candidate) => String(candidate.id) === remoteId);
    if (!category) throw new NotFoundError(`Employee document category ${remoteId} not found`);
    return { data: toDocumentCategory(category) };
  },
});
