/**
 * What the hostile-HTML suite looks for on a rendered page, measured in the browser:
 * - overlays: anything inside a piece of user rich text that is positioned (fixed, absolute,
 *   sticky), or that the browser hit-tests at a point of the viewport outside that text;
 * - armed markup: anything left on the page that could run or load something — an on*
 *   attribute, a javascript:/vbscript:/data: URL, a frame, object, embed, base, meta refresh, a
 *   foreign or inline script (the server's theme and start scripts and JSON data blocks excepted) or
 *   stylesheet — and, inside user rich text, any tag or attribute outside the sanitiser's
 *   policy (classes, styles, ids, names), images from other hosts and links that leave the
 *   site without target="_blank" rel="noopener noreferrer".
 * User rich text is found by its marker: every hostile review starts with a paragraph whose
 * text begins with the marker, and its parent is the review as the app renders it.
 */
import type { Page } from '@playwright/test';

export interface PageFindings {
  overlays: string[];
  armed: string[];
  /** How many pieces of user rich text were found on the page. */
  userTexts: number;
}

/** Runs in the page; must not use anything from the outer module. */
function inspect(marker: string): PageFindings {
  const overlays: string[] = [];
  const armed: string[] = [];
  const describe = (el: Element) => {
    const attrs = Array.from(el.attributes)
      .map((a) => `${a.name}="${a.value.slice(0, 40)}"`)
      .join(' ');
    return `<${el.tagName.toLowerCase()}${attrs ? ` ${attrs}` : ''}>`;
  };
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster'];
  const dangerousUrl = /^(javascript|vbscript|data):/i;
  // The URL parser ignores controls and spaces around and inside a scheme: so do we.
  // eslint-disable-next-line no-control-regex -- exactly those characters
  const compact = (value: string) => value.replace(/[\u0000-\u0020]/g, '');

  for (const el of Array.from(document.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) armed.push(`event handler ${name} on ${describe(el)}`);
      if (name === 'srcdoc') armed.push(`srcdoc on ${describe(el)}`);
      if (urlAttributes.includes(name) && dangerousUrl.test(compact(attr.value)))
        armed.push(`${name} URL on ${describe(el)}`);
    }
  }
  const appScript = (el: HTMLScriptElement) => {
    const src = el.getAttribute('src');
    return !!src && new URL(src, location.href).origin === location.origin && !el.textContent;
  };
  // The server's data blocks, never run: JSON-LD in the head, and the data a rendered page
  // came with beside #root. Had user text broken out of one, the pieces would be elements of
  // their own (and caught here) and the rest would not parse.
  const structuredData = (el: HTMLScriptElement) => {
    const jsonLd = el.type === 'application/ld+json' && el.parentElement === document.head;
    const pageData = el.type === 'application/json' && el.id === 'bookhive-state';
    if (!jsonLd && !pageData) return false;
    try {
      JSON.parse(el.textContent ?? '');
      return true;
    } catch {
      return false;
    }
  };
  // The theme script the server inlines before the first paint (allowed by its hash in the
  // CSP): the head's one script with no attributes. User text never reaches the head.
  const themeScript = (el: HTMLScriptElement) =>
    el.parentElement === document.head &&
    el.attributes.length === 0 &&
    Array.from(document.head.querySelectorAll('script')).filter((s) => s.attributes.length === 0)
      .length === 1;
  // The script that starts the app after the first paint (server/platform/inline-assets.ts),
  // allowed by its hash too: the head's one script with that id.
  const startScript = (el: HTMLScriptElement) =>
    el.parentElement === document.head &&
    el.id === 'bookhive-start' &&
    el.attributes.length === 1 &&
    document.querySelectorAll('script#bookhive-start').length === 1;
  for (const el of Array.from(document.querySelectorAll('script')))
    if (!appScript(el) && !structuredData(el) && !themeScript(el) && !startScript(el))
      armed.push(`script ${describe(el)}`);
  for (const el of Array.from(
    document.querySelectorAll(
      'iframe, frame, object, embed, base, meta[http-equiv], applet, portal',
    ),
  ))
    armed.push(`element ${describe(el)}`);
  for (const el of Array.from(document.querySelectorAll('link[href]'))) {
    const href = (el as HTMLLinkElement).href;
    if (new URL(href).origin !== location.origin) armed.push(`foreign link ${describe(el)}`);
  }
  for (const el of Array.from(document.querySelectorAll('form[action]'))) {
    const action = (el as HTMLFormElement).action;
    if (new URL(action).origin !== location.origin) armed.push(`foreign form ${describe(el)}`);
  }

  const allowed: Record<string, string[]> = {
    p: [],
    br: [],
    strong: [],
    b: [],
    em: [],
    i: [],
    u: [],
    span: [],
    div: [],
    h1: [],
    h2: [],
    h3: [],
    h4: [],
    h5: [],
    h6: [],
    ul: [],
    ol: ['start', 'type'],
    li: [],
    blockquote: [],
    code: [],
    pre: [],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
  };
  const containers = Array.from(document.querySelectorAll('p'))
    .filter((p) => p.textContent?.startsWith(marker) && !p.closest('[contenteditable]'))
    .map((p) => p.parentElement)
    .filter((el): el is HTMLElement => el !== null);

  for (const container of containers) {
    for (const el of Array.from(container.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      const attrs = allowed[tag];
      if (!attrs) {
        armed.push(`tag outside the policy ${describe(el)}`);
        continue;
      }
      for (const attr of Array.from(el.attributes))
        if (!attrs.includes(attr.name)) armed.push(`attribute ${attr.name} on ${describe(el)}`);
      if (el instanceof HTMLAnchorElement && el.hasAttribute('href')) {
        const leaves = new URL(el.href).origin !== location.origin;
        const rel = el.rel.split(/\s+/);
        if (el.target && el.target !== '_blank') armed.push(`link target ${describe(el)}`);
        if (
          leaves &&
          (el.target !== '_blank' || !rel.includes('noopener') || !rel.includes('noreferrer'))
        )
          armed.push(`external link without noopener ${describe(el)}`);
      }
      if (el instanceof HTMLImageElement) {
        const src = new URL(el.src, location.href);
        if (src.origin !== location.origin || !src.pathname.startsWith('/uploads/'))
          armed.push(`image from outside our storage ${describe(el)}`);
      }
      const position = getComputedStyle(el).position;
      if (position === 'fixed' || position === 'absolute' || position === 'sticky')
        overlays.push(`${position} ${describe(el)}`);
    }
  }

  // Hit-test a grid of the viewport with each piece of user text in view: a point outside the
  // text that lands on it means the text covers something it does not own.
  const within = (rect: DOMRect, x: number, y: number) =>
    x >= rect.left - 1 && x <= rect.right + 1 && y >= rect.top - 1 && y <= rect.bottom + 1;
  for (const container of containers) {
    container.scrollIntoView({ block: 'center' });
    const rect = container.getBoundingClientRect();
    for (let i = 1; i < 8; i++) {
      for (let j = 1; j < 8; j++) {
        const x = (innerWidth * i) / 8;
        const y = (innerHeight * j) / 8;
        const hit = document.elementFromPoint(x, y);
        if (hit && container.contains(hit) && hit !== container && !within(rect, x, y))
          overlays.push(`covers (${Math.round(x)}, ${Math.round(y)}): ${describe(hit)}`);
      }
    }
  }
  return {
    overlays: [...new Set(overlays)],
    armed: [...new Set(armed)],
    userTexts: containers.length,
  };
}

/** Inspects the page for overlays and armed markup around the user texts marked `marker`. */
export function inspectPage(page: Page, marker: string): Promise<PageFindings> {
  return page.evaluate(inspect, marker);
}

/** Clicks every javascript: link inside user text, so a live one runs and is counted. */
export async function clickScriptLinks(page: Page, marker: string): Promise<void> {
  await page.evaluate((mark) => {
    for (const p of Array.from(document.querySelectorAll('p'))) {
      if (!p.textContent?.startsWith(mark)) continue;
      for (const a of Array.from(p.parentElement?.querySelectorAll('a[href]') ?? []))
        if (/^javascript:/i.test((a as HTMLAnchorElement).href)) (a as HTMLAnchorElement).click();
    }
  }, marker);
}
