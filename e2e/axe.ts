import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Scope = { include?: string; exclude?: string };

/**
 * Waits until no CSS transition or animation is running: axe measures colours as they are painted,
 * and a toast or dialog still fading in has a translucent colour that fails contrast by accident.
 * Waits for the title too: Next streams a page's metadata after its content, so under load a page
 * can be on screen a moment before its <title> arrives (CI run of 14242c4: "document-title" on the
 * back-office home). Every page has one; a page that never gets one still fails here.
 */
async function settled(page: Page) {
  await expect(page).toHaveTitle(/\S/);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * The serious and critical axe findings on the page as it stands, as "rule: targets" lines. A
 * transition that starts while axe runs (a toast's timer closing it, say) is measured half-faded, so
 * when one did and axe found something, the page settles and axe runs once more: a real finding is
 * there both times.
 */
export async function seriousAxeFindings(page: Page, scope: Scope = {}): Promise<string[]> {
  const once = async () => {
    await settled(page);
    await page.evaluate(() => {
      const w = window as typeof window & { __axeSawMotion?: boolean };
      w.__axeSawMotion = false;
      const saw = () => {
        w.__axeSawMotion = true;
      };
      document.addEventListener('transitionstart', saw, { capture: true, once: true });
      document.addEventListener('animationstart', saw, { capture: true, once: true });
    });
    let builder = new AxeBuilder({ page }).exclude('nextjs-portal');
    if (scope.include) builder = builder.include(scope.include);
    if (scope.exclude) builder = builder.exclude(scope.exclude);
    const { violations } = await builder.analyze();
    const moved = await page.evaluate(() => (window as typeof window & { __axeSawMotion?: boolean }).__axeSawMotion);
    const findings = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    return { findings, moved };
  };
  const first = await once();
  return first.findings.length > 0 && first.moved ? (await once()).findings : first.findings;
}

/** axe-core finds no serious or critical violation in what is on screen now (or in `scope`). */
export async function expectNoSeriousAxeFindings(page: Page, scope: Scope = {}) {
  expect(await seriousAxeFindings(page, scope)).toEqual([]);
}
