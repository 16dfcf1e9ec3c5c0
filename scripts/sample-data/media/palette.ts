/** Paint colours of the picture families and the badge colours of makes. */
import type { ColourFamily } from '../words/colours';

export interface Paint {
  base: string;
  light: string;
  shade: string;
}

export const PAINTS: Record<ColourFamily, Paint> = {
  white: { base: '#eef0f3', light: '#ffffff', shade: '#c9ced5' },
  silver: { base: '#c0c5cc', light: '#e6e9ed', shade: '#8f969f' },
  grey: { base: '#676d75', light: '#8d939b', shade: '#43474d' },
  black: { base: '#202328', light: '#4a5058', shade: '#0b0c0e' },
  red: { base: '#c1121f', light: '#e2414c', shade: '#7e0b14' },
  blue: { base: '#1f4e9c', light: '#3f73c6', shade: '#132f5f' },
};

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

/** Escapes text for SVG. */
export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
