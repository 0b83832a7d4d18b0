// Pages, markdown HTML and the theme's memoised sidebars are built by concatenating thousands of
// small strings, which V8 keeps as a rope (a tree of pieces) until something reads the characters.
// A rope takes more memory than its text, and one concatenated into every page is
// walked again each time: reading one character makes V8 copy the text into one flat string, once.
// (flat-string.test.ts fails if V8 stops doing so.)
export function flatString(text: string): string {
  text.charCodeAt(0);
  return text;
}
