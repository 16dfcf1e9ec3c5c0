/**
 * A finance advert's figures and footnote (domain/finance/advertising.ts): the repayment and
 * the comparison rate (APR, interest rate) side by side at the same size, then the example and
 * the warning in full, visible without a hover or a click. Rendered inside islands and, without
 * hydration, by Astro components (the 'Car Finance' card).
 */
import type { FinanceAdvert } from '../../domain/finance/advertising';

interface Props {
  advert: FinanceAdvert;
  /** The repayment links here (the calculator), when given. */
  href?: string;
  testId?: string;
  className?: string;
  /** The figures change as the shopper types: announce them (not the footnote) politely. */
  live?: boolean;
}

export default function FinanceFigures({ advert, href, testId, className, live }: Props) {
  return (
    <div
      className={`finance-advert${className ? ` ${className}` : ''}`}
      data-testid={testId}
      data-finance-advert=""
    >
      <p className="finance-advert__figures" aria-live={live ? 'polite' : undefined}>
        {advert.figures.map((f, i) => (
          <span key={f.part}>
            {i > 0 && <span aria-hidden="true"> · </span>}
            {f.part === 'repayment' && href ? (
              <a className="finance-figure" href={href} data-finance-part={f.part}>
                {f.text}
              </a>
            ) : (
              <span className="finance-figure" data-finance-part={f.part}>
                {f.text}
              </span>
            )}
          </span>
        ))}
      </p>
      <p className="finance-advert__footnote" data-finance-warning="">
        {advert.footnote}
      </p>
    </div>
  );
}
