// Real Chromium (Debian's) for browser tests. The flags keep it from reaching for the
// network, which this machine's closed network answers with floods of refused connections.
import type { LaunchOptions } from 'playwright-core';

export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
