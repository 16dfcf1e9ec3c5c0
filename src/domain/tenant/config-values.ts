/**
 * Configuration values checked before use (rules.md: Configuration values checked): a colour must be a colour (hex,
 * rgb()/hsl() or a CSS colour name) and a tracking id must look like one. An invalid value falls
 * back to the default (or is dropped when there is none), with a warning naming the tenant and
 * the field, so nothing a dashboard user types reaches a style attribute or a script unchecked.
 */
import type { Website } from './schema/website';
import { ShellConfig } from './config/shell';

const NUMBER = String.raw`\s*-?\d{1,3}(?:\.\d+)?%?\s*`;
const FUNCTION_COLOUR = new RegExp(
  String.raw`^(?:rgb|rgba|hsl|hsla)\(${NUMBER}(?:,${NUMBER}){2}(?:,\s*(?:0|1|0?\.\d+|\d{1,3}%)\s*)?\)$`,
  'i',
);
/** CSS named colours (the theme names a dashboard offers are among them). */
const NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue ' +
    'blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk ' +
    'crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki ' +
    'darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
    'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue ' +
    'dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite ' +
    'gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
    'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen ' +
    'lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen ' +
    'magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
    'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream ' +
    'mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
    'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown ' +
    'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen ' +
    'steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

export function isColour(value: string): boolean {
  const v = value.trim();
  return (
    /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v) ||
    FUNCTION_COLOUR.test(v) ||
    NAMED_COLOURS.has(v.toLowerCase())
  );
}

/** The shapes of the ids the site hands to third-party scripts and meta tags. */
export const ID_PATTERNS = {
  gtm_id: /^GTM-[A-Z0-9]{4,12}$/,
  google_analytics_id: /^(?:G-[A-Z0-9]{4,16}|UA-\d{4,12}-\d{1,4}|AW-\d{4,14})$/,
  facebook_pixel: /^\d{5,20}$/,
  youx_provider_code: /^[A-Za-z0-9_-]{1,64}$/,
  google_site_verification: /^[A-Za-z0-9_=-]{10,100}(?:\s*,\s*[A-Za-z0-9_=-]{10,100})*$/,
} as const;

const COLOUR_FIELDS = ['primaryColor', 'secondaryColor', 'accentColor'] as const;

/** The site with invalid colours set to their defaults and invalid ids dropped, and what changed. */
export function checkConfigValues(site: Website): { site: Website; warnings: string[] } {
  const warnings: string[] = [];
  const warn = (field: string, value: unknown, fallback: string) =>
    warnings.push(
      `Tenant "${site.slug}": ${field} ${JSON.stringify(String(value).slice(0, 80))} is not valid; ${fallback}`,
    );
  const defaults = ShellConfig.parse({});
  const config: Record<string, unknown> = { ...site.config };
  for (const field of COLOUR_FIELDS) {
    const value = config[field];
    if (value === undefined || value === null || (typeof value === 'string' && isColour(value)))
      continue;
    const fallback = (defaults as Record<string, unknown>)[field];
    warn(`config.${field}`, value, fallback ? `using the default ${fallback}` : 'left out');
    if (fallback === undefined) delete config[field];
    else config[field] = fallback;
  }
  const out: Record<string, unknown> = { ...site, config };
  for (const [field, pattern] of Object.entries(ID_PATTERNS)) {
    const value = out[field];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string' && pattern.test(value.trim())) continue;
    warn(field, value, 'left out');
    delete out[field];
  }
  return { site: out as Website, warnings };
}
