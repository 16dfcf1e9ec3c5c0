/**
 * Islands render on the server with React's renderToString, not its stream.
 *
 * @astrojs/react renders every island's server HTML with renderToReadableStream, then reads the
 * stream back into one string: each island pays for a ReadableStream, a TextEncoder and a
 * TextDecoder pass, and a microtask per chunk. Its `experimentalDisableStreaming` option renders
 * with renderToString instead, but drops the island's `identifierPrefix` on the way, so every
 * `useId()` would differ from the one the browser hydrates with (@astrojs/react's client passes
 * the island's `prefix` attribute). This Vite plugin gives the prefix back: it rewrites that
 * one call in @astrojs/react's server renderer to pass the same render options the stream gets.
 *
 * The HTML is the same (every page of badger, sunshine, outback and throttle compared, their
 * useId ids prefixed as before). pacific-motor-group's build, 5,142 pages, the last three of five
 * interleaved pairs on this 2-core machine: 43.3–49.0 s wall and 74.9–82.9 CPU s with the
 * stream, 41.1–48.0 s and 70.4–81.8 CPU s with renderToString (2026-11-25).
 *
 * When @astrojs/react changes that call, the build stops here rather than ship islands whose
 * ids no longer match: see whether it now passes the prefix itself, and drop this plugin if so.
 */
import type { Plugin } from 'vite';

/** @astrojs/react's server renderer, the one module rewritten. */
export const isReactServerRenderer = (id: string) =>
  /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/.test(id.split('?')[0]);

/** The call `experimentalDisableStreaming` makes, without the island's render options. */
export const STRING_RENDER_CALL = 'ReactDOM.renderToString(vnode)';
/** The same call with them: `renderOptions` holds `identifierPrefix` (and the action's form state). */
export const STRING_RENDER_WITH_OPTIONS = 'ReactDOM.renderToString(vnode, renderOptions)';

/** @astrojs/react's server renderer with its renderToString call given the island's render options. */
export function withIdentifierPrefix(code: string, id = '@astrojs/react/dist/server.js'): string {
  const calls = code.split(STRING_RENDER_CALL).length - 1;
  if (calls !== 1 || !/\bconst renderOptions = \{\s*identifierPrefix: prefix\b/.test(code)) {
    throw new Error(
      `${id}: expected one "${STRING_RENDER_CALL}" (found ${calls}) after "const renderOptions = { identifierPrefix: prefix" ` +
        `in @astrojs/react's server renderer. It changed: check whether renderToString now gets the island's ` +
        `identifierPrefix, and remove src/integrations/react-string-render.ts if it does.`,
    );
  }
  return code.replace(STRING_RENDER_CALL, STRING_RENDER_WITH_OPTIONS);
}

/** The Vite plugin; the Astro configuration (src/integrations/astro-config.ts) pairs it with react({ experimentalDisableStreaming: true }). */
export function reactStringRender(): Plugin {
  return {
    name: 'dealer-sites:react-string-render',
    enforce: 'pre',
    transform(code, id) {
      if (!isReactServerRenderer(id)) return null;
      return { code: withIdentifierPrefix(code, id), map: null };
    },
  };
}
