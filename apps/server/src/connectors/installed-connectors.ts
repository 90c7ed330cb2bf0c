import { bamboohrConnector } from '@openunified/connector-bamboohr';
import { googledriveConnector } from '@openunified/connector-googledrive';
import { iterableConnector } from '@openunified/connector-iterable';
import { talentlmsConnector } from '@openunified/connector-talentlms';
import type { ConnectorDefinition } from '@openunified/connector-sdk';

/** The connectors this server ships with; a third-party connector package is added here. */
export const installedConnectors: readonly ConnectorDefinition[] = [
  bamboohrConnector,
  googledriveConnector,
  iterableConnector,
  talentlmsConnector,
];
