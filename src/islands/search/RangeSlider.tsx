/**
 * A dual-handle range slider: two native range inputs (keyboard and screen-reader friendly)
 * over one track, with the current values read out.
 */
import type { CSSProperties } from 'react';

export interface RangeSliderProps {
  id: string;
  /** 'Price', 'Odometer', ... */
  label: string;
  min: number;
  max: number;
  step: number;
  value: [number, number];
  format: (n: number) => string;
  onChange: (value: [number, number], handle: 0 | 1) => void;
  /** The low handle stays this far below the high one (0 lets them meet). */
  gap?: number;
  disabled?: boolean;
  /** Between the two values: ' – ' by default; the price-range screen shows '$min - $max'. */
  separator?: string;
}

export default function RangeSlider({
  id,
  label,
  min,
  max,
  step,
  value,
  format,
  onChange,
  gap = 0,
  disabled = false,
  separator = ' – ',
}: RangeSliderProps) {
  const [lo, hi] = value;
  const span = Math.max(1, max - min);
  const style = {
    '--lo': `${((lo - min) / span) * 100}%`,
    '--hi': `${((hi - min) / span) * 100}%`,
  } as CSSProperties;
  return (
    <div className="range" style={style}>
      <p className="range__values" id={`${id}-values`} aria-live="polite">
        {`${format(lo)}${separator}${format(hi)}`}
      </p>
      <div className="range__track">
        <input
          type="range"
          id={`${id}-min`}
          aria-label={`Minimum ${label.toLowerCase()}`}
          aria-valuetext={format(lo)}
          min={min}
          max={max}
          step={step}
          value={lo}
          disabled={disabled}
          onChange={(e) => onChange([Math.min(Number(e.target.value), hi - gap), hi], 0)}
        />
        <input
          type="range"
          id={`${id}-max`}
          aria-label={`Maximum ${label.toLowerCase()}`}
          aria-valuetext={format(hi)}
          min={min}
          max={max}
          step={step}
          value={hi}
          disabled={disabled}
          onChange={(e) => onChange([lo, Math.max(Number(e.target.value), lo + gap)], 1)}
        />
      </div>
    </div>
  );
}
