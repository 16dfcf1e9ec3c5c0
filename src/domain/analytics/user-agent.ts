/** The os, browser, browser version and device an event carries (rules.md: Event logging), from the user agent. */
export interface UserAgentFacts {
  os: string;
  browser: string;
  browser_version: string | null;
  device: string;
}

const OS: [RegExp, string][] = [
  [/Windows Phone/, 'Windows Phone'],
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'Chrome OS'],
  [/Mac OS X|Macintosh/, 'Mac OS X'],
  [/Linux/, 'Linux'],
];

/** Most specific first: Edge and Opera and Samsung Internet also say 'Chrome'; Chrome also says 'Safari'. */
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/([\d.]+)/, 'Microsoft Edge'],
  [/OPR\/([\d.]+)/, 'Opera'],
  [/SamsungBrowser\/([\d.]+)/, 'Samsung Internet'],
  [/FxiOS\/([\d.]+)/, 'Firefox iOS'],
  [/CriOS\/([\d.]+)/, 'Chrome iOS'],
  [/Firefox\/([\d.]+)/, 'Firefox'],
  [/Chrome\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Mobile.*Safari/, 'Mobile Safari'],
  [/Version\/([\d.]+).*Safari/, 'Safari'],
];

export function describeUserAgent(ua: string): UserAgentFacts {
  const os = OS.find(([re]) => re.test(ua))?.[1] ?? '';
  let browser = '';
  let version: string | null = null;
  for (const [re, name] of BROWSERS) {
    const m = re.exec(ua);
    if (m) {
      browser = name;
      version = m[1].split('.').slice(0, 2).join('.');
      break;
    }
  }
  const device = /iPad/.test(ua)
    ? 'iPad'
    : /iPhone/.test(ua)
      ? 'iPhone'
      : /Android/.test(ua)
        ? /Mobile/.test(ua)
          ? 'Android Mobile'
          : 'Android Tablet'
        : /Windows Phone/.test(ua)
          ? 'Windows Phone'
          : 'Desktop';
  return { os, browser, browser_version: version, device };
}
