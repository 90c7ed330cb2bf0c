export { type ConnectMessage, isConnectMessage } from './connect-message.js';
export {
  type ConnectFailure,
  type ConnectHandle,
  type ConnectHost,
  type ConnectSuccess,
  type OpenConnectOptions,
  openConnect,
} from './open-connect.js';
