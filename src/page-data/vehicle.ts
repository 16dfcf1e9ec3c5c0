/**
 * Everything the vehicle page shows, worked out once from the car and the site by the
 * domain rules, for the page's components and islands. Plain TypeScript (no Astro).
 */
import { cinRows } from '../domain/vehicle/consumer-information-notice';
import { legalEntity } from '../domain/content/legal-entities';
import type { Website } from '../domain/tenant/schema/website';
import type { Car } from '../domain/vehicle/schema';
import { conditionLabel, modelName } from '../domain/vehicle/car-values';
import { capitalise } from '../domain/format/capitalise';
import { dealerTimeZone, marketOf, marketRules } from '../domain/market/market';
import { formatDistance } from '../domain/market/format';
import { isEnabled } from '../domain/tenant/flags';
import { vehiclePath, vehicleWord } from '../domain/tenant/template';
import { isInStock } from '../domain/vehicle/in-stock';
import { galleryImages, primaryImage, type ShownImage } from '../domain/vehicle/images';
import { priceDisplay, priceLabel } from '../domain/vehicle/price-display';
import { carTitle, titleExtras } from '../domain/vehicle/title';
import { marketPriceIndicator } from '../domain/vehicle/market-price';
import {
  certifiedMark,
  showCertifiedBadge,
  showCertifiedSection,
} from '../domain/vehicle/certified';
import { locationLine, showMapSection, showPrintLink } from '../domain/vehicle/location-line';
import { carPhone, phoneDisplay, stockNumberText } from '../domain/vehicle/dealer-phone';
import { stickyBarActions, vdpButtons } from '../domain/vehicle/cta-buttons';
import {
  carSummary,
  detailList,
  equipmentGroups,
  featuredSpecs,
  keyInformation,
  type SpecContext,
} from '../domain/vehicle/specs';
import { dealerComments, OUR_COMMENTS_TITLE } from '../domain/vehicle/dealer-comments';
import { isSpecial } from '../domain/vehicle/special-flag';
import { soldSentences } from '../domain/vehicle/page-copy';
import { shareText, shareUrl } from '../domain/vehicle/share';
import { leadCarFromCar } from '../domain/leads/car-enquiry';
import { vehicleJsonLd } from '../domain/vehicle/structured-data';
import { checkoutEnabled } from '../domain/vehicle/checkout';
import { DEFAULT_DEALER_COMMENTS_TITLE } from '../domain/tenant/config/vdp';
import { calculatorResultAllowed, financeBox } from '../domain/finance/eligibility';
import { providerRole } from '../domain/finance/providers';
import {
  calculatorDefaults,
  interestBounds,
  lenderDefaults,
  purchasePriceBounds,
} from '../domain/finance/calculator';
import { calculateRepayment, establishmentFee, lenderTermYears } from '../domain/finance/repayment';
import { shouldFetchQuote, quoteFeatureEnabled } from '../domain/finance/external-quote';
import {
  COMPARISON_SERVICE_DISCLAIMER,
  GUIDE_ONLY_DISCLAIMER,
  TENANT_FEES,
  TENANT_MONTHLY_FEE,
  balloonText,
  comparisonRateRange,
  comparisonRateRangeText,
  disclaimerParagraphs,
  financeCardFromText,
  financeCardParts,
  financeCardText,
  weeklyText,
  offerEndsText,
  onlyPerWeekText,
  rateSummaryLines,
  truncateDisclaimer,
  weeklySummaryText,
  withFlaggedThirdSentence,
} from '../domain/finance/display';
import { dateTimeFormat } from '../domain/format/intl';
import { buildZoneOffsets } from '../domain/format/zone-offsets';
import { carFinanceLink } from '../domain/finance/links';
import { financeAdvert } from '../domain/finance/advertising';
import { dealerStateOf, priceBasis } from '../domain/drive-away/estimate';
import { AU_STATES, stateCode } from '../domain/tenant/states';
import { primaryLocation } from '../domain/tenant/site';
import { localClock } from '../domain/vehicle/call-now';
import { DEFAULT_FORM_STATE } from '../domain/tenant/config/forms';
import { API } from '../domain/api/endpoints';
import { linkPolicy, resolveLink } from '../domain/content/links';
import { reportLink } from './link-warnings';
import type { CalculatorProps } from './calculator-props';

export type VdpData = ReturnType<typeof vdpData>;

/** The car's location in the site payload (hours, map), when the site lists it. */
function siteLocationOf(car: Car, site: Website) {
  const id = car.location_id ?? car.location?.id;
  return id != null ? site.locations.find((l) => String(l.id) === String(id)) : undefined;
}

export function vdpData(car: Car, site: Website, now = new Date()) {
  const config = site.config;
  const modern = config.vdpLayout === 'modern';
  const path = vehiclePath(site.template, car.slug);
  const siteUrl = site.url.replace(/\/+$/, '');
  const url = shareUrl(siteUrl, path);
  const title = carTitle(car);
  const extras = config.titleExtras ? titleExtras(car, config.titleExtras) : '';
  const vehicleType = vehicleWord(car, site);
  const inStock = isInStock(car);
  const images: ShownImage[] = galleryImages(car);
  const primary = primaryImage(car);
  const siteLocation = siteLocationOf(car, site);

  // Price block
  const siteMarket = marketOf(config);
  // the car's location's own timezone overrides the tenant's (Call Now reads that location's hours)
  const timeZone = dealerTimeZone(config, siteLocation?.time_zone);
  // a price excluding government charges: its estimated drive-away total, for the car's yard's
  // state (the dealer's, else the forms' default state) until the shopper picks theirs
  const asOf = localClock(now, timeZone).date;
  const driveAwayState =
    dealerStateOf(car, site.address?.state ?? primaryLocation(site.locations)?.address?.state) ??
    stateCode(config.forms?.defaultState) ??
    stateCode(DEFAULT_FORM_STATE);
  const driveAway =
    siteMarket === 'AU' && priceBasis(car.price_type) === 'excluding-government-charges'
      ? { state: driveAwayState ?? 'QLD', asOf, states: AU_STATES }
      : null;
  const price = priceDisplay(car, {
    offersSubscription: site.offers_subscription,
    noPriceText: config.noPriceText,
    market: siteMarket,
    driveAway,
  });
  const market = config.showMarketPrice ? marketPriceIndicator(car) : null;

  // Location
  const locationOptions = {
    showLocation: config.showLocation,
    headingLink: config.locationHeadingLink,
  };
  const location = locationLine(car, site, locationOptions);
  const mapAddress = siteLocation?.address ?? car.location?.address ?? null;
  // the dashboard's place URL through the link policy; a refused one falls back to a maps search
  const placeLink = mapAddress?.place_url
    ? reportLink(
        resolveLink(mapAddress.place_url, linkPolicy(site), 'locations[].address.place_url'),
      )
    : null;
  const placeHref =
    placeLink && placeLink.kind !== 'blocked' && placeLink.kind !== 'none' ? placeLink.href : null;
  const map = showMapSection(car, site, locationOptions)
    ? {
        name: car.location?.name || siteLocation?.name || car.location_name || site.name,
        address: [
          mapAddress?.street,
          [mapAddress?.city, mapAddress?.state, mapAddress?.postcode].filter(Boolean).join(' '),
        ]
          .filter(Boolean)
          .join(', '),
        href:
          placeHref ||
          `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent([car.location?.name ?? site.name, mapAddress?.street, mapAddress?.city, mapAddress?.state, mapAddress?.postcode].filter(Boolean).join(' '))}`,
      }
    : null;

  // Phone
  const phoneNumber = carPhone(car, { phone: site.phone, locations: site.locations, config });
  const phone = phoneNumber ? phoneDisplay(phoneNumber, siteMarket) : null;
  const openingHours = siteLocation?.contact_detail?.opening_hours ?? site.opening_hours ?? [];
  const holidays = site.special_hours ?? [];

  // Finance
  const currentYear = Number(dateTimeFormat('en-AU', { timeZone, year: 'numeric' }).format(now));
  const selection = financeBox(car, site, currentYear);
  const role = selection?.role ?? providerRole(site.finance_provider);
  const lender = selection?.lender ?? null;
  const tenantOptions = {
    highMinimumPrice: isEnabled('financeHighMinimumPrice', site),
    wideInterestRange: isEnabled('financeWideInterestRange', site),
  };
  const defaultsInput = {
    price: car.price,
    lender,
    configuredInterest: config.financeCalculatorDefaultInterestRate,
  };
  const defaults = calculatorDefaults(defaultsInput);
  const ldefaults = lenderDefaults(defaultsInput);
  const context = { role, lender, lenderDefaults: ldefaults };
  const weeklyResult = calculateRepayment({ ...defaults, frequency: 'weekly' }, context);
  const weekly = weeklyResult.kind === 'payment' ? weeklyResult.payment : null;
  const resultAllowed = calculatorResultAllowed(car, site);
  let disclaimer = lender?.disclaimer ?? '';
  if (disclaimer && isEnabled('financeDisclaimerThirdSentence', site))
    disclaimer = withFlaggedThirdSentence(disclaimer, car.price ?? 0);
  const rateRange = comparisonRateRange(disclaimer, role);
  const termYears = lenderTermYears(lender) ?? 5;
  const financeLinkHref = carFinanceLink(site, car);
  const fee = establishmentFee(lender, role);
  const monthlyFee = isEnabled('financeFeesList', site) ? TENANT_MONTHLY_FEE : 0;
  /** The advert of the lender's weekly figure, worded as the place words it. */
  const weeklyAdvert = (repaymentText: string) =>
    financeAdvert({
      market: siteMarket,
      repaymentText,
      example: {
        payment: weekly ?? 0,
        frequency: 'weekly',
        amount: defaults.amount,
        deposit: defaults.tradeIn,
        balloon: defaults.residual,
        years: defaults.term,
        rate: defaults.interest,
        establishmentFee: fee,
        monthlyFee,
      },
      comparisonRate: lender?.comparisonRate,
    });
  const financeBoxData =
    selection && weekly != null && resultAllowed
      ? {
          weekly,
          text: modern
            ? financeCardFromText(weekly)
            : financeCardText(weekly, selection.lender.comparisonRate!, termYears),
          advert:
            !modern && siteMarket === 'AU'
              ? {
                  ...weeklyAdvert(''),
                  figures: financeCardParts(
                    weekly,
                    selection.lender.comparisonRate!,
                    termYears,
                  ).map((text, i) => ({
                    part: i === 0 ? ('repayment' as const) : ('comparison' as const),
                    text,
                  })),
                }
              : weeklyAdvert(
                  modern ? financeCardFromText(weekly) : `${weeklyText(weekly)} per week*`,
                ),
          comparisonRate: selection.lender.comparisonRate!,
          offerEnds: offerEndsText(now, timeZone, siteMarket),
          balloon: balloonText(selection.lender.balloon),
          summary:
            car.car_type === 'used'
              ? weeklySummaryText({
                  weekly,
                  model: modelName(car),
                  lender: selection.lender.financeProvider || site.finance_provider || '',
                  dealer: site.name,
                })
              : null,
          rateLines:
            selection.lender.termMonths && selection.lender.termWeeks
              ? rateSummaryLines({
                  comparisonRate: selection.lender.comparisonRate!,
                  deposit: selection.lender.deposit ?? 0,
                  weekly,
                  termWeeks: selection.lender.termWeeks,
                  termMonths: selection.lender.termMonths,
                  interestRate: selection.lender.interestRate,
                  market: siteMarket,
                })
              : [],
          href: financeLinkHref,
        }
      : null;
  const calculator: CalculatorProps = {
    carId: car.id,
    carName: title,
    providerKey: selection?.key ?? null,
    role,
    lender: lender
      ? {
          deposit: lender.deposit ?? null,
          balloon: lender.balloon ?? null,
          establishmentFees: lender.establishmentFees ?? null,
          termYears: lender.termYears ?? null,
          termMonths: lender.termMonths ?? null,
          termWeeks: lender.termWeeks ?? null,
          interestRate: lender.interestRate ?? null,
          comparisonRate: lender.comparisonRate ?? null,
          paymentWeek: lender.paymentWeek ?? null,
          paymentMonth: lender.paymentMonth ?? null,
        }
      : null,
    defaults,
    lenderDefaults: ldefaults,
    amountBounds: purchasePriceBounds(role, tenantOptions),
    interestBounds: interestBounds(role, tenantOptions),
    fee,
    monthlyFee,
    market: siteMarket,
    resultAllowed,
    disclaimerShort: disclaimer ? truncateDisclaimer(disclaimer) : null,
    needsDisclaimerFetch: Boolean(lender) && !disclaimer,
    comparisonRange: rateRange ? comparisonRateRangeText(rateRange) : null,
    comparisonRangeLabel: siteMarket === 'US' ? 'APR range' : 'Comparison rate range',
    fees: isEnabled('financeFeesList', site) ? TENANT_FEES.map((f) => ({ ...f })) : [],
    eventsPath: API.events,
    carByIdPath: API.carById(car.id),
  };

  // Specs
  const specCtx: SpecContext = {
    filter: config.customCarSpecListFilter,
    now,
    showUnregistered: isEnabled('regoUnregistered', site),
    market: siteMarket,
    timeZone,
  };
  const comments = dealerComments(car.dealercomments);
  const commentsTitle =
    modern && config.dealerCommentsTitle === DEFAULT_DEALER_COMMENTS_TITLE
      ? OUR_COMMENTS_TITLE
      : config.dealerCommentsTitle;

  const locationShown = location?.kind === 'location';
  const buttons = vdpButtons(car, site, config, { hasPhone: phone !== null, locationShown });
  // the forms' LeadCar, with the page's own title (series, model names) and shown photo
  const leadCar = { ...leadCarFromCar(car), title, image: primary };
  const description = `${title}${car.price ? ` for ${priceLabel(price)}` : ''} at ${site.name}. ${conditionLabel(car.car_type)} ${vehicleType.toLowerCase()}${car.km ? `, ${formatDistance(car.km, siteMarket)}` : ''}${car.colour ? `, ${car.colour}` : ''}.`;

  return {
    car,
    site: { name: site.name, url: siteUrl, slug: site.slug, template: site.template, id: site.id },
    config,
    modern,
    path,
    url,
    title,
    extras,
    vehicleType,
    detailsHeading: `${capitalise(vehicleType)} Details`,
    description,
    inStock,
    sold: inStock ? null : soldSentences(vehicleType),
    special: isSpecial(car, site),
    images,
    primary,
    price,
    priceLabel: priceLabel(price),
    shareText: shareText(title, { kind: price.kind, label: priceLabel(price) }),
    market,
    siteMarket,
    timeZone,
    /** The zone's offsets around the build: the sticky bar's Call Now reads the clock without Intl. */
    offsets: buildZoneOffsets(timeZone, now),
    showViewCounter: !config.hideViewCounter,
    showPrint: showPrintLink(car),
    onlyPerWeek:
      inStock && financeBoxData
        ? {
            text: onlyPerWeekText(financeBoxData.weekly),
            href: '#finance-calculator',
            advert: weeklyAdvert(onlyPerWeekText(financeBoxData.weekly)),
          }
        : null,
    driveAway,
    certifiedBadge: showCertifiedBadge(car, site),
    certifiedSection: showCertifiedSection(car),
    certifiedMark: certifiedMark(car, site),
    location,
    map,
    phone,
    stockNumber: stockNumberText(car.stocknum),
    openingHours,
    holidays,
    locationId: siteLocation?.id ?? car.location?.id ?? null,
    financeBox: inStock ? financeBoxData : null,
    consumerInformationNotice: !inStock
      ? []
      : cinRows(
          car,
          {
            name: legalEntity(site) ?? site.company_name ?? site.name,
            registration: (siteLocation ?? primaryLocation(site.locations))?.dealer_license_number,
          },
          siteMarket,
        ),
    financeLink: financeLinkHref,
    calculator: inStock ? calculator : null,
    disclaimer: disclaimer ? disclaimerParagraphs(disclaimer) : [],
    comparisonServiceDisclaimer: role === 'lenderE' ? COMPARISON_SERVICE_DISCLAIMER : null,
    guideOnlyDisclaimer: GUIDE_ONLY_DISCLAIMER,
    quote: {
      enabled: inStock && quoteFeatureEnabled(site),
      fetch: inStock && shouldFetchQuote(site, car),
      existing: car.youxQuote?.weeklyRepaymentAmount != null ? car.youxQuote : null,
      disclaimer: disclaimer || GUIDE_ONLY_DISCLAIMER,
    },
    buttons,
    sticky: stickyBarActions(car, site, config, phone !== null),
    checkout: checkoutEnabled(car, site),
    keyInformation: modern ? featuredSpecs(car, specCtx) : keyInformation(car, specCtx),
    detailList: detailList(car, specCtx),
    summary: carSummary(car, specCtx),
    equipment: equipmentGroups(car),
    comments,
    commentsTitle,
    collapsible: modern,
    leadCar,
    jsonLd: vehicleJsonLd(car, {
      title,
      url,
      images: images.slice(0, 10).map((i) => new URL(i.url, siteUrl).toString()),
      description: car.dealercomments?.replace(/\|/g, ' '),
      template: site.template,
      site: { name: site.name, url: siteUrl, phone: site.phone },
      noPriceText: config.noPriceText,
      offersSubscription: site.offers_subscription,
      currency: marketRules(siteMarket).currency,
      distanceUnit: marketRules(siteMarket).distanceUnit,
    }),
  };
}
