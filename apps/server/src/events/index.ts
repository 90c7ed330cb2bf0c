export { AccountEvents, AccountEventsToken, type AccountEventType, accountEventsModule } from './account-events.js';
