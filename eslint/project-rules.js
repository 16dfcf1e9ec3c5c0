/**
 * The project's own lint rules (DESIGN.md conventions):
 * - domain-imports: src/domain/ imports only zod and other domain modules (no Astro, React, data or server code).
 * - no-raw-content-href: in .astro templates, an href is never a raw URL field of content
 *   (url, link, linkTo, facebook_url, …); it comes out of the link policy (src/domain/content/links.ts).
 */
import path from 'node:path';

const DOMAIN = `${path.sep}src${path.sep}domain${path.sep}`;

/** @type {import('eslint').Rule.RuleModule} */
const domainImports = {
  meta: {
    type: 'problem',
    docs: { description: 'src/domain imports only zod and other modules under src/domain' },
    messages: {
      outside:
        "src/domain imports only 'zod' and other domain modules; '{{source}}' is outside (move the rule into src/domain, or the caller out of it).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!file.includes(DOMAIN)) return {};
    const domainRoot = file.slice(0, file.indexOf(DOMAIN) + DOMAIN.length);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (source === 'zod' || source.startsWith('zod/')) return;
      if (source.startsWith('.')) {
        const target = path.resolve(path.dirname(file), source);
        if ((target + path.sep).startsWith(domainRoot)) return;
      }
      context.report({ node, messageId: 'outside', data: { source } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/**
 * The content fields that hold a URL as the dashboard wrote it (the zod schemas in
 * src/domain/tenant/schema and the config): reading one straight into an href skips the link
 * policy. A value that passed through any call (resolveLink(...).href, telHref(...)) is not
 * raw; neither is a field of a resolved link ('href').
 */
export const RAW_URL_FIELDS = [
  'url',
  'link',
  'linkTo',
  'place_url',
  'map_url',
  'review_url',
  'override_url',
  'brochure_url',
  'image_url',
  'facebook_url',
  'instagram_url',
  'youtube_url',
  'linkedin_url',
  'tiktok_url',
  'website',
  'trade_in_url',
];

/** @type {import('eslint').Rule.RuleModule} */
const noRawContentHref = {
  meta: {
    type: 'problem',
    docs: {
      description: 'hrefs in .astro templates come out of the link policy, never raw content URLs',
    },
    messages: {
      raw: "href reads the content field '{{field}}' raw: pass it through resolveLink() (src/domain/content/links.ts) and use the resolved link (a javascript: URL from the dashboard must never reach an href).",
    },
    schema: [],
  },
  create(context) {
    if (!context.filename.endsWith('.astro')) return {};
    const source = context.sourceCode;
    /** The raw content field an expression reads, or null; follows const initialisers a few steps. */
    const rawField = (node, scopeNode, depth = 0) => {
      if (!node || depth > 4) return null;
      switch (node.type) {
        case 'ChainExpression':
        case 'TSNonNullExpression':
        case 'TSAsExpression':
        case 'TSSatisfiesExpression':
          return rawField(node.expression, scopeNode, depth);
        case 'ConditionalExpression':
          return (
            rawField(node.consequent, scopeNode, depth) ??
            rawField(node.alternate, scopeNode, depth)
          );
        case 'LogicalExpression':
          return rawField(node.right, scopeNode, depth) ?? rawField(node.left, scopeNode, depth);
        case 'TemplateLiteral':
          for (const e of node.expressions) {
            const f = rawField(e, scopeNode, depth);
            if (f) return f;
          }
          return null;
        case 'BinaryExpression':
          return node.operator === '+'
            ? (rawField(node.left, scopeNode, depth) ?? rawField(node.right, scopeNode, depth))
            : null;
        case 'MemberExpression': {
          const name = node.computed
            ? node.property.type === 'Literal'
              ? String(node.property.value)
              : null
            : node.property.name;
          return name && RAW_URL_FIELDS.includes(name) ? name : null;
        }
        case 'Identifier': {
          let scope = source.getScope(scopeNode);
          while (scope) {
            const variable = scope.set.get(node.name);
            if (variable) {
              const def = variable.defs[0];
              if (def?.type === 'Variable' && def.node.id.type === 'Identifier' && def.node.init)
                return rawField(def.node.init, def.node, depth + 1);
              if (def?.type === 'Variable' && def.node.id.type === 'ObjectPattern') {
                const prop = def.node.id.properties.find(
                  (p) =>
                    p.type === 'Property' &&
                    p.value.type === 'Identifier' &&
                    p.value.name === node.name,
                );
                const key =
                  prop && !prop.computed && prop.key.type === 'Identifier' ? prop.key.name : null;
                return key && RAW_URL_FIELDS.includes(key) ? key : null;
              }
              return null;
            }
            scope = scope.upper;
          }
          return null;
        }
        default:
          return null;
      }
    };
    return {
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'href') return;
        if (node.value?.type !== 'JSXExpressionContainer') return;
        const field = rawField(node.value.expression, node);
        if (field) context.report({ node, messageId: 'raw', data: { field } });
      },
    };
  },
};

export default {
  rules: { 'domain-imports': domainImports, 'no-raw-content-href': noRawContentHref },
};
