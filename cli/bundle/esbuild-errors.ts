// esbuild failures (syntax errors, unresolved imports) as GardenErrors with file and line.
import path from 'node:path';
import { GardenError, GardenErrors } from '../diagnostics/error.js';
import { toSitePath } from '../routes/paths.js';

interface EsbuildMessage { text: string; location: { file: string; line: number; column: number; lineText: string } | null }

export function esbuildFailure(error: unknown, siteRoot: string, code: string, hint: string): Error {
  const messages = (error as { errors?: EsbuildMessage[] }).errors;
  if (!Array.isArray(messages) || messages.length === 0) return error instanceof Error ? error : new Error(String(error));
  return new GardenErrors(messages.map((message) => new GardenError(message.text, {
    code,
    hint,
    ...(message.location ? { file: toSitePath(siteRoot, path.resolve(siteRoot, message.location.file)), line: message.location.line } : {}),
    cause: error,
  })));
}
