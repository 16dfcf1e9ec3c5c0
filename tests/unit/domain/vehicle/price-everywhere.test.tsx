/**
 * Price display everywhere (rules.md: Price display, first match wins): every place that shows a
 * car's price goes through the one price display rule (domain/vehicle/price-display.ts), so a
 * subscription site shows the weekly figure with ' / week' in each, and a site without
 * subscriptions the car's price. The mobile footer shows no price (rules.md: Vehicle detail page
 * (VDP): Call Now and Enquire only).
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { cardModel } from '../../../../src/domain/search/card';
import { priceSuffix } from '../../../../src/domain/vehicle/price-display';
import { vehicleJsonLd } from '../../../../src/domain/vehicle/structured-data';
import { vdpData } from '../../../../src/page-data/vehicle';
import { pdfPrice } from '../../../../src/server/pdf';
import { similarCarMeta } from '../../../../src/domain/vehicle/similar';
import PriceBlock from '../../../../src/islands/vehicle/PriceBlock';
import CarPrice from '../../../../src/islands/shopper/CarPrice';
import { makeCar, makeWebsite } from '../../../support/factories';

const car = makeCar({ price: 45990, subscription_price: 189, status: 'in_stock' });
const now = new Date('2026-11-25T16:00:00Z');
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");

/** Each place, and what a shopper reads there. */
function places(offersSubscription: boolean) {
  const site = makeWebsite({
    offers_subscription: offersSubscription,
    config: { market: 'US', phoneMode: 'US' },
  });
  const vdp = vdpData(car, site, now);
  const card = cardModel(car, site, now.getTime() / 1000);
  const jsonLd = vehicleJsonLd(car, {
    title: vdp.title,
    url: vdp.url,
    images: [],
    site: { name: site.name, url: site.url },
    offersSubscription: site.offers_subscription,
    currency: 'USD',
  }) as { offers: { price: number; priceSpecification?: Record<string, unknown> } };
  const offer = jsonLd.offers;
  return {
    'search card': `${card.price.text}${priceSuffix(card.price)}`,
    'compare and favourites': text(renderToString(<CarPrice price={card.price} />)),
    'VDP price block': text(
      renderToString(
        <PriceBlock
          car={car}
          offersSubscription={offersSubscription}
          noPriceText="Enquire for price."
          market={null}
          siteMarket="US"
          onlyPerWeek={null}
          driveAway={null}
          viewPath={null}
        />,
      ),
    ).match(/\$[\d,]+(?: \/ week)?/)?.[0],
    'sticky bar': vdp.priceLabel,
    'similar cars': similarCarMeta(car, { offersSubscription, market: 'US' }).split(' · ')[0],
    PDF: pdfPrice(car, {
      name: site.name,
      url: site.url,
      vehiclePath: '/cars',
      offersSubscription,
      market: 'US',
    }).line,
    'JSON-LD': offer.priceSpecification
      ? `$${offer.price} / ${(offer.priceSpecification.referenceQuantity as { unitText: string }).unitText}`
      : `$${offer.price.toLocaleString('en-US')}`,
    'share text': vdp.shareText.split(' – ')[1],
    'meta description': vdp.description.match(/for (\$[\d,]+(?: \/ week)?)/)?.[1],
  };
}

describe('price display everywhere', () => {
  it.each(Object.keys(places(true)))("a subscription site: %s reads '$189 / week'", (place) => {
    expect(places(true)[place as keyof ReturnType<typeof places>]).toBe('$189 / week');
  });
  it.each(Object.keys(places(false)))('a site without subscriptions: %s reads $45,990', (place) => {
    expect(places(false)[place as keyof ReturnType<typeof places>]).toBe('$45,990');
  });
  it("a similar car's line carries the odometer in the market's unit", () => {
    const opts = { offersSubscription: true, market: 'US' as const };
    expect(similarCarMeta({ ...car, km: 12345 }, opts)).toBe('$189 / week · 12,345 mi');
    expect(similarCarMeta({ ...car, km: 12345 }, { market: 'AU' })).toBe('$45,990 · 12,345 km');
  });
  it("JSON-LD: a subscription is an Offer with a UnitPriceSpecification per week (UN/CEFACT 'WEE')", () => {
    const ld = vehicleJsonLd(car, {
      title: 't',
      url: 'https://x.example/cars/t',
      images: [],
      site: { name: 'X', url: 'https://x.example' },
      offersSubscription: true,
      currency: 'USD',
    }) as { offers: Record<string, unknown> };
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: 189,
      priceCurrency: 'USD',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 189,
        priceCurrency: 'USD',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'WEE' },
      },
    });
  });
});

describe('a price excluding government charges (Australia): every place leads with the estimated drive-away total', () => {
  // a used, unregistered 4-cylinder car in Queensland: $29,990 + duty $900 + registration $405
  // + CTP $400 + plates $42 = $31,737 (docs/drive-away.md, car C in QLD)
  const excl = makeCar({
    price: 29990,
    price_type: 'Excl. Government Charges',
    car_type: 'used',
    cylinders: 4,
    simple_fuel: 'Diesel',
    status: 'in_stock',
    state: 'QLD',
  });
  const site = makeWebsite({ config: {} });
  const TOTAL = '$31,737 est. drive-away (QLD)';

  it.each([
    ['sticky bar', () => vdpData(excl, site, now).priceLabel],
    [
      'meta description',
      () =>
        vdpData(excl, site, now).description.match(/for (\$[^ ]+ est\. drive-away \(QLD\))/)?.[1],
    ],
    ['share text', () => vdpData(excl, site, now).shareText.split(' – ')[1]],
    [
      'similar cars',
      () => similarCarMeta(excl, { market: 'AU', driveAway: { state: 'QLD', asOf: now } }),
    ],
    [
      'PDF',
      () =>
        pdfPrice(
          excl,
          { name: 'x', url: 'https://x.example', vehiclePath: '/cars', market: 'AU' },
          now,
        ).line,
    ],
  ])('%s', (_, read) => expect(read()).toBe(TOTAL));

  it('the search card: the total first, the advertised price as a component', () => {
    const card = cardModel(excl, { ...site, dealerState: 'QLD' }, now.getTime() / 1000);
    expect(card.price.kind === 'price' && card.price.driveAway?.text).toBe('$31,737');
    const html = renderToString(
      <CarPrice price={card.price} priceType={excl.price_type} block="car-card" />,
    );
    expect(text(html)).toBe('$31,737 est. drive-away (QLD) $29,990 Excl. Government Charges');
    expect(html.indexOf('data-price-part="total"')).toBeLessThan(
      html.indexOf('data-price-part="component"'),
    );
  });

  it('the VDP price block: the total, its components and the state; the shopper’s state picks the estimate', () => {
    const vdp = vdpData(excl, site, now);
    expect(vdp.driveAway).toMatchObject({ state: 'QLD' });
    const html = text(
      renderToString(
        <PriceBlock
          car={excl}
          offersSubscription={false}
          noPriceText="Enquire for price."
          market={null}
          siteMarket="AU"
          onlyPerWeek={null}
          driveAway={vdp.driveAway}
          viewPath={null}
        />,
      ),
    );
    expect(html).toContain('$31,737est. drive-away (QLD)');
    expect(html).toContain(
      '$29,990 Excl. Government Charges + $1,747 estimated government charges',
    );
    expect(html).toContain('Stamp duty $900');
    expect(html).toContain('Estimate for a private buyer in Queensland');
  });

  it('a drive-away price, a US site and a sold car show no estimate', () => {
    expect(vdpData({ ...excl, price_type: 'Drive Away' }, site, now).priceLabel).toBe('$29,990');
    expect(vdpData(excl, makeWebsite({ config: { market: 'US' } }), now).priceLabel).toBe(
      '$29,990',
    );
    expect(vdpData(excl, makeWebsite({ config: { market: 'US' } }), now).driveAway).toBeNull();
  });
});
