/**
 * The hostile return-path table: every value a `redirect`, `back` or `return_path` parameter
 * may carry that must not take the shopper off the site, and the same-site values that must
 * survive (resolved as the browser resolves them). One table for the redirect rule's unit test
 * (tests/unit/domain/shopper/sign-in.test.ts) and for Chromium against every return parameter
 * (tests/e2e/return-paths.spec.ts).
 *
 * Sources: the URL corpus's payloads (tests/url-corpus/corpus.ts), the redirect rule's earlier
 * table, and the dot-segment forms a path check passes before the browser collapses them into
 * '//host' ('/.//host', '/..//host', '/x/..//host', percent-encoded dots, and the same through
 * backslashes, tabs and newlines).
 */
import { PAYLOADS } from '../url-corpus/corpus';

export const EVIL_HOST = 'evil.example';

export interface ReturnPathCase {
  /** The parameter's value as the site reads it (after the query string is decoded). */
  value: string;
  /** What the redirect rule keeps: '/' when refused, else the path the browser will go to. */
  expected: string;
  kind: string;
}

const refused = (kind: string, values: string[]): ReturnPathCase[] =>
  values.map((value) => ({ value, expected: '/', kind }));

const h = EVIL_HOST;

/** The URL corpus's payloads, each as a return path. */
const corpus: ReturnPathCase[] = PAYLOADS.map((p, i) => ({
  value: p.make(9000 + i),
  expected: '/',
  kind: `corpus: ${p.kind}`,
}));

export const HOSTILE_RETURN_PATHS: readonly ReturnPathCase[] = [
  ...corpus,
  ...refused('another origin', [
    `//${h}`,
    `//${h}/cars`,
    `https://${h}`,
    `HTTPS://${h}/x`,
    `http:${h}`,
    `http:/${h}`,
    `https:\\\\${h}`,
    `///${h}`,
    `////${h}`,
  ]),
  ...refused('backslash', [`/\\${h}`, `\\\\${h}`, `\\/${h}`, `/\\/${h}`, `/\\\\${h}`]),
  ...refused('dot segments', [
    `/.//${h}`,
    `/..//${h}`,
    `/x/..//${h}`,
    `/x/y/../..//${h}`,
    `/././/${h}`,
    `/.//${h}/cars?x=1#y`,
    `/./\\${h}`,
    `/.\\/${h}`,
    `/..\\\\${h}`,
    `/x/..\\\\${h}`,
    `/%2e//${h}`,
    `/%2E//${h}`,
    `/%2e%2e//${h}`,
    `/%2E%2E//${h}`,
    `/x/%2e%2e//${h}`,
    `/x/.%2e//${h}`,
    `/x/%2e.//${h}`,
    `/.%2F%2F${h}`,
    `/.%2f/${h}`,
    `/%2e%2f%2f${h}`,
  ]),
  ...refused('tabs and newlines', [
    `/\t/${h}`,
    `/\n/${h}`,
    `/\r/${h}`,
    `/.\t//${h}`,
    `/\t.//${h}`,
    `/.\n/\n/${h}`,
    `/x/.\t.//${h}`,
  ]),
  ...refused('percent-encoded', [
    `%2F%2F${h}`,
    `/%2F%2F${h}`,
    `/%2f${h}`,
    `/%5C${h}`,
    `/%5c${h}`,
    `/%09/${h}`,
    `/%0a/${h}`,
    `/%0d/${h}`,
    `/ /${h}`,
    '/%E0%A4%A',
  ]),
  ...refused('not a path', [
    h,
    'cars/x',
    '',
    ' /cars',
    '\t/cars',
    `/${'a'.repeat(3000)}`,
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ]),
  // same-site values: kept, as the browser will resolve them
  { value: '/', expected: '/', kind: 'same site' },
  { value: '/my-garage?tab=saved-cars', expected: '/my-garage?tab=saved-cars', kind: 'same site' },
  {
    value: '/cars/2021-toyota-hilux-123/checkout',
    expected: '/cars/2021-toyota-hilux-123/checkout',
    kind: 'same site',
  },
  {
    value: '/search/toyota?price=0-30000#results',
    expected: '/search/toyota?price=0-30000#results',
    kind: 'same site',
  },
  { value: '/cars/../sign-in', expected: '/sign-in', kind: 'same site' },
  { value: '/x/./y/../finance', expected: '/x/finance', kind: 'same site' },
  { value: `/x/..${h}`, expected: `/x/..${h}`, kind: 'same site' },
  { value: `/.${h}`, expected: `/.${h}`, kind: 'same site' },
  { value: '/search?q=red%20car', expected: '/search?q=red%20car', kind: 'same site' },
];
