/** The theme colours content blocks name (rules.md: Content block rules colour values), as CSS variables from the site's colours. */
import { getSite } from '../data/collections';
import { readableOn } from '../domain/format/color';

export async function themeVariables(): Promise<Record<string, string>> {
  const { config } = await getSite();
  const vars: Record<string, string> = {
    '--theme-primary': config.primaryColor,
    '--theme-primary-contrast': readableOn(config.primaryColor),
    '--theme-secondary': config.secondaryColor,
    '--theme-secondary-contrast': readableOn(config.secondaryColor),
  };
  if (config.accentColor) {
    vars['--theme-accent'] = config.accentColor;
    vars['--theme-accent-contrast'] = readableOn(config.accentColor);
  }
  return vars;
}
