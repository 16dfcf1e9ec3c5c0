/**
 * The vehicle gallery: the visible images, one at a time in a fixed 3:2 frame (the photos' own shape) (no layout
 * shift), with previous/next buttons, arrow keys (Left/Right, Home/End), swipe, a counter
 * and thumbnails. The first image is in the prerendered HTML and loads with high priority.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { thumbScrollLeft } from './thumb-scroll';

export interface GalleryImage {
  src: string;
  srcSet?: string;
  thumb: string;
}

interface Props {
  images: GalleryImage[];
  title: string;
  sizes?: string;
}

const SWIPE_PX = 40;

export default function Gallery({
  images,
  title,
  sizes = '(min-width: 1024px) 760px, 100vw',
}: Props) {
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const thumbs = useRef<HTMLUListElement>(null);
  const count = images.length;
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  // Warm the next photo so paging feels instant.
  useEffect(() => {
    if (count < 2) return;
    const img = new Image();
    img.src = images[(index + 1) % count].src;
  }, [index, count, images]);

  useEffect(() => {
    const strip = thumbs.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!strip || !active) return;
    const next = thumbScrollLeft(
      strip.getBoundingClientRect(),
      active.getBoundingClientRect(),
      strip.scrollLeft,
    );
    if (next !== strip.scrollLeft) strip.scrollLeft = next;
  }, [index]);

  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => go(index + 1),
      ArrowLeft: () => go(index - 1),
      Home: () => go(0),
      End: () => go(count - 1),
    };
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };
  const onPointerDown = (e: PointerEvent) => {
    start.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const s = start.current;
    start.current = null;
    if (!s) return;
    const dx = e.clientX - s.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - s.y))
      go(index + (dx < 0 ? 1 : -1));
  };

  const current = images[index];
  return (
    <section className="gallery" aria-roledescription="carousel" aria-label={`Photos of ${title}`}>
      <div
        className="gallery__frame"
        tabIndex={0}
        role="group"
        aria-roledescription="slide"
        aria-label={`Photo ${index + 1} of ${count}. Use the arrow keys for more photos.`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        data-testid="gallery-frame"
      >
        <img
          key={current.src}
          src={current.src}
          srcSet={current.srcSet}
          sizes={current.srcSet ? sizes : undefined}
          alt={`${title}, photo ${index + 1} of ${count}`}
          width={1200}
          height={800}
          decoding={index === 0 ? 'sync' : 'async'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          loading="eager"
          draggable={false}
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery__nav gallery__nav--prev"
              aria-label="Previous photo"
              onClick={() => go(index - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="gallery__nav gallery__nav--next"
              aria-label="Next photo"
              onClick={() => go(index + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
        <p className="gallery__count" aria-live="polite" data-testid="gallery-count">
          {index + 1} / {count}
        </p>
      </div>
      {count > 1 && (
        <ul className="gallery__thumbs" ref={thumbs} aria-label="Choose a photo">
          {images.map((img, i) => (
            <li key={img.src}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index}
                onClick={() => go(i)}
              >
                <img
                  src={img.thumb}
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
