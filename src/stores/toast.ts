/** One toast at a time (rules.md: Other UI state; Business constants and limits: copy toast 3000 ms). */
import { atom } from 'nanostores';
import { TOAST_MS } from '../domain/vehicle/share';

export interface Toast {
  id: number;
  text: string;
  variant: 'default' | 'destructive';
  /** A bold first line (the watchlist toasts, rules.md: The error catalogue). */
  title?: string;
  /** A link under the text ('View List', rules.md: The error catalogue). */
  action?: { text: string; href: string };
}

export const toast = atom<Toast | null>(null);
let timer: ReturnType<typeof setTimeout> | undefined;
let next = 1;

export function showToast(
  text: string,
  variant: Toast['variant'] = 'default',
  ms = TOAST_MS,
  extra: Pick<Toast, 'title' | 'action'> = {},
): void {
  clearTimeout(timer);
  const id = next++;
  toast.set({ id, text, variant, ...extra });
  timer = setTimeout(() => {
    if (toast.get()?.id === id) toast.set(null);
  }, ms);
}

export function dismissToast(): void {
  clearTimeout(timer);
  toast.set(null);
}
