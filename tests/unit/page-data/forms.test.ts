/** src/page-data/forms.ts: the form pages' data from the tenant's collections (fixtures). */
import { describe, expect, it } from 'vitest';
import { pageDataFor, type TenantFixture } from '../../support/astro-content';
import { makeWebsite } from '../../support/factories';
import { jsonForScript } from '../../../src/domain/format/json-script';

const load = (tenant: TenantFixture) =>
  pageDataFor(tenant, () => import('../../../src/page-data/forms'));

const tenant: TenantFixture = {
  website: { name: 'Bayside Motors', slug: 'bayside-motors' },
  locations: [
    // the factory's Bayside Sales, 1 Main St Brisbane QLD 4000
    { id: 1, contact_detail: { phone: '0754431234' } },
    {
      id: 2,
      name: 'Bayside Service',
      slug: 'service',
      address: { street: '2 Side St', city: 'Brisbane', state: null, postcode: null },
      contact_detail: { landline_phone: '0733334444' },
    },
    { id: 3, name: 'Hidden Yard', slug: 'hidden', visible: false },
  ],
};

describe('form pages', () => {
  it("/contact and /contact-us: the general enquiry under the site's contact form title", async () => {
    const { contactForm } = await load(tenant);
    const form = contactForm(makeWebsite({ name: 'Bayside Motors' }));
    expect(form).toMatchObject({ kind: 'general', formTitle: 'General Enquiry' });
    expect(form.heading).toBe(form.title);
    expect(form.intro).toContain('Send Bayside Motors a message');
    // the pages' location panels: tests/unit/page-data/locations.test.ts
  });
  it("/finance reads the finance links' query and names the dealer", async () => {
    const page = await (await load(tenant)).financePage();
    expect(page).toMatchObject({ kind: 'financeEnquiry', id: 'finance-form', readQuery: true });
    expect(page.intro).toBe(
      "Tell us your budget and Bayside Motors's finance team will find a loan that suits you.",
    );
  });
  it('/enquiries/{form}: one page per form; only the finance enquiry reads the query', async () => {
    const paths = (await load(tenant)).enquiryStaticPaths();
    expect(paths.map((p) => p.params.form)).toEqual([
      'general-enquiry',
      'service-enquiry',
      'parts-enquiry',
      'fleet-enquiry',
      'new-vehicle-enquiry',
      'finance-enquiry',
      'careers-enquiry',
      'sell-my-car-enquiry',
      'feedback',
    ]);
    const finance = paths.find((p) => p.params.form === 'finance-enquiry')!.props.page;
    expect(finance).toMatchObject({
      id: 'finance-form',
      readQuery: true,
      title: 'Finance Enquiry',
    });
    const fleet = paths.find((p) => p.params.form === 'fleet-enquiry')!.props.page;
    expect(fleet).toMatchObject({ kind: 'fleet', heading: 'Get In Touch', readQuery: false });
    expect(fleet.id).toBeUndefined();
  });
  it('the trade-in routes are titled by their heading', async () => {
    const forms = await load(tenant);
    expect(forms.tradeInPage('cars/trade-in')).toEqual({
      heading: 'Trade-In Valuation',
      title: 'Trade-In Valuation',
    });
    expect(forms.tradeInPage('sell-my-car').heading).toBe('Sell My Car');
  });
  it("/success: the default wording, the site's slug and its search path", async () => {
    const page = await (await load(tenant)).successPage();
    expect(page.slug).toBe('bayside-motors');
    expect(page.searchPath).toBe('/search/new-used-and-demo-cars/');
    expect(page.wording.heading).toBeTruthy();
  });
  it("the form context is the site's, worked out once per build", async () => {
    const forms = await load(tenant);
    const context = await forms.pageFormContext();
    expect(context).toMatchObject({ slug: 'bayside-motors', name: 'Bayside Motors' });
    expect(await forms.pageFormContext()).toBe(context);
  });
  it('the form context script holds its JSON written once, escaped as every script JSON is', async () => {
    const forms = await load(tenant);
    const json = await forms.pageFormContextJson();
    expect(JSON.parse(json)).toEqual(await forms.pageFormContext());
    expect(json).toBe(jsonForScript(await forms.pageFormContext()));
    expect(json).not.toContain('<');
    expect(forms.pageFormContextJson()).toBe(forms.pageFormContextJson());
  });
});
