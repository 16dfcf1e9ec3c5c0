/**
 * A test drive's time select (rules.md: Test drive form): the dealer's open slots
 * for the car or location from /api/test-drive/appointments, each in the dealer's timezone,
 * with 'No preference: please call me' first. Field.tsx loads it when a form shows it.
 */
import { useEffect, useState } from 'react';
import {
  DEFAULT_APPOINTMENT_TIME_ZONE,
  LOADING_TIMES_TEXT,
  slotLabel,
} from '../../domain/leads/appointments';
import { API } from '../../domain/api/paths';
import type { AppointmentsResponse } from '../../domain/api/endpoints';
import type { FieldProps } from './Field';

export default function AppointmentSelect({
  id,
  value,
  onChange,
  describedBy,
  query,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  describedBy?: string;
  query?: FieldProps['appointmentQuery'];
}) {
  const [state, setState] = useState<{
    status: 'loading' | 'ready' | 'error';
    slots: string[];
    timeZone: string;
  }>({ status: 'loading', slots: [], timeZone: DEFAULT_APPOINTMENT_TIME_ZONE });
  useEffect(() => {
    const controller = new AbortController();
    const params = new URLSearchParams();
    if (query?.car_id) params.set('car_id', query.car_id);
    if (query?.location_id) params.set('location_id', query.location_id);
    fetch(`${API.testDriveAppointments}?${params}`, { signal: controller.signal })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(r.statusText))))
      .then((data: AppointmentsResponse) =>
        setState({
          status: 'ready',
          slots: data.appointments ?? [],
          timeZone: data.timeZone ?? DEFAULT_APPOINTMENT_TIME_ZONE,
        }),
      )
      .catch(() => !controller.signal.aborted && setState((s) => ({ ...s, status: 'error' })));
    return () => controller.abort();
  }, [query?.car_id, query?.location_id]);
  const empty =
    state.status === 'loading'
      ? LOADING_TIMES_TEXT
      : state.slots.length === 0
        ? 'No times available online: we will call you'
        : 'No preference: please call me';
  return (
    <select
      id={id}
      className="lf-input"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-describedby={describedBy}
      aria-busy={state.status === 'loading'}
    >
      <option value="">{empty}</option>
      {state.slots.map((s) => (
        <option key={s} value={s}>
          {slotLabel(s, state.timeZone)}
        </option>
      ))}
    </select>
  );
}
