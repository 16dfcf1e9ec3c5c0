/**
 * A full vehicle picture (1200 × 800 SVG): a backdrop per view and the vehicle drawn side-on,
 * in a three-quarter front or rear view (a skewed side with the nose or tail face), or as a
 * close crop.
 */
import type { ColourFamily } from '../words/colours';
import { PAINTS, type Paint } from './palette';
import type { PictureBody, View } from './pictures';
import { drawVehicle, paintDefs, type Drawing } from './vehicle-svg';
import type { Pt } from './shapes';

export const WIDTH = 1200;
export const HEIGHT = 800;

const BACKDROPS: Record<View, string> = {
  side: `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2f4f6"/><stop offset="1" stop-color="#d5dae0"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfc5cc"/><stop offset="1" stop-color="#eef0f3"/></linearGradient>`,
  front: `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fc1ec"/><stop offset="1" stop-color="#e6f1fa"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6c7177"/><stop offset="1" stop-color="#a3a8ae"/></linearGradient>`,
  rear: `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6f5aa3"/><stop offset="0.7" stop-color="#f0a46a"/><stop offset="1" stop-color="#f7c98f"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3c43"/><stop offset="1" stop-color="#5b5e66"/></linearGradient>`,
  detail: `<radialGradient id="bg" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#4a5058"/><stop offset="1" stop-color="#121417"/></radialGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1c1f23"/><stop offset="1" stop-color="#2c3036"/></linearGradient>`,
};

function backdrop(view: View): string {
  const horizon = view === 'detail' ? 700 : 560;
  const scenery =
    view === 'front'
      ? `<ellipse cx="260" cy="150" rx="120" ry="34" fill="#fff" opacity="0.7"/><ellipse cx="880" cy="110" rx="150" ry="30" fill="#fff" opacity="0.6"/>
<path d="M0,${horizon} Q200,430 420,500 T860,470 T1200,500 L1200,${horizon} Z" fill="#8fae8c"/>`
      : view === 'rear'
        ? `<circle cx="930" cy="470" r="70" fill="#ffe1a8" opacity="0.8"/><path d="M0,${horizon} Q260,470 520,520 T1200,480 L1200,${horizon} Z" fill="#4b3f5e"/>`
        : view === 'side'
          ? `<rect x="0" y="${horizon - 14}" width="${WIDTH}" height="14" fill="#aeb4bb"/>`
          : '';
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>${scenery}<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="url(#floor)"/>`;
}

const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shadow)"/>`;
const SHADOW_DEF = `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;

const STEPS = 12;
const STEP: Pt = [-13, -2.5];

function mix(a: string, b: string, t: number): string {
  const c = (h: string, i: number) => parseInt(h.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(c(a, i) + (c(b, i) - c(a, i)) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The three-quarter view: the side profile extruded towards the viewer's left (so the nose,
 * or the tail when `rear`, shows as a solid face with its lights), skewed back in depth.
 * For the rear view the drawing is mirrored first, so the tail leads.
 */
function threeQuarter(d: Drawing, paint: Paint, rear: boolean, caravan: boolean): string {
  // Caravans are white whatever their trim colour.
  const p = caravan ? PAINTS.white : paint;
  const flip = (x: number) => (rear ? 1000 - x : x);
  const mirror = rear ? ' transform="translate(1000,0) scale(-1,1)"' : '';
  const s = d.solid;
  const ox = STEP[0] * STEPS;
  const oy = STEP[1] * STEPS;
  let depth = '';
  if (s) {
    const [fx, rx, wy, wr] = s.wheels;
    const far = [fx, rx]
      .map((x) => `<circle cx="${flip(x) + ox}" cy="${wy + oy}" r="${wr}" fill="#0d0e10"/>`)
      .join('');
    const layers = Array.from({ length: STEPS }, (_, i) => {
      const k = STEPS - i;
      return `<path d="${s.path}" transform="translate(${STEP[0] * k},${STEP[1] * k})${rear ? ' translate(1000,0) scale(-1,1)' : ''}" fill="${mix(p.shade, p.base, i / STEPS)}"/>`;
    }).join('');
    const glassLine = rear ? s.rearGlass : s.frontGlass;
    const glass = glassLine
      ? (() => {
          const [[bx, by], [tx, ty]] = glassLine;
          return `<polygon points="${flip(bx)},${by} ${flip(tx)},${ty} ${flip(tx) + ox * 0.9},${ty + oy * 0.9} ${flip(bx) + ox},${by + oy}" fill="url(#glass)" stroke="#111" stroke-width="2"/>`;
        })()
      : '';
    const lightPt = rear ? s.tail : s.head;
    const lights = lightPt
      ? (() => {
          const [lx, ly] = [flip(lightPt[0]), lightPt[1]];
          const colour = rear ? '#c0141f' : '#fdf6d8';
          const lamp = (t: number) =>
            `<rect x="${(lx + ox * t - 16).toFixed(1)}" y="${(ly + oy * t - 8).toFixed(1)}" width="30" height="15" rx="6" fill="${colour}" stroke="#222" stroke-width="2"/>`;
          const grille = rear
            ? `<rect x="${(lx + ox * 0.5 - 28).toFixed(1)}" y="${(ly + oy * 0.5 + 22).toFixed(1)}" width="56" height="18" rx="3" fill="#f4f4f4" stroke="#222" stroke-width="2"/>`
            : `<rect x="${(lx + ox * 0.5 - 40).toFixed(1)}" y="${(ly + oy * 0.5 + 14).toFixed(1)}" width="80" height="26" rx="6" fill="#1c1f23"/>`;
          return lamp(0.12) + lamp(0.88) + grille;
        })()
      : '';
    depth = far + layers + glass + lights;
  }
  const ground = shadow(430 + ox / 2, 382 + oy / 2, 560, 48);
  return `<g transform="translate(250,282) matrix(0.82,-0.09,0,0.98,0,0)">${ground}${depth}<g${mirror}>${d.svg}</g></g>`;
}

export function sceneSvg(body: PictureBody, colour: ColourFamily, view: View): string {
  const paint = PAINTS[colour];
  const d = drawVehicle(body, paint, colour === 'white');
  let content: string;
  switch (view) {
    case 'side':
      content = `${shadow(600, 628, 520, 34)}<g transform="translate(100,250)">${d.svg}</g>`;
      break;
    case 'detail':
      content = `${shadow(500, 760, 700, 40)}<g transform="translate(-40,-40) scale(2.1)">${d.svg}</g>`;
      break;
    case 'front':
      content = threeQuarter(d, paint, false, body === 'caravan');
      break;
    case 'rear':
      content = threeQuarter(d, paint, true, body === 'caravan');
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${BACKDROPS[view]}${SHADOW_DEF}${paintDefs(paint)}${d.defs}</defs>${backdrop(view)}${content}</svg>`;
}
