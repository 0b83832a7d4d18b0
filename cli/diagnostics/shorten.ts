// Keeps every reported message to a few lines. A problem may quote what the user wrote, and
// what they wrote can be a megabyte long (a pasted value, a generated slug): the terminal
// shows enough of it to recognise, never all of it.

/** Longest message or hint shown, in characters, and in lines. */
export const MAX_TEXT_LENGTH = 300;
export const MAX_TEXT_LINES = 4;
/** Longest location (file path) shown; longer paths lose their middle. */
export const MAX_PATH_LENGTH = 120;

/** `text`, cut at MAX_TEXT_LENGTH characters or MAX_TEXT_LINES lines with an ellipsis. */
export function shortenText(text: string): string {
  const lines = text.split('\n', MAX_TEXT_LINES + 1);
  let kept = lines.length > MAX_TEXT_LINES ? lines.slice(0, MAX_TEXT_LINES).join('\n') : text;
  if (kept.length > MAX_TEXT_LENGTH) kept = cutAt(kept, MAX_TEXT_LENGTH);
  return kept === text ? text : `${kept.trimEnd()}…`;
}

/** `dist/news/aaaa…aaaa/index.html`: both ends of a long path stay readable. */
export function shortenPath(text: string): string {
  if (text.length <= MAX_PATH_LENGTH) return text;
  const half = Math.floor((MAX_PATH_LENGTH - 1) / 2);
  return `${cutAt(text, half)}…${text.slice(text.length - half)}`;
}

/** The first `length` UTF-16 units, without splitting a surrogate pair. */
function cutAt(text: string, length: number): string {
  const code = text.charCodeAt(length - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length);
}
