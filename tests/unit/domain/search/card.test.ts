import { describe, expect, it } from 'vitest';
import {
  cardButtons,
  cardModel,
  cardSpecs,
  cardTitle,
  leadCarOf,
  watchlistSignInHref,
  type CardCar,
  type CardSite,
} from '../../../../src/domain/search/card';

const NOW = 1_800_000_000;
const car: CardCar = {
  id: 42,
  slug: '2021-toyota-corolla-ascent-sport-abc',
  year: 2021,
  make: 'Toyota',
  model: { name: 'Corolla' },
  badge: 'Ascent Sport',
  car_type: 'used',
  status: 'in_stock',
  price: 25990,
  before_price: 27990,
  km: 45210,
  simple_transmission: 'Automatic',
  simple_fuel: 'Petrol',
  images: [{ image: { url: 'https://img/a.jpg', thumb: { url: 'https://img/a-t.jpg' } } }],
  created_at_timestamp: NOW - 30 * 86400,
  dealership_slug: 'pacific-toyota-ipswich',
  vin: 'VIN1',
};
const group: CardSite = {
  slug: 'pacific-motor-group',
  name: 'Pacific Motor Group',
  dealership_group: 'Pacific Motor Group',
  template: 'default',
  config: {
    cardButtons: [
      'enquire',
      'testDrive',
      'reserve',
      'tradeIn',
      'finance',
      'details',
      'onlinePurchase',
      'compare',
      'favourite',
      'save',
    ],
    enquireButtonText: 'Enquire Now',
    detailsButtonText: 'Explore Vehicle',
    usedLabel: 'Pre-Owned',
  },
};
const plain: CardSite = { slug: 'plain', name: 'Plain Motors', template: 'default', config: {} };

describe('car card (rules.md: Results and car cards)', () => {
  it('titles the car year make model badge, with the model name mapping', () => {
    expect(cardTitle(car)).toBe('2021 Toyota Corolla Ascent Sport');
    expect(cardTitle({ year: 2019, make: 'Mazda', model: '3', badge: null })).toBe(
      '2019 Mazda Mazda3',
    );
  });
  it('shows Condition, Transmission, Odometer (formatted km) and Fuel Type', () => {
    expect(cardSpecs(car, 'Pre-Owned')).toEqual([
      { label: 'Condition', value: 'Pre-Owned' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Odometer', value: '45,210 km' },
      { label: 'Fuel Type', value: 'Petrol' },
    ]);
  });
  it("shows the site's buttons in its order, each only where it applies", () => {
    const buttons = cardButtons(car, group);
    expect(buttons.map((b) => b.text)).toEqual([
      'Enquire Now',
      'Book a Test Drive',
      'Reserve Now $200',
      'Trade In',
      'Get Finance',
      'Explore Vehicle',
      'Online Purchase',
      'Compare',
      'Favourite',
      'Save',
    ]);
    expect(buttons.find((b) => b.key === 'reserve')).toMatchObject({
      href: `/cars/${car.slug}/checkout`,
    });
    expect(buttons.find((b) => b.key === 'tradeIn')).toMatchObject({
      href: '/cars/trade-in?car_id=42',
    });
    expect(buttons.find((b) => b.key === 'details')).toMatchObject({ href: `/cars/${car.slug}` });
    expect(buttons.find((b) => b.key === 'finance')).toMatchObject({
      href: '/finance?preferredDealership=pacific-toyota-ipswich&vehiclePriceBudget=25990&car_id=42&car_type=used&vin=VIN1#finance-form',
    });
    expect(buttons.find((b) => b.key === 'onlinePurchase')).toMatchObject({
      href: '/checkout-journey?car_id=42',
    });
  });
  it('hides Reserve and Online Purchase unless checkout is enabled, and Trade In unless eligible', () => {
    const reserved = cardButtons({ ...car, reserved: true }, group).map((b) => b.key);
    expect(reserved).not.toContain('reserve');
    expect(reserved).not.toContain('tradeIn');
    expect(reserved).not.toContain('onlinePurchase');
    const noPrice = cardButtons({ ...car, price: 0 }, group).map((b) => b.key);
    expect(noPrice).not.toContain('reserve');
  });
  it('hides Compare without the compare flag and Save without the garage flag; defaults to Enquire, test drive, finance, details', () => {
    const keys = cardButtons(car, {
      ...plain,
      config: { cardButtons: ['compare', 'save', 'favourite'] },
    }).map((b) => b.key);
    expect(keys).toEqual(['favourite']);
    expect(cardButtons(car, plain).map((b) => b.text)).toEqual([
      'Enquire',
      'Book a Test Drive',
      'Get Finance',
      'View Details',
    ]);
    expect(
      cardButtons(car, {
        ...plain,
        config: { reserveButtonWording: 'Reserve This Car', cardButtons: ['reserve'] },
        dealership_group: 'Pacific Motor Group',
      })[0].text,
    ).toBe('Reserve This Car $200');
  });
  it('links Save to /sign-in?type=watchlist&redirect={path}&back={path}', () => {
    expect(watchlistSignInHref('/search/toyota?page=2')).toBe(
      '/sign-in?type=watchlist&redirect=%2Fsearch%2Ftoyota%3Fpage%3D2&back=%2Fsearch%2Ftoyota%3Fpage%3D2',
    );
  });
  it("gives a car that is not in stock 'Find Me Something Similar' and no in-stock buttons", () => {
    const sold = cardModel(
      { ...car, status: 'sold' },
      { ...group, config: { ...group.config, similarPrompt: true } },
      NOW,
    );
    expect(sold.inStock).toBe(false);
    expect(sold.buttons).toEqual([]);
    expect(sold.similarPrompt).toBe('Like this and want something similar?');
    expect(sold.tag).toEqual({ kind: 'sold', text: 'JUST SOLD' });
    expect(cardModel({ ...car, status: 'sold' }, group, NOW).similarPrompt).toBeNull();
  });
  it("uses the 'new arrival' placeholder with 'Request Photos' when a car has no image", () => {
    const bare = cardModel({ ...car, images: [], thumbnails: [] }, plain, NOW);
    expect(bare.image).toBeNull();
    expect(bare.requestPhotos).toBe(true);
    expect(
      cardModel({ ...car, images: [] }, { ...plain, config: { requestPhotos: false } }, NOW)
        .requestPhotos,
    ).toBe(false);
    expect(cardModel(car, plain, NOW).image).toBe('https://img/a.jpg');
    const hidden = cardModel(
      {
        ...car,
        images: [{ image: { url: 'h.jpg' }, visible: false }, { image: { url: 'v.jpg' } }],
      },
      plain,
      NOW,
    );
    expect(hidden.image).toBe('v.jpg');
  });
  it('shows the price rule: was price, and noPriceText below $10', () => {
    expect(cardModel(car, plain, NOW).price).toMatchObject({
      kind: 'price',
      text: '$25,990',
      was: { text: 'Was $27,990, now:' },
    });
    expect(cardModel({ ...car, price: 0 }, plain, NOW).price).toMatchObject({
      kind: 'enquire',
      text: 'Enquire for price.',
    });
    expect(
      cardModel({ ...car, price: 0 }, { ...plain, config: { noPriceText: 'Call us' } }, NOW).price
        .text,
    ).toBe('Call us');
  });
  it('shows the just-arrived tag and the certified logo tag on sites with the certified flag', () => {
    expect(cardModel({ ...car, created_at_timestamp: NOW - 86400 }, plain, NOW).tag).toEqual({
      kind: 'just-arrived',
      text: 'New',
    });
    expect(
      cardModel(
        { ...car, certified: true },
        { ...group, config: { ...group.config, certifiedMake: 'Toyota' } },
        NOW,
      ).tag?.kind,
    ).toBe('certified');
  });
  it('hands the lead form the car with the card title and image', () => {
    const lead = leadCarOf(
      { ...car, stocknum: 'PMG1', location_id: 7, location_name: 'Springwood' },
      '2021 Toyota Corolla Ascent Sport',
      'https://img/a.jpg',
    );
    expect(lead).toMatchObject({
      id: 42,
      slug: car.slug,
      title: '2021 Toyota Corolla Ascent Sport',
      make: 'Toyota',
      model: 'Corolla',
      car_type: 'used',
      status: 'in_stock',
      stocknum: 'PMG1',
      image: 'https://img/a.jpg',
      trans: 'Automatic',
      location: { id: 7, name: 'Springwood' },
    });
  });
});
