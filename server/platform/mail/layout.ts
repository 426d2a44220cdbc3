/** The one look every Bookhive e-mail shares, as HTML and as plain text. */

export interface EmailContent {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Renders the content into the HTML and text bodies of an e-mail. */
export function renderEmail(content: EmailContent): { html: string; text: string } {
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6;color:#27272a">${escapeHtml(p)}</p>`)
    .join('');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#7c3aed;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#71717a">If the button does not work, paste this link into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#7c3aed;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:24px 0 0;font-size:13px;color:#71717a">${escapeHtml(content.footnote)}</p>`
    : '';
  const html =
    `<!doctype html><html><body style="margin:0;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif">` +
    `<div style="max-width:560px;margin:0 auto;padding:32px 16px">` +
    `<p style="font-size:20px;font-weight:700;color:#7c3aed;margin:0 0 24px">Bookhive</p>` +
    `<div style="background:#ffffff;border-radius:12px;padding:32px">` +
    `<h1 style="font-size:22px;margin:0 0 16px;color:#18181b">${escapeHtml(content.heading)}</h1>` +
    paragraphs +
    button +
    footnote +
    `</div><p style="font-size:12px;color:#a1a1aa;margin:16px 0 0;text-align:center">Bookhive · Reading Reimagined</p>` +
    `</div></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    '— Bookhive · Reading Reimagined',
  ].join('\n');
  return { html, text };
}
