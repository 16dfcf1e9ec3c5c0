import { describe, expect, it } from 'vitest';
import {
  BLOG_IMAGE_WIDTH,
  cdnImageUrl,
  imageAttrs,
  imageQuality,
  imageSrcSet,
  videoEmbedUrl,
} from '../../../../src/domain/content/media';
import { AU_STATES, STATES, stateCode, statesOf } from '../../../../src/domain/tenant/states';

const site = { slug: 'sunshine-coast-toyota', name: 'Sunshine Coast Toyota', template: 'toyota' };
const photo = 'https://cdn.dealer.example/cars/123/front.jpg';

describe('images through the image CDN (rules.md: Media; Platform)', () => {
  it('width 640 and quality 75 by default; 80 for the hero loader; blog images 1280 wide', () => {
    expect(imageQuality(site)).toBe(75);
    expect(imageQuality(site, 'hero')).toBe(80);
    expect(imageAttrs(photo, site).src).toBe(`${photo}?width=640&quality=75`);
    expect(imageAttrs(photo, site, { loader: 'blog' }).src).toBe(
      `${photo}?width=${BLOG_IMAGE_WIDTH}&quality=75`,
    );
    expect(BLOG_IMAGE_WIDTH).toBe(1280);
  });
  it('quality 50 or 60 for flagged tenants', async () => {
    const { FLAGS } = await import('../../../../src/domain/tenant/flags');
    (FLAGS.imageQuality50.slugs as unknown as string[]).push('low-a');
    (FLAGS.imageQuality60.slugs as unknown as string[]).push('low-b');
    try {
      expect(imageQuality({ ...site, slug: 'low-a' })).toBe(50);
      expect(imageQuality({ ...site, slug: 'low-b' })).toBe(60);
    } finally {
      (FLAGS.imageQuality50.slugs as unknown as string[]).pop();
      (FLAGS.imageQuality60.slugs as unknown as string[]).pop();
    }
  });
  it('keeps other query parameters and replaces width and quality', () => {
    expect(cdnImageUrl(`${photo}?v=3&width=9`, { width: 320, quality: 75 })).toBe(
      `${photo}?v=3&width=320&quality=75`,
    );
  });
  it('gives a srcset of CDN widths, lazy below the fold and eager above it', () => {
    expect(imageSrcSet(photo, { quality: 75, maxWidth: 1280 })).toBe(
      [320, 640, 960, 1280].map((w) => `${photo}?width=${w}&quality=75 ${w}w`).join(', '),
    );
    const below = imageAttrs(photo, site);
    expect(below).toMatchObject({ loading: 'lazy', decoding: 'async' });
    expect(below.srcset).toContain('1280w');
    expect(below.sizes).toBe('(max-width: 640px) 100vw, 640px');
    expect(imageAttrs(photo, site, { aboveFold: true })).toMatchObject({
      loading: 'eager',
      fetchpriority: 'high',
    });
  });
  it('serves site files and vector drawings as they are', () => {
    expect(imageAttrs('/sample-media/locations/a.svg', site)).toEqual({
      src: '/sample-media/locations/a.svg',
      loading: 'lazy',
      decoding: 'async',
    });
    expect(cdnImageUrl('https://cdn.example/logo.svg', { width: 640, quality: 75 })).toBe(
      'https://cdn.example/logo.svg',
    );
  });
});

describe('video watch and short links become embed URLs (rules.md: Media)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=90', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90'],
    [
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90',
    ],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('%s → %s', (link, embed) => expect(videoEmbedUrl(link)).toBe(embed));
  it('gives null for anything that is not a video link', () => {
    for (const link of [
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'https://www.youtube.com/watch?v=<script>',
      '',
      null,
    ])
      expect(videoEmbedUrl(link)).toBeNull();
  });
});

describe('states and their regulators (rules.md: Legal, complaint and privacy pages; Regulator entry and enquiry types; Platform)', () => {
  it('holds the eight states, each with its full name and a regulator with a website', () => {
    expect(AU_STATES).toEqual(['NSW', 'QLD', 'VIC', 'ACT', 'NT', 'SA', 'TAS', 'WA']);
    for (const code of AU_STATES) {
      expect(STATES[code].name.length).toBeGreaterThan(3);
      expect(STATES[code].regulator.name.length).toBeGreaterThan(3);
      expect(STATES[code].regulator.website).toMatch(/^https:\/\/[a-z.]+\.gov\.au(\/|$)/);
    }
    expect(new Set(AU_STATES.map((c) => STATES[c].regulator.name)).size).toBe(8);
    expect(STATES.QLD.name).toBe('Queensland');
  });
  it('lists the states the dealer has a visible location in, each once, in table order', () => {
    const loc = (state: string, visible = true) => ({ address: { state }, visible });
    expect(
      statesOf([loc('QLD'), loc('nsw'), loc('Queensland'), loc('WA', false), loc('')]).map(
        (s) => s.code,
      ),
    ).toEqual(['NSW', 'QLD']);
    expect(stateCode('Victoria')).toBe('VIC');
    expect(stateCode('Ontario')).toBeNull();
  });
});
