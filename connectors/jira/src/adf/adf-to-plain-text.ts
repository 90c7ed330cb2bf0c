/**
 * Atlassian Document Format (https://developer.atlassian.com/cloud/jira/platform/apis/document/structure/)
 * to plain text, for the unified `description` and comment `body`. Blocks are separated by a
 * blank line, hard breaks become line breaks, list items get `- ` or `1. ` (nested ones
 * indented), table cells are joined by ` | `, and inline nodes that stand for something
 * (mentions, emoji, links, dates, status lozenges) keep their text. Media have no text and are
 * left out.
 */

interface AdfNode {
  type?: unknown;
  text?: unknown;
  attrs?: Record<string, unknown>;
  content?: unknown;
}

// Documents nest, and one from a provider must not be able to exhaust the stack.
const MAXIMUM_DEPTH = 64;

const blockTypes = new Set([
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'codeBlock',
  'blockquote',
  'panel',
  'rule',
  'table',
  'mediaSingle',
  'mediaGroup',
  'blockCard',
  'embedCard',
  'expand',
  'nestedExpand',
  'decisionList',
  'taskList',
]);

function childrenOf(node: AdfNode): AdfNode[] {
  return Array.isArray(node.content) ? node.content.filter((child): child is AdfNode => typeof child === 'object' && child !== null) : [];
}

function attribute(node: AdfNode, name: string): string | undefined {
  const value = node.attrs?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function inlineText(node: AdfNode, depth: number): string {
  switch (node.type) {
    case 'text':
      return typeof node.text === 'string' ? node.text : '';
    case 'hardBreak':
      return '\n';
    case 'mention':
      return attribute(node, 'text') ?? `@${attribute(node, 'id') ?? ''}`;
    case 'emoji':
      return attribute(node, 'text') ?? attribute(node, 'shortName') ?? '';
    case 'inlineCard':
      return attribute(node, 'url') ?? '';
    case 'status':
      return attribute(node, 'text') ?? '';
    case 'date': {
      const timestamp = Number(attribute(node, 'timestamp'));
      return Number.isFinite(timestamp) ? new Date(timestamp).toISOString().slice(0, 10) : '';
    }
    default:
      return childrenOf(node)
        .map((child) => textOf(child, depth + 1))
        .join('');
  }
}

function prefixLines(text: string, first: string, rest: string): string {
  return text
    .split('\n')
    .map((line, index) => (index === 0 ? first : rest) + line)
    .join('\n');
}

function listText(node: AdfNode, depth: number, ordered: boolean): string {
  const start = Number(node.attrs?.order ?? 1);
  return childrenOf(node)
    .map((item, index) => {
      const marker = ordered ? `${(Number.isFinite(start) ? start : 1) + index}. ` : '- ';
      const body = childrenOf(item)
        .map((child) => textOf(child, depth + 2))
        .filter((text) => text !== '')
        .join('\n');
      return prefixLines(body, marker, ' '.repeat(marker.length));
    })
    .join('\n');
}

function blocksText(nodes: AdfNode[], depth: number): string {
  const parts: string[] = [];
  let inline = '';
  for (const node of nodes) {
    if (blockTypes.has(String(node.type))) {
      if (inline !== '') parts.push(inline);
      inline = '';
      const text = textOf(node, depth + 1);
      if (text !== '') parts.push(text);
    } else {
      inline += inlineText(node, depth + 1);
    }
  }
  if (inline !== '') parts.push(inline);
  return parts.join('\n\n');
}

function textOf(node: AdfNode, depth: number): string {
  if (depth > MAXIMUM_DEPTH) return '';
  switch (node.type) {
    case 'doc':
    case 'panel':
    case 'expand':
    case 'nestedExpand':
    case 'listItem':
    case 'tableCell':
    case 'tableHeader':
      return blocksText(childrenOf(node), depth);
    case 'bulletList':
    case 'taskList':
    case 'decisionList':
      return listText(node, depth, false);
    case 'orderedList':
      return listText(node, depth, true);
    case 'blockquote':
      return prefixLines(blocksText(childrenOf(node), depth), '> ', '> ');
    case 'rule':
      return '---';
    case 'table':
      return childrenOf(node)
        .map((row) =>
          childrenOf(row)
            .map((cell) => textOf(cell, depth + 2).replace(/\n+/g, ' '))
            .join(' | '),
        )
        .join('\n');
    case 'blockCard':
    case 'embedCard':
      return attribute(node, 'url') ?? '';
    case 'mediaSingle':
    case 'mediaGroup':
    case 'media':
      return '';
    default:
      return inlineText(node, depth);
  }
}

/** Plain text of an ADF document; a string (API v2 style) is returned as is, anything else is null. */
export function adfToPlainText(document: unknown): string | null {
  if (typeof document === 'string') return document;
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return null;
  return textOf(document as AdfNode, 0);
}
