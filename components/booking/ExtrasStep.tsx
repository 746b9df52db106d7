/**
 * Step 4: optional extras (rules §bookings: optional extras in groups (exclusive or toggled, with quantity)).
 * An exclusive group is a radio list with "None"; a toggle group a list of checkboxes. A chosen item with a
 * maximum above 1 asks how many. Labels: `booking.extraGroup.<id>`, `booking.extra.<id>`.
 */
import type { Availability, ExtraGroup, ExtraItem } from '../../lib/booking/contract.ts';
import { formatPrice } from '../../lib/price.ts';
import type { UiLang } from '../../lib/locales.ts';
import { useT } from '../i18n.tsx';
import { useUiLang } from '../guestLanguage/GuestLanguage.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { chooseExtra, type BookingDraft, type ExtrasSelection } from '../../lib/booking/payload.ts';
import { StepActions, StepFrame } from './StepFrame.tsx';

interface ExtrasStepProps {
  draft: BookingDraft;
  availability: Availability;
  onChange: (extras: ExtrasSelection) => void;
  onContinue: () => void;
  onBack: () => void;
  position: { current: number; total: number };
}

export function ExtrasStep({ draft, availability, onChange, onContinue, onBack, position }: ExtrasStepProps) {
  const t = useT();
  return (
    <StepFrame step="extras" title={t('booking.step.extras')} position={position}>
      <form
        className="booking-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onContinue();
        }}
      >
        <p className="booking-note">{t('booking.extras.intro')}</p>
        {availability.extras.map((group) => (
          <ExtraGroupField
            key={group.id}
            group={group}
            selection={draft.extras}
            onChange={(itemId, quantity) => onChange(chooseExtra(draft.extras, group, itemId, quantity))}
          />
        ))}
        <StepActions onBack={onBack}>
          <SubmitButton look="booking">{t('booking.action.continue')}</SubmitButton>
        </StepActions>
      </form>
    </StepFrame>
  );
}

function ExtraGroupField({
  group,
  selection,
  onChange,
}: {
  group: ExtraGroup;
  selection: ExtrasSelection;
  onChange: (itemId: string | null, quantity: number) => void;
}) {
  const t = useT();
  const uiLang = useUiLang();
  const exclusive = group.mode === 'exclusive';
  const name = `booking-extra-${group.id}`;
  const chosen = group.items.find((item) => (selection[item.id] ?? 0) > 0);
  return (
    <fieldset className="booking-fieldset booking-extras">
      <legend className="booking-field__label">{t(`booking.extraGroup.${group.id}`)}</legend>
      <p className="booking-field__hint">{exclusive ? t('booking.extras.pickOne') : t('booking.extras.pickAny')}</p>
      <div className="booking-choices">
        {exclusive && (
          <label className="booking-choice">
            <input type="radio" name={name} value="" checked={!chosen} onChange={() => onChange(null, 0)} />
            <span className="booking-choice__label">{t('booking.extras.none')}</span>
          </label>
        )}
        {group.items.map((item) => {
          const quantity = selection[item.id] ?? 0;
          return (
            <div key={item.id} className="booking-extra">
              <label className="booking-choice">
                <input
                  type={exclusive ? 'radio' : 'checkbox'}
                  name={exclusive ? name : `${name}-${item.id}`}
                  value={item.id}
                  checked={quantity > 0}
                  onChange={(event) =>
                    onChange(item.id, exclusive || event.currentTarget.checked ? Math.max(1, quantity) : 0)
                  }
                />
                <span className="booking-choice__label">{t(`booking.extra.${item.id}`)}</span>
                <span className="booking-choice__note">{priceText(item, t, uiLang)}</span>
              </label>
              {quantity > 0 && item.maxQuantity > 1 && (
                <label className="booking-extra__quantity">
                  <span>{t('booking.extras.quantity', { item: t(`booking.extra.${item.id}`) })}</span>
                  <select
                    className="booking-input"
                    value={quantity}
                    onChange={(event) => onChange(item.id, Number(event.currentTarget.value))}
                  >
                    {Array.from({ length: item.maxQuantity }, (_, index) => index + 1).map((count) => (
                      <option key={count} value={count}>
                        {count}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

function priceText(
  item: ExtraItem,
  t: (key: string, vars?: Record<string, string | number>) => string,
  lang: UiLang,
): string {
  return item.price
    ? t('booking.extras.price', { price: formatPrice(item.price, lang) })
    : t('booking.extras.included');
}
