import { z } from 'zod';
import { loose, opt } from '../../schema-helpers';

/** rules.md: Content blocks: editor blocks with tunes. */
const spacing = loose({
  spacingTop: opt(z.union([z.number(), z.boolean()])),
  spacingBottom: opt(z.union([z.number(), z.boolean()])),
});
const padding = loose({ paddingTop: opt(z.number()), paddingBottom: opt(z.number()) });

export const BlockTunes = loose({
  alignment: opt(loose({ alignment: opt(z.enum(['left', 'center', 'right'])) })),
  screensize: opt(loose({ screenSize: opt(z.string()) })),
  classname: opt(loose({ className: opt(z.string()) })),
  backgroundColor: opt(
    loose({
      backgroundColor: opt(z.string()),
      customBackgroundColor: opt(z.string()),
      customBackgroundType: opt(z.enum(['gradient', 'image'])),
      customGradient: opt(z.string()),
      customImage: opt(
        loose({
          url: opt(z.string()),
          alt: opt(z.string()),
          layout: opt(z.string()),
          position: opt(z.string()),
        }),
      ),
    }),
  ),
  textColor: opt(loose({ textColor: opt(z.string()), customTextColor: opt(z.string()) })),
  margin: opt(
    spacing.extend({
      mobile: opt(spacing.extend({ active: opt(z.boolean()) })),
      tablet: opt(spacing.extend({ active: opt(z.boolean()) })),
    }),
  ),
  padding: opt(padding.extend({ mobile: opt(padding), tablet: opt(padding) })),
  container: opt(loose({ contain: opt(z.boolean()) })),
});

export type BlockTunes = z.infer<typeof BlockTunes>;

export const BlockButton = loose({
  text: z.string(),
  href: z.string(),
  type: opt(z.string()),
  colour: opt(z.string()),
  customClassname: opt(z.string()),
  customPadding: opt(
    loose({
      useCustomPadding: opt(z.boolean()),
      paddingVertical: opt(z.number()),
      paddingHorizontal: opt(z.number()),
    }),
  ),
});

export type BlockButton = z.infer<typeof BlockButton>;

export const ContentBlock = loose({
  id: opt(z.string()),
  /** paragraph, header, button, image, list, custom, ... */
  type: z.string(),
  data: loose({}),
  tunes: opt(BlockTunes),
});
export type ContentBlock = z.infer<typeof ContentBlock>;

/** A content page: /pages/{slug} and the company pages. */
export const Page = loose({
  id: z.union([z.number(), z.string()]),
  slug: z.string(),
  title: z.string(),
  meta_description: opt(z.string()),
  blocks: z.array(ContentBlock),
});
export type Page = z.infer<typeof Page>;
