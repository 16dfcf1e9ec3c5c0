/** One toast at a time (vehicles-and-shopping.md §4 Other UI state; §9: copy toast 3000 ms). */
import { atom } from 'nanostores';
import { TOAST_MS } from '../../domain/vehicle/share';

export interface Toast {
  id: number;
  text: string;
  variant: 'default' | 'destructive';
}

export const toast = atom<Toast | null>(null);
let timer: ReturnType<typeof setTimeout> | undefined;
let next = 1;

export function showToast(
  text: string,
  variant: Toast['variant'] = 'default',
  ms = TOAST_MS,
): void {
  clearTimeout(timer);
  const id = next++;
  toast.set({ id, text, variant });
  timer = setTimeout(() => {
    if (toast.get()?.id === id) toast.set(null);
  }, ms);
}

export function dismissToast(): void {
  clearTimeout(timer);
  toast.set(null);
}
