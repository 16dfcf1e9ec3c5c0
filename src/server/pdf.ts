/**
 * The printable one-page car summary (rules.md: Printable PDF;
 * downloaded as {slug}.pdf): title, price, photo, key specs, dealer comments, where to see
 * it and how to call. Built with pdf-lib and the standard fonts (no font files to ship).
 */
import { formatMoney } from '../domain/format/money';
import { dealerStateOf } from '../domain/drive-away/estimate';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Car } from '../domain/vehicle/schema';
import { conditionLabel, modelName } from '../domain/vehicle/car-values';
import { priceDisplay, priceLabel } from '../domain/vehicle/price-display';
import { formatPhone } from '../domain/market/phone';
import { formatDistance } from '../domain/market/format';
import type { Market } from '../domain/market/market';

export interface PdfSite {
  name: string;
  url: string;
  phone?: string | null;
  noPriceText?: string | null;
  offersSubscription?: boolean | null;
  vehiclePath: string;
  /** The site's market: phone form and odometer unit. */
  market?: Market;
}

/** The standard fonts speak WinAnsi: anything else becomes its nearest plain form or is dropped. */
export function pdfSafe(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e\u00a0-\u00ff\u2022]/g, '');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
  }
  return lines;
}

export function carSpecs(car: Car, market: Market = 'AU'): [string, string][] {
  const rows: [string, string | null | undefined][] = [
    ['Condition', conditionLabel(car.car_type)],
    ['Odometer', car.km != null ? formatDistance(car.km, market) : null],
    ['Transmission', car.trans],
    ['Body', car.body],
    ['Fuel', car.fuel],
    [
      'Engine',
      car.engine_size_litres
        ? `${car.engine_size_litres}L${car.cylinders ? `, ${car.cylinders} cyl` : ''}`
        : null,
    ],
    ['Drive', car.drive],
    ['Colour', car.colour],
    ['Seats', car.seats != null ? String(car.seats) : null],
    ['Stock no', car.stocknum],
    ['VIN', car.vin],
  ];
  return rows.filter((r): r is [string, string] => Boolean(r[1]) && r[1] !== 'null');
}

async function embedPhoto(doc: PDFDocument, bytes: Uint8Array | null) {
  if (!bytes || bytes.length < 8) return null;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return await doc.embedJpg(bytes);
    if (bytes[0] === 0x89 && bytes[1] === 0x50) return await doc.embedPng(bytes);
  } catch {
    // an unreadable photo leaves the page text-only
  }
  return null;
}

/**
 * The PDF's price line: the price display rule's label (' / week' for a subscription), then the
 * price type; a price excluding government charges leads with its estimated drive-away total
 * for the car's state ('$67,381 est. drive-away (QLD) ($64,990 Excl. Government Charges)').
 */
export function pdfPrice(car: Car, site: PdfSite, now = new Date()) {
  const price = priceDisplay(car, {
    offersSubscription: site.offersSubscription,
    noPriceText: site.noPriceText,
    market: site.market,
    driveAway: { state: dealerStateOf(car), asOf: now },
  });
  const type = price.kind === 'price' && car.price_type ? ` ${car.price_type}` : '';
  const total = price.kind === 'price' ? price.driveAway : null;
  return {
    ...price,
    line: total ? priceLabel(price) : `${priceLabel(price)}${type}`,
    /** Under an estimated total, its components, smaller. */
    components: total
      ? `${price.text}${type} + ${formatMoney(total.estimate.governmentCharges, site.market)} estimated government charges`
      : null,
  };
}

export async function carPdf(
  car: Car,
  site: PdfSite,
  photo: Uint8Array | null = null,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = pdfSafe(
    [car.year, car.make, modelName(car), car.badge, car.series].filter(Boolean).join(' '),
  );
  doc.setTitle(title);
  doc.setAuthor(pdfSafe(site.name));
  doc.setSubject(`${title} at ${pdfSafe(site.name)}`);
  const page: PDFPage = doc.addPage([595.28, 841.89]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const margin = 48;
  const width = page.getWidth() - margin * 2;
  const ink = rgb(0.07, 0.09, 0.15);
  const muted = rgb(0.35, 0.38, 0.45);
  let y = page.getHeight() - margin;

  const text = (t: string, size: number, font = regular, color = ink, x = margin) => {
    page.drawText(pdfSafe(t), { x, y, size, font, color });
  };
  text(site.name, 11, bold, muted);
  y -= 30;
  for (const line of wrap(title, bold, 22, width)) {
    text(line, 22, bold);
    y -= 27;
  }
  const price = pdfPrice(car, site);
  text(price.line, 18, bold);
  if (price.was)
    text(
      price.was.text,
      10,
      regular,
      muted,
      margin + bold.widthOfTextAtSize(pdfSafe(priceLabel(price)), 18) + 90,
    );
  y -= 18;
  if (price.components) {
    text(price.components, 10, regular, muted);
    y -= 14;
  }

  const image = await embedPhoto(doc, photo);
  if (image) {
    const scale = Math.min(width / image.width, 260 / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    y -= h;
    page.drawImage(image, { x: margin, y, width: w, height: h });
    y -= 16;
  }

  y -= 8;
  text('Key information', 13, bold);
  y -= 18;
  const specs = carSpecs(car, site.market);
  const colWidth = width / 2;
  specs.forEach(([label, value], i) => {
    const x = margin + (i % 2) * colWidth;
    page.drawText(pdfSafe(label), { x, y, size: 10, font: regular, color: muted });
    page.drawText(pdfSafe(value).slice(0, 40), { x: x + 90, y, size: 10, font: bold, color: ink });
    if (i % 2 === 1 || i === specs.length - 1) y -= 16;
  });

  const comments = (car.dealercomments ?? '')
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n');
  if (comments) {
    y -= 10;
    text('Dealer Comments', 13, bold);
    y -= 16;
    const lines = wrap(pdfSafe(comments), regular, 10, width);
    const room = Math.max(0, Math.floor((y - margin - 70) / 13));
    for (const line of lines.slice(0, room)) {
      text(line, 10);
      y -= 13;
    }
    if (lines.length > room) text('...', 10, regular, muted);
  }

  y = margin + 40;
  page.drawLine({
    start: { x: margin, y: y + 16 },
    end: { x: margin + width, y: y + 16 },
    thickness: 0.5,
    color: muted,
  });
  const where = car.location?.name ?? car.location_name;
  text(
    [
      where ? `Located at ${where}` : null,
      site.phone ? `Call ${formatPhone(site.phone, site.market)}` : null,
    ]
      .filter(Boolean)
      .join('   ·   '),
    10,
    bold,
  );
  y -= 14;
  text(new URL(site.vehiclePath, site.url).toString(), 9, regular, muted);
  return doc.save();
}
