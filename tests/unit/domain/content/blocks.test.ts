import { describe, expect, it, vi } from 'vitest';
import {
  blockLayout,
  buttonView,
  classTokens,
  colourValue,
  cssColour,
  customPaddingRem,
  fullWidthColumns,
  isEmptyHtml,
  parseCustomProps,
  screenSizeClass,
  spacingRem,
} from '../../../../src/domain/content/blocks';
import { BlockButton } from '../../../../src/domain/tenant/schema';

describe('content block class tokens (rules.md: Content block rules)', () => {
  it("'website-{slug}' shows a block only when one matches the current site", () => {
    expect(classTokens('website-a website-b', 'b').visible).toBe(true);
    expect(classTokens('website-a', 'b').visible).toBe(false);
    expect(classTokens('', 'b').visible).toBe(true);
  });
  it("'remove-{slug}' hides the block on that site only", () => {
    expect(classTokens('remove-b', 'b').visible).toBe(false);
    expect(classTokens('remove-a', 'b').visible).toBe(true);
    expect(classTokens('website-b remove-b', 'b').visible).toBe(false);
  });
  it("'id-{x}' gives the block that id; other plain class names are kept", () => {
    expect(classTokens('id-finance-box promo bad"class', 'b')).toEqual({
      visible: true,
      id: 'finance-box',
      classes: ['promo'],
    });
  });
});

describe('screen size (rules.md: Content block rules)', () => {
  it("'desktop' large only, 'mobile' small only, 'mobile-tablet' hidden on large", () => {
    expect(screenSizeClass('desktop')).toBe('cb-only-lg');
    expect(screenSizeClass('mobile')).toBe('cb-only-sm');
    expect(screenSizeClass('mobile-tablet')).toBe('cb-hide-lg');
    expect(screenSizeClass('all')).toBeNull();
    expect(screenSizeClass(undefined)).toBeNull();
  });
});

describe('editor spacing (rules.md: Platform)', () => {
  it('levels 0–10 map to 0rem–5rem in 0.5rem steps', () => {
    expect([0, 1, 2, 5, 9, 10].map(spacingRem)).toEqual([
      '0rem',
      '0.5rem',
      '1rem',
      '2.5rem',
      '4.5rem',
      '5rem',
    ]);
    expect(spacingRem(14)).toBe('5rem');
    expect(spacingRem(-3)).toBe('0rem');
    expect(spacingRem(null)).toBeNull();
  });
  it('a boolean margin means 2.5rem', () => {
    expect(spacingRem(true)).toBe('2.5rem');
    expect(spacingRem(false)).toBe('0rem');
  });
  it('custom button padding is halved into rem', () => {
    expect(customPaddingRem(4)).toBe('2rem');
    expect(customPaddingRem(3)).toBe('1.5rem');
    expect(customPaddingRem(undefined)).toBeNull();
  });
});

describe('colour values (rules.md: Content block rules)', () => {
  it("'none' means no colour; 'inherit'; 'custom' is a '#'hex; anything else a theme colour", () => {
    expect(colourValue('none')).toEqual({ kind: 'none' });
    expect(colourValue('inherit')).toEqual({ kind: 'inherit' });
    expect(colourValue('custom', 'c8102e')).toEqual({ kind: 'hex', value: '#c8102e' });
    expect(colourValue('custom', '#fff')).toEqual({ kind: 'hex', value: '#fff' });
    expect(colourValue('primary')).toEqual({ kind: 'theme', name: 'primary' });
    expect(cssColour(colourValue('primary'))).toBe('var(--theme-primary)');
    expect(cssColour(colourValue('none'))).toBeNull();
  });
  it('refuses a custom value that is not a hex colour, and theme names that are not names', () => {
    expect(colourValue('custom', 'red;background:url(x)')).toEqual({ kind: 'none' });
    expect(colourValue('red;x:y')).toEqual({ kind: 'none' });
  });
});

describe('full-width button rows (rules.md: Content block rules)', () => {
  it('split 12 columns evenly by button count, rounded down', () => {
    expect([1, 2, 3, 4, 5, 7, 12, 13].map(fullWidthColumns)).toEqual([12, 6, 4, 3, 2, 1, 1, 1]);
  });
});

describe('custom component props (rules.md: Content blocks; Content block rules; The error catalogue)', () => {
  it('reads a JSON array of {key, value}', () => {
    expect(
      parseCustomProps('[{"key":"title","value":"Our Locations"},{"key":"limit","value":3}]'),
    ).toEqual({ title: 'Our Locations', limit: '3' });
    expect(parseCustomProps([{ key: 'a', value: 'b' }])).toEqual({ a: 'b' });
    expect(parseCustomProps('')).toEqual({});
  });
  it("warns 'Unable to parse custom component props: {value}' and gives empty props", () => {
    const warn = vi.fn();
    expect(parseCustomProps('{title: Our Locations', warn)).toEqual({});
    expect(warn).toHaveBeenCalledWith(
      'Unable to parse custom component props: {title: Our Locations',
    );
    expect(parseCustomProps('{"title":"x"}', warn)).toEqual({});
    expect(warn).toHaveBeenLastCalledWith('Unable to parse custom component props: {"title":"x"}');
  });
});

describe('paragraph blocks (rules.md: Content block rules)', () => {
  it('with empty HTML are not rendered', () => {
    expect(isEmptyHtml('')).toBe(true);
    expect(isEmptyHtml(' <br> &nbsp; ')).toBe(true);
    expect(isEmptyHtml('<img src="/a.jpg">')).toBe(false);
    expect(isEmptyHtml('Hello')).toBe(false);
  });
});

describe('block layout from tunes (rules.md: Content blocks; Content block rules)', () => {
  it('turns every tune into classes, style and spacing variables', () => {
    const layout = blockLayout(
      {
        tunes: {
          alignment: { alignment: 'center' },
          screensize: { screenSize: 'mobile-tablet' },
          classname: { className: 'website-a id-hero promo' },
          backgroundColor: { backgroundColor: 'custom', customBackgroundColor: '0b3d91' },
          textColor: { textColor: 'custom', customTextColor: '#ffcc00' },
          margin: {
            spacingTop: 2,
            spacingBottom: true,
            mobile: { active: true, spacingTop: 1 },
            tablet: { active: false, spacingTop: 9 },
          },
          padding: { paddingTop: 4, paddingBottom: 4, mobile: { paddingTop: 1 } },
          container: { contain: false },
        },
      },
      'a',
    );
    expect(layout).toEqual({
      visible: true,
      id: 'hero',
      classes: ['promo', 'cb-hide-lg', 'cb--center', 'cb--background'],
      style: {
        'background-color': '#0b3d91',
        color: '#ffcc00',
        '--cb-mt': '1rem',
        '--cb-mb': '2.5rem',
        '--cb-mt-sm': '0.5rem',
        '--cb-pt': '2rem',
        '--cb-pb': '2rem',
        '--cb-pt-sm': '0.5rem',
      },
      contain: false,
      bleed: true,
    });
  });
  it('gives a readable text colour on a background the block does not colour itself', () => {
    const dark = blockLayout(
      { tunes: { backgroundColor: { backgroundColor: 'custom', customBackgroundColor: '#111' } } },
      'a',
    );
    expect(dark.style.color).toBe('#ffffff');
    const theme = blockLayout({ tunes: { backgroundColor: { backgroundColor: 'primary' } } }, 'a');
    expect(theme.style).toEqual({
      'background-color': 'var(--theme-primary)',
      color: 'var(--theme-primary-contrast, inherit)',
    });
  });
  it('draws a gradient or an image background when that is the custom type, and refuses unsafe ones', () => {
    const gradient = blockLayout(
      {
        tunes: {
          backgroundColor: {
            backgroundColor: 'custom',
            customBackgroundType: 'gradient',
            customGradient: 'linear-gradient(90deg, #0b3d91 0%, #c8102e 100%)',
          },
          container: { contain: true },
        },
      },
      'a',
    );
    expect(gradient.style['background-image']).toBe(
      'linear-gradient(90deg, #0b3d91 0%, #c8102e 100%)',
    );
    expect(gradient.bleed).toBe(false);
    const image = blockLayout(
      {
        tunes: {
          backgroundColor: {
            backgroundColor: 'custom',
            customBackgroundType: 'image',
            customImage: { url: '/sample-media/x.svg', layout: 'contain', position: 'top center' },
          },
        },
      },
      'a',
    );
    expect(image.style).toMatchObject({
      'background-image': 'url("/sample-media/x.svg")',
      'background-size': 'contain',
      'background-position': 'top center',
    });
    for (const bad of ['javascript:alert(1)', '/x.jpg") ; color: red', '//evil.com/x.jpg']) {
      const l = blockLayout(
        {
          tunes: {
            backgroundColor: {
              backgroundColor: 'custom',
              customBackgroundType: 'image',
              customImage: { url: bad },
            },
          },
        },
        'a',
      );
      expect(l.style['background-image']).toBeUndefined();
    }
    const badGradient = blockLayout(
      {
        tunes: {
          backgroundColor: {
            backgroundColor: 'custom',
            customBackgroundType: 'gradient',
            customGradient: 'url(javascript:x)',
          },
        },
      },
      'a',
    );
    expect(badGradient.style).toEqual({});
  });
  it('hides a block meant for another site', () => {
    expect(blockLayout({ tunes: { classname: { className: 'website-b' } } }, 'a').visible).toBe(
      false,
    );
  });
});

describe('buttons (rules.md: Content blocks)', () => {
  it('reads type, colour, class names and halved custom padding; tags stripped from the text', () => {
    const b = BlockButton.parse({
      text: '<b>Book</b> a service',
      href: '/service',
      type: 'outline',
      colour: 'secondary',
      customClassname: 'wide x"y',
      customPadding: { useCustomPadding: true, paddingVertical: 2, paddingHorizontal: 5 },
    });
    expect(buttonView(b, '/service')).toEqual({
      text: 'Book a service',
      href: '/service',
      outline: true,
      colour: 'var(--theme-secondary)',
      classes: ['wide'],
      style: {
        '--btn-colour': 'var(--theme-secondary)',
        '--btn-ink': 'var(--theme-secondary-contrast, #ffffff)',
        'padding-block': '1rem',
        'padding-inline': '2.5rem',
      },
    });
  });
});
