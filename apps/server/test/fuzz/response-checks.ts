import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { JsonSchema } from './schema-arbitrary.js';

// ajv-formats is CommonJS: its plugin is the module itself or its `default`, as the loader sees it.
const addFormats = ((addFormatsModule as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;

/** Statuses a provider's failure may cause (docs/concepts/errors.md), and a fault beneath the server. */
const ACCEPTED_SERVER_STATUSES = new Set([502, 503, 504]);

/**
 * What is wrong with an answer, by docs/concepts/errors.md and the operation's documented
 * response schema, or undefined when nothing is.
 */
export class ResponseChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  private readonly validators = new Map<string, ValidateFunction | null>();

  constructor(private readonly document: JsonSchema) {
    addFormats(this.ajv);
    // The document as one schema, so each response schema's `#/components/...` references resolve.
    this.ajv.addSchema({ $id: 'openapi', components: document.components ?? {} });
  }

  problemWith(method: string, path: string, status: number, contentType: string, text: string): string | undefined {
    const isJson = contentType.includes('json');
    let body: any;
    if (isJson && text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        return 'the body is not the JSON its content type claims';
      }
    }
    if (status >= 400) {
      if (status >= 500 && !ACCEPTED_SERVER_STATUSES.has(status)) return `a ${status}`;
      if (!isJson) return `a ${status} without the JSON error envelope (content type "${contentType}")`;
      if (typeof body !== 'object' || body === null) return 'an error body that is not an object';
      if (body.statusCode !== status) return `the envelope's statusCode ${body.statusCode} is not the status ${status}`;
      if (typeof body.message !== 'string' || body.message === '') return 'the envelope has no message';
      if (typeof body.timestamp !== 'string' || Number.isNaN(Date.parse(body.timestamp))) return 'the envelope has no timestamp';
      if (status === 400 && !('data' in body && 'provider_errors' in body)) return 'a 400 envelope without data and provider_errors';
      return undefined;
    }
    if (status < 200 || status >= 300 || !isJson) return undefined;
    const validate = this.validatorFor(method, path, status);
    if (validate === undefined) return `a ${status} the operation does not document`;
    if (validate === null || validate(body)) return undefined;
    const problem = validate.errors?.[0];
    return `the ${status} body breaks the response schema at "${problem?.instancePath}": ${problem?.message} (${JSON.stringify(problem?.params)})`;
  }

  /** Undefined when the status is not documented, null when it has no JSON schema. */
  private validatorFor(method: string, path: string, status: number): ValidateFunction | null | undefined {
    const key = `${method} ${path} ${status}`;
    if (!this.validators.has(key)) {
      const responses = this.document.paths[path]?.[method.toLowerCase()]?.responses ?? {};
      const response = responses[String(status)] ?? responses[`${String(status)[0]}XX`];
      if (response === undefined) return undefined;
      const schema = response.content?.['application/json']?.schema;
      this.validators.set(key, schema ? this.ajv.compile(rebase(schema)) : null);
    }
    return this.validators.get(key);
  }
}

/** Points a response schema's local references at the document's components. */
function rebase(schema: JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/components/', '"$ref":"openapi#/components/'));
}
