import { apiKeyAuthentication, type ConnectorEmulator, defineAction, defineConnector, defineConnectorManifest } from '@openunified/connector-contract';
import { z } from 'zod';
import { getInputSchema, listInputSchema } from '../action-inputs.js';
import { startEmulatorServer } from '../emulator/index.js';

// A minimal connector and its emulator, for the test kit's own tests.

export interface Note {
  id: string;
  title: string;
}

const notes: Note[] = Array.from({ length: 7 }, (_, index) => ({ id: `note-${index + 1}`, title: `Note ${index + 1}` }));

const listNotes = defineAction({
  id: 'samplenotes_list_notes',
  label: 'List notes',
  description: 'Lists notes, a page at a time',
  tags: ['notes'],
  schema_type: 'native',
  required_scopes: [],
  kind: 'list',
  input: listInputSchema(z.object({ title: z.string().optional() })),
  async run({ input, http }) {
    const response = await http.get<{ notes: Note[]; next_token: string | null }>('/notes', {
      query: { limit: input.query.page_size, token: input.query.cursor },
    });
    return { data: response.body.notes, next: response.body.next_token };
  },
});

const getNote = defineAction({
  id: 'samplenotes_get_note',
  label: 'Get note',
  description: 'Gets one note',
  tags: ['notes'],
  schema_type: 'native',
  required_scopes: [],
  kind: 'get',
  input: getInputSchema(),
  async run({ input, http }) {
    const response = await http.get<Note>(`/notes/${encodeURIComponent(input.path.id)}`);
    return { data: response.body };
  },
});

export const sampleConnector = defineConnector({
  key: 'samplenotes',
  name: 'Sample Notes',
  version: '0.1.0',
  icon: 'https://notes.example.com/icon.svg',
  description: 'A notes provider for testing the contract test kit',
  release_stage: 'preview',
  categories: ['documents'],
  authentication: [
    apiKeyAuthentication({
      fields: [{ key: 'api_key', label: 'API key', secret: true }],
      apply: (credentials) => ({ headers: { 'x-api-key': credentials.api_key ?? '' } }),
      verifyActionId: 'samplenotes_list_notes',
    }),
  ],
  scope_definitions: [],
  resource_types: ['note'],
  baseUrl: 'https://notes.example.com/api',
  actions: [listNotes, getNote],
});

export async function startSampleNotesEmulator(): Promise<ConnectorEmulator> {
  const emulator = await startEmulatorServer({
    name: 'samplenotes',
    authenticate: (request) => (request.headers['x-api-key'] === 'sandbox-key' ? undefined : { status: 401, body: {} }),
    routes: [
      {
        method: 'GET',
        pattern: '/api/notes',
        handle: (request) => {
          const offset = Number(request.query.get('token') ?? 0);
          const limit = Number(request.query.get('limit'));
          const end = offset + limit;
          return { body: { notes: notes.slice(offset, end), next_token: end < notes.length ? String(end) : null } };
        },
      },
      {
        method: 'GET',
        pattern: '/api/notes/:id',
        handle: (request) => {
          const note = notes.find((candidate) => candidate.id === request.params.id);
          return note ? { body: note } : { status: 404, body: { message: 'no such note' } };
        },
      },
    ],
  });
  return Object.assign(emulator, { sandboxCredentials: { api_key: 'sandbox-key' } });
}

export const sampleManifest = defineConnectorManifest({ connector: sampleConnector, emulator: startSampleNotesEmulator });
