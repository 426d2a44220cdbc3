import { describe, expect, it } from 'vitest';
import { createContentSanitiser, stripHtml } from './content.js';

const cdn = 'https://cdn.bookhive.example/media/';
const { richText } = createContentSanitiser({ imageUrlPrefixes: ['/uploads/', cdn] });

describe('stripHtml (plain-text fields)', () => {
  it('keeps the typed text and drops the tags', () => {
    expect(stripHtml('<b>Tom</b> & Jerry')).toBe('Tom & Jerry');
    expect(stripHtml('<p>Hello <em>there</em></p>')).toBe('Hello there');
  });

  it('keeps characters that look like markup but are text', () => {
    expect(stripHtml('1 < 2 > 0 "quoted" \'single\'')).toBe('1 < 2 > 0 "quoted" \'single\'');
  });

  it('drops scripts and styles with their content', () => {
    expect(stripHtml('Hi<script>alert(1)</script><style>p{}</style>!')).toBe('Hi!');
  });

  it('drops attributes that would run code', () => {
    expect(stripHtml('<img src=x onerror="alert(1)">Jane')).toBe('Jane');
  });

  it('drops raw-text elements whose content would read as markup', () => {
    expect(stripHtml('Eve<title><img src=x onerror=alert(1)></title>')).toBe('Eve');
    expect(stripHtml('Eve<textarea><script>alert(1)</script></textarea>')).toBe('Eve');
  });
});

describe('sanitiser: what the review editor writes survives', () => {
  it('keeps the allowed tags', () => {
    const html =
      '<h2>Title</h2><p>A <strong>bold</strong>, <em>fine</em> <u>line</u><br></p><ul><li>one</li></ul><blockquote>q</blockquote><pre><code>x</code></pre>';
    expect(richText(html)).toBe(
      '<h2>Title</h2><p>A <strong>bold</strong>, <em>fine</em> <u>line</u><br /></p><ul><li>one</li></ul><blockquote>q</blockquote><pre><code>x</code></pre>',
    );
  });

  it('keeps TipTap output: lists with paragraphs, a numbered list from 3, its links', () => {
    const html =
      '<p>Hi <strong>b</strong> <em>i</em></p><ol start="3" type="a"><li><p>x</p></li></ol><p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a">l</a></p>';
    expect(richText(html)).toBe(
      '<p>Hi <strong>b</strong> <em>i</em></p><ol start="3" type="a"><li><p>x</p></li></ol><p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">l</a></p>',
    );
  });
});

describe('sanitiser: nothing runs', () => {
  it.each([
    ['script', '<p>a</p><script>alert(1)</script>'],
    ['form and input', '<p>a</p><form action="https://evil.example"><input name="x"></form>'],
    ['iframe', '<p>a</p><iframe src="https://evil.example"></iframe>'],
  ])('removes %s', (_name, html) => {
    const clean = richText(html);
    expect(clean).not.toMatch(/<script|<form|<input|<iframe|evil|alert/);
    expect(clean).toContain('<p>a</p>');
  });

  it('removes event handlers and javascript: links', () => {
    expect(richText('<p onclick="alert(1)">x</p><a href="javascript:alert(1)">y</a>')).toBe(
      '<p>x</p><a>y</a>',
    );
  });

  it.each([
    ['entity-encoded', '<a href="jav&#x61;script:alert(1)">x</a>'],
    [
      'decimal entities',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    ],
    ['a named colon', '<a href="javascript&colon;alert(1)">x</a>'],
    ['mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['a tab inside', '<a href="java\tscript:alert(1)">x</a>'],
    ['leading controls', '<a href=" &#14; javascript:alert(1)">x</a>'],
    ['data:', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
  ])('drops a %s script address', (_name, html) => {
    expect(richText(html)).toBe('<a>x</a>');
  });

  it.each([
    [
      'svg',
      '<svg><a href="/x">in</a><style><img src=x onerror=alert(1)></style></svg>after',
      'after',
    ],
    [
      'math',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>after',
      'after',
    ],
    ['noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
    ['template', '<template><p>hidden</p></template>after', 'after'],
  ])('drops %s with everything in it (mutation XSS)', (_name, html, clean) => {
    expect(richText(html)).toBe(clean);
  });
});

describe('sanitiser: nothing covers the page or clobbers it', () => {
  it.each([
    [
      'a span',
      '<a href="/x"><span class="fixed inset-0 z-50">x</span></a>',
      '<a href="/x"><span>x</span></a>',
    ],
    ['code', '<code class="absolute inset-0">x</code>', '<code>x</code>'],
    ['a paragraph', '<p class="sticky top-0">x</p>', '<p>x</p>'],
  ])('drops classes on %s (the app’s own utilities would position it)', (_name, html, clean) => {
    expect(richText(html)).toBe(clean);
  });

  it('drops styles, ids and names', () => {
    expect(
      richText('<p style="position:fixed;inset:0" id="root" name="getElementById">s</p>'),
    ).toBe('<p>s</p>');
  });

  it('keeps only a numeric start and a list-style type on a numbered list', () => {
    expect(richText('<ol start="1e9" type="disc" reversed><li>x</li></ol>')).toBe(
      '<ol><li>x</li></ol>',
    );
  });
});

describe('sanitiser: images come only from our storage', () => {
  it.each([
    ['our uploads', '<img src="/uploads/avatars/a.webp" alt="me">'],
    ['the configured bucket', `<img src="${cdn}covers/b.webp" alt="me">`],
  ])('keeps an image from %s, without its size', (_name, html) => {
    expect(richText(html.replace('>', ' width="4000" height="4000">'))).toBe(
      html.replace('>', ' />'),
    );
  });

  it.each([
    ['another site', '<img src="https://evil.example/pixel.gif">'],
    ['a protocol-relative address', '<img src="//evil.example/pixel.gif">'],
    [
      'a host that starts like ours',
      '<img src="https://cdn.bookhive.example.evil.example/media/a.png">',
    ],
    ['a path out of the uploads', '<img src="/uploads/../api/auth/session">'],
    ['an encoded path out of the uploads', '<img src="/uploads/%2e%2e/api/auth/session">'],
    ['a path out of the bucket', `<img src="${cdn}../other/a.png">`],
    ['a backslash path', '<img src="/uploads\\..\\api">'],
    ['a data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">'],
  ])('drops an image from %s', (_name, html) => {
    expect(richText(`<p>a${html}</p>`)).toBe('<p>a</p>');
  });

  it('keeps the storage a module is given, not a fixed list', () => {
    const localOnly = createContentSanitiser({ imageUrlPrefixes: ['/uploads/'] });
    expect(localOnly.richText(`<img src="${cdn}a.png">`)).toBe('');
  });
});

describe('sanitiser: links', () => {
  it('gives external links target="_blank" rel="noopener noreferrer"', () => {
    expect(richText('<a href="https://example.com">out</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>',
    );
  });

  it('overrides a rel and target the author wrote on an external link', () => {
    expect(richText('<a href="http://example.com" rel="opener" target="_top">out</a>')).toBe(
      '<a href="http://example.com" target="_blank" rel="noopener noreferrer">out</a>',
    );
  });

  it.each([
    ['a protocol-relative address', '//evil.example/tab'],
    ['a slash and a backslash', '/\\evil.example/tab'],
    ['a backslash and a slash', '\\/evil.example/tab'],
    ['two slashes with a tab between', '/\t/evil.example/tab'],
    ['two slashes with an encoded tab between', '/&#9;/evil.example/tab'],
  ])('treats %s as leaving the site, written as the browser reads it', (_n, href) => {
    expect(richText(`<a href="${href}">out</a>`)).toBe(
      '<a href="https://evil.example/tab" target="_blank" rel="noopener noreferrer">out</a>',
    );
  });

  it('treats mail links as leaving the site', () => {
    expect(richText('<a href="mailto:eve@example.com">mail</a>')).toBe(
      '<a href="mailto:eve@example.com" target="_blank" rel="noopener noreferrer">mail</a>',
    );
  });

  it('leaves internal links alone, without a target or rel the author chose', () => {
    expect(richText('<a href="/book-clubs">clubs</a>')).toBe('<a href="/book-clubs">clubs</a>');
    expect(richText('<a href="/book-clubs" target="_top" rel="opener">c</a>')).toBe(
      '<a href="/book-clubs">c</a>',
    );
    expect(richText('<a href="#notes" target="x">n</a>')).toBe('<a href="#notes">n</a>');
  });
});

describe('sanitiser: a narrower policy', () => {
  it('keeps only the tags a module chose', () => {
    const comments = createContentSanitiser({
      tags: ['p', 'strong', 'em', 'a'],
      imageUrlPrefixes: ['/uploads/'],
    });
    expect(
      comments.richText('<h1>Big</h1><p><strong>x</strong><img src="/uploads/a.webp"></p>'),
    ).toBe('Big<p><strong>x</strong></p>');
  });
});
