/**
 * The tenant's stock index for the embedded engine, written at build time: the listed
 * cars with the fields cards, facets, sorting and the stock filter read. Tenants searched
 * through Meilisearch get an empty list.
 */
import type { APIRoute } from 'astro';
import { searchContext } from '../../page-data/search';
import { encodeStockIndex } from '../../domain/search/stock-index';

export const prerender = true;

export const GET: APIRoute = async () => {
  const ctx = await searchContext();
  const body =
    ctx.config.engine.kind === 'embedded' ? JSON.stringify(encodeStockIndex(ctx.docs)) : '[]';
  return new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
