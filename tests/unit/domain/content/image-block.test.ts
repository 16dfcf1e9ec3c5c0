/**
 * An image block's own size (no layout shift from a content picture; rules.md: Page budgets): the
 * content API's file.width/height reach the block view when both are positive integers; a picture
 * in public/ is measured by the data layer (src/data/image-size.ts).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockViews } from '../../../../src/domain/content/page-view';
import { localImageSize } from '../../../../src/data/image-size';

const ctx = {
  siteSlug: 'test',
  source: 'pages.json test',
  facts: { values: {}, locations: [], ownHosts: [], nowrapNames: [] },
  warn: () => undefined,
};
const image = (file: Record<string, unknown>) =>
  blockViews([{ id: 'i', type: 'image', data: { file } }], ctx)[0];

describe('image block size', () => {
  it('keeps the size the content API sends', () => {
    expect(image({ url: '/a.jpg', width: 1200, height: 800 })).toMatchObject({
      width: 1200,
      height: 800,
    });
    expect(image({ url: '/a.jpg', width: '640', height: '480' })).toMatchObject({
      width: 640,
      height: 480,
    });
  });

  it.each([
    [{ url: '/a.jpg' }],
    [{ url: '/a.jpg', width: 1200 }],
    [{ url: '/a.jpg', width: 0, height: 800 }],
    [{ url: '/a.jpg', width: -5, height: 800 }],
    [{ url: '/a.jpg', width: 'wide', height: 800 }],
    [{ url: '/a.jpg', width: 12.5, height: 800 }],
    [{ url: '/a.jpg', width: null, height: null }],
  ])('no size from %j: the block still shows', (file) => {
    const v = image(file);
    expect(v).toMatchObject({ type: 'image', src: '/a.jpg' });
    expect(v).not.toHaveProperty('width');
  });
});

describe('localImageSize', () => {
  const publicDir = path.resolve(import.meta.dirname, '../../../../public');

  it('measures a picture in public/ (the favicon, an SVG)', async () => {
    const size = await localImageSize('/favicon.svg', publicDir);
    expect(size?.width).toBeGreaterThan(0);
    expect(size?.height).toBeGreaterThan(0);
  });

  it.each([
    'https://cdn.example.com/a.jpg',
    '//cdn.example.com/a.jpg',
    '/../package.json',
    '/%2e%2e/package.json',
    '/no-such-picture.jpg',
    '/bad%escape.jpg',
    'relative.jpg',
  ])('%s: no size', async (src) => {
    expect(await localImageSize(src, publicDir)).toBeNull();
  });
});
