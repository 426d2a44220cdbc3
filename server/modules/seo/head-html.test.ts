/** A head is put into index.html with every value escaped: nothing written ends a tag or a script. */
import { describe, expect, it } from 'vitest';
import { jsonForScript, renderHead, withHead } from './head-html.js';
import type { PageHead } from './page-head.js';

const hostile = '</script><script>alert(1)</script>" onload="x';
const head: PageHead = {
  title: hostile,
  description: `<b>${hostile}</b>`,
  canonicalPath: '/book/x/1',
  type: 'book',
  imagePath: '/uploads/covers/"x.jpg',
  jsonLd: [{ '@type': 'Book', name: hostile, note: 'line\u2028separator' }],
  noindex: false,
  status: 200,
  movedTo: null,
};

describe('head html', () => {
  it('escapes titles, descriptions and addresses, and keeps JSON-LD inside its block', () => {
    const html = renderHead(head, 'https://bookhive.example');
    // The one script element is the JSON-LD block, closed once, at its end.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('" onload="');
    expect(html).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot; onload=&quot;x',
    );
    expect(html).toContain('content="https://bookhive.example/uploads/covers/&quot;x.jpg"');
    const json = html.slice(
      html.indexOf('>', html.indexOf('<script')) + 1,
      html.lastIndexOf('</script>'),
    );
    expect(JSON.parse(json)).toEqual(head.jsonLd[0]);
    expect(jsonForScript({ a: '\u2028' })).toBe('{"a":"\\u2028"}');
  });

  it('replaces the default head between the markers, and only that', () => {
    const index =
      '<head><meta charset="UTF-8" /><!--page-head--><title>Default</title><!--/page-head--><script src="/theme-boot.js"></script></head>';
    expect(withHead(index, '<title>Page</title>')).toBe(
      '<head><meta charset="UTF-8" /><title>Page</title><script src="/theme-boot.js"></script></head>',
    );
  });
});
