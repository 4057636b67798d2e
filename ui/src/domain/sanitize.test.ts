import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText, sanitizeHtml } from './sanitize';

/** Renders the sanitised HTML into a detached element, as the screens do. */
function render(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

const EVENT_ATTRIBUTE = /^on/i;
function hasEventHandlers(root: HTMLElement): boolean {
  return [root, ...root.querySelectorAll('*')].some((el) =>
    [...el.attributes].some((attr) => EVENT_ATTRIBUTE.test(attr.name)),
  );
}
function hasScriptUrls(root: HTMLElement): boolean {
  return [...root.querySelectorAll('*')].some((el) =>
    [...el.attributes].some((attr) =>
      /^\s*(javascript|vbscript|data:text\/html)/i.test(attr.value),
    ),
  );
}

const PAYLOADS: [string, string][] = [
  ['script tag', '<p>Oi</p><script>alert(1)</script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['uppercase script', '<SCRIPT>alert(1)</SCRIPT>'],
  ['img onerror', '<img src="x" onerror="alert(1)">'],
  ['body onload', '<body onload="alert(1)">'],
  ['div onmouseover', '<div onmouseover="alert(1)">passe o mouse</div>'],
  ['details ontoggle', '<details open ontoggle="alert(1)"><summary>x</summary></details>'],
  ['a href javascript:', '<a href="javascript:alert(1)">clique</a>'],
  ['a href with entities', '<a href="jav&#x09;ascript:alert(1)">clique</a>'],
  ['a href JaVaScRiPt:', '<a href=" JaVaScRiPt:alert(1)">clique</a>'],
  ['a href vbscript:', '<a href="vbscript:msgbox(1)">clique</a>'],
  [
    'a href data:text/html',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  ],
  ['iframe javascript:', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object data', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['form action', '<form action="javascript:alert(1)"><button>ok</button></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">ok</button>'],
  ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  [
    'svg animate href',
    '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text y="10">x</text></a></svg>',
  ],
  ['svg use', "<svg><use href=\"data:image/svg+xml,<svg id='x' onload='alert(1)'/>#x\"/></svg>"],
  ['mathml href', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  [
    'mathml maction',
    '<math><maction actiontype="statusline#http://evil" xlink:href="javascript:alert(1)">x</maction></math>',
  ],
  [
    'mathml mtext mglyph style',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  ],
  ['style tag', '<style>body{background:url(javascript:alert(1))}</style>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
  ['broken tag', '<img src=x onerror=alert(1)//'],
  ['link import', '<link rel="import" href="https://evil.example">'],
];

describe('sanitizeHtml neutralises XSS payloads', () => {
  it.each(PAYLOADS)('%s', (_name, payload) => {
    const root = render(payload);
    expect(
      root.querySelector('script, iframe, object, embed, form, style, meta, base, link, svg, math'),
    ).toBeNull();
    expect(hasEventHandlers(root)).toBe(false);
    expect(hasScriptUrls(root)).toBe(false);
    expect(root.querySelector('[style]')).toBeNull();
  });
});

describe('sanitizeHtml keeps feed content', () => {
  it('keeps text formatting, lists, images and safe links', () => {
    const root = render(
      '<p><strong>Vacinação</strong> começa <em>hoje</em>.</p><ul><li>Posto 1</li></ul>' +
        '<img src="https://portal.example/img.png" alt="Vacina">' +
        '<a href="https://portal.example/noticia" target="_blank">Leia mais</a>' +
        '<a href="/noticias/2">relativo</a><a href="mailto:saude@exemplo.gov.br">email</a>',
    );
    expect(root.querySelector('strong')?.textContent).toBe('Vacinação');
    expect(root.querySelector('li')?.textContent).toBe('Posto 1');
    expect(root.querySelector('img')?.getAttribute('src')).toBe('https://portal.example/img.png');
    const links = root.querySelectorAll('a');
    expect(links[0]?.getAttribute('href')).toBe('https://portal.example/noticia');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[1]?.getAttribute('href')).toBe('/noticias/2');
    expect(links[2]?.getAttribute('href')).toBe('mailto:saude@exemplo.gov.br');
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('htmlToText and escapeHtml', () => {
  it.each([
    ['<p>Olá <b>mundo</b></p>\n<p> de novo</p>', 'Olá mundo de novo'],
    ['<script>alert(1)</script>texto', 'texto'],
    ['', ''],
  ])('%j → %j', (html, text) => expect(htmlToText(html)).toBe(text));

  it('escapes markup', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
