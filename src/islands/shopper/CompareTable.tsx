/**
 * /compare (rules.md: States and transitions; Roles and permissions): the compare list side by side in one table:
 * price (the card's price rule), year and the key specs (the vehicle page's spec labels) and
 * features, an estimated weekly repayment (the one finance rule, with the guide-only
 * disclaimer), a column per car with its remove button. On a phone the table scrolls sideways
 * with the row headings kept in view. Same store as the Compare toggles, across tabs too.
 */
import {
  compareFeatures,
  compareSpecRows,
  NO_COMPARE_TEXT,
  SOLD_MARK,
  UNAVAILABLE_TEXT,
} from '../../domain/search/shopper-lists';
import { COMPARE_MAX } from '../../domain/search/compare-rule';
import { vehiclePath } from '../../domain/tenant/template';
import { NEW_ARRIVAL_IMAGE } from '../../domain/vehicle/images';
import { estimateAdvert, estimatesFootnote, weeklyEstimate } from '../../domain/finance/estimate';
import { weeklyText } from '../../domain/finance/display';
import type { ShopperPageConfig } from '../../page-data/shopper';
import { removeFromShopperList } from '../../stores/shopper';
import CarPrice from './CarPrice';
import { Empty, focusHeading, LoadError, Loading } from './ListStatus';
import { useSavedCars } from './use-saved-cars';
import './shopper.css';

export default function CompareTable({
  config,
  headingId,
}: {
  config: ShopperPageConfig;
  headingId: string;
}) {
  const saved = useSavedCars('compare', config);
  if (saved.phase === 'loading') return <Loading text="Loading your comparison…" />;
  if (saved.phase === 'empty')
    return (
      <Empty
        text={NO_COMPARE_TEXT}
        href={config.searchHref}
        linkText={`Search ${config.vehicleWordPlural}`}
      />
    );
  const { views, loadError } = saved;
  const specs = compareSpecRows(views.map((v) => v.doc));
  const market = config.cardSite.config?.market ?? 'AU';
  const captionId = 'compare-caption';
  return (
    <>
      {loadError && <LoadError retry={loadError} />}
      <div className="compare-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="compare-table">
          <caption id={captionId}>
            {`Comparing ${views.length} of up to ${COMPARE_MAX} ${config.vehicleWordPlural}`}
          </caption>
          <thead>
            <tr>
              <td className="compare-table__corner" />
              {views.map(({ item, card, state }) => {
                const name = card?.title || item.name;
                const href = card?.href ?? vehiclePath(config.cardSite.template, item.slug);
                return (
                  <th key={item.id} scope="col" className={`compare-table__car is-${state}`}>
                    <img
                      src={card?.image ?? (item.primary_image_url || NEW_ARRIVAL_IMAGE)}
                      alt=""
                      width={240}
                      height={180}
                      loading="lazy"
                    />
                    {state === 'gone' ? <span>{name}</span> : <a href={href}>{name}</a>}
                    {state === 'sold' && <span className="shopper-item__mark">{SOLD_MARK}</span>}
                    {state === 'gone' && (
                      <span className="shopper-item__mark">{UNAVAILABLE_TEXT}</span>
                    )}
                    <button
                      type="button"
                      className="btn btn--outline compare-table__remove"
                      aria-label={`Remove ${name} from compare`}
                      onClick={() => {
                        removeFromShopperList('compare', item.id, config.storeFavourites);
                        focusHeading(headingId);
                      }}
                    >
                      Remove
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Price</th>
              {views.map(({ item, card, state, doc }) => (
                <td key={item.id}>
                  {card && state !== 'gone' ? (
                    <CarPrice price={card.price} priceType={doc?.price_type} />
                  ) : (
                    '—'
                  )}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Finance</th>
              {views.map(({ item, doc, state }) => {
                const price = typeof doc?.price === 'number' ? doc.price : null;
                const estimate =
                  state === 'gone'
                    ? null
                    : weeklyEstimate({ price, configuredInterest: config.financeInterest });
                const advert =
                  estimate?.kind === 'payment'
                    ? estimateAdvert(
                        { price, configuredInterest: config.financeInterest, market },
                        (weekly) => `Est. ${weeklyText(weekly)} per week*`,
                      )
                    : null;
                return (
                  <td key={item.id} data-finance-advert="">
                    {advert
                      ? advert.figures.map((f, i) => (
                          <span key={f.part}>
                            {i > 0 && ' · '}
                            <span className="finance-figure" data-finance-part={f.part}>
                              {f.text}
                            </span>
                          </span>
                        ))
                      : estimate?.kind === 'enquire'
                        ? estimate.text
                        : '—'}
                  </td>
                );
              })}
            </tr>
            {specs.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, i) => (
                  <td key={views[i].item.id}>{value}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">Features</th>
              {views.map(({ item, doc }) => {
                const features = compareFeatures(doc);
                return (
                  <td key={item.id}>
                    {features.length ? (
                      <ul className="compare-table__features">
                        {features.map((f) => (
                          <li key={f}>{f}</li>
                        ))}
                      </ul>
                    ) : (
                      '—'
                    )}
                  </td>
                );
              })}
            </tr>
          </tbody>
        </table>
      </div>
      <p className="compare-disclaimer" data-finance-warning="">
        {estimatesFootnote(market, config.financeInterest)}
      </p>
    </>
  );
}
