/**
 * The public pages are prerendered at build (ui/src/app/first-paint/prerender.ts): their HTML already
 * holds the layout, the heading and the static text; the browser hydrates that HTML rather than
 * replacing it, with no mismatch; without JavaScript the page still reads, and says what it needs
 * JavaScript for; and the saved contrast, font size and closed welcome apply before the app runs.
 * Tagged @sandbox-only: `vite preview` of the browser-mocks build serves no prerendered page.
 */
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';

/** Each prerendered page, the heading it shows and a line of its static text. */
const PAGES: Array<{ path: string; heading: string; text: RegExp | string }> = [
  { path: '/', heading: 'Notícias', text: 'Portal da Transparência' },
  { path: '/solicitacoes', heading: 'Buscar solicitações', text: /Todos os direitos reservados/ },
  { path: '/usuarios', heading: 'Entrar', text: 'Acesse com seu CPF e senha' },
  {
    path: '/como-calculamos',
    heading: 'Como calculamos o tempo de espera',
    text: /Todos os direitos reservados/,
  },
  { path: '/painel-da-fila', heading: 'Painel da fila', text: /Todos os direitos reservados/ },
  {
    path: '/dados-abertos',
    heading: 'Dados abertos da fila',
    text: /Todos os direitos reservados/,
  },
  { path: '/acessibilidade', heading: 'Acessibilidade', text: 'Atalhos de teclado' },
  {
    path: '/movel/register',
    heading: 'Faça seu cadastro e acesse nosso aplicativo.',
    text: 'Nome da mãe',
  },
  {
    path: '/movel/termos',
    heading: 'Políticas de Privacidade e Termos de Uso',
    text: 'Termos gerais de uso',
  },
];

const NO_SCRIPT =
  'Esta página precisa de JavaScript para a busca na fila, as notícias e o acesso à sua conta. Ative o JavaScript no navegador e recarregue a página.';

/** React's hydration complaints, in development and production wording. */
const HYDRATION = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;

/** Keeps the first <h1> the HTML parser inserts, before any script of the app has run. */
async function keepParsedHeading(page: Page) {
  await page.addInitScript(() => {
    const keep = new MutationObserver(() => {
      const heading = document.querySelector('#root h1');
      if (!heading) return;
      (window as unknown as { parsedHeading: Element }).parsedHeading = heading;
      keep.disconnect();
    });
    keep.observe(document, { childList: true, subtree: true });
  });
}

test.describe('prerendered pages @sandbox-only', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} is hydrated, not replaced, and React reports no mismatch`, async ({ page }) => {
      const complaints: string[] = [];
      const listen = (message: ConsoleMessage) => {
        if (['error', 'warning'].includes(message.type()) && HYDRATION.test(message.text()))
          complaints.push(message.text());
      };
      page.on('console', listen);
      page.on('pageerror', (error) => complaints.push(error.message));
      await keepParsedHeading(page);

      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`data-prerendered="${path}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}`));

      // The app is running: the page's data has arrived and the heading took focus management.
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const same = await page.evaluate(() => {
        const parsed = (window as unknown as { parsedHeading?: Element }).parsedHeading;
        return !!parsed && parsed.isConnected && parsed === document.querySelector('#root h1');
      });
      expect(same, 'the heading parsed from the HTML is still the one on screen').toBe(true);
      expect(complaints).toEqual([]);
    });
  }

  for (const [path, call] of [
    ['/', '/api/rss-feeds'],
    ['/solicitacoes', '/api/queue/get-last-check'],
  ] as const) {
    test(`${path} fetches its first data (${call}) beside its code, once`, async ({ page }) => {
      const calls: number[] = [];
      const started = Date.now();
      const unused: string[] = [];
      page.on('console', (message) => {
        if (/preloaded using link preload but not used/.test(message.text()))
          unused.push(message.text());
      });
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === call) calls.push(Date.now() - started);
      });
      const response = await page.goto(path);
      // The before-paint script starts the call (ui/src/app/first-paint/firstData.ts).
      expect(await response?.text()).toMatch(
        new RegExp(`<script data-first-data="${call.replace(/[/.]/g, '\\$&')}"[ >]`),
      );
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      // The script's answer is the one the app reads: no second call.
      expect(calls).toHaveLength(1);
      expect(unused).toEqual([]);
    });
  }

  test('/ asks for the main news picture with the news answer, and the app shows that one', async ({
    page,
  }) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') pictures.push(request.url());
    });
    await page.goto('/');
    const main = page.locator('main article img[fetchpriority="high"]').first();
    await expect(main).toBeVisible();
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const shown = await main.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
    // The before-paint script's request (ui/src/app/first-paint/inline.ts) is the main news picture…
    const asked = await page.evaluate(
      () =>
        (window as unknown as { __portalMainPicture?: HTMLImageElement }).__portalMainPicture?.src,
    );
    expect(asked).toBe(shown);
    // …and the app's picture reuses it: one request.
    expect(pictures.filter((url) => url === shown)).toHaveLength(1);
  });

  test('/ shows the main news picture in its loading state before the app runs', async ({
    page,
  }) => {
    // The app's code never arrives: what shows is the HTML and its before-paint script.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByText('Carregando notícias...')).toBeVisible();
    const asked = () =>
      page.evaluate(
        () =>
          (window as unknown as { __portalMainPicture?: HTMLImageElement }).__portalMainPicture
            ?.src ?? null,
      );
    await expect.poll(asked).toMatch(/^https?:/);
    const picture = await asked();
    // The picture's place (portal/news/NewsView.tsx, NewsSkeleton) shows it once it has loaded.
    const placeholder = page.getByTestId('previa-noticia-principal');
    await expect
      .poll(() => placeholder.evaluate((el) => getComputedStyle(el).backgroundImage))
      .toBe(`url("${picture}")`);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(
      false,
    );
  });

  test('a page that was not prerendered starts from the empty shell', async ({ page }) => {
    const response = await page.goto('/minhas-solicitacoes');
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('data-prerendered');
    expect(html).toContain('<div id="root"></div>');
    // Nothing to paint before its script: the shell's scripts keep the browser's priority.
    expect(html).toMatch(/<script type="module" crossorigin src=/);
    expect(html).not.toContain('fetchpriority="low"');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a prerendered page loads its scripts behind its first paint (low priority)', async ({
    request,
  }) => {
    for (const { path } of PAGES) {
      const html = await (await request.get(path)).text();
      const scripts = html.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g);
      expect(scripts?.length, path).toBeGreaterThan(1);
      for (const tag of scripts ?? []) expect(tag, path).toContain('fetchpriority="low"');
    }
  });

  test('a prerendered page with a query is rendered afresh, with what the query asks', async ({
    page,
  }) => {
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (HYDRATION.test(message.text())) complaints.push(message.text());
    });
    await page.addInitScript(() => sessionStorage.setItem('portal.boas-vindas-vista', '1'));
    await page.goto(
      '/solicitacoes?servico=CONSULTAS&procedimento=CONSULTA+EM+CARDIOLOGIA&situacao=SOLICITADO',
    );
    await expect(
      page.getByRole('heading', { name: /Solicitações encontradas|Resultado/ }),
    ).toBeVisible();
    expect(complaints).toEqual([]);
  });
});

test.describe('without JavaScript @sandbox-only', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, text } of PAGES) {
    test(`${path} shows its heading, its text and why it needs JavaScript`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page.getByText(NO_SCRIPT)).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      // Nothing that only JavaScript could end or close: no endless loader, no welcome.
      await expect(page.getByText(/^Carregando/).filter({ visible: true })).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByText('Bem-Vindo ao Portal da Transparência!')).toBeHidden();
    });
  }
});

test.describe('before the app runs @sandbox-only', () => {
  /** The page as its HTML and the inline before-paint script make it: the app's code never loads. */
  async function beforeTheApp(page: Page, path: string) {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(path);
  }

  /** The page with the app's entry held back until the returned function is called. */
  async function holdTheApp(page: Page, path: string): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    return release;
  }

  test('the welcome is over the page on a first visit', async ({ page }) => {
    await beforeTheApp(page, '/solicitacoes');
    await expect(page.getByText('Bem-Vindo ao Portal da Transparência!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Começar!' })).toBeVisible();
  });

  test('the welcome stays closed once seen in this tab', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('portal.boas-vindas-vista', '1'));
    await beforeTheApp(page, '/solicitacoes');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Buscar solicitações' }),
    ).toBeVisible();
    await expect(page.getByText('Bem-Vindo ao Portal da Transparência!')).toBeHidden();
  });

  test('a button pressed before the app ran is pressed again once the app has it', async ({
    page,
  }) => {
    // The app's entry is held back until the visitor has pressed 'Cadastrar-se'.
    const release = await holdTheApp(page, '/usuarios');
    await page.getByRole('button', { name: 'Cadastrar-se' }).click();
    // The login form, sent before the app runs, stays on the page (no fields in the address).
    await page.getByRole('textbox', { name: 'CPF' }).fill('52998224725');
    await page.getByRole('textbox', { name: 'CPF' }).press('Enter');
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Cadastre-se' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/usuarios');
    // What was typed before the app ran is still there.
    await page.getByRole('dialog', { name: 'Cadastre-se' }).press('Escape');
    await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveValue(
      /529\.?982\.?247-?25|52998224725/,
    );
  });

  test('a menu link pressed before the app ran keeps the municipio of the address', async ({
    page,
  }) => {
    const release = await holdTheApp(page, '/?municipio=3302858');
    // The page's own link cannot know the address's query; the app's does.
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Painel da fila' })
      .click();
    expect(new URL(page.url()).pathname).toBe('/');
    release();
    await expect(page).toHaveURL(/\/painel-da-fila\?municipio=3302858$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Painel da fila' })).toBeVisible();
  });

  test('the saved font size and high contrast apply at the first paint', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        'portal.acessibilidade',
        JSON.stringify({ highContrast: true, fontScale: 1.25 }),
      ),
    );
    await beforeTheApp(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Notícias' })).toBeVisible();
    const look = await page.evaluate(() => ({
      fontSize: getComputedStyle(document.documentElement).fontSize,
      background: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.querySelector('h1')!).color,
    }));
    expect(look).toEqual({
      fontSize: '20px',
      background: 'rgb(0, 0, 0)',
      text: 'rgb(255, 255, 255)',
    });
  });

  test('then the app takes the saved choices over with its own theme', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        'portal.acessibilidade',
        JSON.stringify({ highContrast: true, fontScale: 1.25 }),
      ),
    );
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Alto contraste' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const after = await page.evaluate(() => ({
      marked: document.documentElement.hasAttribute('data-alto-contraste'),
      inline: document.documentElement.style.fontSize,
      fontSize: getComputedStyle(document.documentElement).fontSize,
      background: getComputedStyle(document.body).backgroundColor,
    }));
    expect(after).toEqual({
      marked: false,
      inline: '',
      fontSize: '20px',
      background: 'rgb(0, 0, 0)',
    });
    // A- now acts on the app's own size (the before-paint one is gone).
    await page.getByRole('button', { name: /Diminuir fonte/ }).click();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
      .toBe('18px');
  });
});

test('the bundled typeface arrives after the first paint, from the app itself @sandbox-only', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  // The HTML names no font file: nothing for the first paint to wait on (docs/decisions/0010-bundled-typeface.md).
  const html = await (await page.request.get('/')).text();
  expect(html).not.toMatch(/woff2|@font-face|rel="preload"[^>]*as="font"/);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Notícias' })).toBeVisible();
  // Both weights are loaded faces of the page (document.fonts.check would also say true for a
  // family no face matches).
  const loaded = () =>
    page.evaluate(() =>
      [...document.fonts]
        .filter(
          (face) => face.family.replace(/["']/g, '') === 'Raleway' && face.status === 'loaded',
        )
        .map((face) => face.weight)
        .sort(),
    );
  await expect.poll(loaded).toEqual(['400', '700']);
  // The Latin files, hashed and served by the app (no font host is called).
  expect(fonts.length).toBeGreaterThan(0);
  for (const path of fonts) expect(path).toMatch(/^\/assets\/raleway-pt-(400|700)-[\w-]+\.woff2$/);
});
