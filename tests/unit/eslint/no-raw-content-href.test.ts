/** The project's lint rule no-raw-content-href: a raw content URL never reaches an href in an .astro template. */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint();

async function rawHrefLines(template: string): Promise<number[]> {
  const code = `---
const site = { facebook_url: 'x', navigation: [{ url: 'y' }], banner: { url: 'z' } } as Record<string, never>;
const banner = site.banner;
const u = banner.url;
const { link } = site.w;
const ok = \`/search/\${site.slug}\`;
---
${template}
`;
  const [result] = await eslint.lintText(code, { filePath: 'src/components/layout/Probe.astro' });
  return result.messages
    .filter((m) => m.ruleId === 'project/no-raw-content-href')
    .map((m) => m.line - 7);
}

describe('project/no-raw-content-href', () => {
  it('refuses raw content URL fields, directly or through a const, a destructuring, ?? or a template', async () => {
    const lines = await rawHrefLines(
      [
        '<a href={site.facebook_url}>a</a>',
        '<a href={u}>b</a>',
        '<a href={link}>c</a>',
        "<a href={banner?.linkTo ?? '/'}>d</a>",
        '<a href={`${site.url}/x`}>e</a>',
        '{site.navigation.map((n) => <a href={n.url}>f</a>)}',
      ].join('\n'),
    );
    expect(lines).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('accepts what the link policy or another function produced, and paths built from literals', async () => {
    const lines = await rawHrefLines(
      [
        '<a href={ok}>ok</a>',
        '<a href={resolveLink(site.url, policy).href}>ok</a>',
        '<a href={telHref(site.phone)}>ok</a>',
        '<a href="/contact">ok</a>',
        '<a {...linkAttributes(link)}>ok</a>',
      ].join('\n'),
    );
    expect(lines).toEqual([]);
  });
});
