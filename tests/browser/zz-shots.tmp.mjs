// Ad-hoc screenshots for looking (not committed).
import { launch } from './chromium.mjs';
import { freePort, startVite, stopVite } from './devserver.mjs';
const port = await freePort();
const vite = await startVite(port, '/');
const ctx = await launch();
const out = '/tmp/x/shots';
try {
  for (const [w, h, touch] of [[390, 844, true], [1180, 820, true], [844, 390, true]]) {
    const page = await ctx.newPage();
    await page.setViewportSize({ width: w, height: h });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`http://127.0.0.1:${port}/?seed=7`, { timeout: 90_000 });
    await page.getByRole('button', { name: 'New battle' }).click();
    await page.locator('button.choice', { hasText: 'Sword Beach' }).first().click();
    await page.locator('button.start-button').click();
    await page.locator('.handoff-ready').click();
    await page.waitForSelector('.game');
    const tag = `${w}x${h}`;
    const card = page.locator('.hand-area [data-card]:not([aria-disabled="true"])').first();
    await card.click(); await card.click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/order-${tag}.png` });
    await page.locator('[data-action="picks"]').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/order-list-${tag}.png` });
    for (let i = 0; i < 3; i++) {
      const p = page.locator('.pick-choice').first();
      if (await p.count()) { await p.click(); await page.waitForTimeout(200); }
    }
    await page.locator('[data-action="endOrders"]').click().catch(() => {});
    await page.waitForTimeout(300);
    await page.locator('[data-action="endMoves"]').click().catch(() => {});
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/battle-${tag}.png` });
    for (let k = 0; k < 3; k++) {
      if (!(await page.locator('#pick-list').count()) && (await page.locator('[data-action="picks"]').count())) await page.locator('[data-action="picks"]').click();
      await page.waitForTimeout(200);
      const b = page.locator('.pick-choice[data-pick^="battle"]').first();
      if (await b.count()) { await b.click(); break; }
      const sel = page.locator('.pick-choice[data-pick^="select"]').nth(k);
      if (await sel.count()) await sel.click();
    }
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/rolled-${tag}.png` });
    const inline = page.locator('.pick-btn');
    console.log(tag, 'inline picks', await inline.allTextContents(), 'kind', await page.locator('.game').getAttribute('data-kind'));
    await page.close();
  }
} finally {
  await ctx.close();
  stopVite(vite);
}
