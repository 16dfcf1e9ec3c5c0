import { describe, expect, it } from 'vitest';
import { checkConfigValues, isColour } from '../../../../src/domain/tenant/config-values';
import { makeWebsite } from '../../../support/factories';

describe('isColour', () => {
  it.each([
    '#c8102e',
    '#FFF',
    '#11223344',
    'rgb(200, 16, 46)',
    'rgba(0,0,0,.5)',
    'hsl(210, 50%, 40%)',
    'Navy',
  ])('accepts %s', (v) => expect(isColour(v)).toBe(true));
  it.each([
    'red;background:url(https://evil.example/x)',
    '#c8102e" onmouseover="alert(1)',
    'expression(alert(1))',
    'var(--x)',
    '',
    'rgb(1,2)',
    'url(javascript:alert(1))',
  ])('refuses %s', (v) => expect(isColour(v)).toBe(false));
});

describe('checkConfigValues', () => {
  it('keeps valid values without a warning', () => {
    const site = makeWebsite({
      slug: 'good-motors',
      gtm_id: 'GTM-AB12CD',
      google_analytics_id: 'G-ABC123XYZ',
      facebook_pixel: '123456789012',
      config: { primaryColor: '#c8102e', secondaryColor: 'navy' },
    });
    const { site: out, warnings } = checkConfigValues(site);
    expect(warnings).toEqual([]);
    expect(out.config.primaryColor).toBe('#c8102e');
    expect(out.gtm_id).toBe('GTM-AB12CD');
  });
  it('falls back to the default colour and drops a bad id, warning with tenant and field', () => {
    const site = makeWebsite({
      slug: 'bad-motors',
      gtm_id: "GTM-1');alert(1)//",
      facebook_pixel: 'abc',
      config: { primaryColor: 'red;background:url(//evil)', secondaryColor: '#111827' },
    });
    const { site: out, warnings } = checkConfigValues(site);
    expect(out.config.primaryColor).toBe('#0b3d91');
    expect(out.config.secondaryColor).toBe('#111827');
    expect(out.gtm_id).toBeUndefined();
    expect(out.facebook_pixel).toBeUndefined();
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(
      /^Tenant "bad-motors": config\.primaryColor .* using the default #0b3d91$/,
    );
    expect(warnings.some((w) => w.startsWith('Tenant "bad-motors": gtm_id'))).toBe(true);
  });
});
