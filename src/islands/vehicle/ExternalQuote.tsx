/**
 * The external lender quote (vehicles-and-shopping.md §2.5 sidebar 4 and the finance
 * estimate box, §9 External quote box). 'line' is the sidebar's weekly figure; 'box' shows
 * Monthly Repayments (weekly × 4.33), Advertised Rate, Comparison Rate, '5 year term, 10.0%
 * deposit', the 30% balloon and 'View disclaimer' (the 'Finance Disclaimer' modal).
 * Loading shows '...'; a failed quote hides the block.
 */
import { useEffect, useState } from 'react';
import {
  monthlyFromWeekly,
  QUOTE_BALLOON_TEXT,
  QUOTE_LABELS,
  QUOTE_LOADING_TEXT,
  QUOTE_TERM_TEXT,
} from '../../domain/finance/external-quote';
import { formatRate, weeklyText } from '../../domain/finance/display';
import { formatMoney } from '../../domain/format/money';
import type { YouxQuoteRequest, YouxQuoteResponse } from '../../domain/api/endpoints';
import { fetchQuoteOnce } from './quote-store';
import Dialog from './Dialog';

interface Props {
  variant: 'line' | 'box';
  carId: string | number;
  existing: YouxQuoteResponse | null;
  request: { path: string; body: YouxQuoteRequest } | null;
  disclaimer: string[];
}

type State = { kind: 'loading' } | { kind: 'ready'; quote: YouxQuoteResponse } | { kind: 'none' };

export default function ExternalQuote(props: Props) {
  const [state, setState] = useState<State>(
    props.existing
      ? { kind: 'ready', quote: props.existing }
      : props.request
        ? { kind: 'loading' }
        : { kind: 'none' },
  );
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (props.existing || !props.request) return;
    let live = true;
    fetchQuoteOnce(props.carId, props.request.path, props.request.body).then((quote) => {
      if (live) setState(quote ? { kind: 'ready', quote } : { kind: 'none' });
    });
    return () => {
      live = false;
    };
  }, [props.carId, props.existing, props.request]);

  // A failed quote leaves the sidebar line's space empty rather than moving the page under the reader.
  if (state.kind === 'none')
    return props.variant === 'line' && props.request ? (
      <p className="quote-line" aria-hidden="true" />
    ) : null;
  const q = state.kind === 'ready' ? state.quote : null;
  const show = (value: (quote: YouxQuoteResponse) => string) => (q ? value(q) : QUOTE_LOADING_TEXT);

  if (props.variant === 'line') {
    return (
      <p className="quote-line" data-testid="quote-line">
        <a href="#finance-estimate">
          <strong>{show((x) => weeklyText(x.weeklyRepaymentAmount))}</strong> per week*
        </a>
      </p>
    );
  }
  return (
    <section
      className="quote-box card"
      id="finance-estimate"
      aria-labelledby="finance-estimate-title"
      data-testid="quote-box"
      aria-busy={!q}
    >
      <h2 id="finance-estimate-title">Finance Estimate</h2>
      <dl className="quote-box__figures">
        <div>
          <dt>{QUOTE_LABELS.monthly}</dt>
          <dd data-testid="quote-monthly">
            {show((x) => formatMoney(monthlyFromWeekly(x.weeklyRepaymentAmount)))}
          </dd>
        </div>
        <div>
          <dt>{QUOTE_LABELS.advertised}</dt>
          <dd>{show((x) => `${formatRate(x.advertisedRate, true)}%`)}</dd>
        </div>
        <div>
          <dt>{QUOTE_LABELS.comparison}</dt>
          <dd>{show((x) => `${formatRate(x.comparisonRate, true)}%`)}</dd>
        </div>
      </dl>
      <p className="quote-box__terms">
        {QUOTE_TERM_TEXT}. {QUOTE_BALLOON_TEXT}.
      </p>
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
