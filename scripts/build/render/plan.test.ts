import { describe, expect, it } from 'vitest';
import { planRender } from './plan.ts';
import { renderRecord, type RecordedPage } from './record.ts';

const page = (file: string, inputs: Record<string, string>): RecordedPage => ({ file, inputs, scriptHashes: [] });

const record = renderRecord('code', [
  [
    '/en/florence/',
    page('en/florence/index.html', { 'snapshot:en/florence/pages/index.json': 'a', 'day:Europe/Rome': '2026-12-05' }),
  ],
  [
    '/en/florence/contact/',
    page('en/florence/contact/index.html', { 'snapshot:en/florence/pages/contact/index.json': 'b' }),
  ],
  ['/it/florence/press/', page('it/florence/press/index.html', { 'snapshot:it/florence/blocks/footer.json': 'f' })],
]);

const values = (changes: Record<string, string> = {}) => {
  const asked: string[] = [];
  const now: Record<string, string> = {
    'snapshot:en/florence/pages/index.json': 'a',
    'day:Europe/Rome': '2026-12-05',
    'snapshot:en/florence/pages/contact/index.json': 'b',
    'snapshot:it/florence/blocks/footer.json': 'f',
    ...changes,
  };
  return {
    asked,
    valueNow: (key: string) => {
      asked.push(key);
      return now[key]!;
    },
  };
};

describe('planRender', () => {
  it('renders nothing when no input changed and the site lists the same pages', () => {
    const plan = planRender(record, Object.keys(record.pages), values().valueNow);
    expect(plan).toEqual({ render: [], remove: [], changedInputs: [] });
  });

  it('renders the pages an input of which changed, and names the input', () => {
    const plan = planRender(
      record,
      Object.keys(record.pages),
      values({ 'snapshot:en/florence/pages/contact/index.json': 'b2' }).valueNow,
    );
    expect(plan.render).toEqual(['/en/florence/contact/']);
    expect(plan.changedInputs).toEqual(['snapshot:en/florence/pages/contact/index.json']);
  });

  it('renders a page whose day moved on, as a page that reads differently by day records it', () => {
    const plan = planRender(record, Object.keys(record.pages), values({ 'day:Europe/Rome': '2026-12-06' }).valueNow);
    expect(plan.render).toEqual(['/en/florence/']);
  });

  it('renders a new page and removes a page the site no longer lists', () => {
    const urls = ['/en/florence/', '/en/florence/contact/', '/ja/tokyo/press/new/'];
    const plan = planRender(record, urls, values().valueNow);
    expect(plan.render).toEqual(['/ja/tokyo/press/new/']);
    expect(plan.remove).toEqual(['/it/florence/press/']);
  });

  it('asks for each input once, however many pages share it', () => {
    const shared = renderRecord('code', [
      ['/a/', page('a/index.html', { 'snapshot:x.json': '1' })],
      ['/b/', page('b/index.html', { 'snapshot:x.json': '1' })],
    ]);
    const { asked, valueNow } = values({ 'snapshot:x.json': '2' });
    expect(planRender(shared, ['/a/', '/b/'], valueNow).render).toEqual(['/a/', '/b/']);
    expect(asked).toEqual(['snapshot:x.json']);
  });
});
