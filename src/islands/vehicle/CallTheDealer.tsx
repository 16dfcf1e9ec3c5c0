/**
 * Call the dealer (vehicles-and-shopping.md §2.5 Call-the-dealer box, §8): the number masked
 * until 'Click to reveal phone number' (or revealed by default), 'Stock no: {stocknum}', and
 * the reveal tracking call, whose failure is only logged (the number is still revealed).
 * No number for the car: a console warning only.
 */
import { useEffect, useState } from 'react';
import type { PhoneRevealRequest } from '../../domain/api/endpoints';
import { REVEAL_PHONE_TEXT } from '../../domain/vehicle/dealer-phone';
import { ANALYTICS, phoneClickLabel, track } from './analytics';
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
  eventsPath: string;
  carSlug: string;
}

export default function CallTheDealer(props: CallTheDealerProps) {
  const [revealed, setRevealed] = useState(props.revealByDefault);
  useEffect(() => {
    if (!props.phone) console.warn(`No phone number for car ${props.carSlug}`);
  }, [props.phone, props.carSlug]);
  if (!props.phone) return null;
  const reveal = () => {
    setRevealed(true);
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
  return (
    <div className="ctd" data-testid="call-the-dealer">
      <p className="ctd__heading">{props.heading}</p>
      {revealed ? (
        <a
          className="ctd__number"
          href={props.phone.href}
          data-testid="phone-number"
          onClick={() =>
            track(props.eventsPath, ANALYTICS.phoneClick, {
              label: phoneClickLabel(location.pathname),
            })
          }
        >
          {props.phone.display}
        </a>
      ) : (
        <button type="button" className="ctd__reveal" onClick={reveal} data-testid="reveal-phone">
          <span className="ctd__masked" aria-hidden="true">
            {props.phone.masked}
          </span>
          <span className="ctd__hint">{REVEAL_PHONE_TEXT}</span>
        </button>
      )}
      {props.stockNumber && <p className="ctd__stock">{props.stockNumber}</p>}
    </div>
  );
}
