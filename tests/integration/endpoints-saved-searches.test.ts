/**
 * The saved-search endpoints (src/server/saved-searches.ts) and the one-click unsubscribe
 * (src/server/unsubscribe.ts) against the fixture site (sign-in on) and a test database: a
 * search saved as its URL in normal form with its title, by e-mail or SMS; every bad input
 * answered with its message; the shopper's own list and delete; the unsubscribe link, its
 * tampered copy, and starting the alerts again.
 */
import { describe, expect, it } from 'vitest';
import { requestCode, verifyCode } from '../../src/server/auth';
import { deleteSavedSearch, listSavedSearches, saveSearch } from '../../src/server/saved-searches';
import { unsubscribe } from '../../src/server/unsubscribe';
import { composeAlerts } from '../../src/server/alerts';
import { AlertStore } from '../../src/server/stores/alerts';
import { SAVED_SEARCH_MESSAGES } from '../../src/domain/alerts/saved-search';
import { EMAIL_MESSAGE, FORM_ERRORS_HEADING } from '../../src/domain/leads/messages';
import { AUTH_MESSAGES } from '../../src/domain/shopper/account';
import type { ServerDeps } from '../../src/server/endpoint-deps';
import { fixtureSite, get, makeDeps, post, read } from '../support/endpoints';

const E164 = '+61411222333';

async function signedIn(deps: ServerDeps, phone = '0411 222 333') {
  const meta = { clientAddress: '198.51.100.10' };
  await requestCode(post('/api/auth/request-code', { phone_number: phone }), deps, meta);
  const number = (
    await deps.accounts.devMessages(E164.replace('222333', phone.slice(-7).replace(' ', '')))
  ).at(-1);
  const response = await verifyCode(
    post('/api/auth/verify-code', { phone_number: phone, code: number!.body }),
    deps,
    meta,
  );
  const jar = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return (request: Request) => {
    const headers = new Headers(request.headers);
    headers.set('cookie', jar);
    return new Request(request, { headers });
  };
}

const del = (id: string) =>
  new Request(`https://loop.example.com.au/api/saved-searches/${id}`, { method: 'DELETE' });

describe('saved-search endpoints', () => {
  it('signed out: 401; a site without sign-in: 404', async () => {
    const deps = makeDeps();
    const body = { url: '/search/toyota', channel: 'sms' };
    expect((await read(await saveSearch(post('/api/saved-searches', body), deps))).status).toBe(
      401,
    );
    expect((await read(await listSavedSearches(get('/api/saved-searches'), deps))).body).toEqual({
      error: AUTH_MESSAGES.notSignedIn,
    });
    const off = makeDeps({ site: fixtureSite({ dealership_group: 'Someone Else' }) });
    expect((await saveSearch(post('/api/saved-searches', body), off)).status).toBe(404);
  });

  it('saves a search as its URL in normal form, with its title; lists and deletes the shopper’s own', async () => {
    const deps = makeDeps();
    const as = await signedIn(deps);
    const saved = await read(
      await saveSearch(
        as(
          post('/api/saved-searches', {
            url: '/search?refinementList[make][0]=Toyota&range[price]=:35000&page=3',
            channel: 'email',
            email: ' Jo@Example.COM ',
          }),
        ),
        deps,
      ),
    );
    expect(saved.status).toBe(201);
    expect(saved.body.item).toMatchObject({
      kind: 'search',
      url: '/search/toyota?range[price]=:35000',
      title: 'Toyota · up to $35,000',
      channel: 'email',
      recipient: 'Jo@example.com',
      alerts: true,
    });
    const sms = await read(
      await saveSearch(
        as(
          post('/api/saved-searches', {
            url: '/search/toyota?range[price]=:35000',
            channel: 'sms',
          }),
        ),
        deps,
      ),
    );
    expect(sms.body.item).toMatchObject({ channel: 'sms', recipient: E164 });
    const again = await read(
      await saveSearch(
        as(
          post('/api/saved-searches', {
            url: '/search/toyota?range[price]=:35000',
            channel: 'sms',
          }),
        ),
        deps,
      ),
    );
    expect(again).toEqual({ status: 409, body: { error: SAVED_SEARCH_MESSAGES.already } });

    const list = await read(await listSavedSearches(as(get('/api/saved-searches')), deps));
    expect((list.body.items as { id: string }[]).map((i) => i.id)).toEqual([
      (saved.body.item as { id: string }).id,
      (sms.body.item as { id: string }).id,
    ]);
    // another shopper cannot delete it
    const other = await signedIn(deps, '0411 999 888');
    const id = (saved.body.item as { id: string }).id;
    expect((await deleteSavedSearch(other(del(id)), deps, id)).status).toBe(404);
    expect((await read(await deleteSavedSearch(as(del(id)), deps, id))).body).toEqual({
      deleted: true,
    });
    expect((await read(await deleteSavedSearch(as(del(id)), deps, id))).body).toEqual({
      error: SAVED_SEARCH_MESSAGES.notFound,
    });
    expect(
      ((await read(await listSavedSearches(as(get('/x')), deps))).body.items as unknown[]).length,
    ).toBe(1);
  });

  it.each([
    [{ url: '/search/toyota', channel: 'email' }, SAVED_SEARCH_MESSAGES.emailNeeded, 'email'],
    [
      { url: '/search/toyota', channel: 'email', email: 'jo@' },
      EMAIL_MESSAGE,
      'email',
      FORM_ERRORS_HEADING,
    ],
    [{ url: '/about-us', channel: 'sms' }, SAVED_SEARCH_MESSAGES.notASearch, 'url'],
    [
      { url: 'https://evil.example/search', channel: 'sms' },
      SAVED_SEARCH_MESSAGES.notASearch,
      'url',
    ],
    [{ url: '//evil.example/search', channel: 'sms' }, SAVED_SEARCH_MESSAGES.notASearch, 'url'],
    [{ channel: 'sms' }, SAVED_SEARCH_MESSAGES.notASearch, 'url'],
    [{ url: '/search', channel: 'pigeon' }, null, 'channel'],
    [{ url: '/search', channel: 'sms', extra: 1 }, null, 'extra'],
  ])('%j: a 400 that says what is wrong', async (body, message, field, heading?: string) => {
    const deps = makeDeps();
    const as = await signedIn(deps);
    const r = await read(await saveSearch(as(post('/api/saved-searches', body)), deps));
    expect(r.status).toBe(400);
    if (message)
      expect(r.body).toEqual({ error: heading ?? message, fields: { [field]: [message] } });
    else expect(Object.keys(r.body.fields as object)).toContain(field);
  });

  it('the unsubscribe link stops that address’s alerts without sign-in; a changed token does nothing; alerts can start again', async () => {
    const deps = makeDeps();
    const as = await signedIn(deps);
    await saveSearch(
      as(post('/api/saved-searches', { url: '/search/toyota', channel: 'sms' })),
      deps,
    );
    await saveSearch(as(post('/api/saved-searches', { url: '/search/kia', channel: 'sms' })), deps);
    const [first] = (await read(await listSavedSearches(as(get('/x')), deps))).body.items as {
      id: string;
    }[];
    const store = new AlertStore(deps.db);
    const site = {
      name: 'Loop Motors',
      url: 'https://loop.example.com.au',
      market: 'AU' as const,
      word: 'car',
      savedSearchesPath: '/my-garage?tab=saved-searches',
    };
    await store.recordBuild(deps.tenant, {
      builtAt: 1,
      previousBuiltAt: null,
      cars: {},
      site,
      items: [],
      now: 1,
    });
    const car = {
      id: '1',
      title: '2022 Toyota Corolla',
      path: '/cars/2022-toyota-corolla',
      price: 30000,
    };
    await store.recordBuild(deps.tenant, {
      builtAt: 2,
      previousBuiltAt: 1,
      cars: {},
      site,
      items: [{ subscriptionId: first.id, change: 'new', carId: '1', car }],
      now: 2,
    });
    expect(await composeAlerts(deps.db, { tenant: deps.tenant })).toBe(1);
    const [message] = await store.messagesTo(deps.tenant, E164);
    const link = new URL(message.content.unsubscribeUrl);
    expect(link.pathname).toBe('/alerts/unsubscribe');

    const tampered = new URL(link);
    tampered.searchParams.set('t', `${link.searchParams.get('t')!.slice(0, -2)}xx`);
    expect(await unsubscribe(new Request(tampered), deps)).toEqual({ kind: 'invalid' });
    expect(
      await unsubscribe(new Request('https://loop.example.com.au/alerts/unsubscribe'), deps),
    ).toEqual({ kind: 'invalid' });

    expect(await unsubscribe(new Request(link), deps)).toMatchObject({
      kind: 'unsubscribed',
      channel: 'sms',
      recipient: E164,
    });
    const items = (await read(await listSavedSearches(as(get('/x')), deps))).body.items as {
      alerts: boolean;
    }[];
    expect(items.map((i) => i.alerts)).toEqual([false, false]);
    expect(await unsubscribe(new Request(link), deps)).toMatchObject({ kind: 'already' });

    const form = new URLSearchParams({ t: link.searchParams.get('t')!, action: 'resubscribe' });
    const back = new Request(link.origin + link.pathname, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await unsubscribe(back, deps)).toMatchObject({ kind: 'resubscribed' });
    const after = (await read(await listSavedSearches(as(get('/x')), deps))).body.items as {
      alerts: boolean;
    }[];
    expect(after.map((i) => i.alerts)).toEqual([true, true]);
  });
});
