/**
 * The state the shopper wants drive-away prices estimated for, kept on the device under the key
 * driveAwayState: chosen once on a vehicle page, every vehicle page and search card shows its
 * estimate for it. Empty: the dealer's state.
 */
import { persistentAtom } from '@nanostores/persistent';
import { stateCode } from '../domain/tenant/states';

export const DRIVE_AWAY_STATE_KEY = 'driveAwayState';

export const driveAwayState = persistentAtom<string>(DRIVE_AWAY_STATE_KEY, '', {
  encode: (value) => value,
  decode: (raw) => stateCode(raw) ?? '',
});

export function chooseDriveAwayState(state: string): void {
  driveAwayState.set(stateCode(state) ?? '');
}
