/**
 * Side profiles of the car bodies, facing left, in a 1000 × 400 box with the ground at
 * y = 360. Each is a polygon drawn with rounded corners, windows and two wheels.
 */
export type Pt = [number, number];

export interface Profile {
  body: Pt[];
  windows: Pt[][];
  wheels: [number, number];
  wheelY: number;
  wheelR: number;
  /** Headlight and tail-light positions (x, y). */
  head: Pt;
  tail: Pt;
  /** Windscreen and rear window edges (base, top), for the glass of three-quarter views. */
  frontGlass: [Pt, Pt];
  rearGlass: [Pt, Pt];
  /** An extra line (tray, sliding door). */
  lines?: Pt[][];
}

/** A path through the points with corners rounded by up to r. */
export function roundedPath(points: Pt[], r = 18): string {
  const n = points.length;
  let d = '';
  for (let i = 0; i < n; i++) {
    const [px, py] = points[(i - 1 + n) % n];
    const [cx, cy] = points[i];
    const [nx, ny] = points[(i + 1) % n];
    const lenA = Math.hypot(cx - px, cy - py);
    const lenB = Math.hypot(nx - cx, ny - cy);
    const ra = Math.min(r, lenA / 2);
    const rb = Math.min(r, lenB / 2);
    const ax = cx - ((cx - px) / lenA) * ra;
    const ay = cy - ((cy - py) / lenA) * ra;
    const bx = cx + ((nx - cx) / lenB) * rb;
    const by = cy + ((ny - cy) / lenB) * rb;
    d += `${i === 0 ? 'M' : 'L'}${ax.toFixed(1)},${ay.toFixed(1)} Q${cx},${cy} ${bx.toFixed(1)},${by.toFixed(1)} `;
  }
  return `${d}Z`;
}

export const PROFILES: Record<string, Profile> = {
  sedan: {
    body: [
      [40, 300],
      [52, 256],
      [250, 226],
      [330, 220],
      [440, 150],
      [640, 146],
      [770, 212],
      [930, 222],
      [958, 256],
      [952, 318],
      [40, 318],
    ],
    windows: [
      [
        [352, 220],
        [450, 160],
        [535, 158],
        [535, 220],
      ],
      [
        [552, 220],
        [552, 158],
        [630, 157],
        [736, 214],
      ],
    ],
    wheels: [190, 790],
    wheelY: 318,
    wheelR: 56,
    head: [62, 262],
    tail: [945, 246],
    frontGlass: [
      [330, 220],
      [440, 150],
    ],
    rearGlass: [
      [770, 212],
      [640, 146],
    ],
  },
  hatch: {
    body: [
      [60, 300],
      [72, 262],
      [250, 236],
      [320, 228],
      [430, 152],
      [720, 148],
      [790, 204],
      [800, 262],
      [796, 318],
      [60, 318],
    ],
    windows: [
      [
        [342, 228],
        [440, 162],
        [555, 160],
        [555, 228],
      ],
      [
        [572, 228],
        [572, 160],
        [706, 158],
        [762, 214],
      ],
    ],
    wheels: [200, 680],
    wheelY: 318,
    wheelR: 55,
    head: [80, 266],
    tail: [792, 240],
    frontGlass: [
      [320, 228],
      [430, 152],
    ],
    rearGlass: [
      [790, 204],
      [720, 148],
    ],
  },
  suv: {
    body: [
      [40, 292],
      [48, 232],
      [230, 206],
      [300, 198],
      [400, 118],
      [800, 112],
      [905, 122],
      [932, 200],
      [936, 318],
      [40, 318],
    ],
    windows: [
      [
        [320, 198],
        [410, 130],
        [560, 128],
        [560, 198],
      ],
      [
        [577, 198],
        [577, 127],
        [722, 125],
        [722, 198],
      ],
      [
        [739, 198],
        [739, 125],
        [880, 130],
        [906, 196],
      ],
    ],
    wheels: [200, 770],
    wheelY: 318,
    wheelR: 62,
    head: [56, 238],
    tail: [930, 212],
    frontGlass: [
      [300, 198],
      [400, 118],
    ],
    rearGlass: [
      [932, 200],
      [905, 122],
    ],
  },
  wagon: {
    body: [
      [40, 300],
      [52, 256],
      [250, 226],
      [330, 220],
      [440, 150],
      [860, 146],
      [935, 214],
      [952, 256],
      [948, 318],
      [40, 318],
    ],
    windows: [
      [
        [352, 220],
        [450, 160],
        [560, 158],
        [560, 220],
      ],
      [
        [577, 220],
        [577, 158],
        [720, 156],
        [720, 220],
      ],
      [
        [737, 220],
        [737, 156],
        [850, 156],
        [905, 214],
      ],
    ],
    wheels: [190, 800],
    wheelY: 318,
    wheelR: 56,
    head: [62, 262],
    tail: [944, 240],
    frontGlass: [
      [330, 220],
      [440, 150],
    ],
    rearGlass: [
      [935, 214],
      [860, 146],
    ],
  },
  coupe: {
    body: [
      [40, 306],
      [55, 268],
      [300, 240],
      [380, 232],
      [500, 166],
      [640, 162],
      [830, 220],
      [950, 236],
      [962, 270],
      [955, 318],
      [40, 318],
    ],
    windows: [
      [
        [402, 232],
        [508, 174],
        [630, 171],
        [790, 226],
      ],
    ],
    wheels: [200, 800],
    wheelY: 318,
    wheelR: 54,
    head: [66, 272],
    tail: [954, 252],
    frontGlass: [
      [380, 232],
      [500, 166],
    ],
    rearGlass: [
      [830, 220],
      [640, 162],
    ],
  },
  ute: {
    body: [
      [40, 290],
      [48, 232],
      [230, 210],
      [300, 202],
      [390, 124],
      [600, 120],
      [616, 200],
      [960, 198],
      [966, 318],
      [40, 318],
    ],
    windows: [
      [
        [320, 202],
        [400, 136],
        [492, 134],
        [492, 202],
      ],
      [
        [508, 202],
        [508, 134],
        [588, 133],
        [600, 200],
      ],
    ],
    wheels: [200, 790],
    wheelY: 318,
    wheelR: 62,
    head: [56, 238],
    tail: [958, 222],
    frontGlass: [
      [300, 202],
      [390, 124],
    ],
    rearGlass: [
      [616, 200],
      [600, 120],
    ],
    lines: [
      [
        [616, 204],
        [616, 300],
      ],
      [
        [616, 214],
        [958, 212],
      ],
    ],
  },
  van: {
    body: [
      [40, 300],
      [46, 206],
      [130, 156],
      [250, 82],
      [930, 78],
      [948, 104],
      [952, 318],
      [40, 318],
    ],
    windows: [
      [
        [150, 156],
        [258, 94],
        [330, 92],
        [330, 166],
      ],
      [
        [350, 96],
        [350, 166],
        [500, 166],
        [500, 96],
      ],
    ],
    wheels: [210, 800],
    wheelY: 318,
    wheelR: 58,
    head: [52, 214],
    tail: [946, 150],
    frontGlass: [
      [130, 156],
      [250, 82],
    ],
    rearGlass: [
      [948, 104],
      [930, 78],
    ],
    lines: [
      [
        [520, 92],
        [520, 300],
      ],
      [
        [700, 92],
        [700, 300],
      ],
    ],
  },
};

/** A wheel: tyre, rim, five spokes and a hub. */
export function wheel(cx: number, cy: number, r: number): string {
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 72 * Math.PI) / 180;
    return `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(a) * r * 0.58).toFixed(1)}" y2="${(cy + Math.sin(a) * r * 0.58).toFixed(1)}" stroke="#8a9097" stroke-width="${(r * 0.12).toFixed(1)}" stroke-linecap="round"/>`;
  }).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#16181b"/><circle cx="${cx}" cy="${cy}" r="${(r * 0.66).toFixed(1)}" fill="url(#rim)"/>${spokes}<circle cx="${cx}" cy="${cy}" r="${(r * 0.14).toFixed(1)}" fill="#2a2d31"/>`;
}
