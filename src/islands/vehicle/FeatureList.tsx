/** 'Features' / 'All Specifications' from standardEquipment, with 'Show All Features'/'Hide Features'. */
import { useId, useState } from 'react';

interface Props {
  heading: string;
  groups: { title: string | null; items: string[] }[];
  visible?: number;
}

export default function FeatureList({ heading, groups, visible = 12 }: Props) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const total = groups.reduce((n, g) => n + g.items.length, 0);
  if (total === 0) return null;
  let budget = expanded ? Infinity : visible;
  const shown = groups
    .map((g) => {
      const items = g.items.slice(0, Math.max(0, budget));
      budget -= items.length;
      return { ...g, items };
    })
    .filter((g) => g.items.length > 0);
  return (
    <section className="features" data-testid="features">
      <h2>{heading}</h2>
      <div id={id}>
        {shown.map((g, i) => (
          <div key={g.title ?? i} className="features__group">
            {g.title && <h3>{g.title}</h3>}
            <ul className="features__list">
              {g.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {total > visible && (
        <button
          type="button"
          className="btn btn--ghost"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Hide Features' : 'Show All Features'}
        </button>
      )}
    </section>
  );
}
