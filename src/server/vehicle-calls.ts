/**
 * The vehicle page's calls (src/domain/api/endpoints.ts; rules.md: The calls it makes):
 * finance quote proxy, view counter, phone-reveal tracking, car by id, test-drive
 * appointments, geocode proxy, events; and the captcha challenge the forms fetch.
 * Upstream keys stay here. With no upstream, views and phone reveals are kept locally,
 * appointments come from opening hours, a quote answers 204 No Content (there is no quote
 * to give, and nothing failed) and a geocode answers the generic error.
 */
import type { ServerDeps } from './endpoint-deps';
import { findCarById, findCarBySlug } from './endpoint-deps';
import {
  BODY_LIMITS,
  HttpError,
  handle,
  json,
  parseOr400,
  queryParam,
  readJson,
  upstreamFailure,
} from './http';
import { afterResponse, NO_META, type RequestMeta } from './request-meta';
import { callUpstream } from './upstream';
import { createContentApi, paths } from '../data/content-api';
import {
  AppointmentsResponse,
  CarViewQuery,
  EventRequest,
  GeocodeServiceReply,
  PhoneRevealRequest,
  YouxQuoteRequest,
  YouxQuoteResponse,
  carByIdReply,
  type CarViewResponse,
  type GeocodeResponse,
  type OkReply,
} from '../domain/api/endpoints';
import { FORM_ERRORS_HEADING, GEOCODE_NO_RESULTS_MESSAGE } from '../domain/leads/messages';
import { isValidPostalCode, postalRule } from '../domain/market/postal';
import { appointmentSlots } from '../domain/leads/appointments';
import { locationTimeZone } from '../domain/locations/open-now';
import { LABELS } from '../domain/leads/messages';
import type { Car } from '../domain/vehicle/schema';
import { visibleImages } from '../domain/vehicle/images';
import { vehiclePath } from '../domain/tenant/template';
import { carPdf } from './pdf';
import { marketOf } from '../domain/market/market';

export const GEOCODE_UNAVAILABLE = 'Postcode lookup is not available for this site.';
export const CAR_NOT_FOUND = 'Car not found';

export function youxQuote(request: Request, deps: ServerDeps): Promise<Response> {
  return handle(async () => {
    const body = parseOr400(YouxQuoteRequest, await readJson(request, BODY_LIMITS.small));
    const code = deps.site.youx_provider_code?.trim();
    // No quote service for this site: no quote, which the page shows as nothing. A 503 would
    // put a failed request in every shopper's console on every vehicle page (rules.md: No empty finance quote box).
    if (!code || !deps.config.youxApi) return new Response(null, { status: 204 });
    let reply: unknown;
    try {
      reply = await callUpstream(deps.config.youxApi, '/quote', {
        body: { ...body, providerCode: code },
        timeoutMs: deps.config.upstreamTimeoutMs,
        fetch: deps.fetch,
      });
    } catch (error) {
      throw upstreamFailure('youx', error);
    }
    const quote = YouxQuoteResponse.safeParse(reply);
    if (!quote.success) throw upstreamFailure('youx', 'the quote service sent an unreadable reply');
    const { weeklyRepaymentAmount, advertisedRate, comparisonRate } = quote.data;
    return json({
      weeklyRepaymentAmount,
      advertisedRate,
      comparisonRate,
    } satisfies YouxQuoteResponse);
  });
}

export function carView(request: Request, deps: ServerDeps, slug: string): Promise<Response> {
  return handle(async () => {
    const url = new URL(request.url);
    const query = parseOr400(CarViewQuery, Object.fromEntries(url.searchParams));
    const car = findCarBySlug(deps, slug);
    if (deps.config.contentApi) {
      try {
        const reply = (await callUpstream(
          deps.config.contentApi,
          `/cars/${encodeURIComponent(slug)}/view.json`,
          {
            query: {
              photos_count: query.photos_count,
              updated_at: query.updated_at,
              website_id: deps.form.websiteId,
            },
            timeoutMs: deps.config.upstreamTimeoutMs,
            fetch: deps.fetch,
            auth: 'basic',
          },
        )) as Record<string, unknown> | null;
        const views = Number(reply?.views);
        if (!Number.isFinite(views)) throw new Error('no views in the reply');
        return json({
          views,
          car_fields: (reply?.car_fields ?? {}) as CarViewResponse['car_fields'],
        } satisfies CarViewResponse);
      } catch (error) {
        throw upstreamFailure('car-view', error);
      }
    }
    if (!car) throw new HttpError(404, CAR_NOT_FOUND);
    return json({
      views: await deps.siteData.addView(slug, Number(car.views ?? 0)),
      car_fields: {},
    } satisfies CarViewResponse);
  });
}

export function phoneReveal(request: Request, deps: ServerDeps): Promise<Response> {
  return handle(async () => {
    const body = parseOr400(PhoneRevealRequest, await readJson(request, BODY_LIMITS.small));
    if (String(body.website_id) !== deps.form.websiteId)
      throw new HttpError(400, FORM_ERRORS_HEADING, {
        website_id: ['This is not this site.'],
      });
    if (deps.config.leadApi) {
      try {
        await callUpstream(deps.config.leadApi, '/phone_reveals', {
          body,
          timeoutMs: deps.config.upstreamTimeoutMs,
          fetch: deps.fetch,
        });
        return json({ ok: true } satisfies OkReply);
      } catch (error) {
        console.warn(`[phone-reveal] upstream failed, kept locally: ${(error as Error).message}`);
      }
    }
    await deps.siteData.track('phone-reveal', body, deps.now());
    return json({ ok: true } satisfies OkReply);
  });
}

export function carById(_request: Request, deps: ServerDeps, id: string): Promise<Response> {
  return handle(async () => {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id))
      throw new HttpError(400, FORM_ERRORS_HEADING, { id: ['Invalid car id.'] });
    if (deps.config.contentApi) {
      const api = createContentApi({
        host: deps.config.contentApi.url,
        token: deps.config.contentApi.key,
        fetch: deps.fetch,
        retryDelayMs: 100,
      });
      try {
        return json(
          carByIdReply(await api.get<Record<string, unknown>>(paths.car(deps.form.websiteId, id))),
        );
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status === 404) throw new HttpError(404, CAR_NOT_FOUND);
        throw upstreamFailure('car-by-id', error);
      }
    }
    const car = findCarById(deps, id);
    if (!car) throw new HttpError(404, CAR_NOT_FOUND);
    return json(carByIdReply(car));
  });
}

/** Test-drive slots: the appointments service when configured, else opening hours less booked slots. */
export function testDriveAppointments(request: Request, deps: ServerDeps): Promise<Response> {
  return handle(async () => {
    const url = new URL(request.url);
    const carId = queryParam(url, 'car_id', 64);
    const locationId = queryParam(url, 'location_id', 64);
    const car = findCarById(deps, carId);
    const locId =
      locationId ||
      (car?.location?.id != null
        ? String(car.location.id)
        : car?.location_id != null
          ? String(car.location_id)
          : '');
    if (deps.config.appointmentsApi) {
      try {
        const reply = await callUpstream(deps.config.appointmentsApi, '/appointments', {
          query: { car_id: carId, location_id: locId, website_id: deps.form.websiteId },
          timeoutMs: deps.config.upstreamTimeoutMs,
          fetch: deps.fetch,
        });
        return json(AppointmentsResponse.parse(reply));
      } catch (error) {
        console.warn(
          `[appointments] service failed, using opening hours: ${(error as Error).message}`,
        );
      }
    }
    const location =
      deps.form.locations.find((l) => l.id === locId) ??
      deps.form.locations.find((l) => l.type === '' || l.type === 'sales') ??
      deps.form.locations[0];
    const raw = deps.locations.find((l) => String(l.id) === location?.id);
    const timeZone = locationTimeZone(
      raw?.address?.state ?? deps.site.address?.state,
      deps.site.config,
      raw?.time_zone,
    );
    const booked = await deps.leads.fieldValues('test-drive', LABELS.testDriveDate);
    return json({
      appointments: appointmentSlots({
        hours: location?.hours ?? [],
        timeZone,
        now: new Date(deps.now()),
        booked,
      }),
      timeZone,
    } satisfies AppointmentsResponse);
  });
}

export function geocode(request: Request, deps: ServerDeps): Promise<Response> {
  return handle(async () => {
    const postcode = queryParam(new URL(request.url), 'postcode', 10).trim();
    const rule = postalRule(marketOf(deps.site.config));
    if (!isValidPostalCode(postcode, marketOf(deps.site.config)))
      throw new HttpError(400, rule.message, { postcode: [rule.message] });
    const api = deps.config.geocodeApi;
    if (!api) throw new HttpError(503, GEOCODE_UNAVAILABLE);
    let reply: unknown;
    try {
      reply = await callUpstream(api, '', {
        query: {
          address: postcode,
          components: `country:AU|postal_code:${postcode}`,
          key: api.key,
        },
        timeoutMs: deps.config.upstreamTimeoutMs,
        fetch: deps.fetch,
        auth: 'none',
      });
    } catch (error) {
      throw upstreamFailure('geocode', error);
    }
    const found = GeocodeServiceReply.safeParse(reply);
    if (!found.success) throw new HttpError(404, GEOCODE_NO_RESULTS_MESSAGE);
    const { lat, lng } = found.data.results[0].geometry.location;
    return json({ lat, lng } satisfies GeocodeResponse);
  });
}

/**
 * Events, for the tenants with event logging: sent on to {host}/events.json after the response
 * (errors are only logged), or kept in the database where no content API is configured.
 */
export function events(
  request: Request,
  deps: ServerDeps,
  meta: RequestMeta = NO_META,
): Promise<Response> {
  return handle(async () => {
    const body = parseOr400(EventRequest, await readJson(request, BODY_LIMITS.small));
    if (!deps.form.eventLogging) return new Response(null, { status: 204 });
    const payload = { event: { ...body.event, website_slug: deps.form.slug } };
    if (!deps.config.contentApi) {
      await deps.siteData.track('event', payload, deps.now());
      return new Response(null, { status: 202 });
    }
    afterResponse(
      meta,
      callUpstream(deps.config.contentApi, '/events.json', {
        body: payload,
        timeoutMs: deps.config.upstreamTimeoutMs,
        fetch: deps.fetch,
        auth: 'basic',
      }),
      'the event post',
    );
    return new Response(null, { status: 202 });
  });
}

export function captchaChallenge(_request: Request, deps: ServerDeps): Promise<Response> {
  return handle(async () => {
    if (!deps.form.botProtection) throw new HttpError(404, 'Not found');
    return json(await deps.captcha.challenge(deps.now()));
  });
}

/** The car's first photo for the PDF, fetched from the site itself; null when it cannot be had quickly. */
async function photoFor(car: Car, base: string, deps: ServerDeps): Promise<Uint8Array | null> {
  const src = visibleImages(car.images)[0]?.image?.url ?? car.primary_image_url;
  if (!src) return null;
  try {
    const response = await deps.fetch(new URL(src, base), { signal: AbortSignal.timeout(3_000) });
    if (!response.ok) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    return bytes.byteLength <= 4 * 1024 * 1024 ? bytes : null;
  } catch {
    return null;
  }
}

export function carPdfDownload(
  request: Request,
  deps: ServerDeps,
  slug: string,
): Promise<Response> {
  return handle(async () => {
    const car = findCarBySlug(deps, slug);
    if (!car) throw new HttpError(404, CAR_NOT_FOUND);
    const photo = await photoFor(car, request.url, deps);
    const bytes = await carPdf(
      car,
      {
        name: deps.site.name,
        url: deps.site.url,
        phone: car.location?.phone ?? deps.site.phone,
        noPriceText: deps.site.config.noPriceText,
        offersSubscription: deps.site.offers_subscription,
        vehiclePath: vehiclePath(deps.site.template, car.slug),
        market: marketOf(deps.site.config),
      },
      photo,
    );
    return new Response(bytes as unknown as BodyInit, {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${car.slug.replace(/[^a-z0-9-]/gi, '')}.pdf"`,
        'cache-control': 'no-store',
      },
    });
  });
}
