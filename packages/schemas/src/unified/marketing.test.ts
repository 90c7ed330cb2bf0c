import { describe, expect, it } from 'vitest';
import { coreUnifiedResources } from '../catalogue/core-resources.js';
import {
  campaignSchema,
  contentBlockWriteSchema,
  emailTemplateSchema,
  emailTemplateWriteSchema,
  omniChannelTemplateWriteSchema,
  smsTemplateWriteSchema,
} from './marketing.js';

describe('marketing template models', () => {
  it('spell the email reply-to address with a hyphen, as the wire does, on reads and writes', () => {
    const message = {
      id: null,
      remote_id: null,
      name: null,
      message_type: { value: 'email', source_value: 'Email' },
      message_content: { subject: 'Hi', body: '<p/>', from: 'a@example.com', 'reply-to': 'b@example.com', preheader: null },
    };
    const template = { id: 'c28xIQaWQ6MQ', remote_id: '1', name: null, tags: null, created_at: null, updated_at: null, messages: [message] };

    expect(emailTemplateSchema.parse(template)).toEqual(template);
    expect(emailTemplateWriteSchema.parse({ messages: [{ message_content: { 'reply-to': 'b@example.com' } }] })).toEqual({
      messages: [{ message_content: { 'reply-to': 'b@example.com' } }],
    });
  });

  it('accept null for every write member and refuse an unknown message type', () => {
    const body = { name: null, tags: null, messages: [{ id: null, name: null, message_type: null, message_content: null }], passthrough: null };
    expect(smsTemplateWriteSchema.parse(body)).toEqual(body);
    expect(smsTemplateWriteSchema.safeParse({ messages: [{ message_type: { value: 'fax' } }] }).success).toBe(false);
  });

  it('take every channel content member in an omni-channel message', () => {
    const content = { subject: 's', body: 'b', from: 'f', 'reply-to': 'r', preheader: 'p', title: 't', subtitle: 'u' };
    expect(omniChannelTemplateWriteSchema.parse({ messages: [{ message_content: content }] }).messages?.[0]?.message_content).toEqual(content);
  });
});

describe('campaignSchema and content blocks', () => {
  it('accepts a campaign with enum objects and boolean flags, and refuses an unknown status', () => {
    const campaign = {
      id: 'c28xIQaWQ6MQ',
      remote_id: '1',
      name: 'Spring',
      description: null,
      created_at: '2024-03-01T09:30:00.000Z',
      updated_at: null,
      archived: false,
      draft: true,
      status: { value: 'draft', source_value: 'Draft' },
      schedule_type: { value: 'triggered', source_value: 'Triggered' },
      channels: [{ value: 'ios_push', source_value: 'Push' }],
      first_sent_at: null,
      last_sent_at: null,
      tags: [],
      messages: [],
    };
    expect(campaignSchema.parse(campaign)).toEqual(campaign);
    expect(campaignSchema.safeParse({ ...campaign, status: { value: 'paused', source_value: 'Paused' } }).success).toBe(false);
  });

  it('content block writes take the type object and refuse unknown types', () => {
    expect(contentBlockWriteSchema.parse({ name: 'footer', type: { value: 'code-snippet' } })).toEqual({ name: 'footer', type: { value: 'code-snippet' } });
    expect(contentBlockWriteSchema.safeParse({ type: { value: 'video' } }).success).toBe(false);
  });
});

describe('the marketing catalogue', () => {
  it('declares every marketing route of the published API, templates and content blocks writable, campaigns read-only', () => {
    const marketing = coreUnifiedResources.filter((resource) => resource.category === 'marketing');
    expect(Object.fromEntries(marketing.map((resource) => [resource.path, Object.keys(resource.operations)]))).toEqual({
      '/unified/marketing/templates/push': ['list', 'get', 'create', 'update'],
      '/unified/marketing/templates/email': ['list', 'get', 'create', 'update'],
      '/unified/marketing/templates/sms': ['list', 'get', 'create', 'update'],
      '/unified/marketing/templates/in_app': ['list', 'get', 'create', 'update'],
      '/unified/marketing/templates/omni_channel': ['list', 'get', 'create', 'update'],
      '/unified/marketing/campaigns': ['list', 'get'],
      '/unified/marketing/content_blocks': ['list', 'get', 'create', 'update'],
    });
  });
});
