// Pages and markdown HTML are built by concatenating thousands of small strings, which V8 keeps
// as a rope (a tree of pieces) until something reads the characters. A rope of a page took
// about four times the memory of its text, and the build holds every page until it writes
// them: reading one character makes V8 copy the text into one flat string, once.
export function flatString(text: string): string {
  text.charCodeAt(0);
  return text;
}
