import { describe, expect, it } from 'vitest';
import type { VenueSection } from '../contract/types.ts';
import { SITES } from '../sites.ts';
import { closedDayProblems, hoursCopyProblems, lastSeating, venueHoursProblems } from './hoursCopy.ts';

const TUE_SUN = ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const row = (opens: string, closes: string, label: string): VenueSection['openingHours'][number] => ({
  days: [...TUE_SUN],
  opens,
  closes,
  label,
});
const tokyo = SITES.tokyo.booking;

describe('opening hours against the services the flow sells', () => {
  it('takes the last seating from the settings', () => {
    expect(lastSeating(tokyo.services[0]!, tokyo)).toBe('14:00');
    expect(lastSeating(tokyo.services[1]!, tokyo)).toBe('21:00');
  });

  it("accepts Tokyo's opening hours as the settings hold them and refuses the old ones", () => {
    const now = [
      row('11:30', '15:00', 'ランチ（ラストオーダー 14:00）'),
      row('17:30', '22:00', 'ディナー（ラストオーダー 21:00）'),
    ];
    expect(venueHoursProblems(now, tokyo)).toEqual([]);
    const before = [
      row('12:00', '15:00', 'Lunch (last orders 13:30)'),
      row('18:00', '23:00', 'Dinner (last orders 21:00)'),
    ];
    expect(venueHoursProblems(before, tokyo)).toEqual([
      "'Lunch (last orders 13:30)' opens 12:00 where lunch opens 11:30 in the booking settings",
      "'Lunch (last orders 13:30)' takes last orders at 13:30 where the last lunch seating is 14:00 and it closes 15:00",
      "'Dinner (last orders 21:00)' opens 18:00 where dinner opens 17:30 in the booking settings",
      "'Dinner (last orders 21:00)' closes 23:00 where dinner closes 22:00 in the booking settings",
    ]);
  });

  it('holds the days, leaves rows that name no service, and wants every service', () => {
    const aperitivo = row('15:00', '17:30', 'Garden aperitivo');
    const lunch = { ...row('12:30', '15:00', 'Pranzo, tutti i giorni'), days: ['Monday' as const] };
    expect(venueHoursProblems([aperitivo, lunch], SITES.florence.booking)).toEqual([
      "'Pranzo, tutti i giorni' is on Monday where the restaurant opens Friday, Monday, Saturday, Sunday, Thursday, Tuesday, Wednesday",
      'no opening hours name dinner (19:30–22:00)',
    ]);
  });

  it('reads service times in free copy, on either clock, in every route language', () => {
    expect(hoursCopyProblems('ランチ 11:30〜15:00・ディナー 17:30〜22:00（月曜定休）', tokyo)).toEqual([]);
    expect(hoursCopyProblems('Lunch 12:00–15:00 · Dinner 18:00–23:00 · Closed Mondays', tokyo)).toEqual([
      "'Lunch 12:00–15:00' where lunch is 11:30–15:00 in the booking settings",
      "'Dinner 18:00–23:00' where dinner is 17:30–22:00 in the booking settings",
    ]);
    expect(
      hoursCopyProblems('Wednesday–Sunday · Lunch 11:30–2:00 · Dinner 5:30–8:00', SITES.beverlyhills.booking),
    ).toEqual([]);
    expect(
      hoursCopyProblems('a pranzo dalle 12:30 alle 15:00 e a cena dalle 19:00 alle 22:00', SITES.florence.booking),
    ).toEqual(["'cena dalle 19:00 alle 22:00' where dinner is 19:30–22:00 in the booking settings"]);
    expect(hoursCopyProblems('Lunch from 11:30 · Dinner from 18:00', SITES['osaka-garden'].booking)).toHaveLength(1);
    // A time before the service word is another fact (a same-day cut-off), not the service's hours.
    expect(hoursCopyProblems('until 11:30 for lunch and until 18:30 for dinner', SITES.florence.booking)).toEqual([]);
  });

  it('reads American times with am and pm', () => {
    const bh = SITES.beverlyhills.booking;
    expect(hoursCopyProblems('for lunch from 11:30 am to 2:00 pm and for dinner from 5:30 pm to 8:00 pm', bh)).toEqual(
      [],
    );
    expect(hoursCopyProblems('for lunch from 11:30 am to 3:00 pm', bh)).toEqual([
      "'lunch from 11:30 am to 3:00 pm' where lunch is 11:30–14:00 in the booking settings",
    ]);
  });

  it('refuses a weekly closing day on which the restaurant opens, in every route language', () => {
    const osaka = SITES['osaka-garden'].booking;
    expect(closedDayProblems('Dinner from 17:30 · Closed Tuesdays', osaka)).toEqual([]);
    expect(closedDayProblems('ディナー 17:30〜（火曜定休）。定休日は毎週火曜日です。', osaka)).toEqual([]);
    expect(closedDayProblems('Dinner from 17:30 · Closed Mondays', osaka)).toEqual([
      "'Closed Mondays' where the restaurant opens on Monday",
    ]);
    expect(closedDayProblems('（月曜定休）', osaka)).toEqual(["'月曜定休' where the restaurant opens on Monday"]);
    expect(closedDayProblems('定休日は毎週水曜日です。', osaka)).toHaveLength(1);
    expect(closedDayProblems('Siamo chiusi il lunedì.', SITES.florence.booking)).toEqual([
      "'chiusi il lunedì' where the restaurant opens on Monday",
    ]);
    expect(closedDayProblems('월요일 휴무', SITES.seoul.booking)).toEqual([]);
    expect(closedDayProblems('화요일 휴무', SITES.seoul.booking)).toHaveLength(1);
  });
});
