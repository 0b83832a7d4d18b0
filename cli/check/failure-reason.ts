// Why linkinator found a link broken, in a few words for the report.
import type { LinkResult } from 'linkinator';

export function failureReason(link: LinkResult): string {
  if (link.status === 404) return 'not found';
  if (link.status) return `HTTP ${link.status}`;
  const detail = link.failureDetails?.find((failure): failure is Error => failure instanceof Error);
  return detail?.message ?? 'no response';
}
