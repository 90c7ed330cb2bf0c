/** A minimal Atlassian Document Format document, as Jira REST API v3 takes rich text fields. */
export interface AdfDocument {
  type: 'doc';
  version: 1;
  content: AdfBlock[];
}

interface AdfBlock {
  type: 'paragraph';
  content: Array<{ type: 'text'; text: string } | { type: 'hardBreak' }>;
}

/**
 * Plain text to ADF, the inverse of `adfToPlainText` for what plain text can say: a blank line
 * starts a new paragraph, a single line break is a hard break. Windows line ends count as one.
 */
export function plainTextToAdf(text: string): AdfDocument {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '');
  return {
    type: 'doc',
    version: 1,
    content: paragraphs.map((paragraph) => ({
      type: 'paragraph',
      content: paragraph.split('\n').flatMap((line, index) => {
        const pieces: AdfBlock['content'] = index > 0 ? [{ type: 'hardBreak' }] : [];
        if (line !== '') pieces.push({ type: 'text', text: line });
        return pieces;
      }),
    })),
  };
}
