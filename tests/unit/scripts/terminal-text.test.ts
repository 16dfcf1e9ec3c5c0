/** What `npm run leads` and `npm run rebuilds` print of form text: no control character passes. */
import { describe, expect, it } from 'vitest';
import { terminalSafe } from '../../../scripts/lib/terminal-text';

describe('text from forms in a terminal', () => {
  it.each([
    ['Jo Citizen', 'Jo Citizen'],
    ['line one\nline two', 'line one\nline two'],
    ['\u001b[2J\u001b[Hcleared', '\\u{1b}[2J\\u{1b}[Hcleared'],
    ['\u001b]0;new title\u0007', '\\u{1b}]0;new title\\u{7}'],
    ['carriage\rreturn', 'carriage\\u{d}return'],
    ['tab\there', 'tab\\u{9}here'],
    ['bell\u0007', 'bell\\u{7}'],
    ['del\u007f', 'del\\u{7f}'],
    ['c1\u009b31m', 'c1\\u{9b}31m'],
    ['abc\u202edcb', 'abc\\u{202e}dcb'],
    ['isolate\u2066x\u2069', 'isolate\\u{2066}x\\u{2069}'],
    ['Zoë 🚗', 'Zoë 🚗'],
  ])('%j prints as %j', (input, output) => {
    expect(terminalSafe(input)).toBe(output);
  });
});
