/**
 * A car's price as a card shows it (the price display rule): the price, ' / week' for a
 * subscription, and its price type; where the price excludes government charges (Australia),
 * the estimated drive-away total first and largest, the advertised price after it as a
 * component, smaller. Search cards, compare, favourites and the garage all render this.
 */
import { priceSuffix } from '../../domain/vehicle/price-display';
import type { CardModel } from '../../domain/search/card';

interface Props {
  price: CardModel['price'];
  /** The car's price_type ('Drive Away', 'Excl. Government Charges'). */
  priceType?: unknown;
  /** The class names' block: 'car-card' gives car-card__was, car-card__price-type, … */
  block?: string;
}

export default function CarPrice({ price, priceType, block = 'shopper' }: Props) {
  const type = price.kind === 'price' && typeof priceType === 'string' ? priceType : '';
  const total = price.kind === 'price' ? price.driveAway : null;
  const was = price.was && <span className={`${block}__was`}>{price.was.text} </span>;
  if (total)
    return (
      <>
        {was}
        <strong data-price-part="total">{total.text}</strong>
        <span className={`${block}__price-type`}> {total.label}</span>
        <span className={`${block}__price-parts`}>
          {' '}
          <span data-price-part="component" data-car-price="">
            {price.text}
          </span>{' '}
          {type}
        </span>
      </>
    );
  return (
    <>
      {was}
      <strong
        className={price.reduced ? 'is-reduced' : undefined}
        data-price-part={price.kind === 'price' ? 'total' : undefined}
        data-car-price=""
      >
        {price.text}
        {priceSuffix(price)}
      </strong>
      {type && <span className={`${block}__price-type`}> {type}</span>}
    </>
  );
}
