/** SVG logos: a wordmark per tenant, a badge per make and an icon per parts category. */
import { esc } from './palette';

const FONT = 'font-family="Helvetica, Arial, sans-serif"';

function initials(name: string): string {
  const words = name
    .replace(/[&]/g, ' ')
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w));
  return (words.length >= 2 ? words[0][0] + words[1][0] : name.slice(0, 2)).toUpperCase();
}

/** The tenant's wordmark: an emblem with its initials, the name and a tagline (480 × 120). */
export function tenantLogoSvg(
  name: string,
  tagline: string,
  primary: string,
  secondary: string,
): string {
  const size = Math.min(38, Math.floor(340 / (name.length * 0.56)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120">
<rect x="10" y="12" width="96" height="96" rx="22" fill="${primary}"/>
<path d="M26,94 Q58,80 90,94" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="5" stroke-linecap="round"/>
<text x="58" y="70" text-anchor="middle" ${FONT} font-size="40" font-weight="700" fill="#fff">${esc(initials(name))}</text>
<text x="124" y="${58 + Math.round(size / 3)}" ${FONT} font-size="${size}" font-weight="700" fill="${secondary}">${esc(name)}</text>
<text x="125" y="98" ${FONT} font-size="16" fill="${primary}" letter-spacing="1">${esc(tagline.toUpperCase())}</text>
</svg>`;
}

/** The emblem alone, for the favicon (64 × 64). */
export function tenantEmblemSvg(name: string, primary: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${primary}"/>
<text x="32" y="43" text-anchor="middle" ${FONT} font-size="28" font-weight="700" fill="#fff">${esc(initials(name))}</text></svg>`;
}

export { makeBadgeSvg } from '../../../src/domain/search/make-badge';

const GLYPHS: Record<string, string> = {
  servicing:
    '<path d="M150,70 C190,130 200,150 200,175 a50,50 0 0 1 -100,0 c0,-25 10,-45 50,-105z" fill="#d97706"/>',
  brakes:
    '<circle cx="150" cy="140" r="62" fill="#9ca3af"/><circle cx="150" cy="140" r="22" fill="#4b5563"/><path d="M96,100 a70,70 0 0 1 40,-30 l8,24 a46,46 0 0 0 -28,20z" fill="#dc2626"/>',
  accessories:
    '<path d="M150,72 l20,44 48,5 -36,32 10,47 -42,-24 -42,24 10,-47 -36,-32 48,-5z" fill="#2563eb"/>',
  towing:
    '<circle cx="150" cy="110" r="34" fill="#6b7280"/><rect x="138" y="140" width="24" height="40" fill="#4b5563"/><rect x="96" y="176" width="108" height="22" rx="6" fill="#374151"/>',
  electronics:
    '<rect x="84" y="84" width="132" height="92" rx="10" fill="#1f2937"/><rect x="94" y="94" width="112" height="72" fill="#60a5fa"/><rect x="130" y="180" width="40" height="12" fill="#374151"/>',
  'wheels-tyres':
    '<circle cx="150" cy="140" r="66" fill="#111827"/><circle cx="150" cy="140" r="40" fill="#d1d5db"/><circle cx="150" cy="140" r="10" fill="#4b5563"/>',
  'riding-gear':
    '<path d="M90,160 a60,62 0 0 1 120,-10 l0,30 -70,0 0,-20 -50,0z" fill="#dc2626"/><rect x="140" y="130" width="70" height="26" rx="8" fill="#1f2937"/>',
  maintenance:
    '<path d="M110,200 l60,-60 a30,30 0 0 0 36,-40 l-18,18 -16,-4 -4,-16 18,-18 a30,30 0 0 0 -40,36 l-60,60z" fill="#4b5563"/>',
  camping:
    '<path d="M150,72 l78,126 -156,0z" fill="#059669"/><path d="M150,130 l26,68 -52,0z" fill="#064e3b"/>',
  electrical:
    '<path d="M164,66 l-58,88 40,0 -12,80 58,-94 -40,0z" fill="#facc15" stroke="#a16207" stroke-width="4"/>',
};

/** A parts category icon (300 × 300). */
export function partIconSvg(category: string, slug: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
<rect width="300" height="300" rx="28" fill="#f3f4f6"/><circle cx="150" cy="140" r="96" fill="#e5e7eb"/>${GLYPHS[slug] ?? GLYPHS.accessories}
<text x="150" y="272" text-anchor="middle" ${FONT} font-size="24" font-weight="700" fill="#374151">${esc(category)}</text></svg>`;
}
