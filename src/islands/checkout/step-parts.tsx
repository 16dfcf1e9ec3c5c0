/**
 * What every step of the checkout journey shares: the ready view, the Back/Continue actions,
 * a step's error line and the trade-in figure the journey carries. Its own module, so the
 * steps (JourneySteps, JourneyDetails, JourneyDeposit) import it rather than each other.
 */
import type { JourneyView } from './use-journey';

export type ReadyView = Extract<JourneyView, { phase: 'ready' }>;

export function StepActions({
  view,
  onContinue,
  continueText = 'Continue',
  disabled = false,
}: {
  view: ReadyView;
  onContinue?: () => void;
  continueText?: string;
  disabled?: boolean;
}) {
  return (
    <div className="journey__actions">
      {view.step !== 'car' && (
        <button type="button" className="btn btn--outline" onClick={view.back}>
          Back
        </button>
      )}
      <button
        type={onContinue ? 'button' : 'submit'}
        className="btn"
        onClick={onContinue}
        disabled={disabled}
      >
        {continueText}
      </button>
    </div>
  );
}

export function StepError({ message }: { message: string | null }) {
  return message ? (
    <p className="journey__error" role="alert">
      {message}
    </p>
  ) : null;
}

/** The trade-in figure the journey carries (0 without one). */
export const tradeInOffer = (view: ReadyView) =>
  view.state.tradeIn?.kind === 'valued' ? (view.state.tradeIn.offer ?? 0) : 0;
