/** Similar cars and the slug guess for a car that is gone (src/domain/vehicle/similar.ts). */
import { describe, expect, it } from 'vitest';
import { guessFromSlug, similarCars } from '../../../../src/domain/vehicle/similar';
import { makeCar } from '../../../support/factories';

describe('similar cars', () => {
  const stock = [
    { slug: 'a', make: 'Kia', model: 'Sportage', body: 'SUV', price: 31000, status: 'in_stock' },
    { slug: 'b', make: 'Kia', model: 'Sportage', body: 'SUV', price: 45000, status: 'in_stock' },
    { slug: 'c', make: 'Kia', model: 'Rio', body: 'Hatch', price: 29000, status: 'in_stock' },
    { slug: 'd', make: 'Mazda', model: 'CX-5', body: 'SUV', price: 30000, status: 'in_stock' },
    { slug: 'e', make: 'Kia', model: 'Sportage', body: 'SUV', price: 30000, status: 'sold' },
    { slug: 'f', make: 'Ford', model: 'Ranger', body: 'Ute', price: 30000, status: 'coming_soon' },
  ].map((c, i) => makeCar({ id: i + 1, ...c }));
  it('same model, then same make, then same body, nearest in price; never sold cars or the car itself', () => {
    expect(
      similarCars(
        { slug: 'x', make: 'Kia', model: 'Sportage', body: 'SUV', price: 30000 },
        stock,
        5,
      ).map((c) => c.slug),
    ).toEqual(['a', 'b', 'c', 'd', 'f']);
    expect(
      similarCars({ slug: 'a', make: 'Kia', model: 'Sportage', price: 30000 }, stock, 2).map(
        (c) => c.slug,
      ),
    ).toEqual(['b', 'c']);
  });
  it('guesses make and model from a slug', () => {
    expect(guessFromSlug('2019-kia-sportage-gt-line-zz1', stock)).toEqual({
      make: 'Kia',
      model: 'Sportage',
    });
    expect(guessFromSlug('2020-mazda-cx-5-maxx', stock)).toEqual({ make: 'Mazda', model: 'CX-5' });
    expect(guessFromSlug('2020-holden-commodore', stock)).toEqual({ make: null, model: null });
  });
});
