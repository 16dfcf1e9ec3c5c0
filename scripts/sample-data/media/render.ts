/**
 * Writes public/sample-media: the shared vehicle pictures (SVG drawn, rasterised with sharp
 * to JPEG at 1200 × 800 and 400 × 267), the placeholder, tenant logos, make badges, parts
 * icons, location photos, promo art and the sample history report. Pictures that already
 * exist are kept, so re-runs are fast; small SVGs are rewritten when their content changes.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { MANUFACTURERS } from '../../../src/data/manufacturers';
import { PART_CATEGORIES } from '../content/parts';
import { PROMO_ART } from '../content/promotions';
import { allLocations, artSlugOf, locationImageUrl, type SiteSpec } from '../site/types';
import { SYNTHETIC_ART, syntheticSite } from '../profiles/synthetic';
import { COLOUR_FAMILIES } from '../words/colours';
import { slugify } from '../words/format';
import { inBatches } from '../../lib/batches';
import { makeBadgeSvg, partIconSvg, tenantEmblemSvg, tenantLogoSvg } from './logos';
import { MEDIA_PREFIX, PICTURE_BODIES, pictureName, VIEWS } from './pictures';
import { historyReportPdf } from './report-pdf';
import { sceneSvg } from './scene';
import { locationSvg, promoSvg, type PromoArt } from './site-art';

export interface MediaResult {
  rendered: number;
  written: number;
  ms: number;
}

const THUMB = { width: 400, height: 267 };

class MediaWriter {
  rendered = 0;
  written = 0;
  constructor(readonly root: string) {}

  file(rel: string): string {
    const file = path.join(this.root, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    return file;
  }

  /** Writes text when it differs from what is there; returns whether it changed. */
  text(rel: string, content: string | Buffer): boolean {
    const file = this.file(rel);
    if (existsSync(file) && readFileSync(file).equals(Buffer.from(content))) return false;
    writeFileSync(file, content);
    this.written += 1;
    return true;
  }

  async raster(
    rel: string,
    svg: string,
    options: { width?: number; height?: number; png?: boolean; force?: boolean; thumb?: string },
  ): Promise<void> {
    const file = this.file(rel);
    const thumbFile = options.thumb ? this.file(options.thumb) : null;
    if (!options.force && existsSync(file) && (!thumbFile || existsSync(thumbFile))) return;
    let image = sharp(Buffer.from(svg), { density: options.width ? 72 * 2 : 72 });
    if (options.width) image = image.resize(options.width, options.height);
    const buffer = options.png
      ? await image.png({ compressionLevel: 9 }).toBuffer()
      : await image.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
    writeFileSync(file, buffer);
    if (thumbFile)
      await sharp(buffer)
        .resize(THUMB.width, THUMB.height)
        .jpeg({ quality: 72, mozjpeg: true })
        .toFile(thumbFile);
    this.rendered += 1;
  }
}

function placeholderSvg(): string {
  return sceneSvg('sedan', 'silver', 'side').replace(
    '</svg>',
    `<rect x="0" y="0" width="1200" height="800" fill="#e5e7eb" opacity="0.78"/><text x="600" y="170" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="56" font-weight="700" fill="#4b5563">Image coming soon</text></svg>`,
  );
}

function promoArt(site: SiteSpec, name: (typeof PROMO_ART)[number]): PromoArt {
  const { primary, accent, secondary } = site.colours;
  const body = site.stock.itemType === 'car' ? 'suv' : undefined;
  const rate = site.finance.terms.comparisonRate.toFixed(2);
  const card = (
    lines: string[],
    sub: string,
    cta: string,
    from = primary,
    to = accent,
  ): PromoArt => ({ width: 400, height: 600, lines, sub, cta, from, to, body });
  switch (name) {
    case 'popup':
      return {
        width: 600,
        height: 400,
        lines: ['End of Year', 'Sale'],
        sub: 'Huge savings on new and demo stock',
        cta: 'View Offers',
        from: primary,
        to: secondary,
        body,
      };
    case 'finance':
      return card(['Finance', `from ${rate}%`], 'comparison rate p.a.', 'Apply Now');
    case 'used':
      return card(
        ['12 Months', 'Roadside'],
        'on every used vehicle',
        'Search Used',
        secondary,
        primary,
      );
    case 'service':
      return card(['Book Your', 'Service'], 'online in 60 seconds', 'Book Now', '#374151', primary);
    case 'expired':
      return card(['Winter', 'Clearance'], 'This offer has ended', 'Ended', '#111827', '#4b5563');
    case 'upcoming':
      return card(['Boxing Day', 'Sale'], 'Starts soon', 'Coming Soon', accent, primary);
    case 'trade-in':
      return card(['Sell Your', 'Vehicle'], 'Get an instant offer in 2 minutes', 'Get Offer');
    default:
      return {
        width: 1920,
        height: 540,
        lines: [`Find your next ${site.stock.itemType === 'car' ? 'car' : site.stock.itemType}`],
        sub: 'New, demo and used, with finance approved in hours.',
        cta: 'Search Stock',
        from: primary,
        to: secondary,
        body,
      };
  }
}

/** A tenant's own art: logo (SVG and PNG), favicon, location photos and promo art. */
export async function generateSiteMedia(mediaDir: string, site: SiteSpec): Promise<MediaResult> {
  const started = performance.now();
  const w = new MediaWriter(mediaDir);
  const tagline = site.manufacturer
    ? `${site.manufacturer.name} Dealer · ${site.place.city}`
    : `${site.place.city} ${site.place.state}`;
  const art = artSlugOf(site);
  const logo = tenantLogoSvg(site.name, tagline, site.colours.primary, site.colours.secondary);
  const changed = w.text(`logos/${art}.svg`, logo);
  await w.raster(`logos/${art}.png`, logo, { width: 960, height: 240, png: true, force: changed });
  const emblem = tenantEmblemSvg(site.name, site.colours.primary);
  await w.raster(`logos/${art}-favicon.png`, emblem, { png: true, force: changed });
  for (const l of site.artSlug ? allLocations(site).slice(0, 1) : allLocations(site)) {
    const kind =
      l.type === 'service'
        ? 'Service Centre'
        : l.type === 'parts'
          ? 'Parts & Accessories'
          : 'Sales';
    w.text(
      locationImageUrl(site, l).replace(`${MEDIA_PREFIX}/`, ''),
      locationSvg(site.artSlug ? site.name : l.name, site.colours.primary, kind),
    );
  }
  for (const name of PROMO_ART) w.text(`promos/${art}-${name}.svg`, promoSvg(promoArt(site, name)));
  return { rendered: w.rendered, written: w.written, ms: Math.round(performance.now() - started) };
}

/** The shared media: vehicle pictures, placeholder, make badges, parts icons and the report. */
export async function generateSharedMedia(mediaDir: string): Promise<MediaResult> {
  const started = performance.now();
  const w = new MediaWriter(mediaDir);
  const jobs = PICTURE_BODIES.flatMap((body) =>
    COLOUR_FAMILIES.flatMap((colour) => VIEWS.map((view) => ({ body, colour, view }))),
  );
  await inBatches(jobs, 4, ({ body, colour, view }) =>
    w.raster(`vehicles/${pictureName(body, colour, view)}`, sceneSvg(body, colour, view), {
      thumb: `vehicles/thumbs/${pictureName(body, colour, view)}`,
    }),
  );
  await w.raster('vehicles/default-vehicle.jpg', placeholderSvg(), {});
  for (const m of MANUFACTURERS) {
    if (m.logo?.url) w.text(`makes/${m.slug}.svg`, makeBadgeSvg(m.name, m.slug));
  }
  for (const category of PART_CATEGORIES)
    w.text(`parts/${slugify(category)}.svg`, partIconSvg(category, slugify(category)));
  w.text('history-report-sample.pdf', historyReportPdf());
  const art = await generateSiteMedia(
    mediaDir,
    syntheticSite({ slug: SYNTHETIC_ART, websiteId: 9000, carCount: 800, seed: SYNTHETIC_ART }),
  );
  return {
    rendered: w.rendered + art.rendered,
    written: w.written + art.written,
    ms: Math.round(performance.now() - started),
  };
}
