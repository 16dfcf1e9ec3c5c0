/**
 * A make's badge: its name on its brand colour, drawn as an SVG of 240 × 120 and served as a
 * PNG of 144 × 72. The build writes one per make the site lists that has one in the
 * manufacturer list (src/pages/makes/[slug].png.ts), so
 * every tenant's make tiles and filters show it, whether its content comes from the content
 * API or the sample store; the sample-data generator draws the same badges for the sample
 * dealerships' logos.
 */

/** Badge colours by make: [background, text]. */
const BRAND: Record<string, [string, string]> = {
  toyota: ['#eb0a1e', '#ffffff'],
  mazda: ['#101010', '#ffffff'],
  hyundai: ['#002c5f', '#ffffff'],
  kia: ['#05141f', '#ffffff'],
  ford: ['#003478', '#ffffff'],
  mitsubishi: ['#e60012', '#ffffff'],
  nissan: ['#c3002f', '#ffffff'],
  honda: ['#cc0000', '#ffffff'],
  subaru: ['#00adee', '#ffffff'],
  suzuki: ['#e30613', '#ffffff'],
  'isuzu-ute': ['#d6001c', '#ffffff'],
  gwm: ['#1a1a1a', '#ffffff'],
  haval: ['#111111', '#ffffff'],
  mg: ['#c8102e', '#ffffff'],
  byd: ['#c8102e', '#ffffff'],
  chery: ['#d71920', '#ffffff'],
  kgm: ['#1a1a1a', '#ffffff'],
  ssangyong: ['#0067b1', '#ffffff'],
  volkswagen: ['#001e50', '#ffffff'],
  skoda: ['#78faae', '#0e3a2f'],
  'mercedes-benz': ['#000000', '#ffffff'],
  bmw: ['#1c69d4', '#ffffff'],
  audi: ['#000000', '#ffffff'],
  lexus: ['#1a1a1a', '#ffffff'],
  volvo: ['#003057', '#ffffff'],
  'land-rover': ['#005a2b', '#ffffff'],
  porsche: ['#b12b28', '#ffffff'],
  tesla: ['#cc0000', '#ffffff'],
  polestar: ['#111111', '#d4a23f'],
  chevrolet: ['#d1a23b', '#1a1a1a'],
  gmsv: ['#1a1a1a', '#ffffff'],
  jeep: ['#3b5320', '#ffffff'],
  holden: ['#c8102e', '#ffffff'],
  ldv: ['#003a70', '#ffffff'],
  yamaha: ['#0d2b6b', '#ffffff'],
  kawasaki: ['#6abf4b', '#0b1f0b'],
  'harley-davidson': ['#f96302', '#111111'],
  ktm: ['#ff6600', '#111111'],
  triumph: ['#000000', '#ffffff'],
  ducati: ['#cc0000', '#ffffff'],
  'royal-enfield': ['#8b0000', '#ffffff'],
  jayco: ['#0054a6', '#ffffff'],
  'lotus-caravans': ['#1a1a1a', '#f2b705'],
  'zone-rv': ['#f47920', '#ffffff'],
  supreme: ['#003876', '#ffffff'],
  'new-age': ['#c8102e', '#ffffff'],
  crusader: ['#1c3f94', '#ffffff'],
  coromal: ['#0b6e4f', '#ffffff'],
  avan: ['#e4002b', '#ffffff'],
  windsor: ['#14315c', '#ffffff'],
  'snowy-river': ['#006ba6', '#ffffff'],
  kedron: ['#333333', '#f2b705'],
};

export function brandColours(makeSlug: string): [string, string] {
  return BRAND[makeSlug] ?? ['#374151', '#ffffff'];
}

const FONT = 'font-family="Helvetica, Arial, sans-serif"';

/** Escapes text for SVG. */
const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Where a make's badge is served: /makes/{make slug}.png. */
export const makeBadgePath = (makeSlug: string) => `/makes/${makeSlug}.png`;

/**
 * The badge's bitmap: three times the 48 × 24 the make tiles show it at (the filters' make
 * cards show it at 32 × 16), rendered from the 240 × 120 drawing at 72 × 144 / 240 dpi.
 */
export const MAKE_BADGE_PNG = { width: 144, height: 72, density: (72 * 144) / 240 } as const;

/** A make's badge: its name on its brand colour (240 × 120). */
export function makeBadgeSvg(name: string, slug: string): string {
  const [bg, fg] = brandColours(slug);
  const label = name.toUpperCase();
  const size = Math.min(40, Math.floor(206 / (label.length * 0.66)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120">
<rect x="4" y="4" width="232" height="112" rx="56" fill="${bg}"/>
<rect x="14" y="14" width="212" height="92" rx="46" fill="none" stroke="${fg}" stroke-opacity="0.5" stroke-width="3"/>
<text x="120" y="${60 + Math.round(size * 0.36)}" text-anchor="middle" ${FONT} font-size="${size}" font-weight="700" fill="${fg}" letter-spacing="1">${esc(label)}</text>
</svg>`;
}
