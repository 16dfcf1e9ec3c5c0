/**
 * /favourites (rules.md: Watchlist and favourites): the cars saved on this
 * device, each with its image, name, price (the card's price rule) and a link to it; sold cars
 * are marked 'SOLD' and cars that have left the stock 'No longer available'. The list is the
 * same store the Favourite toggles write, so a change in another tab shows here at once.
 */
import { NO_FAVOURITES_TEXT, SOLD_MARK, UNAVAILABLE_TEXT } from '../../domain/search/shopper-lists';
import type { SavedCarView } from '../../domain/search/shopper-lists';
import { vehiclePath } from '../../domain/tenant/template';
import { NEW_ARRIVAL_IMAGE } from '../../domain/vehicle/images';
import type { ShopperPageConfig } from '../../page-data/shopper';
import { removeFromShopperList } from '../../stores/shopper';
import CarPrice from './CarPrice';
import { Empty, focusHeading, LoadError, Loading } from './ListStatus';
import { useSavedCars } from './use-saved-cars';
import './shopper.css';

/** One saved car (also the garage's saved cars): `onRemove` takes it off its list. */
export function SavedCarRow({
  view,
  config,
  headingId,
  listName = 'favourites',
  onRemove,
}: {
  view: SavedCarView;
  config: ShopperPageConfig;
  headingId: string;
  listName?: string;
  onRemove?: () => void;
}) {
  const { item, card, state, doc } = view;
  const name = card?.title || item.name;
  const href = card?.href ?? vehiclePath(config.cardSite.template, item.slug);
  const image = card?.image ?? (item.primary_image_url || NEW_ARRIVAL_IMAGE);
  const titleId = `favourite-${item.id}`;
  return (
    <li>
      <article className={`shopper-item card shopper-item--${state}`} aria-labelledby={titleId}>
        <img
          className="shopper-item__img"
          src={image}
          alt=""
          width={240}
          height={180}
          loading="lazy"
        />
        <div className="shopper-item__body">
          <h2 className="shopper-item__title" id={titleId}>
            {state === 'gone' ? name : <a href={href}>{name}</a>}
          </h2>
          {state === 'sold' && <p className="shopper-item__mark">{SOLD_MARK}</p>}
          {state === 'gone' && <p className="shopper-item__mark">{UNAVAILABLE_TEXT}</p>}
          {card && state !== 'gone' && (
            <p className="shopper-item__price">
              <CarPrice price={card.price} priceType={doc?.price_type} />
            </p>
          )}
        </div>
        <button
          type="button"
          className="btn btn--outline shopper-item__remove"
          aria-label={`Remove ${name} from ${listName}`}
          onClick={() => {
            if (onRemove) onRemove();
            else removeFromShopperList('favourites', item.id, config.storeFavourites);
            focusHeading(headingId);
          }}
        >
          Remove
        </button>
      </article>
    </li>
  );
}

export default function FavouritesList({
  config,
  headingId,
}: {
  config: ShopperPageConfig;
  headingId: string;
}) {
  const saved = useSavedCars('favourites', config);
  if (saved.phase === 'loading') return <Loading text="Loading your favourites…" />;
  if (saved.phase === 'empty')
    return (
      <Empty
        text={NO_FAVOURITES_TEXT}
        href={config.searchHref}
        linkText={`Search ${config.vehicleWordPlural}`}
      />
    );
  const { views, loadError } = saved;
  return (
    <>
      {loadError && <LoadError retry={loadError} />}
      <ul className="shopper-list" aria-label="Saved cars">
        {views.map((view) => (
          <SavedCarRow key={view.item.id} view={view} config={config} headingId={headingId} />
        ))}
      </ul>
    </>
  );
}
