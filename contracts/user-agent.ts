/**
 * Browser, OS and device type from a user-agent string, with the categories of SPEC §3's
 * analytics user context. Used to label sessions ("Chrome on macOS") and by analytics.
 */

export type Browser = 'Chrome' | 'Firefox' | 'Safari' | 'Edge' | 'Unknown';
export type OperatingSystem = 'Windows' | 'macOS' | 'Linux' | 'Android' | 'iOS' | 'Unknown';
export type DeviceType = 'tablet' | 'mobile' | 'desktop';

export function detectBrowser(ua: string): Browser {
  if (/Edg\//.test(ua)) return 'Edge';
  if (/Firefox\//.test(ua)) return 'Firefox';
  if (/(Chrome|Chromium|CriOS)\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua)) return 'Safari';
  return 'Unknown';
}

export function detectOs(ua: string): OperatingSystem {
  if (/Android/.test(ua)) return 'Android';
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/Linux|X11|CrOS/.test(ua)) return 'Linux';
  return 'Unknown';
}

export function detectDeviceType(ua: string): DeviceType {
  if (/iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua))) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/.test(ua)) return 'mobile';
  return 'desktop';
}

/** "Chrome on macOS", or "Unknown device" when nothing is recognised. */
export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua) return 'Unknown device';
  const browser = detectBrowser(ua);
  const os = detectOs(ua);
  if (browser === 'Unknown' && os === 'Unknown') return 'Unknown device';
  if (browser === 'Unknown') return `Browser on ${os}`;
  if (os === 'Unknown') return browser;
  return `${browser} on ${os}`;
}
