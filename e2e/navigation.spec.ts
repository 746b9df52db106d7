import { closeBanners, expect, test, hydrated } from './fixtures.ts';

test.describe('navigation', () => {
  test('a link loads the next page, with its own head, and Back returns', async ({ page, context, pageErrors: _ }) => {
    // The news modal opens 3.5 s after a page is entered: on a slow run it would take the link's press.
    await closeBanners(context);
    await page.goto('/en/florence/');
    await expect(page.locator('h1')).toHaveText('A light left on across the Arno');
    await hydrated(page);

    await page.locator('main a[href="/en/florence/menu/a-la-carte/"]').first().click();
    await expect(page).toHaveURL('/en/florence/menu/a-la-carte/');
    await expect(page.locator('h1')).not.toHaveText('A light left on across the Arno');
    await expect(page).toHaveTitle(/Osteria Lucciola/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.osterialucciola.example/en/florence/menu/a-la-carte/',
    );
    await expect(page.locator('title')).toHaveCount(1);
    await hydrated(page);

    await page.goBack();
    await expect(page).toHaveURL('/en/florence/');
    await expect(page.locator('h1')).toHaveText('A light left on across the Arno');
    await expect(page.locator('.transition-cover')).toBeHidden();
  });

  test('a link works before the page is live: it is a plain link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/florence/');
    await page.locator('main a[href="/en/florence/giardino/"]').first().click();
    await expect(page).toHaveURL('/en/florence/giardino/');
    await expect(page.locator('main h1')).toBeVisible();
    await context.close();
  });

  test('switches the document language with the page', async ({ page, pageErrors: _ }) => {
    await page.goto('/ja/tokyo/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.goto('/ko/seoul/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });
});

test.describe('localised 404', () => {
  const cases = [
    { path: '/en/florence/no/such/page/here/', lang: 'en', title: "Sorry there's nothing here", home: '/en/florence/' },
    { path: '/it/florence/a.b/', lang: 'it', home: '/it/florence/' },
    { path: '/ja/tokyo/x/y/z/w/', lang: 'ja', home: '/ja/tokyo/' },
  ];
  for (const { path, lang, title, home } of cases) {
    test(`${path} answers 404 in ${lang} with a way home`, async ({ page, pageErrors: _ }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      if (title) await expect(page.locator('h1')).toHaveText(title);
      const back = page.locator('main a.button');
      await expect(back).toHaveAttribute('href', home);
      await back.click();
      await expect(page).toHaveURL(home);
    });
  }
});
