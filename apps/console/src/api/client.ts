import createClient, { type Middleware } from 'openapi-fetch';
import { csrfHeaders } from './csrf.js';
import type { paths } from './schema.js';

/**
 * The console talks to the server through its public API only, typed from /openapi.json.
 * Same origin: the management session cookie goes along, and state-changing calls carry the
 * session's CSRF token.
 */
const csrf: Middleware = {
  onRequest({ request }) {
    for (const [name, value] of Object.entries(csrfHeaders(request.method))) request.headers.set(name, value);
    return request;
  },
};

export const api = createClient<paths>({ baseUrl: '', credentials: 'same-origin', querySerializer: { array: { style: 'form', explode: true } } });
api.use(csrf);

export type Paths = paths;
export type { components } from './schema.js';
