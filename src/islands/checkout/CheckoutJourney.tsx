/**
 * /checkout-journey (rules.md: Finance, reserve, purchase, trade-in and print routes Online purchase): the stepper, the current
 * step's heading (focused on every step change, and announced: 'Step 3 of 7: Trade-in'), the
 * step itself, and the loading, not found, no longer available and error states. Routing and
 * state live in use-journey.ts; the steps in JourneySteps.tsx and JourneyDetails.tsx.
 */
import { JOURNEY_STEPS, NO_LONGER_AVAILABLE, STEP_TITLES } from '../../domain/checkout/journey';
import type { JourneyPageConfig } from '../../page-data/checkout-journey';
import { useJourney } from './use-journey';
import { JourneyStepBody } from './JourneySteps';
import './journey.css';

const HEADING_ID = 'journey-step-heading';

export default function CheckoutJourney({ config }: { config: JourneyPageConfig }) {
  const view = useJourney(config, HEADING_ID);
  const search = config.shopper.searchHref;
  if (view.phase === 'loading')
    return (
      <p className="journey__status" role="status">
        Loading your car…
      </p>
    );
  if (view.phase === 'error')
    return (
      <div className="journey__status card" role="alert">
        <p>{view.message}</p>
        {view.retry && (
          <button type="button" className="btn btn--outline" onClick={view.retry}>
            Try again
          </button>
        )}
        <a href={search}>Search {config.shopper.vehicleWordPlural}</a>
      </div>
    );
  if (view.phase === 'missing' || view.phase === 'unavailable')
    return (
      <div className="journey__status card" role="alert">
        <h2>{NO_LONGER_AVAILABLE}</h2>
        <p>
          {view.phase === 'missing'
            ? 'We could not find this car in our stock. It may have been sold.'
            : view.availability === 'reserved'
              ? 'Another buyer has reserved this car.'
              : 'This car has been sold.'}
        </p>
        <a className="btn" href={search}>
          Search {config.shopper.vehicleWordPlural}
        </a>
      </div>
    );

  const index = JOURNEY_STEPS.indexOf(view.step);
  return (
    <div className="journey">
      <nav aria-label="Purchase steps">
        <ol className="journey__stepper">
          {JOURNEY_STEPS.map((s, i) => (
            <li
              key={s}
              className={i === index ? 'is-current' : view.state.done.includes(s) ? 'is-done' : ''}
              aria-current={i === index ? 'step' : undefined}
            >
              <span className="journey__step-number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="journey__step-title">
                {STEP_TITLES[s]}
                {view.state.done.includes(s) && i !== index && (
                  <span className="visually-hidden"> (done)</span>
                )}
              </span>
            </li>
          ))}
        </ol>
      </nav>
      <section className="journey__panel card" aria-labelledby={HEADING_ID}>
        <h2 id={HEADING_ID} tabIndex={-1} className="journey__heading">
          <span className="journey__heading-count">
            Step {index + 1} of {JOURNEY_STEPS.length}:{' '}
          </span>
          {STEP_TITLES[view.step]}
        </h2>
        <p className="visually-hidden" role="status" aria-live="polite">
          {`Step ${index + 1} of ${JOURNEY_STEPS.length}: ${STEP_TITLES[view.step]}`}
        </p>
        <JourneyStepBody view={view} config={config} />
      </section>
    </div>
  );
}
