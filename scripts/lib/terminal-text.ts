/**
 * Text from forms printed to a terminal: control characters (C0 but newline, DEL, C1, and the
 * bidirectional overrides) are shown as \u{…} escapes, so a lead cannot move the cursor,
 * clear the screen, retitle the window or reorder what the dealer reads.
 */
const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (c) => `\\u{${c.charCodeAt(0).toString(16)}}`);
}
