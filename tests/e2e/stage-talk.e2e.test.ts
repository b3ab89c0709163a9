/**
 * The stage (issue #21, points 2–4) as a speaker uses it: the clicker's builds, nothing on a
 * slide keeping the clicker's keys, the footer hidden while presenting, the closing slide, and
 * the speaker view: pictures of now and next, beat n of m, the timer (countdown, clock, pause,
 * reset, surviving a reload), V, B and the language acting on the deck.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newCheckedPage } from './browser';
import { watchedPage } from './storyHelpers';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const slide = (page: Page) =>
  page.evaluate(() => {
    const m = document.querySelector('main.sp-presenter');
    return `${m?.getAttribute('data-scene')}${m?.getAttribute('data-beat') ? `#${m.getAttribute('data-beat')}` : ''}`;
  });

const footerShown = (page: Page) =>
  page.locator('[data-testid="slide-foot"]').evaluate((e) => getComputedStyle(e).opacity === '1');

describe('the deck under a clicker', () => {
  it('builds step by step, nothing keeps the keys, the footer hides, the deck ends on a closing slide', async () => {
    const { page, expectClean } = await newCheckedPage(browser, baseURL);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${baseURL}#/present?scene=rejection`);
    await page.reload();
    await expect.poll(() => slide(page)).toBe('rejection#1');
    // the builds come one per forward key, the placeholder and its queue at the second
    await expect.poll(() => page.getByTestId('stage-placeholder').count()).toBe(0);
    await page.keyboard.press('PageDown');
    await expect.poll(() => slide(page)).toBe('rejection#2');
    await expect.poll(() => page.getByTestId('stage-placeholder').count()).toBe(1);
    expect(await page.getByTestId('stage-queue').first().textContent()).toContain(
      'PrefillBootstrapQueue',
    );
    for (const want of ['rejection#3', 'reservation']) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => slide(page)).toBe(want);
    }
    // back walks the builds in reverse, from the last
    await page.keyboard.press('PageUp');
    await expect.poll(() => slide(page)).toBe('rejection#3');

    // the footer is hidden while presenting; the pointer or ? brings it, Esc sends it away
    expect(await footerShown(page)).toBe(false);
    await page.mouse.move(300, 300);
    await page.mouse.move(320, 310);
    await expect.poll(() => footerShown(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => footerShown(page)).toBe(false);
    await page.keyboard.press('?');
    await expect.poll(() => footerShown(page)).toBe(true);
    await page.keyboard.press('Escape');

    // slide 9 shows the calculator's results, not its form (nobody types into a slide), and
    // a click on it leaves the focus off it; the clicker moves on
    await page.keyboard.press('9');
    await expect.poll(() => slide(page)).toBe('check-your-nodes');
    await page.getByTestId('calc-slide').waitFor();
    expect(await page.locator('.sp-slide-view input').count()).toBe(0);
    await page.getByTestId('calc-slide').click({ force: true });
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('INPUT');
    await page.keyboard.press('PageDown');
    await expect.poll(() => slide(page)).toBe('unknowns');
    await page.keyboard.press('7');
    await expect.poll(() => slide(page)).toBe('status-200#1');
    // the response's request picker is not drawn on a slide (and the slide is inert)
    expect(
      await page
        .locator('.sp-slide-view select')
        .evaluateAll((els) => els.filter((e) => e.getClientRects().length > 0).length),
    ).toBe(0);
    await page.keyboard.press('3');
    await expect.poll(() => slide(page)).toBe('config-gap#1');
    // a field that does have focus (the footer's) gives the clicker's keys back
    await page.keyboard.press('?');
    await page.getByRole('button', { name: 'Print / PDF', exact: true }).focus();
    await page.keyboard.press('PageDown');
    await expect.poll(() => slide(page)).toBe('config-gap#2');

    // the closing slide: the lesson, the versions with their sources; forward does nothing
    await page.keyboard.press('End');
    await expect.poll(() => slide(page)).toBe('closing');
    const closing = page.getByTestId('closing-slide');
    await expect.poll(() => closing.textContent()).toContain('v0.5.22');
    expect(await closing.textContent()).toContain('#38704');
    expect(await closing.textContent()).toContain('#30233');
    await page.keyboard.press('Escape');
    // the footer fully faded out before the picture is taken
    await expect
      .poll(() =>
        page.getByTestId('slide-foot').evaluate((e) => getComputedStyle(e).opacity === '0'),
      )
      .toBe(true);
    const before = await page.screenshot();
    for (const key of ['PageDown', 'ArrowRight', 'Space']) await page.keyboard.press(key);
    expect(await slide(page)).toBe('closing');
    expect((await page.screenshot()).equals(before)).toBe(true);

    // a reload (F5) stays on a slide that is no scene: the URL names it (it went back to the
    // last scene's slide), the family slide at its build too
    await page.reload();
    await expect.poll(() => slide(page)).toBe('closing');
    await page.keyboard.press('PageUp');
    await expect.poll(() => slide(page)).toBe('family-defences#4');
    await page.reload();
    await expect.poll(() => slide(page)).toBe('family-defences#4');
    // a talk file's title slide, and its closing slide
    await page.goto(`${baseURL}#/present?talk=talks/example.json`);
    await page.reload();
    await expect.poll(() => slide(page)).toBe('title');
    await page.keyboard.press('PageDown');
    await expect.poll(() => slide(page)).toBe('what-happened#1');
    await page.keyboard.press('PageUp');
    await expect.poll(() => slide(page)).toBe('title');
    await page.reload();
    await page.getByTestId('title-slide').waitFor();
    expect(await slide(page)).toBe('title');
    // End is idempotent: pressed again until the reloaded deck has its talk file and its keys
    // (CI at ba4b16b: one End pressed in the first moments after the reload was lost)
    await expect
      .poll(async () => {
        await page.keyboard.press('End');
        return slide(page);
      })
      .toBe('closing');
    await page.reload();
    await page.getByTestId('closing-speaker').waitFor();
    expect(await slide(page)).toBe('closing');
    expectClean();
    await page.context().close();
  });
});

describe('the speaker view', () => {
  it('shows now and next with the build, times the talk through reloads, and drives V, B and the language', async () => {
    const { page: deck, expectClean } = await newCheckedPage(browser, baseURL);
    await deck.setViewportSize({ width: 1280, height: 720 });
    await deck.goto(`${baseURL}#/present?scene=rejection`);
    await deck.reload();
    await expect.poll(() => slide(deck)).toBe('rejection#1');
    const { page: sp, errors } = await watchedPage(deck.context());
    await sp.setViewportSize({ width: 1440, height: 900 });
    // as S opens it: at the deck's scene
    await sp.goto(`${baseURL}#/speaker?scene=rejection`);
    await expect
      .poll(() => sp.getByTestId('speaker-current').textContent())
      .toBe('The rejection that did not stop');
    await deck.keyboard.press('PageDown');
    await expect
      .poll(() => sp.getByTestId('speaker-beat').textContent())
      .toBe('Beat 2 of 3 · Rejected with a one-token placeholder, queued anyway');
    // pictures: the deck itself at this build and the next one, the live state drawn inside
    const now = sp.frameLocator('[data-testid="preview-now"]');
    await expect.poll(() => now.locator('main.sp-presenter').getAttribute('data-beat')).toBe('2');
    await expect.poll(() => now.getByTestId('stage-placeholder').count()).toBe(1);
    const nextPic = sp.frameLocator('[data-testid="preview-next"]');
    await expect
      .poll(() => nextPic.locator('main.sp-presenter').getAttribute('data-beat'))
      .toBe('3');
    // the speaker's keys act on the deck
    await sp.keyboard.press('PageDown');
    await expect.poll(() => slide(deck)).toBe('rejection#3');
    await sp.keyboard.press('b');
    await expect.poll(() => deck.getByTestId('blank').count()).toBe(1);
    await sp.keyboard.press('b');
    await expect.poll(() => deck.getByTestId('blank').count()).toBe(0);
    // a figure slide (stale pages): V shows the live view and back
    await sp.keyboard.press('6');
    await expect
      .poll(() => deck.locator('main.sp-presenter').getAttribute('data-view'))
      .toBe('figure');
    await sp.keyboard.press('v');
    await expect
      .poll(() => deck.locator('main.sp-presenter').getAttribute('data-view'))
      .toBe('live');
    await expect
      .poll(() =>
        sp.frameLocator('[data-testid="preview-now"]').locator('main').getAttribute('data-view'),
      )
      .toBe('live');
    await sp.keyboard.press('v');
    await expect
      .poll(() => deck.locator('main.sp-presenter').getAttribute('data-view'))
      .toBe('figure');

    // the timer: a countdown of the length the speaker sets, the clock, pause and reset
    await sp.getByLabel('Talk length (minutes)').fill('30');
    await expect.poll(() => sp.getByTestId('remaining').textContent()).toMatch(/^(29|30):\d\d$/);
    expect(await sp.getByTestId('clock').textContent()).toMatch(/^\d\d:\d\d$/);
    await sp.getByRole('button', { name: 'Pause' }).click();
    // read once paused (read at the click, a loaded page could still tick a second after it)
    await expect.poll(() => sp.getByRole('button', { name: 'Resume' }).count()).toBe(1);
    const paused = await sp.getByTestId('elapsed').textContent();
    await sp.reload();
    await expect.poll(() => sp.getByTestId('elapsed').textContent()).toBe(paused);
    expect(await sp.getByLabel('Talk length (minutes)').inputValue()).toBe('30');
    await expect.poll(() => sp.getByRole('button', { name: 'Resume' }).count()).toBe(1);
    await sp.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => sp.getByTestId('elapsed').textContent()).toBe('0:00');
    await sp.getByRole('button', { name: 'Resume' }).click();
    // counting again from the reset (whichever second a poll on a loaded machine catches)
    await expect
      .poll(() => sp.getByTestId('elapsed').textContent())
      .toMatch(/^0:(0[1-9]|[1-5]\d)$/);
    // a reload of the deck keeps the timer too (it is the talk's, not a window's)
    await deck.reload();
    await expect.poll(() => sp.getByTestId('elapsed').textContent()).not.toBe('0:00');

    // the language from the speaker view: the deck follows without a reload
    await deck.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await sp.getByRole('combobox', { name: /Language/ }).selectOption('nl');
    await expect.poll(() => deck.evaluate(() => document.documentElement.lang)).toBe('nl');
    expect(await deck.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(errors).toEqual([]);
    expectClean();
    await deck.context().close();
  });

  it('F in a speaker view opened from the deck puts the deck in full screen; one opened on its own says to press F in the deck', async () => {
    const { page: deck, expectClean } = await newCheckedPage(browser, baseURL);
    await deck.setViewportSize({ width: 1280, height: 720 });
    await deck.goto(`${baseURL}#/present?scene=rejection`);
    await expect.poll(() => slide(deck)).toBe('rejection#1');
    const [sp] = await Promise.all([deck.context().waitForEvent('page'), deck.keyboard.press('s')]);
    await expect.poll(() => sp.getByTestId('speaker-current').count()).toBe(1);
    const full = () => deck.evaluate(() => document.fullscreenElement !== null);
    const note = () => sp.getByTestId('speaker-fullscreen').textContent();
    // the control: the same message without a key press to hand over is refused by the browser
    // (a script, not a person, asked), so it is the delegated key press that does it below
    await sp.evaluate(() =>
      (window.opener as Window).postMessage({ type: 'stale-pages:fullscreen' }, location.origin),
    );
    await expect
      .poll(note)
      .toBe('The browser refused full screen for the deck: press F in the deck’s window.');
    expect(await full()).toBe(false);
    await sp.keyboard.press('f');
    await expect.poll(full).toBe(true);
    await expect.poll(note).toBe('The deck is full screen.');
    // Esc in the deck leaves full screen, and the speaker view is told
    await deck.evaluate(() => document.exitFullscreen());
    await expect.poll(full).toBe(false);
    await expect.poll(note).toBe('The deck has left full screen.');
    // the button does what F does
    await sp.getByRole('button', { name: 'Full screen on the deck (F)' }).click();
    await expect.poll(full).toBe(true);
    await sp.getByRole('button', { name: 'Full screen on the deck (F)' }).click();
    await expect.poll(full).toBe(false);
    await expect.poll(note).toBe('The deck has left full screen.');
    // a speaker view opened by hand has no deck window to reach: it says what to do
    const alone = await deck.context().newPage();
    await alone.goto(`${baseURL}#/speaker?scene=rejection`);
    await expect.poll(() => alone.getByTestId('speaker-current').count()).toBe(1);
    await alone.keyboard.press('F');
    await expect
      .poll(() => alone.getByTestId('speaker-fullscreen').textContent())
      .toBe(
        'This speaker view cannot reach the deck’s window (open it with S from the deck, not from a local file): press F in the deck’s window.',
      );
    expect(await full()).toBe(false);
    expectClean();
    await deck.context().close();
  });
});
