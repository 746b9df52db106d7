import type { VenueSection as VenueData } from '../../lib/contract/types.ts';
import { addressLines } from '../../lib/postalAddress.ts';
import { telHref } from '../../lib/restaurantContact.ts';
import { SITES } from '../../lib/sites.ts';
import { useT } from '../i18n.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import type { SectionProps } from './registry.ts';

/**
 * The restaurant's facts: address (in the order of its country's post, lib/postalAddress.ts), phone, email and
 * opening hours. The same section feeds the page's
 * schema.org JSON-LD (lib/seo.ts); here it is text.
 */
export function VenueSection({ section, site, headingId }: SectionProps<VenueData>) {
  const t = useT();
  const [street, locality] = addressLines(section.address, site && SITES[site].country);
  return (
    <div className="venue">
      <h2 id={headingId} className="section__title">
        {section.name}
      </h2>
      <div className="venue__columns">
        <div className="venue__contact">
          <h3 className="venue__heading">{t('venue.address')}</h3>
          <address className="venue__address">
            <p>
              {street}
              <br />
              {locality}
            </p>
            <p>
              <span className="venue__label">{t('venue.phone')}</span>{' '}
              <a href={telHref(section.phone)}>{section.phone}</a>
            </p>
            <p>
              <span className="venue__label">{t('venue.email')}</span>{' '}
              <a href={`mailto:${section.email}`}>{section.email}</a>
            </p>
          </address>
        </div>
        <div className="venue__opening">
          <h3 className="venue__heading">{t('venue.hours')}</h3>
          <dl className="venue__hours">
            {section.openingHours.map((hours, i) => (
              <div key={i} className="venue__hours-row">
                <dt>{hours.label}</dt>
                <dd>
                  <time dateTime={hours.opens}>{hours.opens}</time>
                  {'–'}
                  <time dateTime={hours.closes}>{hours.closes}</time>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      {section.menuUrl && (
        <SmartLink link={{ url: section.menuUrl, target: '' }} site={site} className="button">
          {t('venue.seeMenu')}
        </SmartLink>
      )}
    </div>
  );
}
