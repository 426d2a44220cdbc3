/** Screenshots a journey keeps for people to look at. */
import type { Page, TestInfo } from '@playwright/test';

/**
 * CI keeps no pictures (E2E_PICTURES=off): nobody looks at them there, and on a slow hour the
 * journeys' two hundred full-page screenshots cost minutes. A failure still gets its own.
 */
export const picturesKept = process.env.E2E_PICTURES !== 'off';

/** The whole page at the desktop size, then at 390 px (a phone), then the size it had. */
export async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!picturesKept) return;
  await page.screenshot({ path: testInfo.outputPath(`${name}-desktop.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** `shoot` from the page's top (a page scrolled down would show the sticky bar mid-picture). */
export async function shootFromTop(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (!picturesKept) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, testInfo, name);
}
