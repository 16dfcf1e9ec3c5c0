/**
 * Model status (rules.md: Model menus and model pages; Model status): empty (available) or coming_soon;
 * coming_soon shows 'Upcoming' and hides 'Our Stock'; any other non-empty status shows
 * 'All-New'. model_vehicle_type (rules.md: Text placeholders): 'Trucks' or 'Cars'.
 */
export const COMING_SOON = 'coming_soon';
export const UPCOMING_BADGE = 'Upcoming';
export const ALL_NEW_BADGE = 'All-New';

export const isComingSoon = (model: { status?: string | null }) =>
  (model.status ?? '').trim() === COMING_SOON;

export function modelBadge(model: { status?: string | null }): string | null {
  const status = (model.status ?? '').trim();
  if (!status) return null;
  return status === COMING_SOON ? UPCOMING_BADGE : ALL_NEW_BADGE;
}

/** 'Our Stock' is hidden for coming_soon models. */
export const showsOurStock = (model: { status?: string | null }) => !isComingSoon(model);

/** 'Trucks' when the manufacturer name, the name or any body contains 'truck' (any case), else 'Cars'. */
export function modelVehicleType(model: {
  name: string;
  manufacturer_name?: string | null;
  body?: readonly string[] | null;
}): 'Trucks' | 'Cars' {
  const texts = [model.manufacturer_name ?? '', model.name, ...(model.body ?? [])];
  return texts.some((t) => /truck/i.test(t)) ? 'Trucks' : 'Cars';
}
