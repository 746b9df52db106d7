import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureChromium } from '../test/ensureChromium.ts';
import { prepareReturningVisitor } from './lighthouseRuns.ts';

describe("the returning visitor's browser", () => {
  const site = createServer((_request, response) => response.end('User-agent: *\n'));
  let chrome: chromeLauncher.LaunchedChrome;
  let origin: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    chrome = await chromeLauncher.launch({
      chromePath: ensureChromium(),
      chromeFlags: ['--no-sandbox', '--headless=new'],
    });
  });

  afterAll(() => {
    chrome?.kill();
    site.close();
  });

  it('keeps the marks in the localStorage of the site, and stays open for the runs', async () => {
    await prepareReturningVisitor(chrome.port, `${origin}/en/florence/`, { 'a-mark': 'kept' });
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(`${origin}/robots.txt`);
      expect(await page.evaluate(() => localStorage.getItem('a-mark'))).toBe('kept');
      await page.close();
    } finally {
      await browser.close();
    }
  });
});
