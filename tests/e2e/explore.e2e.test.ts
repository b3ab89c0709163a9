import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axeScan';
import { screenshot, useBrowser } from './browser';
import {
  EVIL,
  advanceUntil,
  expectFixed,
  expectLeak,
  jsonFile,
  narration,
  openExplore,
  shownStepMoved,
  step,
  tabTo,
  waitForNarration,
  waitForShownStep,
  waitForTrace,
} from './explore-helpers';

const e2e = useBrowser();
const { baseURL } = e2e;
const incident = JSON.parse(readFileSync('public/scenarios/incident.json', 'utf8')) as {
  name: string;
  tenants: { id: string; name: string }[];
  requests: { text?: string }[];
};

const checked = (width = 1440, height = 900) => e2e.checkedPage({ width, height });

const MOMENTS: [RegExp, string][] = [
  [/^The prefill node rejects d1/, 'rejection'],
  [/^pop_preallocated reserves .* for d1/, 'reservation'],
  [/^The transfer of d1 reports KVPoll\.Success/, 'transfer-success'],
  [/^PREBUILT batch.* of d1 as computed/, 'stale-read'],
];
const RESPONSE = /answer for d1 to the client: HTTP 200/;

describe.each([
  [1440, 900],
  [390, 844],
])('the incident at %i×%i', (width, height) => {
  it('steps to the response (200, leak, output check fails); the fix gives a clean 400', async () => {
    const { page, expectClean } = await checked(width, height);
    // reduced motion: state changes are instant, so screenshots never catch a transition
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openExplore(page, baseURL);
    await page.getByRole('combobox', { name: 'Scenario' }).selectOption('incident');
    const shot = async (sentence: string) => {
      const hit = MOMENTS.find(([re]) => re.test(sentence));
      if (hit) await screenshot(page, `explore-${width}-${hit[1]}`);
    };
    const next = page.getByRole('button', { name: 'Next key moment' });
    const said = await advanceUntil(page, () => next.click(), RESPONSE, shot);
    expect(said).toMatch(/a1 \(Tenant A\), b1 \(Tenant B\), and c1 \(Tenant C\)/);
    await expectLeak(page);
    await screenshot(page, `explore-${width}-response`);

    const before = await step(page);
    await page.getByRole('checkbox', { name: 'Reject at admission' }).check();
    await expectFixed(page);
    expect(await step(page)).toBeLessThanOrEqual(before);
    expect(await narration(page)).toMatch(/HTTP 400/);
    await screenshot(page, `explore-${width}-fixed`);
    expectClean();
  });
});

it('works from the keyboard alone', async () => {
  const { page, expectClean } = await checked();
  await openExplore(page, baseURL);
  await tabTo(page, 'Scenario');
  expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement).value)).toBe(
    'incident',
  );
  await tabTo(page, 'Next key moment');
  await page.keyboard.press('Space'); // presses the focused button
  await shownStepMoved(page, 0);
  await advanceUntil(page, () => page.keyboard.press('Shift+ArrowRight'), RESPONSE);
  await expectLeak(page);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await waitForNarration(page, RESPONSE);

  // ? lists the shortcuts; Esc closes the list and focus returns
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
    'Next key moment',
  );

  await tabTo(page, 'Reject at admission');
  await page.keyboard.press('Space');
  await expectFixed(page);
  await page.keyboard.press('Home'); // a checkbox is not a text field: shortcuts still work
  await waitForShownStep(page, 0);
  expectClean();
});

it('restores the exact view after a reload, and Back/Forward move through jumps', async () => {
  const { page, expectClean } = await checked();
  await openExplore(page, baseURL);
  await page.getByRole('checkbox', { name: 'Coverage check' }).check();
  await page.waitForFunction(() => location.hash.includes('fix=coverageCheck'));
  await page.getByRole('button', { name: 'Next key moment' }).click();
  await page.getByRole('button', { name: 'Next key moment' }).click();
  await page.getByRole('button', { name: 'Next step' }).click();
  await page.waitForFunction(() => !location.hash.includes('step=0&'));
  const at = await step(page);
  // plain steps replace the URL, throttled: wait until the link names the step shown
  await page.waitForFunction((s) => location.hash.includes(`step=${s}&`), at);
  const url = page.url();
  const said = await narration(page);
  expect(url).toMatch(/#\/explore\?s=incident&fix=coverageCheck&step=\d+&sel=d1$/);

  await page.reload();
  await waitForTrace(page);
  await waitForShownStep(page, at);
  expect(page.url()).toBe(url);
  expect(await narration(page)).toBe(said);
  expect(await page.getByRole('checkbox', { name: 'Coverage check' }).isChecked()).toBe(true);

  await page.getByRole('button', { name: 'Next key moment' }).click();
  const jumped = await shownStepMoved(page, at);
  // a jump adds a history entry: wait for it before going back
  await page.waitForFunction((s) => location.hash.includes(`step=${s}&`), jumped);
  await page.goBack();
  await page.waitForFunction((s) => location.hash.includes(`step=${s}&`), at);
  await waitForShownStep(page, at);
  await page.goForward();
  await page.waitForFunction((s) => location.hash.includes(`step=${s}&`), jumped);
  await waitForShownStep(page, jumped);
  expectClean();
});

it('explains bad link parameters and falls back to defaults', async () => {
  const { page, expectClean } = await checked();
  await openExplore(page, baseURL, 's=nope&step=zz&sel=%3Cb%3E&junk=1');
  const notices = page.getByTestId('notices');
  await expect.poll(() => notices.innerText()).toMatch(/unknown scenario “nope”/);
  await expect.poll(() => narration(page)).toMatch(/^The router gives a1/);
  await expect.poll(() => page.url()).toMatch(/#\/explore\?s=incident&step=0&sel=d1$/);
  const dismiss = notices.getByRole('button', { name: 'Dismiss' });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
  expect(await page.getByTestId('notices').count()).toBe(0);
  expectClean();
});

it('lists the problems of a bad scenario file and keeps the loaded scenario', async () => {
  const { page, expectClean } = await checked();
  await openExplore(page, baseURL, 's=pool-2x&step=5');
  // the link's step shown (the hash names it before the views do)
  await waitForShownStep(page, 5);
  const said = await narration(page);
  const bad = { ...incident, seed: -1, tenants: [{ id: 'a' }] };
  await page.locator('#scenario-file').setInputFiles(jsonFile('broken.json', bad));
  const problems = page.getByTestId('load-problems');
  await problems.waitFor();
  const text = await problems.innerText();
  expect(text).toContain('broken.json');
  expect(text).toContain('$.seed');
  expect(text).toContain('$.tenants[0].name');
  expect(await page.getByRole('combobox', { name: 'Scenario' }).inputValue()).toBe('pool-2x');
  expect(await narration(page)).toBe(said);
  await page.locator('#scenario-file').setInputFiles(jsonFile('junk.json', '{ nope'));
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="load-problems"]')?.textContent?.includes('junk.json'),
  );
  expect(await problems.innerText()).toMatch(/not valid JSON/);
  expectClean();
});

it('loads a scenario file dropped onto the screen', async () => {
  const { page, expectClean } = await checked();
  await openExplore(page, baseURL);
  const text = JSON.stringify({ ...incident, name: 'Dropped scenario' });
  const drop = await page.evaluateHandle((json) => {
    const dt = new DataTransfer();
    dt.items.add(new File([json], 'dropped.json', { type: 'application/json' }));
    return dt;
  }, text);
  await page.dispatchEvent('.explore', 'dragenter', { dataTransfer: drop });
  await page.locator('.drop-overlay').waitFor();
  await page.dispatchEvent('.explore', 'drop', { dataTransfer: drop });
  await page.waitForFunction(() => location.hash.includes('s=file'));
  expect(await page.getByRole('combobox', { name: 'Scenario' }).innerText()).toContain(
    'From file: Dropped scenario',
  );
  expect(await page.locator('.drop-overlay').count()).toBe(0);
  expectClean();
});

it('shows markup from a scenario file as text and runs nothing', async () => {
  const { page, expectClean } = await checked();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await openExplore(page, baseURL);
  const evil = structuredClone(incident);
  evil.name = EVIL;
  evil.tenants = evil.tenants.map((t) => ({ ...t, name: EVIL }));
  evil.requests = evil.requests.map((r) => ({ ...r, text: `${EVIL} ${EVIL}` }));
  await page.locator('#scenario-file').setInputFiles(jsonFile('evil.json', evil));
  await page.waitForFunction(() => location.hash.includes('s=file'));
  await page.keyboard.press('End');
  await waitForNarration(page, /HTTP 200/);
  expect(await page.getByRole('combobox', { name: 'Scenario' }).innerText()).toContain(EVIL);
  expect(await page.getByText(EVIL).count()).toBeGreaterThan(0);
  expect(await page.locator('img[src="x"], img[onerror]').count()).toBe(0);
  expect(await page.getByRole('status').allInnerTexts()).toEqual(
    expect.arrayContaining([expect.stringMatching(/cannot be stored in the link/)]),
  );
  // two painted frames after the hostile text is on screen: any dialog it could open has opened
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  expect(dialogs).toEqual([]);
  expectClean();
});

/** Explore at the response, light theme, wide: the state each axe scan starts from. */
async function atResponse() {
  const session = await checked();
  await openExplore(session.page, baseURL);
  const next = session.page.getByRole('button', { name: 'Next key moment' });
  await advanceUntil(session.page, () => next.click(), RESPONSE);
  return session;
}

// One scan per test, each within its own time budget (a scan takes 5–15 s on 2 cores).
it('has no axe violations at the response (light, wide)', async () => {
  const { page, expectClean } = await atResponse();
  expect(await axeViolations(page)).toEqual([]);
  expectClean();
});

it('has no axe violations in the dark theme, wide and narrow', async () => {
  const { page, expectClean } = await atResponse();
  await page.getByRole('button', { name: 'Dark theme' }).click();
  // scanned once the dark theme is applied (a scan started at the click could see the light one)
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page)).toEqual([]);
  expectClean();
});

it('has no axe violations with the shortcuts dialog open', async () => {
  const { page, expectClean } = await atResponse();
  await page.keyboard.press('?');
  await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  expectClean();
});

it('computes the trace in a Web Worker and reports its timings', async () => {
  const { page, expectClean } = await checked();
  await openExplore(page, baseURL, 's=incident&ps=1&pp=2040000&dp=2040000');
  const runs = await page.evaluate(() =>
    performance.getEntriesByType('measure').map((m) => ({
      name: m.name,
      ms: Math.round(m.duration),
      detail: (m as PerformanceMeasure).detail as unknown,
    })),
  );
  console.info('explore timings', JSON.stringify(runs));
  const run = runs.find((r) => r.name === 'stale-pages:run')?.detail as { viaWorker: boolean };
  expect(run.viaWorker).toBe(true);
  expect(runs.some((r) => r.name === 'stale-pages:time-to-first-trace')).toBe(true);
  expectClean();
});
