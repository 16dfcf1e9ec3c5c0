/**
 * A content page's blocks made ready to render (rules.md: Content blocks; Content block rules; Text placeholders): placeholders filled, blocks for other sites and empty paragraphs left out, each
 * block's data read by its type's schema and its tunes turned into a layout. A block whose
 * data does not fit its type is left out with a warning naming the page, the block and why.
 */
import { z } from 'zod';
import { loose, opt } from '../schema-helpers';
import { BlockButton, type ContentBlock } from '../tenant/schema/content-block';
import { blockLayout, isEmptyHtml, parseCustomProps, type BlockLayout } from './blocks';
import { fillJson, type PlaceholderFacts } from './placeholders';
import { videoEmbedUrl } from './media';

/** A list item: editor.js writes strings, or {content, items} for nested lists. */
export interface ListItem {
  content: string;
  items: ListItem[];
}
const ListItemInput: z.ZodType<string | { content?: string | null; items?: unknown[] | null }> =
  z.union([
    z.string(),
    loose({ content: opt(z.string()), items: opt(z.array(z.lazy(() => ListItemInput))) }),
  ]);
const toItem = (i: z.infer<typeof ListItemInput>): ListItem =>
  typeof i === 'string'
    ? { content: i, items: [] }
    : {
        content: i.content ?? '',
        items: ((i.items ?? []) as z.infer<typeof ListItemInput>[]).map(toItem),
      };

export const BLOCK_DATA = {
  paragraph: loose({ text: z.string().default('') }),
  header: loose({
    text: z.string(),
    level: z.coerce.number().int().min(1).max(6).default(2),
  }),
  list: loose({
    style: z.enum(['ordered', 'unordered']).default('unordered'),
    items: z.array(ListItemInput).default([]),
  }),
  image: loose({
    file: opt(
      loose({
        url: opt(z.string()),
        width: opt(z.coerce.number().int().positive()).catch(undefined),
        height: opt(z.coerce.number().int().positive()).catch(undefined),
      }),
    ),
    url: opt(z.string()),
    caption: opt(z.string()),
    alt: opt(z.string()),
    withBorder: opt(z.boolean()),
    stretched: opt(z.boolean()),
    withBackground: opt(z.boolean()),
  }),
  button: loose({
    fullWidth: opt(z.boolean()),
    roundedButton: opt(z.boolean()),
    buttons: z.array(BlockButton).default([]),
  }),
  embed: loose({
    service: opt(z.string()),
    source: opt(z.string()),
    embed: opt(z.string()),
    caption: opt(z.string()),
  }),
  quote: loose({ text: z.string(), caption: opt(z.string()) }),
  delimiter: loose({}),
  raw: loose({ html: z.string().default('') }),
  custom: loose({ component: z.string(), props: opt(z.unknown()) }),
} as const;

/** Block keys whose strings are HTML (placeholders filled as HTML); the rest are plain text. */
export const HTML_KEYS = ['text', 'caption', 'items', 'content', 'html'];

export type BlockType = keyof typeof BLOCK_DATA;
export type BlockData<T extends BlockType> = z.infer<(typeof BLOCK_DATA)[T]>;

export type BlockView =
  | { type: 'paragraph'; key: string; layout: BlockLayout; html: string }
  | { type: 'header'; key: string; layout: BlockLayout; html: string; level: number }
  | { type: 'list'; key: string; layout: BlockLayout; ordered: boolean; items: ListItem[] }
  | {
      type: 'image';
      key: string;
      layout: BlockLayout;
      src: string;
      alt: string;
      caption: string;
      border: boolean;
      stretched: boolean;
      background: boolean;
      /** The picture's own size in pixels, when the content API sends it (file.width/height). */
      width?: number;
      height?: number;
    }
  | {
      type: 'button';
      key: string;
      layout: BlockLayout;
      fullWidth: boolean;
      rounded: boolean;
      buttons: BlockButton[];
    }
  | { type: 'video'; key: string; layout: BlockLayout; embed: string; caption: string }
  | { type: 'quote'; key: string; layout: BlockLayout; html: string; caption: string }
  | { type: 'delimiter'; key: string; layout: BlockLayout }
  | { type: 'raw'; key: string; layout: BlockLayout; html: string }
  | {
      type: 'custom';
      key: string;
      layout: BlockLayout;
      component: string;
      props: Record<string, string>;
    };

export interface BlockContext {
  siteSlug: string;
  facts: PlaceholderFacts;
  /** Names the page in warnings ('pages.json about-us'). */
  source: string;
  warn?: (message: string) => void;
}

function view(block: ContentBlock, index: number, ctx: BlockContext): BlockView | null {
  const warn = ctx.warn ?? console.warn;
  const layout = blockLayout(block, ctx.siteSlug);
  if (!layout.visible) return null;
  const key = block.id ?? `block-${index}`;
  const type = block.type as BlockType;
  const schema = BLOCK_DATA[type];
  if (!schema) {
    warn(`${ctx.source}: block ${key}: unknown block type '${block.type}' left out`);
    return null;
  }
  const parsed = schema.safeParse(fillJson(block.data, ctx.facts, { htmlKeys: HTML_KEYS }));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    warn(
      `${ctx.source}: block ${key} (${block.type}): ${issue.path.join('.') || 'data'}: ${issue.message}; left out`,
    );
    return null;
  }
  const base = { key, layout };
  switch (type) {
    case 'paragraph': {
      const d = parsed.data as BlockData<'paragraph'>;
      return isEmptyHtml(d.text) ? null : { type, ...base, html: d.text };
    }
    case 'header': {
      const d = parsed.data as BlockData<'header'>;
      return isEmptyHtml(d.text) ? null : { type, ...base, html: d.text, level: d.level };
    }
    case 'list': {
      const d = parsed.data as BlockData<'list'>;
      const items = d.items.map(toItem);
      return items.length ? { type, ...base, ordered: d.style === 'ordered', items } : null;
    }
    case 'image': {
      const d = parsed.data as BlockData<'image'>;
      const src = d.file?.url ?? d.url ?? '';
      if (!src) return null;
      return {
        type,
        ...base,
        src,
        alt: d.alt ?? '',
        caption: d.caption ?? '',
        border: Boolean(d.withBorder),
        stretched: Boolean(d.stretched),
        background: Boolean(d.withBackground),
        ...(d.file?.width && d.file.height ? { width: d.file.width, height: d.file.height } : {}),
      };
    }
    case 'button': {
      const d = parsed.data as BlockData<'button'>;
      return d.buttons.length
        ? {
            type,
            ...base,
            fullWidth: Boolean(d.fullWidth),
            rounded: Boolean(d.roundedButton),
            buttons: d.buttons,
          }
        : null;
    }
    case 'embed': {
      const d = parsed.data as BlockData<'embed'>;
      const embed = videoEmbedUrl(d.source) ?? videoEmbedUrl(d.embed);
      if (!embed) {
        warn(
          `${ctx.source}: block ${key} (embed): '${d.source ?? ''}' is not a video link; left out`,
        );
        return null;
      }
      return { type: 'video', ...base, embed, caption: d.caption ?? '' };
    }
    case 'quote': {
      const d = parsed.data as BlockData<'quote'>;
      return { type, ...base, html: d.text, caption: d.caption ?? '' };
    }
    case 'delimiter':
      return { type, ...base };
    case 'raw': {
      const d = parsed.data as BlockData<'raw'>;
      return isEmptyHtml(d.html) ? null : { type, ...base, html: d.html };
    }
    case 'custom': {
      const d = parsed.data as BlockData<'custom'>;
      // Props are read from the block as written (placeholders in them are filled above).
      return {
        type,
        ...base,
        component: d.component,
        props: parseCustomProps(d.props, warn),
      };
    }
  }
}

/** The blocks a site shows, ready to render. */
export function blockViews(blocks: readonly ContentBlock[], ctx: BlockContext): BlockView[] {
  return blocks.map((b, i) => view(b, i, ctx)).filter((b): b is BlockView => b !== null);
}

/** Whether the blocks already carry the page's h1 (a level-1 header), so the page adds none. */
export function hasHeading1(views: readonly BlockView[]): boolean {
  return views.some((v) => v.type === 'header' && v.level === 1);
}
