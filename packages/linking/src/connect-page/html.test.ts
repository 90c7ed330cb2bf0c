import { expect, it } from 'vitest';
import { html, trustedHtml } from './html.js';

it('escapes interpolated text and attributes', () => {
  const name = `<script>alert("x")</script>' onload='`;
  expect(html`<p title="${name}">${name}</p>`.value).toBe(
    '<p title="&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#39; onload=&#39;">&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#39; onload=&#39;</p>',
  );
});

it('nests fragments and lists without escaping them twice, and drops empty values', () => {
  const items = ['a&b', 'c'].map((item) => html`<li>${item}</li>`);
  expect(html`<ul>${items}</ul>${null}${undefined}${false}${0}${trustedHtml('<hr>')}`.value).toBe('<ul><li>a&#38;b</li><li>c</li></ul>0<hr>');
});
