/**
 * The sidebar's CTA buttons (rules.md: Vehicle detail page (VDP)), in the order the domain gives:
 * lead buttons ask the forms' host for their form (openLeadForm), links are links, call the
 * dealer renders its box, Share opens the share modal, Print downloads the PDF.
 */
import { useEffect, useState } from 'react';
import type { CtaButton } from '../../domain/vehicle/cta-buttons';
import type { LeadCar } from '../../domain/leads/lead-car';
import type { ShareTarget } from '../../domain/vehicle/share';
import CallTheDealer, { type CallTheDealerProps } from './CallTheDealer';
import Dialog from './Dialog';
import PrintPdfButton from './PrintPdfButton';
import ShareRow from './ShareRow';
import FavouriteToggle from './FavouriteToggle';
import type { Favourite } from '../../domain/search/saved-cars';
import { requestLeadForm } from './request-lead-form';
import { ANALYTICS, track } from '../shell/analytics';

type ShownButton = Exclude<CtaButton, { kind: 'paymentMethods' }>;

interface Props {
  buttons: ShownButton[];
  car: LeadCar;
  callTheDealer: CallTheDealerProps;
  callUsNow: { href: string; text: string } | null;
  share: { targets: ShareTarget[]; url: string; carName: string };
  print: { path: string; slug: string } | null;
  favourite: { item: Favourite; storeFavourites: boolean };
  eventsPath: string;
}

interface Assistant {
  open?: () => void;
  setContext?: (car: LeadCar) => void;
}
const assistant = () => (window as unknown as { Autobot?: Assistant }).Autobot;

export default function VdpButtons(props: Props) {
  const [shareOpen, setShareOpen] = useState(false);
  const [assistantReady, setAssistantReady] = useState(false);
  useEffect(() => {
    if (props.buttons.some((b) => b.kind === 'assistant'))
      setAssistantReady(typeof assistant()?.open === 'function');
  }, [props.buttons]);

  return (
    <div className="vdp-buttons" data-testid="vdp-buttons">
      {props.buttons.map((b) => {
        switch (b.kind) {
          case 'lead':
            return (
              <button
                key={b.key}
                type="button"
                className={`btn btn--block vdp-btn vdp-btn--${b.key}`}
                data-key={b.key}
                onClick={(e) => requestLeadForm(b.form, props.car, 'vdp-sidebar', e.currentTarget)}
              >
                {b.text}
              </button>
            );
          case 'link':
            return (
              <a
                key={b.key}
                className={`btn btn--block btn--outline vdp-btn vdp-btn--${b.key}`}
                data-key={b.key}
                href={b.href}
                target={b.newTab ? '_blank' : undefined}
                rel={b.newTab ? 'noopener noreferrer' : undefined}
                onClick={() => {
                  if (b.key === 'carHistoryReport')
                    track(props.eventsPath, ANALYTICS.historyReport, { car_id: props.car.id });
                }}
              >
                {b.text}
              </a>
            );
          case 'callTheDealer':
            return <CallTheDealer key={b.key} {...props.callTheDealer} />;
          case 'tel':
            return props.callUsNow ? (
              <a
                key={b.key}
                className="btn btn--block btn--outline vdp-btn vdp-btn--callUsNow"
                data-key={b.key}
                href={props.callUsNow.href}
              >
                {props.callUsNow.text}
              </a>
            ) : null;
          case 'assistant':
            return assistantReady ? (
              <button
                key={b.key}
                type="button"
                className="btn btn--block btn--outline vdp-btn vdp-btn--openAutobot"
                data-key={b.key}
                onClick={() => {
                  assistant()?.setContext?.(props.car);
                  assistant()?.open?.();
                }}
              >
                {b.text}
              </button>
            ) : null;
          case 'print':
            return props.print ? (
              <PrintPdfButton
                key={b.key}
                path={props.print.path}
                slug={props.print.slug}
                eventsPath={props.eventsPath}
                className="btn btn--block btn--outline vdp-btn vdp-btn--print"
                text={b.text}
              />
            ) : null;
          case 'share':
            return [
              <FavouriteToggle
                key="favourite"
                item={props.favourite.item}
                storeFavourites={props.favourite.storeFavourites}
                eventsPath={props.eventsPath}
              />,
              <button
                key={b.key}
                type="button"
                className="btn btn--block btn--ghost vdp-btn vdp-btn--share"
                data-key={b.key}
                aria-haspopup="dialog"
                onClick={() => setShareOpen(true)}
              >
                {b.text}
              </button>,
            ];
          default:
            return null;
        }
      })}
      <Dialog
        open={shareOpen}
        onClose={() => setShareOpen(false)}
        title="Share this car"
        testId="share-dialog"
      >
        <p className="vdp-dialog__lead">{props.share.carName}</p>
        <ShareRow
          targets={props.share.targets}
          url={props.share.url}
          carName={props.share.carName}
        />
      </Dialog>
    </div>
  );
}
