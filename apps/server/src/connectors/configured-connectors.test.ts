import bamboohr from '@openunified/connector-bamboohr';
import { ConfigurationError } from '@openunified/platform';
import { expect, it } from 'vitest';
import { loadConnectors } from './configured-connectors.js';
import { installedConnectors } from './installed-connectors.js';

it('adds the connector packages CONNECTORS names, loaded by dynamic import, after the installed ones', async () => {
  expect(await loadConnectors([])).toEqual(installedConnectors);
  const connectors = await loadConnectors(['@openunified/connector-bamboohr']);
  expect(connectors).toEqual([...installedConnectors, bamboohr]);
});

it('stops the start with a line naming a package that is not installed or exports no manifest', async () => {
  await expect(loadConnectors(['openunified-connector-nowhere'])).rejects.toThrow(
    new ConfigurationError('invalid CONNECTORS: "openunified-connector-nowhere" is not installed (add it to the dependencies of @openunified/server)'),
  );
  await expect(loadConnectors(['zod'])).rejects.toThrow(
    new ConfigurationError('invalid CONNECTORS: "zod" exports no connector manifest (as its default export or as "manifest")'),
  );
});
