// A plain HTTP request to a server on 127.0.0.1, its whole body kept as bytes (compressed
// answers are decoded by the tests that ask for them).
import { request as httpRequest } from 'node:http';

export interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

export function get(port: number, rawPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
