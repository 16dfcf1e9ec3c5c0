/**
 * The site shell's behaviour on every page, one module (BaseLayout's one script): the header's
 * navigation and site search button, the sticky mobile footer, tracked links and the trackers
 * (loaded late), button actions, the visit record and the lead-form links; on a vehicle page,
 * Meta's ViewContent and the 'Checked in stock' line. One script instead
 * of one per component, and its static imports one chunk (src/integrations/shell-chunk.ts):
 * two requests instead of twelve before a phone paints the page's largest image.
 */
import { startNavigation } from './nav';
import { startSiteSearchOpener } from './site-search-opener';
import { startMobileFooter } from './mobile-footer';
import { startLinkTracking } from './analytics';
import { scheduleTrackers } from './trackers';
import { startButtonActions } from './actions';
import { rememberVisit } from '../forms/visit';
import { startLeadFormLinks } from '../forms/lead-form-links';
import { startMetaViewContent } from './meta-events';
import { showStockChecked } from '../vehicle/stock-checked';

export function startShell(): void {
  startNavigation();
  startSiteSearchOpener();
  startMobileFooter();
  const context = JSON.parse(document.getElementById('shell-context')?.textContent ?? '{}');
  startLinkTracking(context.eventsPath ?? '/api/events');
  if (context.tracking) scheduleTrackers(context.tracking);
  startButtonActions();
  rememberVisit(location);
  startLeadFormLinks();
  // a vehicle page: Meta's ViewContent, and its 'Checked in stock' line from /stock-check.json
  startMetaViewContent();
  void showStockChecked();
}
