/**
 * The project's own lint rules (DESIGN.md conventions):
 * - domain-imports: src/domain/ imports only zod and other domain modules (no Astro, React, data or server code).
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

export default { rules: { 'domain-imports': domainImports } };
