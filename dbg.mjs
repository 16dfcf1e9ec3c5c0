import { chromium, devices } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ ...devices['Pixel 7'] });
const page = await ctx.newPage();
for (const u of process.argv.slice(2)) {
await page.goto(u);
await page.waitForTimeout(300);
const info = await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll('body *')) { if (el.closest('[data-drawer]')) continue; const r = el.getBoundingClientRect(); if (r.right > 413 && r.width>0 && getComputedStyle(el).position !== 'fixed') out.push([el.tagName+'.'+el.className.toString().slice(0,50), Math.round(r.left), Math.round(r.right), getComputedStyle(el).display, el.textContent.slice(0,60)]); }
  return out.slice(0,14);
});
console.log(u); for (const l of info) console.log('  ', JSON.stringify(l));
}
await b.close();
