import { expect, test } from './fixtures.ts';

test.describe('client navigation', () => {
  test('moves between pages without a full reload, with the new head, focus on the content', async ({ page, pageErrors: _ }) => {
    await page.goto('/en/florence/');
    await expect(page.locator('h1')).toHaveText('A light left on across the Arno');
    // A full load would lose this marker.
    await page.evaluate(() => ((window as unknown as { stayedHere: boolean }).stayedHere = true));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    await page.locator('main a[href="/en/florence/menu/a-la-carte/"]').first().click();
    await expect(page).toHaveURL('/en/florence/menu/a-la-carte/');
    await expect(page.locator('h1')).not.toHaveText('A light left on across the Arno');
    expect(await page.evaluate(() => (window as unknown as { stayedHere?: boolean }).stayedHere)).toBe(true);
    await expect(page).toHaveTitle(/Osteria Lucciola/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.osterialucciola.example/en/florence/menu/a-la-carte/');
    await expect(page.locator('#content')).toBeFocused();
    await expect(page.locator('title')).toHaveCount(1);

    await page.goBack();
    await expect(page).toHaveURL('/en/florence/');
    await expect(page.locator('h1')).toHaveText('A light left on across the Arno');
    expect(await page.evaluate(() => (window as unknown as { stayedHere?: boolean }).stayedHere)).toBe(true);
  });

  test('loads the next page\'s data before it renders (no empty page between)', async ({ page, pageErrors: _ }) => {
    await page.goto('/en/florence/');
    // A click before the page is live is a plain link (a full load); this is about the client router.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('index.pageContext.json')) dataRequests.push(new URL(request.url()).pathname);
    });
    await page.locator('main a[href="/en/florence/giardino/"]').first().click();
    await expect(page).toHaveURL('/en/florence/giardino/');
    await expect(page.locator('main h1')).toBeVisible();
    expect(dataRequests).toContain('/en/florence/giardino/index.pageContext.json');
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
