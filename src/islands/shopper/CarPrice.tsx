/** A saved car's price as the search card shows it (price display rule, ' / week' for subscriptions). */
import { priceSuffix } from '../../domain/vehicle/price-display';
import type { CardModel } from '../../domain/search/card';

export default function CarPrice({ price }: { price: CardModel['price'] }) {
  return (
    <>
      {price.was && <span className="shopper__was">{price.was.text} </span>}
      <strong className={price.reduced ? 'is-reduced' : undefined}>
        {price.text}
        {priceSuffix(price)}
      </strong>
    </>
  );
}
