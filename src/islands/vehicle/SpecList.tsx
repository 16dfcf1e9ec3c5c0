/**
 * A list of spec rows that shows its first rows with a toggle for the rest: key information
 * (first 4, 'Show More'/'Show Less') and the detail list (first 8, 'Show All'/'Hide'), or,
 * collapsible, the whole list behind its heading (rules.md: Vehicle detail page (VDP); Business constants and limits).
 */
import { useId, useState } from 'react';
import type { SpecRow } from '../../domain/vehicle/specs';

interface Props {
  heading: string;
  rows: SpecRow[];
  visible: number;
  moreText: string;
  lessText: string;
  collapsible?: boolean;
  initiallyOpen?: boolean;
  testId?: string;
}

function Rows({ rows }: { rows: SpecRow[] }) {
  return (
    <>
      {rows.map((r) => (
        <div className="spec-list__row" key={r.key}>
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </>
  );
}

export default function SpecList({
  heading,
  rows,
  visible,
  moreText,
  lessText,
  collapsible = false,
  initiallyOpen = true,
  testId,
}: Props) {
  const id = useId();
  const [expanded, setExpanded] = useState(collapsible ? initiallyOpen : false);
  if (rows.length === 0) return null;
  if (collapsible) {
    return (
      <section className="spec-list spec-list--collapsible" data-testid={testId}>
        <h2>
          <button
            type="button"
            className="spec-list__heading"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => setExpanded(!expanded)}
          >
            {heading}
            <span aria-hidden="true" className="spec-list__chevron" />
          </button>
        </h2>
        <div id={id} className="spec-list__panel" hidden={!expanded}>
          <dl className="spec-list__rows">
            <Rows rows={rows} />
          </dl>
        </div>
      </section>
    );
  }
  const head = rows.slice(0, visible);
  const rest = rows.slice(visible);
  return (
    <section className="spec-list" data-testid={testId}>
      <h2>{heading}</h2>
      <dl className="spec-list__rows">
        <Rows rows={head} />
      </dl>
      {rest.length > 0 && (
        <>
          <dl className="spec-list__rows" id={id} hidden={!expanded}>
            <Rows rows={rest} />
          </dl>
          <button
            type="button"
            className="btn btn--ghost spec-list__toggle"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? lessText : moreText}
          </button>
        </>
      )}
    </section>
  );
}
