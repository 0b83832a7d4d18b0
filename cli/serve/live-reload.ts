// Live reload over Server-Sent Events: the browser keeps /__garden/events open and hears about
// each rebuild (see client-script.ts). Requests from foreign Origins are refused, so another
// site open in the same browser cannot listen in.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { originIsForeign } from './request-host.js';

export const EVENTS_PATH = '/__garden/events';

export type LiveEvent =
  | { event: 'reload' }
  | { event: 'css'; data: { hrefs: string[] } }
  | { event: 'build-error'; data: { messages: string[] } }
  | { event: 'build-ok' };

export class LiveReload {
  private readonly clients = new Set<ServerResponse>();
  /** The failure a page opened now should still be told about; cleared by the next good build. */
  private failure: LiveEvent | undefined;

  /** Answers the events channel; returns false for every other request. */
  readonly intercept = (request: IncomingMessage, response: ServerResponse): boolean => {
    if ((request.url ?? '').split('?')[0] !== EVENTS_PATH) return false;
    if (originIsForeign(request.headers.origin, request.headers.host)) {
      response.statusCode = 403;
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      response.end('Forbidden origin\n');
      return true;
    }
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    response.write(': connected\n\n');
    if (this.failure) response.write(format(this.failure));
    this.clients.add(response);
    request.on('close', () => this.clients.delete(response));
    return true;
  };

  send(message: LiveEvent): void {
    if (message.event === 'build-error') this.failure = message;
    else this.failure = undefined;
    const text = format(message);
    for (const client of this.clients) client.write(text);
  }

  get clientCount(): number {
    return this.clients.size;
  }

  close(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}

function format(message: LiveEvent): string {
  // JSON has no raw newlines, so one `data:` line carries the whole payload.
  return `event: ${message.event}\ndata: ${'data' in message ? JSON.stringify(message.data) : '{}'}\n\n`;
}
