import { z } from 'zod';
import { loose, opt } from '../../schema-helpers';

/** rules.md: Navigation item. dropdownItems nest navigation items. */
export interface NavigationItem {
  url: string;
  name: string;
  mandatory?: boolean | null;
  className?: string | null;
  dropdownItems?: NavigationItem[] | null;
  dynamicDropdown?: 'models' | null;
  [key: string]: unknown;
}

export const NavigationItem: z.ZodType<NavigationItem> = z.lazy(() =>
  loose({
    url: z.string(),
    name: z.string(),
    mandatory: opt(z.boolean()),
    className: opt(z.string()),
    dropdownItems: opt(z.array(NavigationItem)),
    dynamicDropdown: opt(z.literal('models')),
  }),
);

export const Navigation = loose({
  header: opt(z.array(NavigationItem)),
  footer: opt(z.array(NavigationItem)),
});
export type Navigation = z.infer<typeof Navigation>;
