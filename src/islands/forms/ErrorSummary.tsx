/**
 * The form's errors (rules.md: Forms; The error catalogue): several read 'Please fix the
 * following errors:' followed by a list; a single one shows as a destructive alert.
 * Each entry links to its field. It takes focus when it appears, so a screen reader hears it.
 */
import { useEffect, useRef } from 'react';
import { FORM_ERRORS_HEADING } from '../../domain/leads/messages';

export interface ErrorItem {
  fieldId: string | null;
  message: string;
}

export default function ErrorSummary({
  items,
  focusKey,
}: {
  items: ErrorItem[];
  focusKey: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (items.length > 0) ref.current?.focus();
  }, [focusKey]); // eslint-disable-line react-hooks/exhaustive-deps
  if (items.length === 0) return null;
  const link = (item: ErrorItem) =>
    item.fieldId ? (
      <a
        href={`#${item.fieldId}`}
        onClick={(e) => {
          e.preventDefault();
          document.getElementById(item.fieldId!)?.focus();
        }}
      >
        {item.message}
      </a>
    ) : (
      item.message
    );
  if (items.length === 1) {
    return (
      <div ref={ref} tabIndex={-1} className="lf-alert lf-alert--destructive" role="alert">
        {link(items[0])}
      </div>
    );
  }
  return (
    <div ref={ref} tabIndex={-1} className="lf-alert lf-alert--destructive lf-summary" role="alert">
      <p className="lf-summary__title">{FORM_ERRORS_HEADING}</p>
      <ul>
        {items.map((item, i) => (
          <li key={`${item.fieldId}-${i}`}>{link(item)}</li>
        ))}
      </ul>
    </div>
  );
}
