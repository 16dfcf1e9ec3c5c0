/**
 * Vehicle drawings in the 1000 × 400 side box (facing left, ground at y = 380): cars from
 * their profiles, plus a motorcycle and a caravan. Each returns its SVG markup and the
 * solid a three-quarter view extrudes.
 */
import type { PictureBody } from './pictures';
import type { Paint } from './palette';
import { PROFILES, roundedPath, wheel, type Profile, type Pt } from './shapes';

export interface Drawing {
  svg: string;
  /** Gradients and clip paths this drawing uses. */
  defs: string;
  /** The solid a three-quarter view extrudes (null: drawn flat, e.g. motorcycles). */
  solid: {
    path: string;
    wheels: [front: number, rear: number, y: number, r: number];
    head: Pt | null;
    tail: Pt | null;
    frontGlass: [Pt, Pt] | null;
    rearGlass: [Pt, Pt] | null;
  } | null;
}

export function paintDefs(p: Paint): string {
  return `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="0.45" stop-color="${p.base}"/><stop offset="1" stop-color="${p.shade}"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5d6b7a"/><stop offset="0.6" stop-color="#28313b"/><stop offset="1" stop-color="#1b2128"/></linearGradient>
<radialGradient id="rim"><stop offset="0" stop-color="#e3e6ea"/><stop offset="1" stop-color="#9aa0a7"/></radialGradient>`;
}

function car(profile: Profile): Drawing {
  const d = roundedPath(profile.body, 22);
  const [fx, rx] = profile.wheels;
  const { wheelY: y, wheelR: r } = profile;
  const arches = `<g clip-path="url(#bodyclip)"><circle cx="${fx}" cy="${y}" r="${(r * 1.16).toFixed(1)}" fill="#141619"/><circle cx="${rx}" cy="${y}" r="${(r * 1.16).toFixed(1)}" fill="#141619"/></g>`;
  const windows = profile.windows
    .map(
      (w) => `<path d="${roundedPath(w, 8)}" fill="url(#glass)" stroke="#111" stroke-width="3"/>`,
    )
    .join('');
  const seams = profile.windows
    .slice(0, -1)
    .map((w) => {
      const x = Math.max(...w.map((p) => p[0])) + 8;
      return `<line x1="${x}" y1="${Math.max(...w.map((p) => p[1])) + 4}" x2="${x + 4}" y2="${y - r * 0.4}" stroke="#000" stroke-opacity="0.28" stroke-width="2.5"/>`;
    })
    .join('');
  const lines = (profile.lines ?? [])
    .map(
      (l) =>
        `<polyline points="${l.map((p) => p.join(',')).join(' ')}" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="3"/>`,
    )
    .join('');
  const [hx, hy] = profile.head;
  const [tx, ty] = profile.tail;
  const shine = `<path d="${roundedPath(profile.body, 22)}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="4" transform="translate(0,6)" clip-path="url(#bodyclip)"/>`;
  const svg = `<path d="${d}" fill="url(#paint)" stroke="#0d0f12" stroke-opacity="0.55" stroke-width="3"/>${shine}${arches}${windows}${seams}${lines}
<rect x="${hx - 14}" y="${hy - 9}" width="44" height="16" rx="7" fill="#fdf6d8" stroke="#222" stroke-width="2"/>
<rect x="${tx - 18}" y="${ty - 10}" width="22" height="24" rx="5" fill="#b3121d" stroke="#300" stroke-width="2"/>
<rect x="${profile.body[0][0] - 6}" y="${y - 36}" width="70" height="18" rx="6" fill="#1c1f23"/>
${wheel(fx, y, r)}${wheel(rx, y, r)}`;
  return {
    svg,
    defs: `<clipPath id="bodyclip"><path d="${d}"/></clipPath>`,
    solid: {
      path: d,
      wheels: [fx, rx, y, r],
      head: profile.head,
      tail: profile.tail,
      frontGlass: profile.frontGlass,
      rearGlass: profile.rearGlass,
    },
  };
}

function motorcycle(): Drawing {
  const svg = `<path d="M250,300 L520,250 L770,300" fill="none" stroke="#23262a" stroke-width="16" stroke-linecap="round"/>
<path d="M330,120 L520,170 L560,262 L470,290" fill="none" stroke="#2b2e33" stroke-width="14" stroke-linejoin="round"/>
<rect x="400" y="190" width="170" height="100" rx="18" fill="#575c63" stroke="#222" stroke-width="3"/>
${[0, 1, 2, 3].map((i) => `<line x1="${418 + i * 36}" y1="198" x2="${418 + i * 36}" y2="282" stroke="#3d4147" stroke-width="6"/>`).join('')}
<path d="M470,300 Q600,318 820,262" fill="none" stroke="#c9cdd2" stroke-width="18" stroke-linecap="round"/>
<path d="M330,138 Q430,86 575,116 L570,178 L392,190 Z" fill="url(#paint)" stroke="#111" stroke-width="3"/>
<path d="M570,122 Q680,118 770,146 L765,166 L575,168 Z" fill="#1b1d20" stroke="#000" stroke-width="2"/>
<path d="M750,146 L880,128 L800,186 Z" fill="url(#paint)" stroke="#111" stroke-width="3"/>
<line x1="250" y1="300" x2="335" y2="104" stroke="#b8bec5" stroke-width="16" stroke-linecap="round"/>
<path d="M170,262 Q250,196 330,262" fill="none" stroke="url(#paint)" stroke-width="14"/>
<line x1="300" y1="86" x2="372" y2="98" stroke="#111" stroke-width="10" stroke-linecap="round"/>
<circle cx="298" cy="138" r="24" fill="#fdf6d8" stroke="#222" stroke-width="4"/>
${wheel(250, 300, 80)}${wheel(770, 300, 80)}`;
  return { svg, defs: '', solid: null };
}

function caravan(p: Paint, white: boolean): Drawing {
  const stripe = white ? '#8f969f' : p.base;
  const svg = `<polygon points="18,324 176,288 176,306 18,334" fill="#3a3d42"/>
<line x1="58" y1="318" x2="58" y2="352" stroke="#3a3d42" stroke-width="8"/><circle cx="58" cy="360" r="14" fill="#16181b"/>
<rect x="110" y="252" width="62" height="52" rx="6" fill="#d8dbe0" stroke="#555" stroke-width="2"/>
<rect x="172" y="72" width="770" height="242" rx="26" fill="#f4f5f7" stroke="#50555c" stroke-width="3"/>
<rect x="172" y="256" width="770" height="58" rx="8" fill="${stripe}"/>
<rect x="172" y="214" width="770" height="12" fill="${stripe}" opacity="0.8"/>
<rect x="500" y="52" width="110" height="22" rx="6" fill="#e6e8eb" stroke="#50555c" stroke-width="2"/>
<line x1="196" y1="96" x2="920" y2="96" stroke="#6b7178" stroke-width="6" stroke-linecap="round"/>
<rect x="232" y="120" width="176" height="78" rx="10" fill="url(#glass)" stroke="#111" stroke-width="3"/>
<rect x="478" y="108" width="92" height="196" rx="8" fill="#eceef1" stroke="#50555c" stroke-width="3"/>
<rect x="494" y="124" width="60" height="56" rx="6" fill="url(#glass)"/>
<circle cx="556" cy="214" r="5" fill="#333"/>
<rect x="720" y="120" width="150" height="78" rx="10" fill="url(#glass)" stroke="#111" stroke-width="3"/>
<rect x="930" y="250" width="12" height="26" rx="3" fill="#b3121d"/>
${wheel(560, 316, 46)}${wheel(660, 316, 46)}`;
  const path =
    'M198,72 L916,72 Q942,72 942,98 L942,288 Q942,314 916,314 L198,314 Q172,314 172,288 L172,98 Q172,72 198,72 Z';
  return {
    svg,
    defs: '',
    solid: {
      path,
      wheels: [560, 660, 316, 46],
      head: null,
      tail: [936, 262],
      frontGlass: null,
      rearGlass: null,
    },
  };
}

export function drawVehicle(body: PictureBody, p: Paint, white: boolean): Drawing {
  if (body === 'motorcycle') return motorcycle();
  if (body === 'caravan') return caravan(p, white);
  return car(PROFILES[body]);
}
