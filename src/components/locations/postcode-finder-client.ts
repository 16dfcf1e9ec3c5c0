/**
 * 'Find your nearest location' (rules.md: Locations and forms tied to locations; Maps geocoding): the postcode (4 digits) is
 * geocoded by the site's endpoint, which keeps the maps key on the server; the cards are then
 * ordered nearest first (earth radius 6371 km) with their distance.
 */
import { distanceText, nearestFirst, type LatLng } from '../../domain/locations/distance';

interface FinderOptions {
  endpoint: string;
  pattern: string;
  invalidMessage: string;
  noResultMessage: string;
  distanceUnit: 'km' | 'mi';
}

function pointOf(el: HTMLElement): LatLng | null {
  const [lat, lng] = (el.dataset.point ?? '').split(',').map(Number);
  return Number.isFinite(lat) && Number.isFinite(lng) && el.dataset.point ? { lat, lng } : null;
}

export function initPostcodeFinder(form: HTMLFormElement): void {
  const options = JSON.parse(form.dataset.finder ?? '{}') as FinderOptions;
  const input = form.querySelector<HTMLInputElement>('input[name="postcode"]')!;
  const error = form.querySelector<HTMLElement>('[data-finder-error]')!;
  const status = form.querySelector<HTMLElement>('[data-finder-status]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const list = document.querySelector<HTMLElement>(form.dataset.target ?? '');
  const showError = (message: string) => {
    error.textContent = message;
    error.hidden = false;
    input.setAttribute('aria-invalid', 'true');
    status.textContent = '';
    input.focus();
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const postcode = input.value.trim();
    error.hidden = true;
    input.removeAttribute('aria-invalid');
    if (!new RegExp(options.pattern).test(postcode)) return showError(options.invalidMessage);
    button.disabled = true;
    status.textContent = 'Finding your nearest location…';
    try {
      const response = await fetch(`${options.endpoint}?postcode=${encodeURIComponent(postcode)}`, {
        headers: { accept: 'application/json' },
      });
      const body = (await response.json().catch(() => ({}))) as Partial<LatLng> & {
        error?: string;
      };
      if (!response.ok || typeof body.lat !== 'number' || typeof body.lng !== 'number')
        return showError(
          body.error ||
            (response.status === 404 ? options.noResultMessage : options.invalidMessage),
        );
      if (!list) return;
      const cards = [...list.querySelectorAll<HTMLElement>('[data-location-item]')];
      const ordered = nearestFirst(cards, { lat: body.lat, lng: body.lng }, (li) =>
        pointOf(li.querySelector<HTMLElement>('[data-point]') ?? li),
      );
      for (const { item, km } of ordered) {
        list.append(item);
        const distance = item.querySelector<HTMLElement>('[data-distance]');
        if (distance) {
          distance.textContent = km == null ? '' : distanceText(km, options.distanceUnit);
          distance.hidden = km == null;
        }
      }
      const nearest = ordered[0]?.item.querySelector('.location-card__name')?.textContent ?? '';
      status.textContent = nearest
        ? `Locations ordered nearest to ${postcode} first. Nearest: ${nearest}.`
        : '';
    } catch {
      showError('Postcode lookup is not available right now. Please try again.');
    } finally {
      button.disabled = false;
    }
  });
}
