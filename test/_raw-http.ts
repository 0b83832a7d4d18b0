// Raw HTTP over a socket, for requests no well-behaved client would send.
import { connect } from 'node:net';

/** Sends `text` as is; resolves to what the server answered before closing (or 5 s passing). */
export function rawRequest(port: number, text: string | Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = (): void => {
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('latin1'));
    };
    const timer = setTimeout(finish, 5_000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => {
      clearTimeout(timer);
      finish();
    });
    socket.on('error', () => {}); // a reset after the answer is fine; `close` follows
    socket.write(text);
  });
}

/** The status code of a raw answer, or 0 when there was none. */
export function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
}
