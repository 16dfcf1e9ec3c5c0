/**
 * Astro's compiler writes the site URL into every compiled .astro module:
 *
 *   const $$Astro = $$createAstro("https://www.example.com");
 *   const Astro = $$Astro;
 *   const $$Page = $$createComponent(($$result, $$props, $$slots) => {
 *     const Astro = $$result.createAstro($$props, $$slots);
 *
 * That module-level `Astro` is what code outside the component sees (getStaticPaths, whose
 * `Astro.site` Astro 7 deprecates); a render's own `Astro`, site included, comes from its
 * request. Where nothing reads the module-level one, the bundle keeps only the dead
 * `createAstro("https://…")` call, and the site in it makes each chunk's content, and so its
 * name, differ from tenant to tenant. This Vite plugin leaves the site out of that call where
 * the module never reads it, so two tenants' bundles are the same code
 * (src/build/bundle-reuse.ts); a module that reads it keeps it.
 */
import type { Plugin } from 'vite';

/** The compiled module-level declaration, its site a JSON string. */
const DECLARATION = /const \$\$Astro = \$\$createAstro\(("(?:[^"\\\n]|\\.)*")\);/;
const UNREAD = 'const $$Astro = $$createAstro(undefined);';

interface Node {
  type: string;
  [key: string]: unknown;
}

const isNode = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

/**
 * Whether a compiled .astro module (its ESTree program) reads its module-level Astro global:
 * `$$Astro` anywhere but its declaration and alias, or `Astro` outside the component's own
 * render function (where the render's `Astro` shadows it).
 */
export function readsModuleAstro(program: Node): boolean {
  let reads = false;
  const visit = (node: Node, inRender: boolean, parent?: Node, key?: string) => {
    if (reads) return;
    if (node.type === 'Identifier') {
      const name = node.name;
      const declared =
        parent?.type === 'VariableDeclarator' &&
        (key === 'id' || (key === 'init' && (parent.id as Node).name === 'Astro'));
      const notAVariable =
        (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
        (parent?.type === 'Property' && key === 'key' && !parent.computed);
      if (!declared && !notAVariable) {
        if (name === '$$Astro' || (name === 'Astro' && !inRender)) reads = true;
      }
      return;
    }
    const render =
      inRender ||
      (node.type === 'CallExpression' && (node.callee as Node)?.name === '$$createComponent');
    for (const [k, value] of Object.entries(node)) {
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) visit(item, render, node, k);
      } else if (isNode(value)) visit(value, render, node, k);
    }
  };
  visit(program, false);
  return reads;
}

/**
 * The compiled module with its unread site left out, or null to leave it as it is (no such
 * declaration, or the module reads its module-level Astro global). `parse` gives the ESTree
 * program.
 */
export function withoutUnreadSite(code: string, parse: (code: string) => Node): string | null {
  const match = DECLARATION.exec(code);
  if (!match || readsModuleAstro(parse(code))) return null;
  return code.slice(0, match.index) + UNREAD + code.slice(match.index + match[0].length);
}

export function unreadSite(): Plugin {
  return {
    name: 'dealer-sites:unread-site',
    enforce: 'post',
    transform(code, id) {
      if (!id.split('?')[0].endsWith('.astro') || !code.includes('$$createAstro(')) return null;
      const out = withoutUnreadSite(code, (c) => this.parse(c) as unknown as Node);
      return out === null ? null : { code: out, map: null };
    },
  };
}
