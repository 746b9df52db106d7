import { describe, expect, it } from 'vitest';
import { SITES } from '../sites.ts';
import { cancellationCopyProblems, cancellationFigures } from './cancellationCopy.ts';

describe('cancellation terms in content copy', () => {
  it('reads the hours and the sums of the sentences about cancelling, in every route language and currency', () => {
    expect(
      cancellationFigures(
        'Within 48 hours, a no-show or a cancellation is charged US$175 per person. Dietary requests need 48 hours.',
      ),
    ).toEqual({
      hours: [48],
      amounts: [{ value: 175, currencyCode: 'USD' }],
    });
    expect(
      cancellationFigures('Entro le 48 ore precedenti, per cancellazione si applica una penale di 150 euro a persona.')
        .amounts,
    ).toEqual([{ value: 150, currencyCode: 'EUR' }]);
    expect(
      cancellationFigures('72時間を過ぎてからのキャンセルは、お一人様につき25,000円のキャンセル料を申し受けます。'),
    ).toEqual({
      hours: [72],
      amounts: [{ value: 25000, currencyCode: 'JPY' }],
    });
    expect(cancellationFigures('72시간 이내의 취소의 경우 1인당 230,000원의 위약금이 부과됩니다.').amounts).toEqual([
      { value: 230000, currencyCode: 'KRW' },
    ]);
    expect(cancellationFigures('we charge a penalty of ¥25,000 per person.').amounts).toEqual([
      { value: 25000, currencyCode: 'JPY' },
    ]);
    expect(cancellationFigures('The tasting menu costs 150 euro.').amounts).toEqual([]);
  });

  it('holds copy to the site table: the same hours, the same sum in the same currency', () => {
    expect(
      cancellationCopyProblems(
        'Within 48 hours, a cancellation incurs a charge of 150 euro per person.',
        SITES.florence.booking,
      ),
    ).toEqual([]);
    expect(
      cancellationCopyProblems(
        'Within 48 hours, a cancellation is subject to a fee of 150 euro per person.',
        SITES.beverlyhills.booking,
      ),
    ).toEqual(['150 EUR where the penalty is 175.00 USD']);
    expect(
      cancellationCopyProblems(
        '72時間を過ぎてからのキャンセルは、お一人様につき150ユーロ相当額のキャンセル料を申し受けます。',
        SITES.tokyo.booking,
      ),
    ).toEqual(['150 EUR where the penalty is 25000 JPY']);
    expect(cancellationCopyProblems('Free cancellation up to 72 hours before.', SITES.florence.booking)).toEqual([
      '72 hours where free cancellation ends 48 hours before',
    ]);
  });
});
