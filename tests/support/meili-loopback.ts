/**
 * A loopback HTTP server speaking the part of Meilisearch's documented API the site and
 * the indexer use (no Meilisearch binary exists here):
 *   POST /multi-search { queries: [{ indexUid, q, filter, facets, sort, page, hitsPerPage, limit, offset, attributesToRetrieve }] }
 *   POST|GET /indexes/{uid}/search, POST /indexes/{uid}/facet-search { facetName, facetQuery, q, filter }
 *   POST /indexes, PATCH /indexes/{uid}/settings, POST|PUT /indexes/{uid}/documents,
 *   DELETE /indexes/{uid}/documents, POST /indexes/{uid}/documents/fetch { filter, limit, offset },
 *   GET /indexes/{uid}/documents, GET /indexes/{uid}/documents/{id}, GET /tasks/{uid}, GET /health
 * Keys as Meilisearch answers them: no Authorization header → 401 missing_authorization_header,
 * an unknown key → 403 invalid_api_key, the search key on an admin route → 403. With
 * searchKeyUid set, a tenant token (HS256 JWT signed with the search key, apiKeyUid = that
 * uid, not expired) is enforced as Meilisearch's tenant-token reference describes it: it may
 * only search (every search route above; documents and settings answer 403), only the indexes
 * its search rules name (an exact uid, a pattern 'Car_*', or '*'; an exact uid's rule wins
 * over a pattern's, a pattern's over '*'), and every search it makes is filtered by its rule's
 * filter AND the query's own.
 *
 * Its filter evaluator is written from Meilisearch's filter grammar directly on the
 * expression string, independently of src/domain/search/filter.ts, so tests can check the
 * product's filter strings against it.
 */
import http from 'node:http';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';

type Doc = Record<string, unknown>;

// ---------------------------------------------------------------- reference filter evaluator

interface Tok {
  t: 'w' | 's' | 'op' | 'p';
  v: string;
}

function lex(src: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) i++;
    else if (c === '"' || c === "'") {
      let v = '';
      i++;
      while (i < src.length && src[i] !== c) {
        if (src[i] === '\\') i++;
        v += src[i++];
      }
      i++;
      out.push({ t: 's', v });
    } else if ('()[],'.includes(c)) out.push({ t: 'p', v: src[i++] });
    else if ('<>=!'.includes(c)) {
      const two = src.slice(i, i + 2);
      const v = ['<=', '>=', '!='].includes(two) ? two : c;
      out.push({ t: 'op', v });
      i += v.length;
    } else {
      let v = '';
      while (i < src.length && !/[\s()[\],<>=!"']/.test(src[i])) v += src[i++];
      out.push({ t: 'w', v });
    }
  }
  return out;
}

function get(doc: Doc, path: string): unknown[] {
  let cur: unknown[] = [doc];
  for (const key of path.split('.')) {
    cur = cur
      .flatMap((c) => (c && typeof c === 'object' ? [(c as Doc)[key]] : []))
      .flatMap((v) => (Array.isArray(v) ? v : [v]));
  }
  return cur.filter((v) => v !== undefined && v !== null);
}

const asNumber = (v: unknown) =>
  typeof v === 'number'
    ? v
    : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))
      ? Number(v)
      : null;

/** Meilisearch equality: numbers numerically, everything else as case-insensitive text. */
function equals(actual: unknown, expected: string, expectedIsNumber: boolean): boolean {
  if (expectedIsNumber) {
    const n = asNumber(actual);
    if (n !== null && n === Number(expected)) return true;
  }
  return String(actual).toLowerCase() === expected.toLowerCase();
}

/** Returns a function deciding whether a document matches a Meilisearch filter expression. */
export function referenceFilter(expression: string): (doc: Doc) => boolean {
  const toks = lex(expression);
  let p = 0;
  const kw = (w: string) => toks[p]?.t === 'w' && toks[p].v.toUpperCase() === w;
  const value = (): { v: string; num: boolean } => {
    const tk = toks[p++];
    if (!tk) throw new Error(`value expected in ${expression}`);
    return { v: tk.v, num: tk.t === 'w' && /^-?\d+(\.\d+)?$/.test(tk.v) };
  };
  type Node = (d: Doc) => boolean;
  const orExpr = (): Node => {
    const parts = [andExpr()];
    while (kw('OR')) {
      p++;
      parts.push(andExpr());
    }
    return (d) => parts.some((f) => f(d));
  };
  const andExpr = (): Node => {
    const parts = [notExpr()];
    while (kw('AND')) {
      p++;
      parts.push(notExpr());
    }
    return (d) => parts.every((f) => f(d));
  };
  const notExpr = (): Node => {
    if (kw('NOT')) {
      p++;
      const inner = notExpr();
      return (d) => !inner(d);
    }
    if (toks[p]?.t === 'p' && toks[p].v === '(') {
      p++;
      const inner = orExpr();
      p++; // ')'
      return inner;
    }
    return condition();
  };
  const list = (): { v: string; num: boolean }[] => {
    p++; // '['
    const vals = [];
    while (toks[p] && toks[p].v !== ']') {
      vals.push(value());
      if (toks[p]?.v === ',') p++;
    }
    p++; // ']'
    return vals;
  };
  const condition = (): Node => {
    const attr = toks[p++].v;
    if (kw('EXISTS')) {
      p++;
      return (d) => get(d, attr).length > 0 || Object.prototype.hasOwnProperty.call(d, attr);
    }
    if (kw('IN')) {
      p++;
      const vals = list();
      return (d) => get(d, attr).some((a) => vals.some((v) => equals(a, v.v, v.num)));
    }
    if (kw('NOT') && toks[p + 1]?.t === 'w' && toks[p + 1].v.toUpperCase() === 'IN') {
      p += 2;
      const vals = list();
      return (d) => !get(d, attr).some((a) => vals.some((v) => equals(a, v.v, v.num)));
    }
    if (toks[p]?.t !== 'op') {
      const low = Number(value().v);
      p++; // TO
      const high = Number(value().v);
      return (d) =>
        get(d, attr).some((a) => {
          const n = asNumber(a);
          return n !== null && n >= low && n <= high;
        });
    }
    const op = toks[p++].v;
    const val = value();
    switch (op) {
      case '=':
        return (d) => get(d, attr).some((a) => equals(a, val.v, val.num));
      case '!=':
        return (d) => !get(d, attr).some((a) => equals(a, val.v, val.num));
      default: {
        const target = Number(val.v);
        const cmp = {
          '>': (n: number) => n > target,
          '>=': (n: number) => n >= target,
          '<': (n: number) => n < target,
          '<=': (n: number) => n <= target,
        }[op as '>'];
        return (d) =>
          get(d, attr).some((a) => {
            const n = asNumber(a);
            return n !== null && cmp(n);
          });
      }
    }
  };
  if (toks.length === 0) return () => true;
  const root = orExpr();
  if (p !== toks.length) throw new Error(`unparsed input in ${expression}`);
  return root;
}

/** A filter as the search API takes it: a string, or an array (outer AND, inner OR). */
export function referenceFilterOf(filter: unknown): (doc: Doc) => boolean {
  if (filter === undefined || filter === null || filter === '') return () => true;
  if (typeof filter === 'string') return referenceFilter(filter);
  const parts = (filter as unknown[]).map((f) =>
    typeof f === 'string'
      ? referenceFilter(f)
      : (
          (ds) => (d: Doc) =>
            ds.some((x) => x(d))
        )((f as string[]).map(referenceFilter)),
  );
  return (d) => parts.every((f) => f(d));
}

// ---------------------------------------------------------------- server

export interface LoopbackOptions {
  adminKey: string;
  searchKey: string;
  /** The search key's uid: tenant tokens minted from the search key are accepted. */
  searchKeyUid?: string;
  documents?: Record<string, Doc[]>;
}

type TokenRules = Record<string, { filter?: unknown } | null>;

/** A tenant token's search rules, or null when the bearer is not a valid token of this key. */
export function verifyTenantToken(
  bearer: string,
  searchKey: string,
  searchKeyUid: string,
  nowSeconds = Date.now() / 1000,
): TokenRules | null {
  const parts = bearer.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  const expected = createHmac('sha256', searchKey).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    apiKeyUid?: string;
    exp?: number;
    searchRules?: TokenRules | string[];
  };
  if (head.alg !== 'HS256' || claims.apiKeyUid !== searchKeyUid) return null;
  if (claims.exp !== undefined && claims.exp <= nowSeconds) return null;
  const rules = claims.searchRules;
  if (Array.isArray(rules)) return Object.fromEntries(rules.map((uid) => [uid, null]));
  return rules ?? null;
}

export interface LoggedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

interface IndexState {
  documents: Map<string, Doc>;
  settings: Record<string, unknown>;
}

class Forbidden extends Error {}

/**
 * A tenant token's rule for an index: the exact uid's, else the longest matching pattern's
 * ('Car_*'), else '*''s; undefined when the token may not search the index at all.
 */
export function tokenRuleFor(
  rules: TokenRules,
  indexUid: string,
): { filter?: unknown } | null | undefined {
  if (indexUid in rules) return rules[indexUid];
  const patterns = Object.keys(rules)
    .filter((k) => k.endsWith('*') && indexUid.startsWith(k.slice(0, -1)))
    .sort((a, b) => b.length - a.length);
  return patterns.length ? rules[patterns[0]] : undefined;
}

/** A query as a token may run it: refused outside its indexes, else with its rule's filter ANDed in. */
function ruled(rules: TokenRules | null, q: Record<string, unknown>): Record<string, unknown> {
  if (!rules) return q;
  const uid = String(q.indexUid);
  const rule = tokenRuleFor(rules, uid);
  if (rule === undefined) throw new Forbidden(uid);
  const filter = rule?.filter;
  if (filter === undefined || filter === null) return q;
  const own = q.filter === undefined ? [] : Array.isArray(q.filter) ? q.filter : [q.filter];
  return { ...q, filter: [...(Array.isArray(filter) ? filter : [filter]), ...own] };
}

/** GET /indexes/{uid}/search's query string as a search body. */
function searchQueryFromUrl(url: URL): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of url.searchParams) {
    if (['limit', 'offset', 'page', 'hitsPerPage'].includes(k)) out[k] = Number(v);
    else if (['facets', 'attributesToRetrieve', 'sort'].includes(k)) out[k] = v.split(',');
    else out[k] = v;
  }
  return out;
}

export async function startMeiliLoopback(options: LoopbackOptions) {
  const indexes = new Map<string, IndexState>();
  const requests: LoggedRequest[] = [];
  let taskUid = 0;
  const index = (uid: string) => {
    let state = indexes.get(uid);
    if (!state) indexes.set(uid, (state = { documents: new Map(), settings: {} }));
    return state;
  };
  for (const [uid, docs] of Object.entries(options.documents ?? {}))
    for (const d of docs) index(uid).documents.set(String(d.id), d);

  const search = (q: Record<string, unknown>) => {
    const state = index(String(q.indexUid));
    const keep = referenceFilterOf(q.filter);
    const words = String(q.q ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean);
    const searchable = (state.settings.searchableAttributes as string[] | undefined) ?? ['*'];
    const text = (d: Doc) =>
      (searchable.includes('*') ? Object.keys(d) : searchable)
        .flatMap((a) => get(d, a))
        .map((v) => String(v).toLowerCase())
        .join(' ');
    let hits = [...state.documents.values()].filter(
      (d) =>
        keep(d) &&
        words.every((w) =>
          text(d)
            .split(/[\s\-/:]+/)
            .some((t) => t.startsWith(w)),
        ),
    );
    for (const rule of [...((q.sort as string[] | undefined) ?? [])].reverse()) {
      const [field, dir] = rule.split(':');
      hits = [...hits].sort(
        (a, b) =>
          ((asNumber(get(a, field)[0]) ?? Infinity) - (asNumber(get(b, field)[0]) ?? Infinity)) *
          (dir === 'desc' ? -1 : 1),
      );
    }
    const facetDistribution: Record<string, Record<string, number>> = {};
    const facetStats: Record<string, { min: number; max: number }> = {};
    for (const facet of (q.facets as string[] | undefined) ?? []) {
      const counts: Record<string, number> = {};
      const nums: number[] = [];
      for (const d of hits) {
        for (const v of new Set(get(d, facet).map(String))) counts[v] = (counts[v] ?? 0) + 1;
        const n = asNumber(get(d, facet)[0]);
        if (n !== null) nums.push(n);
      }
      facetDistribution[facet] = counts;
      if (nums.length) facetStats[facet] = { min: Math.min(...nums), max: Math.max(...nums) };
    }
    const maxTotalHits =
      (state.settings.pagination as { maxTotalHits?: number } | undefined)?.maxTotalHits ?? 1000;
    const total = Math.min(hits.length, maxTotalHits);
    const retrieve = q.attributesToRetrieve as string[] | undefined;
    const pick = (d: Doc) =>
      retrieve && !retrieve.includes('*')
        ? Object.fromEntries(Object.entries(d).filter(([k]) => retrieve.includes(k)))
        : d;
    const base = {
      indexUid: q.indexUid,
      query: q.q ?? '',
      processingTimeMs: 1,
      facetDistribution,
      facetStats,
    };
    if (q.hitsPerPage !== undefined) {
      const hitsPerPage = Number(q.hitsPerPage);
      const page = Number(q.page ?? 1);
      const slice =
        hitsPerPage > 0
          ? hits.slice(0, total).slice((page - 1) * hitsPerPage, page * hitsPerPage)
          : [];
      return {
        ...base,
        hits: slice.map(pick),
        hitsPerPage,
        page,
        totalPages: hitsPerPage > 0 ? Math.ceil(total / hitsPerPage) : 0,
        totalHits: total,
      };
    }
    const limit = Number(q.limit ?? 20);
    const offset = Number(q.offset ?? 0);
    return {
      ...base,
      hits: hits.slice(offset, offset + limit).map(pick),
      limit,
      offset,
      estimatedTotalHits: total,
    };
  };

  /** POST /indexes/{uid}/facet-search: a facet's values among the documents the filter keeps. */
  const facetSearch = (q: Record<string, unknown>) => {
    const state = index(String(q.indexUid));
    const keep = referenceFilterOf(q.filter);
    const name = String(q.facetName ?? '');
    const prefix = String(q.facetQuery ?? '').toLowerCase();
    const counts = new Map<string, number>();
    for (const d of state.documents.values())
      if (keep(d))
        for (const v of new Set(get(d, name).map(String)))
          if (v.toLowerCase().startsWith(prefix)) counts.set(v, (counts.get(v) ?? 0) + 1);
    return {
      facetHits: [...counts].map(([value, count]) => ({ value, count })),
      facetQuery: q.facetQuery ?? null,
      processingTimeMs: 1,
    };
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://loopback');
      const body = raw ? JSON.parse(raw) : undefined;
      const auth = req.headers.authorization;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, authorization: auth, body });
      const send = (status: number, json: unknown) => {
        res.statusCode = status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(json));
      };
      if (url.pathname === '/health') return send(200, { status: 'available' });
      const key = auth?.replace(/^Bearer /, '');
      const isAdmin = key === options.adminKey;
      const rules =
        key && options.searchKeyUid
          ? verifyTenantToken(key, options.searchKey, options.searchKeyUid)
          : null;
      const isSearch = key === options.searchKey || rules !== null;
      if (!auth)
        return send(401, {
          message:
            'The Authorization header is missing. It must use the bearer authorization method.',
          code: 'missing_authorization_header',
          type: 'auth',
        });
      if (!isAdmin && !isSearch)
        return send(403, {
          message: 'The provided API key is invalid.',
          code: 'invalid_api_key',
          type: 'auth',
        });
      const enqueued = (indexUid: string, type: string) =>
        send(202, {
          taskUid: ++taskUid,
          indexUid,
          status: 'enqueued',
          type,
          enqueuedAt: new Date().toISOString(),
        });
      // the search routes: the only ones a search key or a tenant token may use
      const searchRoute = /^\/indexes\/([^/]+)\/(search|facet-search)$/.exec(url.pathname);
      const searching =
        (req.method === 'POST' && url.pathname === '/multi-search') ||
        (searchRoute &&
          (req.method === 'POST' || (req.method === 'GET' && searchRoute[2] === 'search')));
      if (searching) {
        try {
          if (url.pathname === '/multi-search') {
            const queries = (body.queries as Record<string, unknown>[]).map((q) => ruled(rules, q));
            return send(200, { results: queries.map(search) });
          }
          const indexUid = decodeURIComponent(searchRoute![1]);
          const given =
            req.method === 'GET'
              ? searchQueryFromUrl(url)
              : ((body ?? {}) as Record<string, unknown>);
          const q = ruled(rules, { ...given, indexUid });
          if (searchRoute![2] === 'facet-search') return send(200, facetSearch(q));
          return send(200, search(q));
        } catch (error) {
          if (error instanceof Forbidden)
            return send(403, {
              message: `The provided API key is not allowed to search the index ${error.message}.`,
              code: 'invalid_api_key',
            });
          return send(400, { message: (error as Error).message, code: 'invalid_search_filter' });
        }
      }
      if (!isAdmin)
        return send(403, {
          message: 'The API key cannot acces this resource.',
          code: 'invalid_api_key',
        });
      const task = /^\/tasks\/(\d+)$/.exec(url.pathname);
      if (req.method === 'GET' && task)
        return send(200, { uid: Number(task[1]), status: 'succeeded' });
      if (req.method === 'POST' && url.pathname === '/indexes') {
        index(body.uid);
        return enqueued(body.uid, 'indexCreation');
      }
      const settings = /^\/indexes\/([^/]+)\/settings$/.exec(url.pathname);
      if (settings && req.method === 'PATCH') {
        Object.assign(index(settings[1]).settings, body);
        return enqueued(settings[1], 'settingsUpdate');
      }
      if (settings && req.method === 'GET') return send(200, index(settings[1]).settings);
      const fetchDocs = /^\/indexes\/([^/]+)\/documents\/fetch$/.exec(url.pathname);
      if (fetchDocs && req.method === 'POST') {
        const keep = body?.filter === undefined ? () => true : referenceFilterOf(body.filter);
        const all = [...index(decodeURIComponent(fetchDocs[1])).documents.values()].filter(keep);
        const limit = Number(body?.limit ?? 20);
        const offset = Number(body?.offset ?? 0);
        return send(200, {
          results: all.slice(offset, offset + limit),
          offset,
          limit,
          total: all.length,
        });
      }
      const oneDoc = /^\/indexes\/([^/]+)\/documents\/([^/]+)$/.exec(url.pathname);
      if (oneDoc && req.method === 'GET' && oneDoc[2] !== 'fetch') {
        const d = index(decodeURIComponent(oneDoc[1])).documents.get(decodeURIComponent(oneDoc[2]));
        return d
          ? send(200, d)
          : send(404, {
              message: `Document \`${oneDoc[2]}\` not found.`,
              code: 'document_not_found',
            });
      }
      const documents = /^\/indexes\/([^/]+)\/documents$/.exec(url.pathname);
      if (documents && req.method === 'GET') {
        const all = [...index(decodeURIComponent(documents[1])).documents.values()];
        const limit = Number(url.searchParams.get('limit') ?? 20);
        const offset = Number(url.searchParams.get('offset') ?? 0);
        return send(200, {
          results: all.slice(offset, offset + limit),
          offset,
          limit,
          total: all.length,
        });
      }
      if (documents && (req.method === 'POST' || req.method === 'PUT')) {
        for (const d of body as Doc[]) index(documents[1]).documents.set(String(d.id), d);
        return enqueued(documents[1], 'documentAdditionOrUpdate');
      }
      if (documents && req.method === 'DELETE') {
        index(documents[1]).documents.clear();
        return enqueued(documents[1], 'documentDeletion');
      }
      return send(404, { message: `No route ${req.method} ${url.pathname}`, code: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `http://127.0.0.1:${port}`,
    requests,
    indexes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
