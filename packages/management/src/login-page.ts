/** The 401 a browser gets for a dead login link: a page, since a person followed the link. */
export function deadLinkPage(message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign-in link not valid</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>This sign-in link cannot be used</h1>
<p>${escapeHtml(message)}</p>
<p>Get a new link on the server's machine with <code>pnpm -s cli console login</code> and open it within 10 minutes.</p>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
