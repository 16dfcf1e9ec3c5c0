/**
 * Text from forms printed to a terminal: control characters (C0 but newline, DEL, C1, and the
 * bidirectional overrides) are shown as \u{…} escapes, so a lead cannot move the cursor,
 * clear the screen, retitle the window or reorder what the dealer reads.
 */
function unsafe(code: number): boolean {
  return (
    (code <= 0x1f && code !== 0x0a) ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

export function terminalSafe(text: string): string {
  let out = '';
  for (const c of text) {
    const code = c.codePointAt(0)!;
    out += unsafe(code) ? `\\u{${code.toString(16)}}` : c;
  }
  return out;
}
