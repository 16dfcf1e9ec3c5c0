/** /feeds/{feed}: the site's vehicle feeds, written at build time (page-data/feeds.ts). */
import type { APIRoute } from 'astro';
import type { FeedId } from '../../domain/feeds/feeds';
import { feedResponse, feedStaticPaths } from '../../page-data/feeds';

export const getStaticPaths = feedStaticPaths;

export const GET: APIRoute = async ({ props }) => feedResponse((props as { id: FeedId }).id);
