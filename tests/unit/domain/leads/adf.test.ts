/**
 * Every kind of lead as an ADF/XML 1.0 document, each validated against the ADF 1.0 DTD
 * (docs/adf-1.0.dtd) by xmllint: the car of interest first, a trade-in as a second vehicle,
 * the customer, the dealership as vendor, the form as the source, the message; a lead with no
 * car the site has carries an empty vehicle, never the visitor's words.
 */
import { describe, expect, it } from 'vitest';
import { adfDocument, isoInZone, xmlEscape } from '../../../../src/domain/leads/adf';
import { leadView } from '../../../../src/domain/leads/lead-view';
import { CARS } from '../../../support/fixture-site';
import { contextWith, leadRecord } from '../../../support/lead-records';
import { adfProblems } from '../../../../scripts/lib/xmllint';

const adf = (...args: Parameters<typeof leadView>) => adfDocument(leadView(...args));

describe('ADF/XML 1.0 documents', () => {
  it('a car enquiry: the car, the customer, the dealership as vendor, the form as source', () => {
    const xml = adf(leadRecord());
    expect(adfProblems(xml)).toBe('');
    expect(xml).toContain('<?adf version="1.0"?>');
    expect(xml).toContain(
      '<vehicle interest="buy" status="used"><year>2022</year><make>Toyota</make><model>Corolla</model><stock>S1</stock>',
    );
    expect(xml).toContain('<price type="asking" currency="AUD">30000</price>');
    expect(xml).toContain('https://loop.example.com.au/cars/2022-toyota-corolla');
    expect(xml).toContain(
      '<name part="first">Jo</name><name part="last">Citizen</name><email>jo@example.com</email><phone>+61411222333</phone>',
    );
    expect(xml).toContain('<postalcode>4000</postalcode>');
    expect(xml).toContain('<comments>Is it still available?</comments>');
    expect(xml).toContain('<vendor><vendorname>Loop Toyota</vendorname>');
    expect(xml).toContain('<service>Enquire Now</service>');
    // the fixture site names no timezone: the AU default, Australia/Perth (UTC+8)
    expect(xml).toContain('<requestdate>2026-11-28T10:02:03+08:00</requestdate>');
  });

  it('a test drive, an offer, a car to sell', () => {
    const drive = adf(leadRecord({ kind: 'test-drive', form: 'testDrive' }));
    expect(adfProblems(drive)).toBe('');
    expect(drive).toContain('<vehicle interest="test-drive" status="used">');

    const offer = adf(
      leadRecord({
        kind: 'make-an-offer',
        form: 'makeOffer',
        userData: { offer_from_client: '$28,500' },
      }),
    );
    expect(adfProblems(offer)).toBe('');
    expect(offer).toContain('<price type="offer" currency="AUD">28500</price>');
    expect(offer).toContain('<pricecomments>Asking price $30,000</pricecomments>');

    const sell = adf(
      leadRecord({
        form: 'sellMyCar',
        context: contextWith(undefined, 'sellMyCar'),
        userData: {
          'Vehicle Make': 'Mazda',
          'Vehicle Model': 'CX-5',
          'Vehicle Year': 2018,
          kms: 91000,
        },
      }),
    );
    expect(adfProblems(sell)).toBe('');
    expect(sell).toContain(
      '<vehicle interest="sell" status="used"><year>2018</year><make>Mazda</make><model>CX-5</model><odometer units="km">91000</odometer>',
    );
  });

  it('a trade-in valuation: the car of interest, then the trade-in as a second vehicle', () => {
    const start = leadRecord({
      kind: 'trade-in-start',
      form: 'valuation',
      payload: {
        userData: { name: 'Jo', phone: '+61411222333', kms: 45000, rego: 'ABC123' },
        car_id: '1',
      },
    });
    const valuation = leadRecord({
      kind: 'trade-in-valuation',
      form: null,
      parentId: start.id,
      context: contextWith(undefined, ''),
      payload: {
        id: start.id,
        vehicle: { year: 2017, make: 'Honda', model: 'Civic', badge: 'VTi' },
        kms: 45000,
        offer_price: 12000,
        estimate: 'local',
      },
    });
    const xml = adf(valuation, start);
    expect(adfProblems(xml)).toBe('');
    const vehicles = [...xml.matchAll(/<vehicle [^>]*>/g)].map((m) => m[0]);
    expect(vehicles).toEqual([
      '<vehicle interest="buy" status="used">',
      '<vehicle interest="trade-in" status="used">',
    ]);
    expect(xml).toContain(
      '<year>2017</year><make>Honda</make><model>Civic</model><trim>VTi</trim><odometer units="km">45000</odometer><price type="appraisal" currency="AUD">12000</price>',
    );
    // the customer is the start lead's
    expect(xml).toContain('<name part="first">Jo</name><phone>+61411222333</phone>');
    expect(xml).toContain(`Follow-up of lead ${start.id}`);
    expect(adfProblems(adf(start))).toBe('');
  });

  it('a lead with no car the site has: an empty vehicle, nothing the visitor typed', () => {
    const xml = adf(
      leadRecord({
        context: contextWith(undefined),
        userData: { car_id: '999', 'Vehicle Make': 'Ferrari', stock_number: 'HACK1' },
      }),
    );
    expect(adfProblems(xml)).toBe('');
    expect(xml).toContain(
      '<vehicle interest="buy" status="used"><year></year><make></make><model></model></vehicle>',
    );
    expect(xml).not.toMatch(/Ferrari|HACK1/);
  });

  it('a new car has no odometer; a US site sends USD and miles', () => {
    const newCar = adf(leadRecord({ context: contextWith(CARS[2]) }));
    expect(adfProblems(newCar)).toBe('');
    expect(newCar).toContain('<vehicle interest="buy" status="new">');
    expect(newCar).not.toContain('<odometer');
    const us = leadRecord({
      form: 'sellMyCar',
      context: { ...contextWith(undefined), market: 'US', timeZone: 'America/Chicago' },
      userData: { 'Vehicle Make': 'Ford', 'Vehicle Model': 'F-150', kms: 30000 },
    });
    const xml = adf(us);
    expect(adfProblems(xml)).toBe('');
    expect(xml).toContain('<odometer units="mi">30000</odometer>');
    expect(xml).toContain('<requestdate>2026-11-27T20:02:03-06:00</requestdate>');
  });

  it('the DTD refuses what the issue literally asks for (status="trade-in") and a missing contact', () => {
    const xml = adf(leadRecord());
    expect(adfProblems(xml.replace('status="used"', 'status="trade-in"'))).toMatch(
      /not among the enumerated set/,
    );
    expect(adfProblems(xml.replace(/<email>.*?<\/email><phone>.*?<\/phone>/, ''))).not.toBe('');
  });

  it('escapes XML and times in the dealer’s zone', () => {
    expect(xmlEscape(`<a href="x">&'\u0000`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
    expect(isoInZone(Date.UTC(2026, 0, 15, 0, 0, 0), 'Australia/Sydney')).toBe(
      '2026-01-15T11:00:00+11:00',
    );
  });
});
