import { describe, expect, it } from 'vitest';
import { coreUnifiedResources } from '../catalogue/core-resources.js';
import { UnifiedCatalogue } from '../catalogue/unified-catalogue.js';
import { messagingConversationCreateSchema, messagingMessageSendSchema } from './messaging.js';

describe('messaging write bodies', () => {
  it("takes private as the vendor's wire sends it, boolean or string", () => {
    expect(messagingConversationCreateSchema.parse({ name: ' general ', private: 'true' })).toEqual({ name: 'general', private: true });
    expect(messagingConversationCreateSchema.parse({ private: false, participants: ['U1'] })).toEqual({ private: false, participants: ['U1'] });
    expect(messagingConversationCreateSchema.safeParse({ private: 'yes' }).success).toBe(false);
    expect(messagingConversationCreateSchema.safeParse({ participants: [''] }).success).toBe(false);
  });

  it('takes the content, recipient and sender of a message as strings', () => {
    expect(messagingMessageSendSchema.parse({ content: 'Hi', recipient: 'C1' })).toEqual({ content: 'Hi', recipient: 'C1' });
    expect(messagingMessageSendSchema.safeParse({ content: 3 }).success).toBe(false);
  });
});

describe('messaging catalogue', () => {
  it('serves the routes of the messaging category', () => {
    const catalogue = new UnifiedCatalogue(coreUnifiedResources);
    const messaging = catalogue.list().filter((resource) => resource.category === 'messaging');
    expect(messaging.map((resource) => [resource.path, Object.keys(resource.operations).sort()])).toEqual([
      ['/unified/messaging/conversations', ['create', 'get', 'list']],
      ['/unified/messaging/conversations/{id}/messages', ['list']],
      ['/unified/messaging/messages', ['create', 'get']],
      ['/unified/messaging/messages/{id}/attachments', ['download', 'get', 'list']],
      ['/unified/messaging/users', ['get', 'list']],
    ]);
    expect(catalogue.get('messaging.messages')?.successStatus('create')).toBe(201);
  });
});
