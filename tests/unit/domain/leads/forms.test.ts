/**
 * Required and optional fields of every form, exactly as the rules list them
 * (rules.md: Enquiry form; Other forms), and the car enquiry's defaults (Lead / enquiry payload),
 * checked through the schema the endpoints use.
 */
import { describe, expect, it } from 'vitest';
import {
  formDefinition,
  FORM_KINDS,
  fieldsOnPage,
  type FormKind,
} from '../../../../src/domain/leads/forms';
import { formSchema, fieldErrors } from '../../../../src/domain/leads/fields';
import { carEnquiryDefaults, offerSummaryLine } from '../../../../src/domain/leads/car-enquiry';
import {
  LABELS,
  PLACEHOLDERS,
  SIMILAR_MESSAGE,
  SIMILAR_SUBCATEGORY,
  REQUEST_PHOTOS_MESSAGE,
} from '../../../../src/domain/leads/messages';
import {
  categoryForSubmission,
  leadEventId,
  ENQUIRY_CATEGORIES,
} from '../../../../src/domain/leads/categories';
import { carFixture, contextFixture } from '../../../support/leads';

const ctx = contextFixture();
const schemaOf = (kind: FormKind, c = ctx, car = carFixture()) => {
  const def = formDefinition(kind, c, car);
  return {
    def,
    schema: formSchema(def.fields, {
      phoneMode: c.phoneMode,
      termsFormWording: c.termsFormWording,
    }),
  };
};
const names = (kind: FormKind, c = ctx, car = carFixture()) =>
  formDefinition(kind, c, car).fields.map((f) => f.name);
const required = (kind: FormKind, c = ctx, car = carFixture()) =>
  formDefinition(kind, c, car)
    .fields.filter((f) => f.required)
    .map((f) => f.name);
const errorKeys = (
  kind: FormKind,
  values: Record<string, unknown>,
  c = ctx,
  car = carFixture(),
) => {
  const r = schemaOf(kind, c, car).schema.safeParse(values);
  return r.success ? [] : Object.keys(fieldErrors(r.error)).sort();
};

const contact = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0411 222 333',
  postcode: '4000',
};

describe('car enquiry (rules.md: Lead / enquiry payload; Enquiry form)', () => {
  it('carries the car defaults as hidden fields', () => {
    const defaults = carEnquiryDefaults(carFixture());
    expect(defaults).toEqual({
      dealership_slug: 'bayside-toyota',
      manufacturer_slug: 'toyota',
      stock_number: 'U1234',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      car_type: 'used',
      car_id: '901',
      vehicle_status: 'in_stock',
      location_id: '10',
    });
    const def = formDefinition('enquiry', ctx, carFixture());
    for (const [k, v] of Object.entries(defaults))
      expect(def.fields.find((f) => f.name === k)).toMatchObject({
        type: 'hidden',
        defaultValue: v,
      });
  });

  it('autogauge_enabled only under the split test', () => {
    expect(carEnquiryDefaults(carFixture(), { splitTest: true }).autogauge_enabled).toBe(true);
    expect(carEnquiryDefaults(carFixture())).not.toHaveProperty('autogauge_enabled');
  });

  it('opt_in with the car label, unticked in Australia (the Spam Act wants consent given) and New Zealand, ticked (the spec) in the US; opt_in_finance and opt_in_trade unchecked', () => {
    const f = formDefinition('enquiry', ctx, carFixture()).fields;
    expect(f.find((x) => x.name === 'opt_in')).toMatchObject({
      type: 'checkbox',
      defaultValue: false,
      label: 'Email me similar stock and latest offers.',
    });
    const optIn = (market: 'AU' | 'NZ' | 'US') =>
      formDefinition('general', { ...ctx, market }).fields.find((x) => x.name === 'opt_in')
        ?.defaultValue;
    expect([optIn('AU'), optIn('NZ'), optIn('US')]).toEqual([false, false, true]);
    // a separate box: never the terms checkbox
    expect(f.filter((x) => x.name === 'opt_in' || x.type === 'terms')).toHaveLength(2);
    expect(f.find((x) => x.name === 'opt_in_finance')).toMatchObject({
      defaultValue: false,
      label: "I'm interested in finance.",
    });
    expect(f.find((x) => x.name === 'opt_in_trade')).toMatchObject({
      defaultValue: false,
      label: 'I have a trade in.',
    });
  });

  it('an in-stock car: empty message, no subcategory; not in stock: the similar message and subcategory', () => {
    const inStock = formDefinition('enquiry', ctx, carFixture());
    expect(inStock.fields.find((f) => f.name === 'message')?.defaultValue).toBe('');
    expect(inStock.subcategory).toBeUndefined();
    const sold = formDefinition('enquiry', ctx, carFixture({ status: 'sold' }));
    expect(sold.fields.find((f) => f.name === 'message')?.defaultValue).toBe(SIMILAR_MESSAGE);
    expect(sold.subcategory).toBe(SIMILAR_SUBCATEGORY);
    expect(sold.fields.find((f) => f.name === 'subcategory')?.defaultValue).toBe(
      'Find me something similar',
    );
  });

  it('required: name, email, phone, postcode, message (Comments), terms; optional: last name and the opt-ins', () => {
    expect(required('enquiry').sort()).toEqual([
      'email',
      'message',
      'name',
      'phone',
      'postcode',
      'terms_agreed',
    ]);
    expect(errorKeys('enquiry', {})).toEqual([
      'email',
      'message',
      'name',
      'phone',
      'postcode',
      'terms_agreed',
    ]);
    expect(
      errorKeys('enquiry', { ...contact, message: 'Is it available?', terms_agreed: true }),
    ).toEqual([]);
    expect(
      formDefinition('enquiry', ctx, carFixture()).fields.find((f) => f.name === 'message')?.label,
    ).toBe('Comments');
  });

  it('the message is optional when the caller config (isMessageRequired false) turns it off', () => {
    const c = contextFixture({ config: { forms: { isMessageRequired: false } } });
    expect(required('enquiry', c)).not.toContain('message');
    expect(errorKeys('enquiry', { ...contact, terms_agreed: true }, c)).toEqual([]);
  });

  it('refuses any field it does not declare', () => {
    expect(
      errorKeys('enquiry', { ...contact, message: 'x', terms_agreed: true, is_admin: true }),
    ).toEqual(['is_admin']);
  });
});

describe('Find Me Something Similar and Request Photos', () => {
  it('similar: pre-filled message and subcategory', () => {
    const def = formDefinition('similar', ctx, carFixture({ status: 'sold' }));
    expect(def.subcategory).toBe('Find me something similar');
    expect(def.fields.find((f) => f.name === 'message')?.defaultValue).toBe(
      'Can you please find me something similar?',
    );
  });
  it('request photos: "Please send photos for this car"', () => {
    expect(
      formDefinition('requestPhotos', ctx, carFixture()).fields.find((f) => f.name === 'message')
        ?.defaultValue,
    ).toBe(REQUEST_PHOTOS_MESSAGE);
    expect(REQUEST_PHOTOS_MESSAGE).toBe('Please send photos for this car');
  });
});

describe('Make an Offer (rules.md: Other forms)', () => {
  it('offer_from_client is a required currency amount with the price as placeholder; no message or opt_in', () => {
    const def = formDefinition('makeOffer', ctx, carFixture());
    const offer = def.fields.find((f) => f.name === 'offer_from_client');
    expect(offer).toMatchObject({ type: 'money', required: true, placeholder: '$27,990' });
    expect(names('makeOffer')).not.toContain('message');
    expect(names('makeOffer')).not.toContain('opt_in');
    expect(errorKeys('makeOffer', { ...contact, terms_agreed: true })).toEqual([
      'offer_from_client',
    ]);
    expect(
      errorKeys('makeOffer', { ...contact, terms_agreed: true, offer_from_client: '$25,000' }),
    ).toEqual([]);
    expect(
      errorKeys('makeOffer', {
        ...contact,
        terms_agreed: true,
        offer_from_client: '25000',
        message: 'hi',
      }),
    ).toEqual(['message']);
  });
  it('the summary line lists car_type, colour, transmission, stock number, km, cylinders, litres, fuel', () => {
    expect(offerSummaryLine(carFixture())).toBe(
      'Used · White · Automatic · Stock no: U1234 · 42,000 km · 4 cyl · 2L · Petrol',
    );
    expect(offerSummaryLine(carFixture({ colour: null, km: null, car_type: 'demo' }))).toBe(
      'Demo · Automatic · Stock no: U1234 · 4 cyl · 2L · Petrol',
    );
  });
});

describe('test drive (rules.md: Forms; Other forms)', () => {
  it('has two steps named Step 1 and Step 2, and Test Drive Booking Used or New', () => {
    const def = formDefinition('testDrive', ctx, carFixture());
    expect(def.steps).toEqual(['Step 1', 'Step 2']);
    expect(def.subcategory).toBe('Test Drive Booking Used');
    expect(formDefinition('testDrive', ctx, carFixture({ car_type: 'new' })).subcategory).toBe(
      'Test Drive Booking New',
    );
    expect(fieldsOnPage(def, 2).map((f) => f.name)).toEqual([
      'Test Drive Booking Date',
      'terms_agreed',
    ]);
  });
  it('message, dateTime and terms are optional', () => {
    const def = formDefinition('testDrive', ctx, carFixture());
    for (const n of ['message', 'Test Drive Booking Date', 'terms_agreed'])
      expect(def.fields.find((f) => f.name === n)?.required).toBeFalsy();
    expect(errorKeys('testDrive', contact)).toEqual([]);
  });
  it('the distribution-location field appears only when the car’s location has distribution_locations', () => {
    expect(names('testDrive')).not.toContain('distribution_location');
    const car = carFixture({
      location: {
        id: 10,
        name: 'Hub',
        distribution_locations: [{ id: 1, name: 'Gold Coast pick-up' }],
      },
    });
    expect(names('testDrive', ctx, car)).toContain('distribution_location');
  });
});

describe('general enquiry (rules.md: Enquiry form)', () => {
  it('category select when category selection is on: required, default General Enquiry, the fixed list', () => {
    const c = contextFixture({ config: { forms: { categorySelection: true } } });
    const cat = formDefinition('general', c).fields.find((f) => f.name === 'category');
    expect(cat).toMatchObject({ type: 'select', required: true, defaultValue: 'General Enquiry' });
    expect(cat?.options?.map((o) => o.value)).toEqual([...ENQUIRY_CATEGORIES]);
    expect(formDefinition('general', ctx).fields.find((f) => f.name === 'category')?.type).toBe(
      'hidden',
    );
  });
  it('Rego: optional, its placeholder, shown under its flag or setting', () => {
    expect(names('general')).not.toContain('Rego');
    const c = contextFixture({ config: { forms: { showRego: true } } });
    const rego = formDefinition('general', c).fields.find((f) => f.name === 'Rego');
    expect(rego?.placeholder).toBe('Rego - Helps us better assist your enquiry');
    expect(rego?.required).toBeFalsy();
    expect(names('general', contextFixture({ template: 'toyota' }))).toContain('Rego');
  });
  it('location select: required, sales locations only, with either placeholder', () => {
    const c = contextFixture({ config: { forms: { locationSelect: 'department' } } });
    const loc = formDefinition('general', c).fields.find((f) => f.name === 'location');
    expect(loc).toMatchObject({ required: true, placeholder: PLACEHOLDERS.locationDepartment });
    expect(loc?.options?.map((o) => o.value)).toEqual([
      'Bayside Toyota Sales',
      'Bayside Kia Sales',
      'Excluded Yard',
    ]);
    expect(
      formDefinition(
        'general',
        contextFixture({ config: { forms: { locationSelect: 'dealership' } } }),
      ).fields.find((f) => f.name === 'location')?.placeholder,
    ).toBe('Please Select a Dealership Location');
  });
  it('preferred dealership: required with its placeholder when there is more than one dealership', () => {
    expect(
      formDefinition('general', ctx).fields.find((f) => f.name === 'dealership_slug'),
    ).toMatchObject({ required: true, placeholder: 'Select a Preferred Dealership' });
    expect(
      names('general', contextFixture({ dealerships: [{ id: 1, name: 'Only', slug: 'only' }] })),
    ).not.toContain('dealership_slug');
    expect(
      names('general', contextFixture({ config: { forms: { removeDealershipField: true } } })),
    ).not.toContain('dealership_slug');
  });
  it('opt_in uses the default label', () => {
    expect(formDefinition('general', ctx).fields.find((f) => f.name === 'opt_in')?.label).toBe(
      LABELS.opt_in,
    );
    expect(LABELS.opt_in).toBe(
      'Yes, I would like to subscribe to receive latest offers & product updates.',
    );
  });
});

describe('other enquiries', () => {
  it('every kind builds, has terms or is a contact-only form, and a category from the fixed list', () => {
    for (const kind of FORM_KINDS) {
      const def = formDefinition(kind, ctx, carFixture());
      expect(def.fields.length).toBeGreaterThan(2);
      expect([...ENQUIRY_CATEGORIES, 'General Enquiry']).toContain(def.category);
      const fieldNames = def.fields.map((f) => f.name);
      expect(new Set(fieldNames).size).toBe(fieldNames.length);
    }
  });
  it('careers is sent as General Enquiry / Career Enquiry', () => {
    const def = formDefinition('careers', ctx);
    expect([def.category, def.subcategory]).toEqual(['General Enquiry', 'Career Enquiry']);
    expect(categoryForSubmission('Careers Enquiry')).toEqual({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    });
  });
  it('trade-in contact form: a hidden field, name (First Name), last_name, postcode, phone (Mobile Number), email', () => {
    const def = formDefinition('tradeIn', ctx, carFixture());
    expect(def.fields.filter((f) => f.type !== 'hidden').map((f) => [f.name, f.label])).toEqual([
      ['name', 'First Name'],
      ['last_name', 'Last Name'],
      ['postcode', 'Postcode'],
      ['phone', 'Mobile Number'],
      ['email', 'Email'],
    ]);
    expect(
      formDefinition('tradeInFaq', ctx)
        .fields.filter((f) => f.type !== 'hidden')
        .map((f) => f.name),
    ).toEqual(['postcode', 'phone', 'email']);
  });
  it('service booking offers Service Location and the additional services', () => {
    const def = formDefinition('service', ctx);
    expect(def.subcategory).toBe('Service Booking');
    expect(
      def.fields.find((f) => f.name === 'Service Location')?.options?.map((o) => o.value),
    ).toEqual(['Bayside Service']);
    expect(def.fields.find((f) => f.name === 'additional_services')?.type).toBe('checkOptions');
  });
  it('finance form reads the finance link query', () => {
    const def = formDefinition('financeEnquiry', ctx, undefined, {
      preferredDealership: 'bayside-kia',
      vehiclePriceBudget: '27990',
      car_id: '901',
      car_type: 'used',
      vin: 'VIN1',
    });
    const byName = Object.fromEntries(def.fields.map((f) => [f.name, f.defaultValue]));
    expect(byName).toMatchObject({
      car_id: '901',
      car_type: 'used',
      vin: 'VIN1',
      vehiclePriceBudget: '27990',
      dealership_slug: 'bayside-kia',
    });
  });
});

describe('analytics event ids (rules.md: Analytics event ids)', () => {
  it.each([
    [{ form: 'testDrive', carType: 'used' as const }, 48],
    [{ form: 'testDrive', carType: 'new' as const }, 17],
    [{ form: 'enquiry', carType: 'used' as const, tag: 'Test Drive Only' }, 17],
    [{ form: 'enquiry', carType: 'used' as const }, 15],
    [{ form: 'enquiry', carType: 'demo' as const }, 14],
    [{ form: 'general' }, 22],
    [{ form: 'careers', subcategory: 'Career Enquiry' }, 51],
    [{ form: 'financeEnquiry' }, 9],
  ])('%j → %i', (lead, id) => {
    expect(leadEventId(lead)).toBe(id);
  });
});
