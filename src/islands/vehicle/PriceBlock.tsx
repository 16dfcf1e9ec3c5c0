/**
 * The price block's prices (rules.md: Vehicle detail page (VDP) Price block, rules.md: Price display, first match wins; Vehicle view counter
 * view counter, rules.md: The error catalogue): was and current price with price_type, the market
 * price line and 'Only $X /wk*', with the view call's car_fields merged into the car, so a
 * price changed since the build shows. The page (VehiclePage.astro) holds the block, its view
 * count and its Print PDF: the count is written as the page loads without React
 * (view-count.ts, the same call this island reads), which hydrates this island when the answer
 * changes the price.
 *
 * A price excluding government charges (Australia) leads with its estimated drive-away total
 * for the shopper's state, the largest figure in the block; the advertised price and the
 * charges follow as its components, smaller, with the state select and a one-line disclaimer.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../forms/use-typed-before-hydration';
import { priceDisplay, priceSuffix } from '../../domain/vehicle/price-display';
import type { Market } from '../../domain/market/market';
import { formatMoney } from '../../domain/format/money';
import { driveAwayDisclaimer, type DriveAwayCar } from '../../domain/drive-away/estimate';
import { STATES, type AuState } from '../../domain/tenant/states';
import { chooseDriveAwayState } from '../../stores/drive-away-state';
import { useDriveAwayState } from '../shopper/use-drive-away-state';
import type { FinanceAdvert } from '../../domain/finance/advertising';
import FinanceFigures from './FinanceFigures';
import { mergeCarFields } from '../../domain/vehicle/view-counter';
import { recordView } from './view-count';

export interface PriceFields extends Omit<DriveAwayCar, 'price'> {
  price?: number | null;
  before_price?: number | null;
  subscription_price?: number | null;
  price_type?: string | null;
  preorder?: boolean | null;
}

interface Props {
  car: PriceFields;
  offersSubscription: boolean;
  noPriceText: string;
  market: string | null;
  /** The site's market: the currency's form. */
  siteMarket?: Market;
  onlyPerWeek: { text: string; href: string; advert: FinanceAdvert } | null;
  /**
   * The estimated drive-away total (Australia, a price excluding government charges): the
   * dealer's state it starts at, the day it is for, and the states a shopper can pick.
   */
  driveAway: { state: string; asOf: string; states: readonly AuState[] } | null;
  /** The page's view call (made once as the page loads: view-count.ts); null in a preview. */
  viewPath: string | null;
}

export default function PriceBlock(props: Props) {
  const [car, setCar] = useState<PriceFields>(props.car);
  // a state chosen while the block's code loaded (client:reach) goes to the estimate
  const now = useRef<HTMLParagraphElement>(null);
  useTypedBeforeHydration(now);

  // The view call's car fields (rules.md: The calls it makes; The error catalogue): the answer
  // the page already has, or is waiting for; none on a non-ok or unreadable one.
  useEffect(() => {
    if (!props.viewPath) return;
    let live = true;
    void recordView(props.viewPath).then((read) => {
      if (live && read) setCar((c) => mergeCarFields(c as Record<string, unknown>, read.fields));
    });
    return () => {
      live = false;
    };
  }, [props.viewPath]);

  const state = useDriveAwayState(props.driveAway?.state ?? null);
  const stateId = `${useId().replace(/:/g, '')}-state`;
  const price = useMemo(
    () =>
      priceDisplay(car, {
        offersSubscription: props.offersSubscription,
        noPriceText: props.noPriceText,
        market: props.siteMarket,
        driveAway: props.driveAway ? { state, asOf: props.driveAway.asOf } : null,
      }),
    [car, props.offersSubscription, props.noPriceText, props.siteMarket, props.driveAway, state],
  );
  const total = price.kind === 'price' ? price.driveAway : null;

  return (
    <>
      {price.was && (
        <p className="price-block__was" data-testid="was-price">
          {price.was.text}
        </p>
      )}
      {total ? (
        <>
          <p className="price-block__now" ref={now}>
            <span
              className="price-block__price price-block__price--total"
              data-testid="drive-away-total"
              data-price-part="total"
            >
              {total.text}
            </span>
            <span className="price-block__type">{total.label}</span>
          </p>
          <p className="price-block__parts" data-testid="price-components">
            <span data-testid="price" data-price-part="component">
              {price.text}
            </span>{' '}
            {car.price_type} +{' '}
            <span data-price-part="component">
              {formatMoney(total.estimate.governmentCharges, props.siteMarket)}
            </span>{' '}
            estimated government charges
          </p>
          <ul className="price-block__charges" aria-label="Estimated government charges">
            {total.estimate.charges.map((c) => (
              <li key={c.key}>
                {c.label} <span data-price-part="component">{formatMoney(c.amount)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="price-block__now" ref={now}>
          <span
            className={`price-block__price price-block__price--${price.kind}`}
            data-testid="price"
            data-price-part={price.kind === 'price' ? 'total' : undefined}
          >
            {price.text}
            {priceSuffix(price) && <span className="price-block__per">{priceSuffix(price)}</span>}
          </span>
          {price.kind === 'price' && car.price_type && (
            <span className="price-block__type">{car.price_type}</span>
          )}
        </p>
      )}
      {props.driveAway && price.kind === 'price' && (
        <div className="price-block__state">
          <label htmlFor={stateId}>Estimate for</label>
          <select
            id={stateId}
            value={state ?? ''}
            onChange={(e) => chooseDriveAwayState(e.target.value)}
          >
            {props.driveAway.states.map((code) => (
              <option key={code} value={code}>
                {STATES[code].name}
              </option>
            ))}
          </select>
        </div>
      )}
      {total && (
        <p className="price-block__disclaimer" data-testid="drive-away-disclaimer">
          {driveAwayDisclaimer(total.estimate)}
        </p>
      )}
      {props.market && (
        <p className="price-block__market" data-testid="market-price">
          {props.market}
        </p>
      )}
      {props.onlyPerWeek && (
        <FinanceFigures
          advert={props.onlyPerWeek.advert}
          href={props.onlyPerWeek.href}
          testId="price-block-finance"
        />
      )}
    </>
  );
}
