/**
 * The presenter on a phone (accessibility review, round 4, finding 9: no way to change slides
 * and no message saying so; finding 11: the speaker view 433 px wide in a 320-px window). At
 * 480 px and below, #/present and #/speaker say they are built for a laptop and a projector and
 * link to the explainer at the same scene; the slides stay one press away; #/speaker does not
 * scroll sideways at 320 px. On a laptop the note is not there.
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const e2e = useBrowser();

const sideways = () => {
  const s = document.scrollingElement!;
  return s.scrollWidth - s.clientWidth;
};

describe('the presenter on a phone-sized window', () => {
  for (const route of ['present', 'speaker'])
    for (const [width, height] of [
      [390, 844],
      [320, 640],
    ] as const)
      it(`#/${route} at ${width} × ${height} offers the explainer instead`, async () => {
        const { page, expectClean } = await e2e.checkedPage({ width, height });
        await page.goto(`${e2e.baseURL}#/${route}?scene=fixes&lang=en`);
        const note = page.getByTestId('small-screen-note');
        await note.waitFor();
        await expect.poll(() => note.textContent()).toContain('laptop and a projector');
        const link = note.getByRole('link');
        expect(await link.getAttribute('href')).toMatch(/^#\/\?.*scene=fixes/);
        // it covers the window: nothing of the cut slide shows beside it
        const box = (await note.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(width - 1);
        if (route === 'speaker' && width === 320)
          expect(await page.evaluate(sideways)).toBeLessThanOrEqual(1);
        await note.getByRole('button').click();
        await note.waitFor({ state: 'detached' });
        if (route === 'speaker')
          expect(await page.evaluate(sideways), 'after showing the slides').toBeLessThanOrEqual(1);
        await page.goto(`${e2e.baseURL}#/${route}?scene=fixes&lang=fr`);
        await page.reload();
        await expect
          .poll(() => page.getByTestId('small-screen-note').textContent())
          .toContain('ordinateur portable');
        expectClean();
        await page.context().close();
      });

  it('is not shown on a laptop', async () => {
    const { page, expectClean } = await e2e.checkedPage({ width: 1280, height: 800 });
    await page.goto(`${e2e.baseURL}#/speaker?lang=en`);
    await page.locator('main.sp-speaker').waitFor();
    expect(await page.getByTestId('small-screen-note').isVisible()).toBe(false);
    expectClean();
    await page.context().close();
  });
});
