/** The page's toast: a polite live region, one message at a time, dismissible. */
import { useStore } from '@nanostores/react';
import { dismissToast, toast } from '../../stores/toast';
import './toast.css';

export default function ToastViewport() {
  const current = useStore(toast);
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
