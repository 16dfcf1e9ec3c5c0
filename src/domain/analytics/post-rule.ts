/**
 * Whether the page posts an event at all (rules.md: Event logging), apart from the post's
 * body (./event-post.ts) so the page can decide without loading the body's code.
 */

/** Whether to post at all: the event-logging tenants, and only with a category. */
export function shouldPostEvent(
  eventLogging: boolean,
  category: string | null | undefined,
): boolean {
  return eventLogging && typeof category === 'string' && category.trim() !== '';
}
