/**
 * The external lender quote (rules.md: Vehicle detail page (VDP) sidebar 4 and the finance
 * estimate box, rules.md: External finance quote). 'line' is the sidebar's weekly figure; 'box' shows
 * Monthly Repayments (weekly × 4.33), Advertised Rate, Comparison Rate, '5 year term, 10.0%
 * deposit', the 30% balloon and 'View disclaimer' (the 'Finance Disclaimer' modal).
 *
 * Nothing shows until a quote arrives. rules.md: States and transitions gives the loading state '...', but rules.md: The error catalogue says a
 * failed quote is silently ignored: a '...' (or the space kept for it) that never fills is
 * not silent, so we read the spec as a dealer would — a quote is shown when there is one,
 * and a shopper never sees a box waiting for one (rules.md: No empty finance quote box). The page makes the quote call
 * as it loads without React (vehicle-page.ts, the same fetchQuoteOnce) and hydrates this
 * island when a quote comes back; a quote the build already has is in the server's HTML, and
 * the island hydrates when the shopper reaches for it (its 'View disclaimer').
 */
import { useEffect, useState } from 'react';
import {
  monthlyFromWeekly,
  quoteAdvert,
  QUOTE_BALLOON_TEXT,
  QUOTE_LABELS,
  QUOTE_TERM_TEXT,
} from '../../domain/finance/external-quote';
import { formatRate, weeklyText } from '../../domain/finance/display';
import { formatMoney } from '../../domain/format/money';
import type { YouxQuoteRequest, YouxQuoteResponse } from '../../domain/api/endpoints';
import { fetchQuoteOnce } from './quote-store';
import FinanceFigures from './FinanceFigures';
import type { Market } from '../../domain/market/market';
import Dialog from './Dialog';

interface Props {
  variant: 'line' | 'box';
  carId: string | number;
  existing: YouxQuoteResponse | null;
  request: { path: string; body: YouxQuoteRequest } | null;
  disclaimer: string[];
  /** The car's price: the example the quote is based on. */
  price: number;
  market: Market;
}

export default function ExternalQuote(props: Props) {
  const [q, setQuote] = useState<YouxQuoteResponse | null>(props.existing);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (props.existing || !props.request) return;
    let live = true;
    // never rejects: a failed quote reads as null
    void fetchQuoteOnce(props.carId, props.request.path, props.request.body).then((quote) => {
      if (live && quote) setQuote(quote);
    });
    return () => {
      live = false;
    };
  }, [props.carId, props.existing, props.request]);

  if (!q) return null;

  const advert = quoteAdvert(
    q,
    props.price,
    props.market,
    `${weeklyText(q.weeklyRepaymentAmount)} per week*`,
  );
  if (props.variant === 'line') {
    return (
      <FinanceFigures
        advert={advert}
        href="#finance-estimate"
        className="quote-line"
        testId="quote-line"
      />
    );
  }
  return (
    <section
      className="quote-box card"
      id="finance-estimate"
      aria-labelledby="finance-estimate-title"
      data-testid="quote-box"
    >
      <h2 id="finance-estimate-title">Finance Estimate</h2>
      <div data-finance-advert="">
        <dl className="quote-box__figures">
          <div>
            <dt>{QUOTE_LABELS.monthly}</dt>
            <dd data-testid="quote-monthly" data-finance-part="repayment">
              {formatMoney(monthlyFromWeekly(q.weeklyRepaymentAmount))}
            </dd>
          </div>
          <div>
            <dt>{QUOTE_LABELS.advertised}</dt>
            <dd data-finance-part="rate">{formatRate(q.advertisedRate, true)}%</dd>
          </div>
          <div>
            <dt>{QUOTE_LABELS.comparison}</dt>
            <dd data-finance-part="comparison">{formatRate(q.comparisonRate, true)}%*</dd>
          </div>
        </dl>
        <p className="quote-box__terms">
          {QUOTE_TERM_TEXT}. {QUOTE_BALLOON_TEXT}.
        </p>
        <p className="finance-advert__footnote" data-finance-warning="">
          {advert.footnote}
        </p>
      </div>
      <button
        type="button"
        className="btn btn--ghost quote-box__disclaimer"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {QUOTE_LABELS.viewDisclaimer}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={QUOTE_LABELS.disclaimerTitle}
        testId="disclaimer-dialog"
      >
        {props.disclaimer.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </Dialog>
    </section>
  );
}
