/**
 * The car card (rules.md: Results and car cards): one React component for search results
 * and prerendered landing pages. Everything it shows comes from cardModel().
 * Buttons that open a form are links to the vehicle page, so they work without
 * JavaScript; with it, they open the form in a modal through openLeadForm().
 */
import { metaEvent } from '../shell/meta-events';
import { wishlistParams } from '../../domain/feeds/meta-events';
import { useStore } from '@nanostores/react';
import { useState, type MouseEvent } from 'react';
import {
  cardModel,
  leadCarOf,
  NEW_ARRIVAL_TEXT,
  REQUEST_PHOTOS_TEXT,
  SIMILAR_TEXT,
  type CardButton,
  type CardCar,
  type CardSite,
} from '../../domain/search/card';
import { favouriteOf, isSaved } from '../../domain/search/saved-cars';
import { canAddToCompare, COMPARE_FULL_TEXT } from '../../domain/search/compare-rule';
import { NEW_ARRIVAL_IMAGE } from '../../domain/vehicle/images';
import CarPrice from '../shopper/CarPrice';
import { useDriveAwayState } from '../shopper/use-drive-away-state';
import { dealerStateOf } from '../../domain/drive-away/estimate';
import { openLeadForm, type LeadFormKind } from '../../stores/lead-form';
import { shopperList, toggleShopperList, type ShopperList } from '../../stores/shopper';
import { useHydrated } from './hooks';
import WatchlistButton from '../shopper/WatchlistButton';
import { garagePaths } from '../../domain/shopper/watchlist';
import { isEnabled } from '../../domain/tenant/flags';

export interface CarCardProps {
  car: CardCar & Record<string, unknown>;
  site: CardSite;
  nowSeconds: number;
  storeFavourites: boolean;
  /**
   * The page's first card: its image is the largest paint on a phone, fetched at once and
   * first. The rest load lazily: a phone shows one card across, and the second and third
   * cards' images fetched with the page were requests finished before the largest paint.
   */
  first?: boolean;
  /** The page the card is on (path and query): where sign-in returns to. */
  pagePath?: string;
}

function SaveToggle({
  list,
  label,
  car,
  title,
  storeFavourites,
}: {
  list: ShopperList;
  label: string;
  car: CarCardProps['car'];
  title: string;
  storeFavourites: boolean;
}) {
  const items = useStore(shopperList(list, storeFavourites));
  const hydrated = useHydrated();
  const saved = hydrated && isSaved(items, car.id);
  // A full compare list refuses another car: say why beside the toggle.
  const [refused, setRefused] = useState(false);
  const full = refused && !saved && !canAddToCompare(items);
  return (
    <>
      <button
        type="button"
        className={`car-card__toggle${saved ? ' is-on' : ''}`}
        aria-pressed={saved}
        aria-label={`${label} ${title}`}
        onClick={() => {
          const item = favouriteOf(car, title);
          const added = toggleShopperList(list, item, storeFavourites);
          setRefused(!added && !saved);
          if (added && list === 'favourites') metaEvent('AddToWishlist', wishlistParams(item));
        }}
      >
        <span aria-hidden="true">
          {list === 'favourites' ? (saved ? '♥' : '♡') : saved ? '✓' : '+'}
        </span>{' '}
        {label}
      </button>
      {list === 'compare' && (
        <span className="car-card__note" role="status">
          {full ? COMPARE_FULL_TEXT : ''}
        </span>
      )}
    </>
  );
}

export default function CarCard({
  car,
  site,
  nowSeconds,
  storeFavourites,
  first = false,
  pagePath,
}: CarCardProps) {
  const driveAwayState = useDriveAwayState(dealerStateOf(car, site.dealerState));
  const card = cardModel(car, site, nowSeconds, driveAwayState);
  const titleId = `car-${card.id}-title`;
  const lead = leadCarOf(car, card.title, card.image);
  const leadJson = JSON.stringify(lead);
  const open = (kind: LeadFormKind) => (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    openLeadForm({ kind, car: lead, returnFocus: event.currentTarget, source: 'card' });
  };
  /** Also work before hydration: the page's delegated handler reads these (BaseLayout). */
  const leadAttrs = (kind: LeadFormKind) => ({
    'data-lead-form': kind,
    'data-lead-car': leadJson,
    'data-lead-source': 'card',
    onClick: open(kind),
  });
  const watchlistButton = (inStock: boolean, key?: string) => (
    <WatchlistButton
      key={key}
      item={favouriteOf(car, card.title)}
      inStock={inStock}
      savedPath={garagePaths(site.garage_settings).saved}
      pagePath={pagePath ?? card.href}
    />
  );
  const button = (b: CardButton) => {
    switch (b.key) {
      case 'enquire':
        return (
          <a key={b.key} className="btn car-card__btn" href={b.href} {...leadAttrs('enquiry')}>
            {b.text}
          </a>
        );
      case 'testDrive':
        return (
          <a
            key={b.key}
            className="btn btn--outline car-card__btn"
            href={b.href}
            {...leadAttrs('testDrive')}
          >
            {b.text}
          </a>
        );
      case 'compare':
        return (
          <SaveToggle
            key={b.key}
            list="compare"
            label={b.text}
            car={car}
            title={card.title}
            storeFavourites={storeFavourites}
          />
        );
      case 'favourite':
        return (
          <SaveToggle
            key={b.key}
            list="favourites"
            label={b.text}
            car={car}
            title={card.title}
            storeFavourites={storeFavourites}
          />
        );
      case 'save':
        return watchlistButton(true, b.key);
      default:
        return (
          <a
            key={b.key}
            className={`btn ${b.key === 'details' || b.key === 'reserve' ? '' : 'btn--outline '}car-card__btn`}
            href={b.href}
          >
            {b.text}
          </a>
        );
    }
  };
  const links = card.buttons.filter(
    (b) => b.key !== 'compare' && b.key !== 'favourite' && b.key !== 'save',
  );
  const toggles = card.buttons.filter(
    (b) => b.key === 'compare' || b.key === 'favourite' || b.key === 'save',
  );
  return (
    <article
      className={`car-card card${card.inStock ? '' : ' car-card--sold'}`}
      aria-labelledby={titleId}
      data-car-id={card.id}
    >
      <a className="car-card__media" href={card.href} tabIndex={-1} aria-hidden="true">
        {card.image ? (
          <img
            src={card.image}
            alt=""
            width={640}
            height={480}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <span className="car-card__placeholder">
            <img
              src={NEW_ARRIVAL_IMAGE}
              alt=""
              width={640}
              height={480}
              loading="lazy"
              decoding="async"
            />
            <span className="car-card__placeholder-text">{NEW_ARRIVAL_TEXT}</span>
          </span>
        )}
        {card.tag && (
          <span className={`car-card__tag car-card__tag--${card.tag.kind}`}>{card.tag.text}</span>
        )}
      </a>
      <div className="car-card__body">
        <h3 className="car-card__title" id={titleId}>
          <a href={card.href}>{card.title}</a>
        </h3>
        <p className="car-card__price">
          <CarPrice price={card.price} priceType={car.price_type} block="car-card" />
        </p>
        <dl className="car-card__specs">
          {card.specs.map((s) => (
            <div key={s.label}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
        {card.requestPhotos && (
          <a
            className="car-card__photos"
            href={`${card.href}#request-photos`}
            {...leadAttrs('requestPhotos')}
          >
            {REQUEST_PHOTOS_TEXT}
          </a>
        )}
        {card.inStock ? (
          <>
            {links.length > 0 && <div className="car-card__actions">{links.map(button)}</div>}
            {toggles.length > 0 && <div className="car-card__toggles">{toggles.map(button)}</div>}
          </>
        ) : (
          <div className="car-card__similar">
            {card.similarPrompt && <p>{card.similarPrompt}</p>}
            <a
              className="btn car-card__btn"
              href={`${card.href}#similar`}
              {...leadAttrs('similar')}
            >
              {SIMILAR_TEXT}
            </a>
            {/* rules.md: States and transitions: a sold car keeps its 'Saved' button only when it is already saved. */}
            {isEnabled('garage', site) && (
              <div className="car-card__toggles">{watchlistButton(false)}</div>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
