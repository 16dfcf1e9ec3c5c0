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

/** Escapes text for SVG. */
export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
