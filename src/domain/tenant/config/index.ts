import { z } from 'zod';
import { ContentConfig } from './content';
import { FormsConfig } from './forms';
import { MarketConfig } from './market';
import { LocationsConfig } from './locations';
import { SearchConfig } from './search';
import { ShellConfig } from './shell';
import { StockConfig } from './stock';
import { VdpConfig } from './vdp';

/**
 * The website's `config` object (rules.md: Website (site configuration) "config {} (large object)").
 * One file per area so each area's keys and defaults sit beside the rules that read them.
 * Unknown keys are kept.
 */
export const SiteConfig = z.looseObject({
  ...ShellConfig.shape,
  ...SearchConfig.shape,
  ...VdpConfig.shape,
  ...FormsConfig.shape,
  ...LocationsConfig.shape,
  ...ContentConfig.shape,
  ...MarketConfig.shape,
  ...StockConfig.shape,
});
export type SiteConfig = z.infer<typeof SiteConfig>;
