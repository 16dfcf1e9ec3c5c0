/**
 * JSON to embed in a <script> element (application/json, application/ld+json): '<' is
 * escaped so no value can close the script element, and U+2028/U+2029 so the text is
 * valid in any script context.
 */

/** Text jsonForScript wrote: the only JSON a <script> element may hold (components/html/JsonScript.astro). */
export type ScriptJson = string & { readonly __scriptJson: unique symbol };

export function jsonForScript(data: unknown): ScriptJson {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029') as ScriptJson;
}
