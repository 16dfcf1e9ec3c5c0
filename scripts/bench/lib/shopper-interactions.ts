/**
 * The interactions bench:interactions measures (docs/interactions.md has the table): each a page,
 * what it needs first done by script (not an interaction), and the one real touch or key input
 * measured. The paths are the tenant's audit pages (page-set.ts) of kind search, vehicle and
 * contact.
 */
import type { Locator, Page } from 'playwright-core';

/** Script clicks (untrusted events: no event-timing entry, so not counted as interactions). */
const scriptClick = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => (el as HTMLElement).click());

/**
 * Scroll a selector into view and wait until the island around it has hydrated. An island that
 * waits for the shopper (client:reach) is reached for by a script pointer event, which is not
 * an interaction.
 */
async function reach(page: Page, selector: string) {
  const el = page.locator(selector).first();
  await el.evaluate((e) => {
    e.scrollIntoView({ block: 'center' });
    if (e.closest('astro-island')?.getAttribute('client') === 'reach')
      e.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  });
  await page.waitForFunction(
    (s) => {
      const island = document.querySelector(s)?.closest('astro-island');
      return !island || !island.hasAttribute('ssr');
    },
    selector,
    { timeout: 20_000 },
  );
}

async function openFiltersDrawer(page: Page, section?: string) {
  await reach(page, '.search-layout__filters-button');
  await scriptClick(page, '.search-layout__filters-button');
  await page.locator('.search-layout__filters-button[aria-expanded="true"]').waitFor();
  if (section)
    await page
      .locator(`details.filter[data-filter="${section}"]`)
      .first()
      .evaluate((d) => ((d as HTMLDetailsElement).open = true));
}

/**
 * A shopper's tap on the (first) element: touch start and end at its centre, as the phone's
 * screen sends them. Not Locator.tap(): that also installs Playwright's hit-target check,
 * listeners on the page's pointer and touch events that read elementsFromPoint() in the
 * middle of the interaction being measured, work no shopper's phone does.
 */
async function touch(page: Page, selector: string, nth = 0) {
  const box = await page.locator(selector).nth(nth).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen to tap`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Focus an element by script (a setup step: not an interaction). */
const focus = (l: Locator) => l.evaluate((e) => (e as HTMLElement).focus());

export interface Interaction {
  name: string;
  path: string;
  /** What the interaction needs first, by script (not measured). */
  setup?: (page: Page) => Promise<void>;
  /** The measured interaction: real touch or key input. */
  act: (page: Page) => Promise<void>;
}

/** The interactions on the pages of a tenant (kind -> path: search and vehicle, contact if it has one). */
export function shopperInteractions(pages: Map<string, string>): Interaction[] {
  const SEARCH = pages.get('search')!;
  const VEHICLE = pages.get('vehicle')!;
  const CONTACT = pages.get('contact');
  return [
    {
      name: 'open filters',
      path: SEARCH,
      setup: (p) => reach(p, '.search-layout__filters-button'),
      act: (p) => touch(p, '.search-layout__filters-button'),
    },
    {
      name: 'tick a facet',
      path: SEARCH,
      setup: (p) => openFiltersDrawer(p, 'body'),
      act: (p) => touch(p, 'details.filter[data-filter="body"] .facet-list label'),
    },
    {
      name: 'move the price slider',
      path: SEARCH,
      setup: async (p) => {
        await openFiltersDrawer(p, 'price');
        await focus(p.locator('#r-price-max'));
      },
      act: (p) => p.keyboard.press('ArrowLeft'),
    },
    {
      name: 'change sort',
      path: SEARCH,
      setup: async (p) => {
        await reach(p, '.sort select');
        await focus(p.locator('.sort select'));
      },
      act: (p) => p.keyboard.press('ArrowDown'),
    },
    {
      name: 'next results page',
      path: SEARCH,
      setup: (p) => reach(p, 'nav.pagination a[aria-label="Page 2"]'),
      act: (p) => touch(p, 'nav.pagination a[aria-label="Page 2"]'),
    },
    {
      name: 'type in the search box',
      path: SEARCH,
      setup: async (p) => {
        await reach(p, '#search-query');
        await focus(p.locator('#search-query'));
      },
      act: (p) => p.keyboard.type('ranger', { delay: 120 }),
    },
    {
      name: 'open the mobile menu',
      path: SEARCH,
      setup: (p) => reach(p, '.search-layout__filters-button'),
      act: (p) => touch(p, '.site-header__toggle'),
    },
    {
      name: 'next gallery photo',
      path: VEHICLE,
      setup: (p) => reach(p, '.gallery__nav--next'),
      act: (p) => touch(p, '.gallery__nav--next'),
    },
    {
      name: 'open the enquiry form',
      path: VEHICLE,
      setup: (p) => reach(p, '.vdp-btn--enquire'),
      act: (p) => touch(p, '.vdp-btn--enquire'),
    },
    {
      name: 'type into the enquiry form',
      path: VEHICLE,
      setup: async (p) => {
        await reach(p, '.vdp-btn--enquire');
        await scriptClick(p, '.vdp-btn--enquire');
        const field = p.locator('dialog[open] form input[type="text"]').first();
        await field.waitFor({ timeout: 20_000 });
        await focus(field);
      },
      act: (p) => p.keyboard.type('Alex Citizen', { delay: 120 }),
    },
    {
      name: 'step the finance calculator',
      path: VEHICLE,
      setup: (p) => reach(p, '.calc-pick'),
      act: (p) => touch(p, '.calc-pick', 1),
    },
    ...(CONTACT
      ? [
          {
            name: 'type into the contact form',
            path: CONTACT,
            setup: async (p: Page) => {
              const field = p.locator('form input[type="text"]:visible').first();
              await reach(p, 'form input[type="text"]');
              await focus(field);
              // hydrated and committed (the form marks itself ready once its effects have run)
              await p.locator('form.lf[data-ready]').first().waitFor({ timeout: 20_000 });
            },
            act: (p: Page) => p.keyboard.type('Alex Citizen', { delay: 120 }),
          },
          {
            // the first touch of a form that waits for it (client:reach): its code loads and it
            // hydrates while the shopper types on
            name: 'tap into the contact form and type',
            path: CONTACT,
            setup: (p: Page) =>
              p
                .locator('form input[type="text"]:visible')
                .first()
                .evaluate((e) => e.scrollIntoView({ block: 'center' })),
            act: async (p: Page) => {
              await touch(p, 'form input[type="text"]:visible');
              await p.keyboard.type('Alex Citizen', { delay: 120 });
            },
          },
        ]
      : []),
  ];
}
