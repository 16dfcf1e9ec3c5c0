/**
 * The state a drive-away estimate is shown for: the dealer's during hydration (so the
 * prerendered HTML matches), then the one the shopper chose on this device, if any.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { driveAwayState } from '../../stores/drive-away-state';

export function useDriveAwayState(dealerState: string | null): string | null {
  const chosen = useStore(driveAwayState);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (hydrated && chosen) || dealerState;
}
