import { actionPipelineModule, connectorModule } from '@openunified/action-pipeline';
import { type ConnectorDefinition, defineConnector, defineConnectorManifest } from '@openunified/connector-sdk';
import { BadRequestError } from '@openunified/errors';
import { platformValuesModule } from '@openunified/feature-kit';
import { createStore, type Store, storeModule } from '@openunified/store';
import { Container } from 'inversify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { type ActionCatalogue, ActionCatalogueToken, actionsFeature, type ListActionsQuery } from './index.js';

const emptyConnector: Omit<ConnectorDefinition, 'specificationVersion' | 'key' | 'name' | 'baseUrl'> = {
  version: '1.0.0',
  icon: '',
  description: 'A connector without actions',
  release_stage: 'preview',
  categories: ['documents'],
  authentication: [],
  scope_definitions: [],
  resource_types: [],
  actions: [],
};

const connectorNamed = (key: string) =>
  defineConnectorManifest({ connector: defineConnector({ ...emptyConnector, key, name: key, baseUrl: `https://${key}.invalid` }) });

let store: Store;
let catalogue: ActionCatalogue;
beforeEach(async () => {
  store = await createStore({ sqlitePath: ':memory:' });
  const container = new Container();
  await container.load(
    storeModule(store),
    actionPipelineModule(),
    platformValuesModule({ cursorSecret: 'a cursor secret of at least 32 characters' }),
    ...['gamma', 'alpha', 'beta'].map((key) => connectorModule(connectorNamed(key))),
    actionsFeature.module!,
  );
  catalogue = container.get(ActionCatalogueToken);
});
afterEach(() => store.close());

const page = (query: Partial<ListActionsQuery>) => catalogue.list('prj_1', { page_size: 2, ...query });

it('pages the connectors in key order behind a signed cursor bound to the project', async () => {
  const first = await page({});
  expect(first.data.map((entry) => entry.key)).toEqual(['alpha', 'beta']);
  const second = await page({ next: first.next! });
  expect(second).toEqual({ next: null, data: [expect.objectContaining({ key: 'gamma' })] });

  await expect(catalogue.list('prj_2', { page_size: 2, next: first.next! })).rejects.toThrow(new BadRequestError('invalid cursor: issued for another account'));
});
