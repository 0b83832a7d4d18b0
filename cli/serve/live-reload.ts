// Live reload over Server-Sent Events: the browser keeps /__garden/events open and reloads
// when a rebuild finishes. Requests from foreign Origins are refused.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const EVENTS_PATH = '/__garden/events';

export const RELOAD_SCRIPT = `<script>(function(){var s=new EventSource(${JSON.stringify(EVENTS_PATH)});s.addEventListener('reload',function(){location.reload()});s.addEventListener('error-report',function(e){console.error('[garden-site] '+e.data)})})();</script>`;

export class LiveReload {
  private readonly clients = new Set<ServerResponse>();

  /** Answers the events channel; returns false for every other request. */
  readonly intercept = (request: IncomingMessage, response: ServerResponse): boolean => {
    if ((request.url ?? '').split('?')[0] !== EVENTS_PATH) return false;
    const origin = request.headers.origin;
    if (origin !== undefined && !isOwnOrigin(origin, request.headers.host)) {
      response.statusCode = 403;
      response.end('Forbidden origin\n');
      return true;
    }
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    response.write(': connected\n\n');
    this.clients.add(response);
    request.on('close', () => this.clients.delete(response));
    return true;
  };

  send(event: 'reload' | 'error-report', data = ''): void {
    const line = `event: ${event}\ndata: ${data.replace(/\n/g, ' ')}\n\n`;
    for (const client of this.clients) client.write(line);
  }

  close(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}

function isOwnOrigin(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
