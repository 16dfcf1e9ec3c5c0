/**
 * The page's toast: a polite live region, one message at a time, dismissible. The toast shows
 * once hydrated, so the server's empty region always matches: on a vehicle page the region
 * hydrates when a toast is shown (vehicle-page.ts), which may be before it does.
 */
import { useStore } from '@nanostores/react';
import { useHydrated } from '../search/hooks';
import { dismissToast, toast } from '../../stores/toast';
import './toast.css';

export default function ToastViewport() {
  const shown = useStore(toast);
  const current = useHydrated() ? shown : null;
  return (
    <div className="vdp-toast-region" role="status" aria-live="polite">
      {current && (
        <div className={`vdp-toast vdp-toast--${current.variant}`} data-testid="toast">
          <span>
            {current.title && <strong className="vdp-toast__title">{current.title}</strong>}
            {current.title && ' '}
            {current.text}
            {current.action && (
              <>
                {' '}
                <a className="vdp-toast__action" href={current.action.href}>
                  {current.action.text}
                </a>
              </>
            )}
          </span>
          <button
            type="button"
            className="vdp-toast__close"
            aria-label="Dismiss"
            onClick={dismissToast}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
