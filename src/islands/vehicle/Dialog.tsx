/**
 * A modal on the native <dialog>: showModal() traps focus and makes the page inert, Escape
 * closes it, and focus returns to the button that opened it.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** CSS max width, e.g. 600. */
  maxWidth?: number;
  testId?: string;
}

export default function Dialog({ open, onClose, title, children, maxWidth = 560, testId }: Props) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="vdp-dialog"
      style={{ maxWidth }}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={() => {
        onClose();
        (opener.current as HTMLElement | null)?.focus?.();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose(); // a click on the backdrop
      }}
    >
      <div className="vdp-dialog__head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="vdp-dialog__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="vdp-dialog__body">{children}</div>
    </dialog>
  );
}
