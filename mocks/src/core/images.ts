/** Generated pictures for seeded news and feed items (16:9 SVG banners), and base64 helpers. */
import { sniffImageType } from '@portal/contracts/registry';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 16:9 banner with the item's title, coloured by a hue derived from the title. */
export function bannerSvg(label: string): string {
  let hue = 0;
  for (const c of label) hue = (hue * 31 + c.charCodeAt(0)) % 360;
  const words = label.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= 28)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const text = lines
    .slice(0, 4)
    .map((line, i) => `<text x="40" y="${150 + i * 44}">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,24%)"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><circle cx="560" cy="70" r="120" fill="#fff" opacity=".08"/><g fill="#fff" font-family="Arial,Helvetica,sans-serif" font-size="34" font-weight="700">${text}</g></svg>`;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function bytesToBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? B64[n & 63]! : '=';
  }
  return out;
}

export function base64ToBytes(base64: string): Uint8Array {
  const clean = base64.replace(/[^A-Za-z0-9+/]/g, '');
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let n = 0;
  let bits = 0;
  let j = 0;
  for (const c of clean) {
    n = (n << 6) | B64.indexOf(c);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[j++] = (n >> bits) & 255;
    }
  }
  return bytes.slice(0, j);
}

export const textToBase64 = (text: string) => bytesToBase64(new TextEncoder().encode(text));

/** Splits a data URL into its media type and base64 body; plain base64 is taken as PNG. */
export function parseDataUrl(value: string): { type: string; base64: string } | null {
  const m = /^data:([\w/+.-]+);base64,(.*)$/s.exec(value.trim());
  if (m) return { type: m[1]!, base64: m[2]! };
  if (/^[A-Za-z0-9+/=\s]+$/.test(value) && value.length > 16)
    return { type: 'image/png', base64: value };
  return null;
}

/** A square emblem with the client's initials (the seeded clients' logos). */
export function logoSvg(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter((w) => w.length > 3 && w[0] === w[0]?.toUpperCase())
    .slice(-2)
    .map((w) => w[0])
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><path d="M80 8l62 22v44c0 38-27 66-62 78C45 140 18 112 18 74V30z" fill="#1f4e8c"/><path d="M80 22l48 17v35c0 30-21 52-48 62-27-10-48-32-48-62V39z" fill="#2e6fba"/><text x="80" y="98" text-anchor="middle" fill="#fff" font-family="Arial,Helvetica,sans-serif" font-size="44" font-weight="700">${escapeXml(initials)}</text></svg>`;
}

/** Whether a file's first bytes are a PNG's or a JPEG's (the formats the screens accept). */
export function isPngOrJpeg(bytes: Uint8Array): boolean {
  const type = sniffImageType(bytes);
  return type === 'png' || type === 'jpeg';
}
