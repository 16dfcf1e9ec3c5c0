/** 'car' → 'Car': the first letter upper-cased, the rest left as it is. */
export function capitalise(value: string | number): string {
  const text = String(value);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
