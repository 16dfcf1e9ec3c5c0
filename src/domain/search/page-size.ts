/**
 * Results per page (rules.md: Search: 'Page size 21 (hitsPerPage default
 * 21)'): the search page asks for it and the embedded engine defaults to it. A module of its
 * own, free of imports, so the engine's on-demand chunk stays small.
 */
export const HITS_PER_PAGE = 21;
