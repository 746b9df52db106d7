import { describe, expect, it } from 'vitest';
import type { LandingCard, LandingCardsSection, Section } from './contract/types.ts';
import { readsDifferentlyByDay, seasonalContentProblems, seasonTimeZone, sectionsShownOn } from './seasonalContent.ts';

const card = (kind: LandingCard['kind'], season: Partial<LandingCard> = {}): LandingCard => ({
  kind,
  title: kind,
  text: '',
  picture: { url: '/media/card.svg', alt: '', width: 4, height: 3 },
  label: 'More',
  link: { url: '/en/florence/', target: '' },
  ...season,
});
const cards = (...list: LandingCard[]): LandingCardsSection => ({ id: 'cards', type: 'landingCards', cards: list });
const text = (season = {}): Section => ({ id: 'holiday', type: 'text', body: ['Holiday tables'], ...season });

describe('the seasonal items of a page, as shown on a day', () => {
  const sections = [
    cards(
      card('panettone', { showFrom: '11-01', showUntil: '01-06' }),
      card('special', { showFrom: '2027-03-01', showUntil: '2027-03-29' }),
      card('reservations'),
    ),
    text({ showFrom: '12-01', showUntil: '12-31' }),
  ];

  it('leaves out the Easter card in late November, keeps the panettone with its concrete last day', () => {
    const [shown, ...rest] = sectionsShownOn(sections, '2026-11-28');
    expect((shown as LandingCardsSection).cards.map((c) => [c.kind, c.showFrom, c.showUntil])).toEqual([
      ['panettone', undefined, '2027-01-06'],
      ['reservations', undefined, undefined],
    ]);
    expect(rest).toEqual([]);
  });

  it('shows Easter and not the panettone in March, and a dated section in its month', () => {
    const march = sectionsShownOn(sections, '2027-03-10');
    expect((march[0] as LandingCardsSection).cards.map((c) => c.kind)).toEqual(['special', 'reservations']);
    expect(sectionsShownOn(sections, '2026-12-24').map((s) => s.id)).toEqual(['cards', 'holiday']);
  });

  it('drops a card section left without cards', () => {
    expect(sectionsShownOn([cards(card('special', { showUntil: '2027-03-29' }))], '2027-04-01')).toEqual([]);
  });

  it("reads a site's seasons in its zone, a landing's in the first site of its language", () => {
    expect(seasonTimeZone('en', 'beverlyhills')).toBe('America/Los_Angeles');
    expect(seasonTimeZone('ko', undefined)).toBe('Asia/Seoul');
    expect(seasonTimeZone('ja', undefined)).toBe('Asia/Tokyo');
    expect(seasonTimeZone('it', undefined)).toBe('Europe/Rome');
  });
});

describe('whether a page reads differently on another day', () => {
  it('does with a seasonal section or card, or a form; not with undated sections', () => {
    expect(readsDifferentlyByDay([text()])).toBe(false);
    expect(readsDifferentlyByDay([text(), cards(card('giardino'))])).toBe(false);
    expect(readsDifferentlyByDay([text({ showUntil: '2026-12-24' })])).toBe(true);
    expect(readsDifferentlyByDay([cards(card('panettone', { showFrom: '11-01', showUntil: '01-06' }))])).toBe(true);
    expect(readsDifferentlyByDay([{ id: 'f', type: 'form', form: 'contact' } as unknown as Section])).toBe(true);
  });
});

describe('the demo check of seasonal items', () => {
  it('passes dated seasonal cards and undated others', () => {
    const dated = cards(card('panettone', { showFrom: '11-01', showUntil: '01-06' }), card('reservations'));
    expect(seasonalContentProblems([dated], 'structure')).toEqual([]);
  });

  it('wants a start and an end on a panettone or special card', () => {
    expect(seasonalContentProblems([cards(card('reservations'), card('special'))], 'structure')).toEqual([
      'structure[0].cards[1]: a special card is seasonal and needs showFrom and showUntil',
    ]);
    expect(seasonalContentProblems(cards(card('panettone', { showUntil: '2027-01-06' })))).toEqual([
      'cards[0]: a panettone card is seasonal and needs showFrom and showUntil',
    ]);
  });

  it('refuses a window that is not one, or longer than a season, wherever it is (a banner too)', () => {
    expect(seasonalContentProblems({ on: true, showFrom: '2027-04-06', showUntil: '2027-03-01' })).toEqual([
      '(top): showUntil is before showFrom',
    ]);
    expect(seasonalContentProblems([text({ showFrom: '2026-01-01', showUntil: '2026-12-31' })], 'structure')).toEqual([
      'structure[0]: shown for 365 days, more than a season (200)',
    ]);
  });
});
