/**
 * A screen as it stands meets WCAG 2.2 AA (axe, as the accessibility walk checks every page) and
 * fits a 390 px phone — for what the walk never reaches: a dialog, a form mid-way, a page seen
 * only with a paid plan.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, as axe tags them. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until no animation that ends is running: a dialog fading in is read by axe with its
 * colours half-blended (a slow machine once failed a journey on a button's contrast mid-fade).
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * Waits until the dialog holds the keyboard's focus. A lazily loaded dialog shows before its
 * effects run, and they are what move focus into it and listen for Escape: on a busy machine a
 * key pressed as soon as it shows was lost (the landing journey's Escape once left the sign-up
 * dialog open).
 */
export async function keyboardReady(dialog: Locator): Promise<void> {
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
}

/**
 * The WCAG 2.2 AA violations axe finds on the page as it stands (within `include`, when given),
 * once its animations have ended: each as "rule at element".
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await animationsEnded(page);
  // `options` replaces every option, the tags included: it comes first.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .setLegacyMode(true);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`));
}

export async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), where).toEqual([]);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  // Charts follow the new width a frame or two later (a ResizeObserver): wait for the layout
  // to settle — a page that really overflows stays wider than the phone.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: where,
      timeout: 3_000,
    })
    .toBeLessThanOrEqual(390);
  if (size) await page.setViewportSize(size);
}
