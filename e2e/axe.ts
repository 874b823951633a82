import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Scope = { include?: string; exclude?: string };

/**
 * Waits until no CSS transition or animation is running: axe measures colours as they are painted,
 * and a toast or dialog still fading in has a translucent colour that fails contrast by accident.
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** The serious and critical axe findings on the page as it stands, as "rule: targets" lines. */
export async function seriousAxeFindings(page: Page, scope: Scope = {}): Promise<string[]> {
  await settled(page);
  let builder = new AxeBuilder({ page }).exclude('nextjs-portal');
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** axe-core finds no serious or critical violation in what is on screen now (or in `scope`). */
export async function expectNoSeriousAxeFindings(page: Page, scope: Scope = {}) {
  expect(await seriousAxeFindings(page, scope)).toEqual([]);
}
