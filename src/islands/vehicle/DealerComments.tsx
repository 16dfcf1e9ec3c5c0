/**
 * Dealer Comments (rules.md: Vehicle detail page (VDP)): the title, '|' paragraphs, cut at 400
 * characters with 'more...'/'less' (or 'Show More'/'Show Less'), or the pending message.
 */
import { useId, useState } from 'react';
import type { DealerComments as Comments } from '../../domain/vehicle/dealer-comments';

interface Props {
  title: string;
  comments: Comments;
  toggle: { more: string; less: string };
}

export default function DealerComments({ title, comments, toggle }: Props) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  return (
    <section className="dealer-comments" aria-labelledby={`${id}-h`} data-testid="dealer-comments">
      <h2 id={`${id}-h`}>{title}</h2>
      {comments.kind === 'pending' ? (
        <p className="muted">{comments.text}</p>
      ) : (
        <>
          <div id={id} className="dealer-comments__text">
            {(expanded || !comments.truncated ? comments.paragraphs : comments.truncated).map(
              (p, i) => (
                <p key={i}>{p}</p>
              ),
            )}
          </div>
          {comments.truncated && (
            <button
              type="button"
              className="btn btn--ghost dealer-comments__toggle"
              aria-expanded={expanded}
              aria-controls={id}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? toggle.less : toggle.more}
            </button>
          )}
        </>
      )}
    </section>
  );
}
