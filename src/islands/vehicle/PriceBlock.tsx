/**
 * The price block (vehicles-and-shopping.md §2.5 Price block, §4 Price display, §7 Vehicle
 * view counter and Printable PDF, §8): was and current price with price_type, the market
 * price line, 'Only $X /wk*', the animated view count fed by the view call (car_fields
 * merged into the car, so a price changed since the build shows), and Print PDF.
 */
import { useEffect, useMemo, useState } from 'react';
import { priceDisplay, priceSuffix } from '../../domain/vehicle/price-display';
import type { Market } from '../../domain/market/market';
import { formatNumber } from '../../domain/format/money';
import { mergeCarFields, readViewResponse } from '../../domain/vehicle/view-counter';
import PrintPdfButton from './PrintPdfButton';
import { okJson } from './response-body';

export interface PriceFields {
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
  onlyPerWeek: { text: string; href: string } | null;
  views: { show: boolean; label: string; path: string };
  print: { show: boolean; path: string; slug: string; eventsPath: string } | null;
}

function useAnimatedCount(target: number | null): number | null {
  const [shown, setShown] = useState<number | null>(null);
  useEffect(() => {
    if (target == null) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches || target < 2) {
      setShown(target);
      return;
    }
    const started = performance.now();
    const duration = 800;
    let frame = 0;
    const step = (t: number) => {
      const p = Math.min(1, (t - started) / duration);
      setShown(Math.round(target * (1 - (1 - p) ** 3)));
      if (p < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return shown;
}

export default function PriceBlock(props: Props) {
  const [car, setCar] = useState<PriceFields>(props.car);
  const [views, setViews] = useState<number | null>(null);
  const shownViews = useAnimatedCount(views);

  // Records a view; a non-ok or unreadable response returns nothing (§7, §8).
  useEffect(() => {
    const controller = new AbortController();
    fetch(props.views.path, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((r) => okJson(r))
      .then((body) => {
        const read = body ? readViewResponse(body) : null;
        if (!read) return;
        setViews(read.views);
        setCar((c) => mergeCarFields(c as Record<string, unknown>, read.fields) as PriceFields);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [props.views.path]);

  const price = useMemo(
    () =>
      priceDisplay(car, {
        offersSubscription: props.offersSubscription,
        noPriceText: props.noPriceText,
        market: props.siteMarket,
      }),
    [car, props.offersSubscription, props.noPriceText, props.siteMarket],
  );

  return (
    <div className="price-block" data-testid="price-block">
      {price.was && (
        <p className="price-block__was" data-testid="was-price">
          {price.was.text}
        </p>
      )}
      <p className="price-block__now">
        <span
          className={`price-block__price price-block__price--${price.kind}`}
          data-testid="price"
        >
          {price.text}
          {priceSuffix(price) && <span className="price-block__per">{priceSuffix(price)}</span>}
        </span>
        {price.kind === 'price' && car.price_type && (
          <span className="price-block__type">{car.price_type}</span>
        )}
      </p>
      {props.market && (
        <p className="price-block__market" data-testid="market-price">
          {props.market}
        </p>
      )}
      {props.onlyPerWeek && (
        <a className="price-block__weekly" href={props.onlyPerWeek.href}>
          {props.onlyPerWeek.text}
        </a>
      )}
      <div className="price-block__meta">
        {props.views.show && (
          <span className="price-block__views" data-testid="views" aria-hidden={shownViews == null}>
            {shownViews != null && (
              <>
                <strong>{formatNumber(shownViews)}</strong> {props.views.label}
              </>
            )}
          </span>
        )}
        {props.print?.show && (
          <PrintPdfButton
            path={props.print.path}
            slug={props.print.slug}
            eventsPath={props.print.eventsPath}
          />
        )}
      </div>
    </div>
  );
}
