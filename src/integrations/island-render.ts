/**
 * Each island's server render does its work once. Astro, for every hydrated island of every
 * prerendered page:
 * - asks each renderer whether the component is its own. @astrojs/react answers by rendering
 *   a tester that calls the component: a second React render root and a second run of the
 *   island's top-level code (a search island's takes its held payload, so the real render
 *   then parses the 100 KB JSON again);
 * - serialises the island's props twice, once for its `uid` hash and once for its `props`
 *   attribute, each time through a copy of the whole props tree;
 * - hashes the island's HTML and props (200 KB on a search page) one character at a time
 *   in JavaScript, for a `uid` nothing reads outside development (Astro's own comment: "This
 *   is for HMR, probably can avoid it in prod").
 *
 * This Vite plugin rewrites those three places in the server build:
 * - @astrojs/react's `check` answers yes for a hydrated island without rendering it: React is
 *   this project's only JSX renderer (src/integrations/astro-config.ts), so every island is a
 *   React component. Components rendered without a client directive are still tested.
 * - Astro's serializeProps keeps each props object's JSON (by the object, weakly held), so the
 *   second call returns the first's string: the same characters.
 * - Astro's shorthash hashes the same text with node:crypto's SHA-1: a `uid` as stable and as
 *   unique per island, in other characters.
 *
 * pacific-motor-group's prerender bundle, each page type rendered in turn (.cache harness of
 * Astro's own prerenderer, five interleaved rounds each, medians): vehicle pages 4.65 → 4.02 ms,
 * search pages 11.8 → 9.9 ms (2026-11-28).
 *
 * When Astro or @astrojs/react changes one of these places, the build stops here, naming it:
 * check whether the new code still does the work twice, and drop that rewrite if not.
 */
import type { Plugin } from 'vite';

interface Rewrite {
  /** The module, by its path under node_modules. */
  module: RegExp;
  /** Its name in the error. */
  name: string;
  /** The text rewritten, found exactly once. */
  find: string;
  replace: string;
}

const ASTRO_SERVER = String.raw`[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]`;

/** @astrojs/react's check: a hydrated island is React's without a test render. */
export const REACT_CHECK: Rewrite = {
  module: /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/,
  name: '@astrojs/react/dist/server.js',
  find: '  let isReactComponent = false;\n  function Tester(...args) {',
  replace:
    '  if (metadata?.hydrate) return true;\n  let isReactComponent = false;\n  function Tester(...args) {',
};

/** Astro's serializeProps: one JSON string per props object. */
export const SERIALIZE_ONCE: Rewrite = {
  module: new RegExp(`${ASTRO_SERVER}serialize\\.js$`),
  name: 'astro/dist/runtime/server/serialize.js',
  find:
    'function serializeProps(props, metadata) {\n' +
    '  const serialized = JSON.stringify(serializeObject(props, metadata));\n' +
    '  return serialized;\n' +
    '}',
  replace:
    'const serializedProps = /* @__PURE__ */ new WeakMap();\n' +
    'function serializeProps(props, metadata) {\n' +
    '  let serialized = serializedProps.get(props);\n' +
    '  if (serialized !== undefined) return serialized;\n' +
    '  serialized = JSON.stringify(serializeObject(props, metadata));\n' +
    '  serializedProps.set(props, serialized);\n' +
    '  return serialized;\n' +
    '}',
};

/** Astro's shorthash: the 32-bit number it formats, from a native SHA-1 of the same text. */
export const NATIVE_HASH: Rewrite = {
  module: new RegExp(`${ASTRO_SERVER}shorthash\\.js$`),
  name: 'astro/dist/runtime/server/shorthash.js',
  find:
    'function bitwise(str) {\n' +
    '  let hash = 0;\n' +
    '  if (str.length === 0) return hash;\n' +
    '  for (let i = 0; i < str.length; i++) {\n' +
    '    const ch = str.charCodeAt(i);\n' +
    '    hash = (hash << 5) - hash + ch;\n' +
    '    hash = hash & hash;\n' +
    '  }\n' +
    '  return hash;\n' +
    '}',
  replace:
    'import { hash as nativeHash } from "node:crypto";\n' +
    'function bitwise(str) {\n' +
    '  if (str.length === 0) return 0;\n' +
    '  return nativeHash("sha1", str, "buffer").readInt32LE(0);\n' +
    '}',
};

export const REWRITES: readonly Rewrite[] = [REACT_CHECK, SERIALIZE_ONCE, NATIVE_HASH];

/** The rewrite for a module id, if any (the id's query left out). */
export function rewriteFor(id: string): Rewrite | undefined {
  const file = id.split('?')[0];
  return REWRITES.find((r) => r.module.test(file));
}

/** `code` with the rewrite made; throws, naming the module, unless its text is there exactly once. */
export function applyRewrite(code: string, rewrite: Rewrite): string {
  const found = code.split(rewrite.find).length - 1;
  if (found !== 1) {
    throw new Error(
      `${rewrite.name}: expected its code to hold this once (found ${found}):\n${rewrite.find}\n` +
        `It changed: check whether Astro still does that work twice per island, and remove the ` +
        `rewrite from src/integrations/island-render.ts if not.`,
    );
  }
  return code.replace(rewrite.find, () => rewrite.replace);
}

export function islandRender(): Plugin {
  return {
    name: 'dealer-sites:island-render',
    enforce: 'pre',
    transform(code, id, options) {
      const rewrite = rewriteFor(id);
      if (!rewrite) return null;
      // server code only: the browser never renders an island's HTML (nor has node:crypto)
      const consumer = this.environment?.config.consumer;
      const server = consumer ? consumer === 'server' : !!options?.ssr;
      if (!server) return null;
      return { code: applyRewrite(code, rewrite), map: null };
    },
  };
}
