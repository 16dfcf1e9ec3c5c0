/** The loading, empty and error states the favourites and compare pages share. */
export function Loading({ text }: { text: string }) {
  return (
    <p className="shopper__status" role="status">
      {text}
    </p>
  );
}

export function Empty({ text, href, linkText }: { text: string; href: string; linkText: string }) {
  return (
    <div className="shopper__empty card">
      <p>{text}</p>
      <a className="btn" href={href}>
        {linkText}
      </a>
    </div>
  );
}

export function LoadError({ retry }: { retry: () => void }) {
  return (
    <div className="shopper__error" role="alert">
      <p>
        The cars&apos; current prices and details could not be loaded. Your saved cars are listed
        below as they were saved.
      </p>
      <button type="button" className="btn btn--outline" onClick={retry}>
        Try again
      </button>
    </div>
  );
}

/** After a remove, focus goes back to the page's heading (the button it was on is gone). */
export function focusHeading(id: string): void {
  document.getElementById(id)?.focus();
}
