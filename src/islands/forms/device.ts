/**
 * What the forms keep on the shopper's device (rules.md: Stored on the device
 * device): {slug}-User for prefill, {slug}-SuccessCategory, the last enquired car; and, for
 * the session, the tracking parameters and pages visited that a trade-in lead carries.
 * Storage can be unavailable (private mode, blocked): every call fails quietly.
 */
import {
  userKey,
  successCategoryKey,
  lastEnquiredCarKey,
  PREFILL_FIELDS,
} from '../../domain/leads/device-keys';
import { trackingParams, mergeTracking, type TrackingParams } from '../../domain/leads/tracking';
import type { FormContext } from '../../domain/leads/context';
import type { LeadCar } from '../../domain/leads/lead-car';

import { TRACKING_KEY, VISITED_KEY } from './visit';

function read<T>(storage: 'local' | 'session', key: string): T | null {
  try {
    const s = storage === 'local' ? localStorage : sessionStorage;
    const raw = s.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(storage: 'local' | 'session', key: string, value: unknown): void {
  try {
    (storage === 'local' ? localStorage : sessionStorage).setItem(
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    );
  } catch {
    // storage unavailable: nothing to keep
  }
}

export type Prefill = Partial<Record<(typeof PREFILL_FIELDS)[number], string>>;

export function readPrefill(slug: string): Prefill {
  const stored = read<Record<string, unknown>>('local', userKey(slug)) ?? {};
  const out: Prefill = {};
  for (const k of PREFILL_FIELDS) if (typeof stored[k] === 'string') out[k] = stored[k];
  return out;
}

export function savePrefill(slug: string, values: Record<string, unknown>): void {
  const kept = { ...readPrefill(slug) };
  for (const k of PREFILL_FIELDS)
    if (typeof values[k] === 'string' && values[k]) kept[k] = values[k];
  write('local', userKey(slug), kept);
}

export function saveSuccess(slug: string, category: string, car?: LeadCar): void {
  write('local', successCategoryKey(slug), category);
  if (car) write('local', lastEnquiredCarKey(slug), car);
}

/** The page's embedded form context (BaseLayout writes it), or null outside a built page. */
export function readFormContext(): FormContext | null {
  if (typeof document === 'undefined') return null;
  const el = document.getElementById('lead-form-context');
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as FormContext;
  } catch {
    return null;
  }
}

export function sessionTracking(): { tracking: TrackingParams; visited: string[] } {
  const current = typeof location === 'undefined' ? {} : trackingParams(location.search);
  return {
    tracking: mergeTracking(read<TrackingParams>('session', TRACKING_KEY) ?? {}, current),
    visited: read<string[]>('session', VISITED_KEY) ?? [],
  };
}

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`.slice(
    0,
    40,
  );
}
