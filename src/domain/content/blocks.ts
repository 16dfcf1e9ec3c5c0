/**
 * Content block rules (rules.md: Content blocks; Content block rules; Platform): which blocks show on
 * a site, and how their tunes lay them out.
 * - Class tokens: 'website-{slug}' shows a block only on a matching site; 'remove-{slug}' hides
 *   it there; 'id-{x}' gives the block that id.
 * - Screen size: 'desktop' large screens only, 'mobile' small only, 'mobile-tablet' hidden on large.
 * - Spacing levels 0–10 are 0rem–5rem in 0.5rem steps; a boolean margin means 2.5rem.
 * - Colours: 'none', 'inherit', 'custom' (a hex value with '#'), else a theme colour.
 * - Full-width button rows split 12 columns evenly by button count, rounded down.
 * - Custom component props are a JSON array of {key, value}; unparsable props give a warning
 *   'Unable to parse custom component props: {value}' and empty props.
 */
import type { BlockButton, BlockTunes, ContentBlock } from '../tenant/schema/content-block';
import { readableOn } from '../format/color';
import { htmlText } from '../format/text';

export const SPACING_STEP_REM = 0.5;
export const SPACING_MAX_LEVEL = 10;
export const BOOLEAN_MARGIN_REM = 2.5;
export const GRID_COLUMNS = 12;

/** A spacing level as CSS: 0–10 → 0rem–5rem in 0.5rem steps (clamped); true → 2.5rem; false → 0rem. */
export function spacingRem(level: number | boolean | null | undefined): string | null {
  if (level == null) return null;
  if (typeof level === 'boolean') return level ? `${BOOLEAN_MARGIN_REM}rem` : '0rem';
  if (!Number.isFinite(level)) return null;
  const l = Math.min(SPACING_MAX_LEVEL, Math.max(0, Math.round(level)));
  return `${l * SPACING_STEP_REM}rem`;
}

/** Custom button padding is halved into rem (rules.md: Platform): 4 → 2rem. */
export function customPaddingRem(value: number | null | undefined): string | null {
  if (value == null || !Number.isFinite(value) || value < 0) return null;
  return `${value / 2}rem`;
}

export interface ClassTokens {
  visible: boolean;
  id?: string;
  /** The other class names, kept when they are plain CSS identifiers. */
  classes: string[];
}

/** Reads a block's class list for the current site (rules.md: Content block rules). */
export function classTokens(className: string | null | undefined, siteSlug: string): ClassTokens {
  const tokens = (className ?? '').split(/\s+/).filter(Boolean);
  const only = tokens.filter((t) => t.startsWith('website-')).map((t) => t.slice(8));
  const removed = tokens.filter((t) => t.startsWith('remove-')).map((t) => t.slice(7));
  const idToken = tokens.find((t) => t.startsWith('id-'));
  const id = idToken?.slice(3);
  const classes = tokens.filter(
    (t) =>
      !t.startsWith('website-') &&
      !t.startsWith('remove-') &&
      !t.startsWith('id-') &&
      /^-?[A-Za-z_][\w-]*$/.test(t),
  );
  return {
    visible: (only.length === 0 || only.includes(siteSlug)) && !removed.includes(siteSlug),
    id: id && /^[A-Za-z][\w-]*$/.test(id) ? id : undefined,
    classes,
  };
}

/** Screen size → a visibility class: 'desktop' large only, 'mobile' small only, 'mobile-tablet' hidden on large. */
export function screenSizeClass(
  screenSize: string | null | undefined,
): 'cb-only-lg' | 'cb-only-sm' | 'cb-hide-lg' | null {
  switch ((screenSize ?? '').trim().toLowerCase()) {
    case 'desktop':
      return 'cb-only-lg';
    case 'mobile':
      return 'cb-only-sm';
    case 'mobile-tablet':
      return 'cb-hide-lg';
    default:
      return null;
  }
}

export type ColourValue =
  | { kind: 'none' }
  | { kind: 'inherit' }
  | { kind: 'hex'; value: string }
  | { kind: 'theme'; name: string };

/** A colour value (rules.md: Content block rules): 'none', 'inherit', 'custom' (the custom value as '#'hex), else a theme colour. */
export function colourValue(value: string | null | undefined, custom?: string | null): ColourValue {
  const v = (value ?? '').trim();
  if (!v || v === 'none') return { kind: 'none' };
  if (v === 'inherit') return { kind: 'inherit' };
  if (v === 'custom') {
    const hex = (custom ?? '').trim().replace(/^#/, '');
    return /^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex)
      ? { kind: 'hex', value: `#${hex}` }
      : { kind: 'none' };
  }
  return /^[a-z][a-z0-9-]*$/i.test(v) ? { kind: 'theme', name: v.toLowerCase() } : { kind: 'none' };
}

/** A colour value as CSS, or null for 'none'. Theme colours are the --theme-{name} variables. */
export function cssColour(c: ColourValue): string | null {
  switch (c.kind) {
    case 'none':
      return null;
    case 'inherit':
      return 'inherit';
    case 'hex':
      return c.value;
    case 'theme':
      return `var(--theme-${c.name})`;
  }
}

/** Full-width button rows: 12 columns split evenly by button count, rounded down. */
export function fullWidthColumns(buttonCount: number): number {
  if (buttonCount <= 0) return GRID_COLUMNS;
  return Math.max(1, Math.floor(GRID_COLUMNS / buttonCount));
}

export const unparsablePropsWarning = (value: unknown) =>
  `Unable to parse custom component props: ${typeof value === 'string' ? value : JSON.stringify(value)}`;

/** Custom component props: a JSON array of {key, value} → an object; unparsable → a warning and {}. */
export function parseCustomProps(
  value: unknown,
  warn: (message: string) => void = console.warn,
): Record<string, string> {
  let list: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return {};
    try {
      list = JSON.parse(value);
    } catch {
      warn(unparsablePropsWarning(value));
      return {};
    }
  }
  if (list == null) return {};
  if (!Array.isArray(list)) {
    warn(unparsablePropsWarning(value));
    return {};
  }
  const props: Record<string, string> = {};
  for (const entry of list) {
    if (entry && typeof entry === 'object' && typeof (entry as { key?: unknown }).key === 'string')
      props[(entry as { key: string }).key] = String((entry as { value?: unknown }).value ?? '');
  }
  return props;
}

/** Paragraph blocks with empty HTML are not rendered (nothing visible: no text and no image). */
export function isEmptyHtml(html: string | null | undefined): boolean {
  const h = html ?? '';
  return htmlText(h) === '' && !/<(img|iframe|video|hr)\b/i.test(h);
}

const GRADIENT = /^(repeating-)?(linear|radial|conic)-gradient\([#\w\s,.%()-]*\)$/i;
/** A URL safe inside CSS url("…"): http(s) or site-rooted, without quotes, brackets or spaces. */
const CSS_URL = /^(https?:\/\/|\/(?!\/))[^\s"'()\\<>]*$/i;

export type Style = Record<string, string>;

export interface BlockLayout {
  visible: boolean;
  id?: string;
  classes: string[];
  /** CSS properties and the --cb-* spacing variables. */
  style: Style;
  /** container.contain: the block (and its background) keeps to the content width. */
  contain: boolean;
  /** A background that spans the full width (a background, and not contained). */
  bleed: boolean;
}

function spacingVars(
  style: Style,
  prefix: 'm' | 'p',
  tune:
    | {
        spacingTop?: number | boolean | null;
        spacingBottom?: number | boolean | null;
        paddingTop?: number | null;
        paddingBottom?: number | null;
      }
    | null
    | undefined,
  suffix = '',
) {
  if (!tune) return;
  const top = spacingRem(prefix === 'm' ? tune.spacingTop : tune.paddingTop);
  const bottom = spacingRem(prefix === 'm' ? tune.spacingBottom : tune.paddingBottom);
  if (top) style[`--cb-${prefix}t${suffix}`] = top;
  if (bottom) style[`--cb-${prefix}b${suffix}`] = bottom;
}

/** Background: a colour, or for 'custom' a gradient or an image when that is the custom type. */
function background(style: Style, tune: BlockTunes['backgroundColor']): boolean {
  if (!tune) return false;
  if (tune.backgroundColor === 'custom' && tune.customBackgroundType === 'gradient') {
    const g = (tune.customGradient ?? '').trim();
    if (!GRADIENT.test(g)) return false;
    style['background-image'] = g;
    return true;
  }
  if (tune.backgroundColor === 'custom' && tune.customBackgroundType === 'image') {
    const img = tune.customImage;
    const url = (img?.url ?? '').trim();
    if (!CSS_URL.test(url)) return false;
    style['background-image'] = `url("${url}")`;
    style['background-size'] = ['cover', 'contain', 'auto'].includes(img?.layout ?? '')
      ? img!.layout!
      : 'cover';
    style['background-position'] = /^[a-z\s%\d-]+$/i.test(img?.position ?? '')
      ? img!.position!
      : 'center';
    style['background-repeat'] = 'no-repeat';
    return true;
  }
  const colour = colourValue(tune.backgroundColor, tune.customBackgroundColor);
  const css = cssColour(colour);
  if (!css) return false;
  style['background-color'] = css;
  // A readable text colour on the background, unless the block sets its own.
  if (colour.kind === 'hex') style.color = readableOn(colour.value);
  if (colour.kind === 'theme') style.color = `var(--theme-${colour.name}-contrast, inherit)`;
  return true;
}

/** How one block is laid out on this site (rules.md: Content block rules; Platform). */
export function blockLayout(block: Pick<ContentBlock, 'tunes'>, siteSlug: string): BlockLayout {
  const t = block.tunes ?? {};
  const tokens = classTokens(t.classname?.className, siteSlug);
  const classes = [...tokens.classes];
  const screen = screenSizeClass(t.screensize?.screenSize);
  if (screen) classes.push(screen);
  const align = t.alignment?.alignment;
  if (align) classes.push(`cb--${align}`);
  const style: Style = {};
  const hasBackground = background(style, t.backgroundColor);
  const text = cssColour(colourValue(t.textColor?.textColor, t.textColor?.customTextColor));
  if (text) style.color = text;
  spacingVars(style, 'm', t.margin);
  if (t.margin?.tablet?.active) spacingVars(style, 'm', t.margin.tablet, '-md');
  if (t.margin?.mobile?.active) spacingVars(style, 'm', t.margin.mobile, '-sm');
  spacingVars(style, 'p', t.padding);
  spacingVars(style, 'p', t.padding?.tablet, '-md');
  spacingVars(style, 'p', t.padding?.mobile, '-sm');
  const contain = t.container?.contain === true;
  if (hasBackground) classes.push('cb--background');
  return {
    visible: tokens.visible,
    id: tokens.id,
    classes,
    style,
    contain,
    bleed: hasBackground && !contain,
  };
}

export interface ButtonView {
  text: string;
  href: string;
  outline: boolean;
  /** CSS colour of the button (theme or custom); null for the site's primary colour. */
  colour: string | null;
  classes: string[];
  style: Style;
}

/** A button of a button block, its href already interpreted by the button-href rules. */
export function buttonView(button: BlockButton, href: string): ButtonView {
  const colour = cssColour(colourValue(button.colour));
  const style: Style = {};
  const parsed = colourValue(button.colour);
  if (colour && colour !== 'inherit') {
    style['--btn-colour'] = colour;
    // The label's colour: readable on a custom colour; the theme colour's contrast otherwise.
    style['--btn-ink'] =
      parsed.kind === 'hex'
        ? readableOn(parsed.value)
        : `var(--theme-${(parsed as { name: string }).name}-contrast, #ffffff)`;
  }
  const pad = button.customPadding;
  if (pad?.useCustomPadding) {
    const block = customPaddingRem(pad.paddingVertical);
    const inline = customPaddingRem(pad.paddingHorizontal);
    if (block) style['padding-block'] = block;
    if (inline) style['padding-inline'] = inline;
  }
  return {
    text: htmlText(button.text),
    href,
    outline: button.type === 'outline',
    colour,
    classes: (button.customClassname ?? '')
      .split(/\s+/)
      .filter((c) => /^-?[A-Za-z_][\w-]*$/.test(c)),
    style,
  };
}
