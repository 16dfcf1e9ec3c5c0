/** The certified badge and its 'Certified Vehicle' modal (rules.md: Vehicle detail page (VDP)). */
import { useState } from 'react';
import {
  CERTIFIED_BENEFITS,
  CERTIFIED_MODAL_TITLE,
  CERTIFIED_PRE_OWNED_TITLE,
  CERTIFIED_TERMS,
} from '../../domain/vehicle/certified';
import Dialog from './Dialog';

export default function CertifiedBadge() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="certified-badge"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="certified-badge"
      >
        <span aria-hidden="true" className="certified-badge__mark">
          ✓
        </span>
        {CERTIFIED_PRE_OWNED_TITLE}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={CERTIFIED_MODAL_TITLE}
        testId="certified-dialog"
      >
        <ul className="certified-benefits">
          {CERTIFIED_BENEFITS.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
        <p className="muted">{CERTIFIED_TERMS}</p>
      </Dialog>
    </>
  );
}
