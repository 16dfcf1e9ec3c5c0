import { z } from 'zod';
import { loose, opt } from '../../schema-helpers';

/** Content-page settings (rules.md: Own-site routes (content side) external blog categories). */
export const ContentConfig = loose({
  /** The external blog the categories other than vehicle-reviews link to (https). */
  externalBlogUrl: opt(z.string()),
});
export type ContentConfig = z.infer<typeof ContentConfig>;
