import { describe, expect, it } from 'vitest';
import { renderOnce } from '../../../src/page-data/render-once';

describe('HTML rendered once per build (the site header and footer)', () => {
  it('renders a key once; pages in flight at once share that render', async () => {
    let renders = 0;
    const render = async () => `<footer>${++renders}</footer>`;
    const pages = await Promise.all(
      Array.from({ length: 5 }, () => renderOnce('footer-a', render, true)),
    );
    expect(pages).toEqual(Array(5).fill('<footer>1</footer>'));
    expect(await renderOnce('footer-a', render, true)).toBe('<footer>1</footer>');
    // another key renders on its own
    expect(await renderOnce('header-a /service', render, true)).toBe('<footer>2</footer>');
    expect(renders).toBe(2);
  });

  it('keeps no failed render: the next page renders again', async () => {
    let calls = 0;
    const render = async () => {
      calls++;
      if (calls === 1) throw new Error('no locations');
      return '<footer>ok</footer>';
    };
    await expect(renderOnce('footer-b', render, true)).rejects.toThrow('no locations');
    expect(await renderOnce('footer-b', render, true)).toBe('<footer>ok</footer>');
    expect(calls).toBe(2);
  });

  it('refuses content holding an island, whose ids belong to one page', async () => {
    const island = async () => '<nav><astro-island uid="x" prefix="r0"></astro-island></nav>';
    await expect(renderOnce('header-d', island, true)).rejects.toThrow(
      'renderOnce("header-d"): the content holds an island',
    );
  });

  it('renders every time when off (development: an edit shows on the next request)', async () => {
    let renders = 0;
    const render = async () => `<footer>${++renders}</footer>`;
    await renderOnce('footer-c', render, false);
    expect(await renderOnce('footer-c', render, false)).toBe('<footer>2</footer>');
    // the default follows Vite's mode: vitest runs as development
    expect(import.meta.env.DEV).toBe(true);
    await renderOnce('footer-c', render);
    expect(renders).toBe(3);
  });
});
