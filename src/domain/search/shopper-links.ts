/**
 * The links to the shopper's own pages (rules.md: States and transitions; Roles and permissions): their paths and the
 * link texts with the list's count. Kept apart from shopper-lists.ts (the saved cars' views,
 * which need the card and spec helpers) so the links' island on every vehicle and search page
 * loads these few lines only.
 */
export const FAVOURITES_PATH = '/favourites';
export const COMPARE_PATH = '/compare';

/** 'Compare (2)': the link to the compare page with the list's count. */
export const compareLinkText = (count: number) => `Compare (${count})`;
export const favouritesLinkText = (count: number) =>
  count > 0 ? `Favourites (${count})` : 'Favourites';
