/**
 * Editor blocks written in code: the default legal and company texts (legal.ts, company.ts)
 * and the sample generator's pages are made of the same blocks a dealer writes in the
 * dashboard, so one renderer and one placeholder pass serve both.
 */
import type { BlockButton, BlockTunes, ContentBlock } from '../tenant/schema/content-block';

export function blockIds(prefix: string) {
  let n = 0;
  return () => `${prefix}-${(n++).toString(36)}`;
}

type Ids = () => string;

export const header = (id: Ids, text: string, level = 2, tunes?: BlockTunes): ContentBlock => ({
  id: id(),
  type: 'header',
  data: { text, level },
  ...(tunes ? { tunes } : {}),
});

export const paragraph = (id: Ids, text: string, tunes?: BlockTunes): ContentBlock => ({
  id: id(),
  type: 'paragraph',
  data: { text },
  ...(tunes ? { tunes } : {}),
});

export const list = (
  id: Ids,
  items: string[],
  style: 'unordered' | 'ordered' = 'unordered',
  tunes?: BlockTunes,
): ContentBlock => ({
  id: id(),
  type: 'list',
  data: { style, items },
  ...(tunes ? { tunes } : {}),
});

export const buttons = (
  id: Ids,
  items: (Pick<BlockButton, 'text' | 'href'> & Partial<BlockButton>)[],
  options: { fullWidth?: boolean; rounded?: boolean; tunes?: BlockTunes } = {},
): ContentBlock => ({
  id: id(),
  type: 'button',
  data: {
    fullWidth: options.fullWidth ?? false,
    roundedButton: options.rounded ?? true,
    buttons: items.map((b, i) => ({
      type: i === 0 ? 'solid' : 'outline',
      colour: 'primary',
      customClassname: '',
      ...b,
    })),
  },
  ...(options.tunes ? { tunes: options.tunes } : {}),
});

export const image = (
  id: Ids,
  url: string,
  caption: string,
  options: { alt?: string; stretched?: boolean; tunes?: BlockTunes } = {},
): ContentBlock => ({
  id: id(),
  type: 'image',
  data: { file: { url }, caption, alt: options.alt ?? '', stretched: options.stretched ?? false },
  ...(options.tunes ? { tunes: options.tunes } : {}),
});

export const custom = (
  id: Ids,
  component: string,
  props: Record<string, string> | string = {},
  tunes?: BlockTunes,
): ContentBlock => ({
  id: id(),
  type: 'custom',
  data: {
    component,
    props:
      typeof props === 'string'
        ? props
        : JSON.stringify(Object.entries(props).map(([key, value]) => ({ key, value }))),
  },
  ...(tunes ? { tunes } : {}),
});
