import { describe, expect, it } from 'vitest';
import { parseSync } from 'vite';
import { readsModuleAstro, withoutUnreadSite } from '../../../src/build/unread-site';

type Program = Parameters<typeof readsModuleAstro>[0];
const parse = (code: string) => parseSync('page.js', code).program as unknown as Program;

/** A compiled .astro module as Astro's compiler writes it (after Vite's TypeScript step). */
const compiled = (outside = '', inside = 'const { title } = Astro.props;') => `
import { createAstro as $$createAstro, createComponent as $$createComponent } from "astro/compiler-runtime";
const $$Astro = $$createAstro("https://www.alpha.example");
const Astro = $$Astro;
${outside}
const $$Page = $$createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Page;
	${inside}
	return $$render\`<h1>\${title}</h1>\`;
}, "/src/pages/index.astro", undefined);
export default $$Page;
`;

describe('the site left out of an unread module-level Astro global', () => {
  it('leaves it out where only the render’s own Astro is read', () => {
    const out = withoutUnreadSite(compiled(), parse);
    expect(out).not.toBeNull();
    expect(out).not.toContain('alpha');
    expect(out).toContain('const $$Astro = $$createAstro(undefined);');
    // the rest of the module is as it was
    expect(out!.replace('undefined', '"https://www.alpha.example"')).toBe(compiled());
  });

  it('keeps it where getStaticPaths reads Astro.site', () => {
    const code = compiled(
      'export async function getStaticPaths() { return [{ params: { slug: Astro.site.host } }]; }',
    );
    expect(withoutUnreadSite(code, parse)).toBeNull();
  });

  it('keeps it where $$Astro is read, even inside the render', () => {
    expect(withoutUnreadSite(compiled('', 'const s = $$Astro.site;'), parse)).toBeNull();
  });

  it('is not fooled by a property or key named Astro', () => {
    const code = compiled('const meta = { Astro: 1 }; const x = meta.Astro;');
    expect(withoutUnreadSite(code, parse)).toContain('$$createAstro(undefined)');
  });

  it('leaves a module without the declaration as it is', () => {
    expect(withoutUnreadSite('export const a = 1;', parse)).toBeNull();
    expect(readsModuleAstro(parse('const Astro = 1; console.log(Astro);'))).toBe(true);
  });
});
