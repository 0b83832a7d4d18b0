// File sizes in messages: whole bytes below a megabyte, megabytes (of 1,048,576 bytes) above,
// gigabytes (of 1,024 megabytes) from one.

/** `2 GB`, `20 MB`, `1.5 MB`, or `1,200 bytes`. */
export function formatBytes(count: number): string {
  const megabyte = 1024 * 1024;
  if (count < megabyte) return `${count.toLocaleString('en-US')} bytes`;
  if (count < 1024 * megabyte) return `${(count / megabyte).toFixed(1).replace(/\.0$/, '')} MB`;
  return `${(count / megabyte / 1024).toFixed(1).replace(/\.0$/, '')} GB`;
}
