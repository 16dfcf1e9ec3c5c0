/**
 * The sticky CTA bar and the sticky mobile footer (rules.md: Vehicle detail page (VDP); Open/closed for Call Now
 * closed for Call Now, rules.md: Business constants and limits: 900px and 50px).
 * - The bottom bar with Reserve, Enquire/Instant Message and Call Now opens when scrollY > 900.
 * - The mobile footer with Call Now and Enquire switches appearance after 50px of scroll.
 * - Call Now is hidden while the dealer is closed (dealer's hours, Australia/Perth).
 */
import { useEffect, useState } from 'react';
import type { ZoneOffsets } from '../../domain/format/zone-offsets';
import { isOpenNow, type HolidayHours, type HoursDay } from '../../domain/vehicle/call-now';
import type { LeadCar } from '../../domain/leads/lead-car';
import { requestLeadForm } from './request-lead-form';

export const STICKY_BAR_AT = 900;
export const MOBILE_FOOTER_AT = 50;

interface Props {
  title: string;
  /** The price as the one price display rule writes it (priceLabel: ' / week' for a subscription). */
  price: string;
  /** The dealer's timezone: Call Now is open by its clock. */
  timeZone: string;
  /** The zone's offsets around the build (buildZoneOffsets): the clock without Intl while they last. */
  offsets: ZoneOffsets | null;
  reserve: { href: string; text: string } | null;
  enquireText: string;
  phoneHref: string | null;
  hours: HoursDay[];
  holidays: HolidayHours[];
  locationId: string | number | null;
  car: LeadCar;
  /** Phone clicks are tracked site-wide (src/islands/shell/analytics.ts); kept for the page data's shape. */
  eventsPath: string;
}

export default function StickyBar(props: Props) {
  const [barOpen, setBarOpen] = useState(false);
  const [footerRaised, setFooterRaised] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setBarOpen(window.scrollY > STICKY_BAR_AT);
      setFooterRaised(window.scrollY > MOBILE_FOOTER_AT);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    const check = () =>
      setOpen(
        isOpenNow(props.hours, new Date(), {
          holidays: props.holidays,
          locationId: props.locationId,
          timeZone: props.timeZone,
          offsets: props.offsets,
        }),
      );
    check();
    const timer = setInterval(check, 60_000);
    return () => clearInterval(timer);
  }, [props.hours, props.holidays, props.locationId, props.timeZone, props.offsets]);

  const showCall = Boolean(props.phoneHref) && open;
  const enquire = (source: string) => (e: { currentTarget: HTMLElement }) =>
    requestLeadForm('enquiry', props.car, source, e.currentTarget);

  return (
    <>
      <div
        className={`sticky-bar${barOpen ? ' sticky-bar--open' : ''}`}
        data-testid="sticky-bar"
        data-open={barOpen}
        aria-hidden={!barOpen}
        inert={!barOpen}
      >
        <div className="container sticky-bar__inner">
          <p className="sticky-bar__title">
            <strong>{props.title}</strong> <span>{props.price}</span>
          </p>
          <div className="sticky-bar__actions">
            {props.reserve && (
              <a className="btn" href={props.reserve.href}>
                {props.reserve.text}
              </a>
            )}
            <button type="button" className="btn btn--outline" onClick={enquire('sticky-bar')}>
              {props.enquireText}
            </button>
            {showCall && (
              <a className="btn btn--outline" href={props.phoneHref!} data-testid="sticky-call">
                Call Now
              </a>
            )}
          </div>
        </div>
      </div>
      <div
        className={`mobile-footer${footerRaised ? ' mobile-footer--raised' : ''}`}
        data-testid="mobile-footer"
        data-raised={footerRaised}
      >
        {showCall && (
          <a
            className="btn btn--outline mobile-footer__btn"
            href={props.phoneHref!}
            data-testid="mobile-call"
          >
            Call Now
          </a>
        )}
        <button type="button" className="btn mobile-footer__btn" onClick={enquire('mobile-footer')}>
          {props.enquireText}
        </button>
      </div>
    </>
  );
}
