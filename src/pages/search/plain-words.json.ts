/**
 * The tenant's words for plain-language search (domain/search/plain-language.ts): the facet
 * values of its listed stock and its sort indexes. Fetched by the search box on first use.
 */
import type { APIRoute } from 'astro';
import { searchContext } from '../../page-data/search';
import { plainVocabulary } from '../../page-data/plain-words';

export const prerender = true;

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(plainVocabulary(await searchContext())), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
