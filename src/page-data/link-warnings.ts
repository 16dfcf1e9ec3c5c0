/**
 * The build log's one channel for links the link policy refused (rules.md: Link policy): each
 * warning ('{tenant}: {field}: unsafe link …') is printed once per build process, however
 * many pages render the same link.
 */
const printed = new Set<string>();

/** Prints a refused link's warning (once); returns the link unchanged. */
export function reportLink<T extends object>(link: T): T {
  const warning = 'warning' in link && typeof link.warning === 'string' ? link.warning : null;
  if (warning && !printed.has(warning)) {
    printed.add(warning);
    console.warn(`[links] ${warning}`);
  }
  return link;
}
