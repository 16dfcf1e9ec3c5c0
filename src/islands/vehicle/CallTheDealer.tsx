/**
 * Call the dealer (rules.md: Vehicle detail page (VDP) Call-the-dealer box, rules.md: The error catalogue): the number masked
 * until 'Click to reveal phone number' (or revealed by default), 'Stock no: {stocknum}', and
 * the reveal tracking call, whose failure is only logged (the number is still revealed).
 * The reveal is a native disclosure, so a click before the island hydrates is honoured; the
 * tracking call follows on hydration (rules.md: Call the dealer reveal).
 * No number for the car: a console warning only.
 */
import { useEffect, useRef } from 'react';
import type { PhoneRevealRequest } from '../../domain/api/endpoints';
import { REVEAL_PHONE_TEXT } from '../../domain/vehicle/dealer-phone';
import { discard } from './response-body';

export interface CallTheDealerProps {
  heading: string;
  phone: { display: string; masked: string; href: string } | null;
  stockNumber: string | null;
  revealByDefault: boolean;
  tracking: {
    path: string;
    body: PhoneRevealRequest;
  };
  /** Phone clicks are tracked site-wide (src/islands/shell/analytics.ts); kept for the page data's shape. */
  eventsPath: string;
  carSlug: string;
}

export default function CallTheDealer(props: CallTheDealerProps) {
  const reveal = useRef<HTMLDetailsElement>(null);
  const tracked = useRef(false);
  useEffect(() => {
    if (!props.phone) console.warn(`No phone number for car ${props.carSlug}`);
  }, [props.phone, props.carSlug]);

  const track = () => {
    if (tracked.current) return;
    tracked.current = true;
    fetch(props.tracking.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(props.tracking.body),
    })
      .then((r) => {
        if (!r.ok) console.error(`Phone reveal tracking failed: ${r.status} ${r.statusText}`);
        discard(r);
      })
      .catch((error) => console.error('Phone reveal tracking failed', error));
  };
  // A reveal clicked before the island hydrated: the disclosure is already open.
  useEffect(() => {
    if (reveal.current?.open) track();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);

  if (!props.phone) return null;
  const number = (
    // a tel: click is tracked site-wide (src/islands/shell/analytics.ts)
    <a className="ctd__number" href={props.phone.href} data-testid="phone-number">
      {props.phone.display}
    </a>
  );
  return (
    <div className="ctd" data-testid="call-the-dealer">
      <p className="ctd__heading">{props.heading}</p>
      {props.revealByDefault ? (
        number
      ) : (
        // A native disclosure: the reveal works before (and without) JavaScript; the island
        // adds the tracking call. Its summary hides once open (vdp.css).
        <details
          ref={reveal}
          className="ctd__disclosure"
          onToggle={(e) => {
            if (!e.currentTarget.open) return;
            track();
            // the summary hides once open: the number takes the focus it had
            if (e.currentTarget.contains(document.activeElement))
              e.currentTarget.querySelector<HTMLElement>('.ctd__number')?.focus();
          }}
        >
          <summary className="ctd__reveal" data-testid="reveal-phone">
            <span className="ctd__masked" aria-hidden="true">
              {props.phone.masked}
            </span>
            <span className="ctd__hint">{REVEAL_PHONE_TEXT}</span>
          </summary>
          {number}
        </details>
      )}
      {props.stockNumber && <p className="ctd__stock">{props.stockNumber}</p>}
    </div>
  );
}
