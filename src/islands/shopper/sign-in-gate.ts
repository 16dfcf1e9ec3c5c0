/**
 * The gate of a route that needs a signed-in user (rules.md: Gated routes):
 * a signed-out visitor is sent to /sign-in?type={type}&redirect={this page}&back={this page}
 * and comes back here after signing in. Anonymous visitors (no signed-in hint) go at once,
 * without a server call; a stale hint is checked with the session call first.
 */
import { isSignInType, signInHref } from '../../domain/shopper/sign-in';
import { hasSignedInHint, loadSession } from '../../stores/account';

export function startSignInGate(): void {
  const el = document.querySelector<HTMLElement>('[data-sign-in-gate]');
  const type = el?.dataset.signInGate;
  if (!el || !isSignInType(type) || el.dataset.gated !== 'true') return;
  const go = () => location.replace(signInHref(type, `${location.pathname}${location.search}`));
  if (!hasSignedInHint()) {
    go();
    return;
  }
  void loadSession().then((state) => {
    if (state.status === 'anonymous') go();
  });
}
