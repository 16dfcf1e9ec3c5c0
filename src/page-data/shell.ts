/**
 * The site shell's data (header, footer, banners, popup, sticky mobile footer, trackers) for
 * the current tenant, built once per build from its content collections. buildShell is pure
 * and unit-tested; shellData() reads the collections and leaves every refused link's warning
 * (tenant and field) in the build log, once.
 */
import { getModels, getPromotions, getSite } from '../data/collections';
import type { Website } from '../domain/tenant/schema/website';
import type { Model } from '../domain/tenant/schema/model';
import type { Promotions } from '../domain/tenant/schema/promotion';
import {
  linkPolicy,
  resolveLink,
  resolveSrc,
  serviceBookingLink,
  type LinkPolicy,
  type ResolvedLink,
} from '../domain/content/links';
import {
  SOCIAL_NETWORKS,
  GENERAL_ENQUIRY_PATH,
  SUB_FOOTER_LINKS,
  footerItems,
  headerSource,
  navigationView,
  type NavItemView,
  type NavLinkView,
} from '../domain/content/navigation';
import { footerLines, subFooterLicences } from '../domain/content/footer';
import { bannerViews, type BannerView } from '../domain/promotions/banners';
import { isPopupLive, popupFingerprint, popupStorageKey } from '../domain/promotions/popup';
import { trackingIds, type TrackingIds } from '../domain/analytics/tracking-scripts';
import { primaryLocation, siteCity, siteManufacturer, siteTimeZone } from '../domain/tenant/site';
import { primaryVehicleWord } from '../domain/tenant/template';
import { formatPhone, telHref } from '../domain/market/phone';
import { marketOf, type Market } from '../domain/market/market';
import type { HolidayHours, HoursDay } from '../domain/vehicle/call-now';
import { buildZoneOffsets, type ZoneOffsets } from '../domain/format/zone-offsets';
import { API } from '../domain/api/endpoints';
import { modelMenuData } from './models';
import { searchContext } from './search';

export type { NavItemView, NavLinkView, BannerView };

/** A model tile with its links through the link policy. */
export interface ModelTile {
  name: string;
  explore: ResolvedLink;
  stock: ResolvedLink | null;
  image: string | null;
  /** 'Upcoming' or 'All-New' (domain/models/status.ts). */
  badge: string | null;
}
export interface ModelCategory {
  name: string;
  models: ModelTile[];
}

export interface PhoneView {
  href: string;
  display: string;
}

export interface PopupView {
  src: string | null;
  title: string;
  description: string;
  button: { text: string; link: ResolvedLink } | null;
  expiryDate: string | null;
  fingerprint: string;
  storageKey: string;
}

export interface ShellData {
  slug: string;
  name: string;
  logo: string | null;
  phone: PhoneView | null;
  banner: { text: string; buttonText: string; link: ResolvedLink } | null;
  header: NavItemView[];
  models: ModelCategory[];
  footer: {
    menus: NavItemView[];
    lines: string[];
    copyright: string;
    licences: string[];
    subLinks: NavLinkView[];
    social: NavLinkView[];
    payments: Record<string, unknown> | null;
    market: Market;
  };
  mobileFooter: {
    phone: PhoneView | null;
    hours: HoursDay[];
    holidays: HolidayHours[];
    locationId: string | null;
    /** The dealer's timezone: Call Now is shown while the dealer is open by its clock. */
    timeZone: string;
    /** The timezone's offsets around the build, so the browser reads the clock without Intl. */
    offsets: ZoneOffsets;
    enquireHref: string;
  };
  popup: PopupView | null;
  banners: BannerView[];
  tracking: TrackingIds;
  eventsPath: string;
  serviceBooking: ResolvedLink;
  policy: LinkPolicy;
  warnings: string[];
}

const phoneView = (phone: string | null | undefined, market: Market): PhoneView | null =>
  phone ? { href: telHref(phone, market), display: formatPhone(phone, market) } : null;

/** The models mega-menu: the models pages' own menu data (domain/models/menu.ts), its links resolved. */
function modelsMenu(
  site: Website,
  models: readonly Model[],
  landingPaths: ReadonlySet<string>,
  policy: LinkPolicy,
  warn: (m: string) => void,
): ModelCategory[] {
  // a model's own address is used only when it is a path of this site; say why one was not
  for (const m of models) {
    if (!m.override_url?.trim()) continue;
    const own = resolveLink(m.override_url, policy, `models[${m.name}].url`);
    if (own.warning) warn(own.warning);
  }
  return modelMenuData({ site, models: [...models], landingPaths }).map((c) => ({
    name: c.label,
    models: c.tiles.flatMap((m) => {
      const at = `models[${m.name}]`;
      const explore = resolveLink(m.explore.href, policy, `${at}.url`);
      if (explore.warning) warn(explore.warning);
      if (explore.kind === 'blocked' || explore.kind === 'none') return [];
      const stock = m.stock ? resolveLink(m.stock.href, policy, `${at}.stock`) : null;
      return [
        {
          name: m.name,
          explore,
          stock: stock && stock.kind !== 'blocked' ? stock : null,
          image: resolveSrc(m.image, policy, `${at}.image.url`, warn),
          badge: m.badge,
        },
      ];
    }),
  }));
}

export interface ShellInput {
  site: Website;
  models: readonly Model[];
  promotions: Promotions | null;
  now: Date;
  /** The search landing paths the build writes ('Our Stock' links to the closest one). */
  landingPaths?: ReadonlySet<string>;
}

export function buildShell({
  site,
  models,
  promotions,
  now,
  landingPaths = new Set(),
}: ShellInput): ShellData {
  const warnings: string[] = [];
  const warn = (m: string) => {
    if (!warnings.includes(m)) warnings.push(m);
  };
  const policy = linkPolicy(site);
  const primary = primaryLocation(site.locations);
  const header = navigationView(
    headerSource(site.navigation?.header),
    policy,
    'navigation.header',
    warn,
  );
  const word = primaryVehicleWord(site);
  const footerMenus = navigationView(
    footerItems(site.navigation?.footer, `${word}s`),
    policy,
    'navigation.footer',
    warn,
  );
  const bannerConfig = site.config.headerBanner;
  const bannerLink = bannerConfig?.enabled
    ? resolveLink(bannerConfig.url, policy, 'config.headerBanner.url')
    : null;
  if (bannerLink?.warning) warn(bannerLink.warning);
  const social = SOCIAL_NETWORKS.flatMap(([field, name]) => {
    const value = site[field];
    if (!value) return [];
    const link = resolveLink(value, policy, field);
    if (link.warning) warn(link.warning);
    return link.kind === 'external' ? [{ name, link, className: '' }] : [];
  });
  const subLinks = SUB_FOOTER_LINKS.map((l, i) => ({
    name: l.name,
    link: resolveLink(l.url, policy, `sub-footer[${i}]`),
    className: '',
  }));
  const year = now.getFullYear();
  const timeZone = siteTimeZone(site);
  const popup = promotions?.popup;
  let popupView: PopupView | null = null;
  if (isPopupLive(popup, now.getTime())) {
    const link = popup.linkTo ? resolveLink(popup.linkTo, policy, 'promotions.popup.linkTo') : null;
    if (link?.warning) warn(link.warning);
    const usable = link && link.kind !== 'blocked' && link.kind !== 'none';
    popupView = {
      src: resolveSrc(popup.src, policy, 'promotions.popup.src', warn),
      title: popup.title ?? '',
      description: popup.description ?? '',
      button: usable && popup.buttonText ? { text: popup.buttonText, link } : null,
      expiryDate: popup.expiryDate ?? null,
      fingerprint: popupFingerprint(popup),
      storageKey: popupStorageKey(site.slug),
    };
  }
  const hours = primary?.contact_detail?.opening_hours ?? site.opening_hours ?? ([] as HoursDay[]);
  const market = marketOf(site.config);
  return {
    slug: site.slug,
    name: site.name,
    logo: resolveSrc(site.logo?.url, policy, 'logo.url', warn),
    phone: phoneView(site.phone, market),
    banner:
      bannerConfig?.enabled && bannerLink && bannerLink.kind !== 'blocked'
        ? { text: bannerConfig.text, buttonText: bannerConfig.buttonText, link: bannerLink }
        : null,
    header,
    models: header.some((h) => h.models)
      ? modelsMenu(site, models, landingPaths, policy, warn)
      : [],
    footer: {
      menus: footerMenus,
      lines: footerLines({
        dealerName: site.name,
        manufacturer: siteManufacturer(site),
        city: siteCity(site),
        state: site.address?.state ?? '',
        dealerLicense: primary?.dealer_license_number,
        motorVehicleRepairer: primary?.motor_vehicle_repairer,
        year,
        market,
      }),
      copyright: `© ${year} ${site.company_name ?? site.name}`,
      licences: subFooterLicences(
        primary?.dealer_license_number,
        primary?.motor_vehicle_repairer,
        market,
      ),
      subLinks,
      social,
      payments: site.config.paymentMethods ?? null,
      market,
    },
    mobileFooter: {
      phone: phoneView(site.phone ?? primary?.contact_detail?.phone, market),
      hours: hours.map((h) => ({
        weekday: h.weekday,
        open: h.open,
        close: h.close,
        status: h.status,
      })),
      holidays: (site.special_hours ?? []).map((h) => ({
        date: h.date,
        status: h.status,
        start_hour: h.start_hour,
        end_hour: h.end_hour,
        hours: h.hours ? { begin: h.hours.begin, end: h.hours.end } : null,
        location_id: h.location_id ?? h.location?.id ?? null,
      })),
      locationId: primary ? String(primary.id) : null,
      timeZone,
      offsets: buildZoneOffsets(timeZone, now),
      enquireHref: GENERAL_ENQUIRY_PATH,
    },
    popup: popupView,
    banners: bannerViews(promotions, { policy, settings: site.settings }, warn),
    tracking: trackingIds(site),
    eventsPath: API.events,
    serviceBooking: serviceBookingLink(policy),
    policy,
    warnings,
  };
}

let cached: Promise<ShellData> | null = null;

/** The shell for the tenant being built (once per build); warnings go to the build log once. */
export function shellData(): Promise<ShellData> {
  cached ??= (async () => {
    const [site, models, promotions, search] = await Promise.all([
      getSite(),
      getModels(),
      getPromotions(),
      searchContext(),
    ]);
    const shell = buildShell({
      site,
      models,
      promotions: promotions ?? null,
      now: new Date(),
      landingPaths: new Set(search.landing.map((l) => l.path.replace(/\/$/, ''))),
    });
    for (const w of shell.warnings) console.warn(`[links] ${w}`);
    return shell;
  })();
  return cached;
}
