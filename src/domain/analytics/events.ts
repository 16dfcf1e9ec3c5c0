/**
 * Analytics event ids (rules.md: Analytics event ids; rules.md: Tracked link events): the id the tag manager's dataLayer receives and the category the event post carries.
 */
export const ANALYTICS = {
  phoneClick: { id: 25, category: 'Phone link click' },
  mapsClick: { id: 41, category: 'Maps link click' },
  financeLinkClick: { id: 58, category: 'Personalised finance link click' },
  firstCalculatorUse: { id: 26, category: 'First calculator interaction' },
  historyReport: { id: 60, category: 'History report' },
  print: { id: 61, category: 'Print' },
  favourite: { id: 39, category: 'Favourite' },
} as const;
export type AnalyticsEvent = { readonly id: number; readonly category: string };

/** Event 25's label: 'New Car' or 'Used Car' from the page path (vehicle paths containing 'new' or 'used'). */
export function phoneClickLabel(path: string): 'New Car' | 'Used Car' | null {
  if (!/^\/(cars|motorcycles|campers)\//.test(path)) return null;
  if (path.includes('used')) return 'Used Car';
  if (path.includes('new')) return 'New Car';
  return null;
}

const FINANCE_SIGN_IN = /^\/(sign-in|login)\b.*finance/i;
const PERSONALISED_FINANCE = /^\/personalised\/finance(\/|\?|#|$)/;

/**
 * The tracked link event for a link, from its href (resolved against the page) and the page's path:
 * 25 phone (tel:), 41 maps, 58 finance sign-in or personalised finance (rules.md: Tracked link events).
 */
export function linkEvent(
  href: string,
  pagePath: string,
  isMaps: (href: string) => boolean,
): { event: AnalyticsEvent; params: Record<string, string | null> } | null {
  const h = href.trim();
  if (/^tel:/i.test(h))
    return { event: ANALYTICS.phoneClick, params: { label: phoneClickLabel(pagePath) } };
  if (isMaps(h)) return { event: ANALYTICS.mapsClick, params: {} };
  let path: string;
  try {
    const url = new URL(h, 'https://site.invalid');
    if (url.hostname !== 'site.invalid' && !/^https?:$/.test(url.protocol)) return null;
    path = url.hostname === 'site.invalid' ? `${url.pathname}${url.search}` : '';
  } catch {
    return null;
  }
  if (PERSONALISED_FINANCE.test(path) || FINANCE_SIGN_IN.test(path))
    return { event: ANALYTICS.financeLinkClick, params: {} };
  return null;
}
