/** SVG art of a tenant: location photos (a dealership building) and promo art (popup, cards, banner). */
import { PAINTS, esc } from './palette';
import { PROFILES, roundedPath } from './shapes';

const FONT = 'font-family="Helvetica, Arial, sans-serif"';

function parkedCar(
  x: number,
  y: number,
  scale: number,
  colour: keyof typeof PAINTS,
  body: keyof typeof PROFILES,
): string {
  const p = PROFILES[body];
  const wheels = p.wheels
    .map((wx) => `<circle cx="${wx}" cy="${p.wheelY}" r="${p.wheelR}" fill="#1b1d20"/>`)
    .join('');
  return `<g transform="translate(${x},${y}) scale(${scale})"><path d="${roundedPath(p.body, 22)}" fill="${PAINTS[colour].base}" stroke="#111" stroke-width="4"/>${p.windows.map((w) => `<path d="${roundedPath(w, 8)}" fill="#2a323c"/>`).join('')}${wheels}</g>`;
}

/** A dealership building with the location's name on its fascia (1200 × 600). */
export function locationSvg(name: string, primary: string, kind: string): string {
  const size = Math.min(44, Math.floor(900 / (name.length * 0.58)));
  const windows = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${230 + i * 124}" y="250" width="108" height="170" fill="#335b7d" opacity="0.85"/><rect x="${230 + i * 124}" y="250" width="108" height="40" fill="#8fb3d1" opacity="0.5"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb6e6"/><stop offset="1" stop-color="#dcecf8"/></linearGradient></defs>
<rect width="1200" height="600" fill="url(#sky)"/><rect y="440" width="1200" height="160" fill="#8c9299"/><rect y="436" width="1200" height="8" fill="#d1d5db"/>
<rect x="190" y="150" width="820" height="290" fill="#e5e7eb" stroke="#9ca3af" stroke-width="3"/>${windows}
<rect x="170" y="120" width="860" height="86" fill="${primary}"/>
<text x="600" y="${163 + Math.round(size / 3)}" text-anchor="middle" ${FONT} font-size="${size}" font-weight="700" fill="#fff">${esc(name)}</text>
<text x="600" y="232" text-anchor="middle" ${FONT} font-size="20" fill="#374151" letter-spacing="3">${esc(kind.toUpperCase())}</text>
${[90, 1110].map((x) => `<line x1="${x}" y1="160" x2="${x}" y2="440" stroke="#6b7280" stroke-width="6"/><rect x="${x}" y="165" width="46" height="70" fill="${primary}"/>`).join('')}
${parkedCar(120, 430, 0.28, 'white', 'suv')}${parkedCar(430, 432, 0.28, 'red', 'hatch')}${parkedCar(760, 430, 0.28, 'silver', 'ute')}
</svg>`;
}

export interface PromoArt {
  width: number;
  height: number;
  lines: string[];
  sub?: string;
  cta?: string;
  from: string;
  to: string;
  body?: keyof typeof PROFILES;
}

/** Promo art: a gradient, a headline, a vehicle silhouette and a button. */
export function promoSvg(a: PromoArt): string {
  const vertical = a.height > a.width;
  const size = Math.round(Math.min(a.width, a.height) * (vertical ? 0.11 : 0.13));
  const x = vertical ? a.width / 2 : a.width * 0.06;
  const anchor = vertical ? 'middle' : 'start';
  const top = vertical ? a.height * 0.16 : a.height * 0.3;
  const text = a.lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${top + i * size * 1.15}" text-anchor="${anchor}" ${FONT} font-size="${size}" font-weight="800" fill="#fff">${esc(l)}</text>`,
    )
    .join('');
  const sub = a.sub
    ? `<text x="${x}" y="${top + a.lines.length * size * 1.15 + size * 0.2}" text-anchor="${anchor}" ${FONT} font-size="${Math.round(size * 0.42)}" fill="#fff" opacity="0.9">${esc(a.sub)}</text>`
    : '';
  // The silhouette box is 1000 × 400: below the text on cards, at the right on wide art.
  const carScale = vertical
    ? a.width / 1100
    : Math.min((a.height * 0.8) / 400, (a.width * 0.42) / 1000);
  const carX = vertical ? a.width * 0.02 : a.width * 0.97 - 1000 * carScale;
  const carY = vertical ? a.height * 0.5 : a.height * 0.92 - 400 * carScale;
  const car = a.body
    ? `<g opacity="0.95">${parkedCar(carX, carY, carScale, 'white', a.body)}</g>`
    : '';
  const ctaW = size * 4.2;
  const ctaX = vertical ? a.width / 2 - ctaW / 2 : x;
  const ctaY = vertical ? a.height * 0.84 : a.height * 0.72;
  const cta = a.cta
    ? `<rect x="${ctaX}" y="${ctaY}" width="${ctaW}" height="${size * 0.95}" rx="${size * 0.47}" fill="#fff"/><text x="${ctaX + ctaW / 2}" y="${ctaY + size * 0.64}" text-anchor="middle" ${FONT} font-size="${Math.round(size * 0.42)}" font-weight="700" fill="${a.from}">${esc(a.cta)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${a.width}" height="${a.height}" viewBox="0 0 ${a.width} ${a.height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a.from}"/><stop offset="1" stop-color="${a.to}"/></linearGradient></defs>
<rect width="${a.width}" height="${a.height}" fill="url(#g)"/><circle cx="${a.width * 0.85}" cy="${a.height * 0.1}" r="${Math.max(a.width, a.height) * 0.3}" fill="#fff" opacity="0.07"/>
${car}${text}${sub}${cta}</svg>`;
}
