// Writes .br and .gz beside every text asset of a built site, so the local server sends
// compressed bytes as a CDN would (Netlify compresses on its own).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const TEXT = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest)$/;

export function precompress(dir) {
  let files = 0;
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = path.join(d, name);
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else if (TEXT.test(name) && st.size > 512) {
        const body = readFileSync(p);
        writeFileSync(`${p}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
        writeFileSync(`${p}.gz`, gzipSync(body, { level: 9 }));
        files++;
      }
    }
  };
  walk(dir);
  return files;
}
