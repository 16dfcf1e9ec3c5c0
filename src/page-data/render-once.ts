/**
 * HTML rendered once per build and reused: the site shell's header and footer are the same on
 * nearly every one of a tenant's pages (src/components/html/RenderOnce.astro). A build
 * thread keeps each key's HTML for its life, which is one tenant's build: a prerender bundle
 * is loaded afresh for each build. In development every page renders afresh, so an edit shows
 * on the next request.
 */
const rendered = new Map<string, Promise<string>>();

/** An island's HTML carries per-page ids (its prefix for useId), so it cannot be reused. */
const ISLAND_TAG = '<astro-island';

/**
 * The HTML `render` makes for `key`, rendered on the first call and shared by every later one
 * (pages in flight at once share the first render). A failed render is not kept: the next page
 * tries again and fails with its own error. Content holding an island fails the page.
 */
export function renderOnce(
  key: string,
  render: () => Promise<string>,
  enabled: boolean = !import.meta.env.DEV,
): Promise<string> {
  if (!enabled) return render();
  let html = rendered.get(key);
  if (!html) {
    html = render().then((out) => {
      if (out.includes(ISLAND_TAG))
        throw new Error(
          `renderOnce("${key}"): the content holds an island; render it on each page`,
        );
      return out;
    });
    rendered.set(key, html);
    html.catch(() => rendered.delete(key));
  }
  return html;
}
