/**
 * The social share row (rules.md: Vehicle detail page (VDP); Share; Business constants and limits): social network,
 * microblog, messaging app, e-mail, SMS and copy link. Social intents open 550x400 popups;
 * copy writes the URL and reads 'Copied' for 1.5 s, with the toast 'Copied {car name} to
 * your clipboard!'.
 */
import { useEffect, useRef, useState } from 'react';
import {
  COPIED_MS,
  COPIED_TEXT,
  copyToastText,
  popupFeatures,
  type ShareTarget,
} from '../../domain/vehicle/share';
import { showToast } from '../../stores/toast';

interface Props {
  targets: ShareTarget[];
  url: string;
  carName: string;
  label?: string;
}

const ICONS: Record<string, string> = {
  facebook: 'f',
  x: '𝕏',
  whatsapp: 'W',
  email: '@',
  sms: '✉',
  copy: '⧉',
};

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // older browsers, or no permission: the hidden-textarea fallback
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand?.('copy') ?? false;
    area.remove();
    return ok;
  }
}

export default function ShareRow({ targets, url, carName, label = 'Share this car' }: Props) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    if (!(await copyText(url))) return;
    setCopied(true);
    showToast(copyToastText(carName));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  return (
    <ul className="share-row" aria-label={label}>
      {targets.map((t) => (
        <li key={t.key}>
          {t.key === 'copy' ? (
            <button
              type="button"
              className="share-row__btn"
              onClick={copy}
              data-testid="share-copy"
            >
              <span aria-hidden="true">{ICONS.copy}</span> {copied ? COPIED_TEXT : t.label}
            </button>
          ) : (
            <a
              className="share-row__btn"
              href={t.href}
              target={t.popup ? '_blank' : undefined}
              rel={t.popup ? 'noopener noreferrer' : undefined}
              data-share={t.key}
              onClick={(e) => {
                if (!t.popup) return;
                e.preventDefault();
                window.open(
                  t.href,
                  `share-${t.key}`,
                  popupFeatures({
                    left: window.screenX,
                    top: window.screenY,
                    width: window.outerWidth,
                    height: window.outerHeight,
                  }),
                );
              }}
            >
              <span aria-hidden="true">{ICONS[t.key]}</span>{' '}
              <span className="share-row__label">{t.label}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
