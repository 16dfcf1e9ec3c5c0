/**
 * Print PDF (rules.md: Finance, reserve, purchase, trade-in and print routes Print, rules.md: Printable PDF, rules.md: The error catalogue): fetches the car's
 * PDF and downloads it as {slug}.pdf, reading 'Preparing...' meanwhile; a failure shows a
 * browser alert with the error message.
 */
import { useState } from 'react';
import { ANALYTICS, track } from '../shell/analytics';
import { responseErrorMessage } from '../../domain/api/errors';

export const PRINT_TEXT = 'Print PDF';
export const PREPARING_TEXT = 'Preparing...';

async function errorMessage(response: Response): Promise<string> {
  return responseErrorMessage(await response.json().catch(() => null), response.statusText);
}

export default function PrintPdfButton({
  path,
  slug,
  eventsPath,
  className = 'btn btn--ghost price-block__print',
  text = PRINT_TEXT,
}: {
  path: string;
  slug: string;
  eventsPath: string;
  className?: string;
  text?: string;
}) {
  const [busy, setBusy] = useState(false);
  const print = async () => {
    if (busy) return;
    setBusy(true);
    track(eventsPath, ANALYTICS.print, { slug });
    try {
      const response = await fetch(path);
      if (!response.ok) throw new Error(await errorMessage(response));
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${slug}.pdf`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={className}
      onClick={print}
      aria-busy={busy}
      disabled={busy}
      data-testid="print-pdf"
    >
      {busy ? PREPARING_TEXT : text}
    </button>
  );
}
