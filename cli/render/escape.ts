// Script-safe JSON for the document shell; HTML text and attributes go through cli/escape-html.ts.
/** JSON inside a `<script>`: `<` escaped so content cannot close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
