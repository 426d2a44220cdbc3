import { describe, expect, it } from 'vitest';
import { sanitizeRichText, stripHtml } from './content.js';

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
});

describe('sanitizeRichText', () => {
  it('keeps the allowed tags', () => {
    const html =
      '<h2>Title</h2><p>A <strong>bold</strong>, <em>fine</em> <u>line</u><br></p><ul><li>one</li></ul><blockquote>q</blockquote><pre><code>x</code></pre>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Title</h2><p>A <strong>bold</strong>, <em>fine</em> <u>line</u><br /></p><ul><li>one</li></ul><blockquote>q</blockquote><pre><code>x</code></pre>',
    );
  });

  it.each([
    ['script', '<p>a</p><script>alert(1)</script>'],
    ['form and input', '<p>a</p><form action="https://evil.example"><input name="x"></form>'],
    ['iframe', '<p>a</p><iframe src="https://evil.example"></iframe>'],
  ])('removes %s', (_name, html) => {
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(/<script|<form|<input|<iframe|evil|alert/);
    expect(clean).toContain('<p>a</p>');
  });

  it('removes event handlers and javascript: links', () => {
    const clean = sanitizeRichText(
      '<p onclick="alert(1)">x</p><a href="javascript:alert(1)">y</a><img src="https://example.com/a.png" onerror="alert(1)">',
    );
    expect(clean).toBe('<p>x</p><a>y</a><img src="https://example.com/a.png" />');
  });

  it('gives external links rel="noopener noreferrer"', () => {
    expect(sanitizeRichText('<a href="https://example.com">out</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>',
    );
  });

  it('overrides a rel the author wrote on an external link', () => {
    expect(sanitizeRichText('<a href="http://example.com" rel="opener">out</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });

  it('leaves internal links alone', () => {
    expect(sanitizeRichText('<a href="/book-clubs">clubs</a>')).toBe(
      '<a href="/book-clubs">clubs</a>',
    );
  });
});
