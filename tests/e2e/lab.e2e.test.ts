/**
 * The training lab in Chromium: three challenges of different categories solved by keyboard,
 * progress that survives a reload, an export that `lab:verify` verifies (and a tampered one it
 * rejects), the leak finder on the incident's configuration (a leak, shrunk) and with
 * rejectAtAdmission (none), the exposure checker on pasted commands, and axe on #/lab.
 * Waits on state only (locators and polls), never on time.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axeScan';
import { screenshot, useBrowser } from './browser';
import { tempDir } from '../helpers/cleanup';

const e2e = useBrowser();
const { baseURL } = e2e;

const PREFILL =
  'python -m sglang.launch_server --model-path zai-org/GLM-5.3 --tp 8 \\\n' +
  '  --disaggregation-mode prefill --context-length 1048576 --max-total-tokens 681280 \\\n' +
  '  --page-size 64 --host 10.0.0.1 --port 30000';
const DECODE =
  'python3 -m sglang.launch_server --model-path zai-org/GLM-5.3 --disaggregation-mode decode ' +
  '--context-length 1048576 --max-total-tokens 1572864 --page-size 64 --host 10.0.0.2';
const ROUTER =
  'python -m sglang_router.launch_router --pd-disaggregation --prefill http://10.0.0.1:30000 8998 --decode http://10.0.0.2:30000';

/** Presses Tab until the locator has the focus (keyboard only, as a trainee would). */
async function tabTo(page: Page, target: Locator, max = 200): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

async function openChallengeByKeyboard(page: Page, title: RegExp): Promise<void> {
  await page.goto(`${baseURL}#/lab`);
  await page.getByRole('heading', { name: 'Score board' }).waitFor();
  await tabTo(page, page.getByRole('link', { name: title }));
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 2, name: title }).waitFor();
}

async function runByKeyboard(page: Page): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: 'Run', exact: true }));
  await page.keyboard.press('Enter');
}

async function solved(page: Page) {
  await page.getByText(/^✓ (Solved|Right)/).waitFor();
}

async function checked(width = 1440, height = 900) {
  const c = await e2e.checkedPage();
  await c.page.setViewportSize({ width, height });
  await c.page.emulateMedia({ reducedMotion: 'reduce' });
  return c;
}

function labVerify(file: string): { status: number | null; out: string } {
  const r = spawnSync('npx', ['tsx', 'scripts/lab-verify.ts', file], { encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}\n${r.stderr}` };
}

describe('the lab', () => {
  it('solves three challenges by keyboard, keeps them over a reload, and exports a verifiable file', async () => {
    const { page, expectClean } = await checked();
    await page.goto(`${baseURL}#/lab`);
    await page.getByText(/^0 of \d+ solved$/).waitFor();
    await screenshot(page, 'lab-1440-board');

    // observe: a question, answered with the keyboard
    await openChallengeByKeyboard(page, /The first prompt the prefill turns away/);
    await tabTo(page, page.getByLabel('A number'));
    await page.keyboard.type('681,280');
    await page.keyboard.press('Enter');
    await page.getByText(/^✗ Not right/).waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('681274');
    await page.keyboard.press('Enter');
    await solved(page);
    await page.getByRole('heading', { name: 'Why' }).waitFor();

    // exploit: make a leak by editing one request's prompt
    await openChallengeByKeyboard(page, /^Make a leak/);
    const prompt = page.getByRole('group', { name: 'Request m1' }).getByLabel('Prompt (tokens)');
    await tabTo(page, prompt);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('800000');
    await page.getByText(/^Every part holds/).waitFor();
    await runByKeyboard(page);
    await solved(page);
    await page.getByRole('slider', { name: 'Timeline' }).waitFor();
    await screenshot(page, 'lab-1440-workbench');

    // fix: one switch, then Run
    await openChallengeByKeyboard(page, /^No leak, still wrong/);
    await tabTo(page, page.getByRole('checkbox', { name: 'Scrub on free' }));
    await page.keyboard.press('Space');
    await runByKeyboard(page);
    await solved(page);

    // the marks survive a reload
    await page.goto(`${baseURL}#/lab`);
    await page.reload();
    await page.getByText(/^3 of \d+ solved$/).waitFor();
    expect(await page.getByText('✓ solved').count()).toBe(3);

    // export → lab:verify says verified; a tampered copy is rejected
    const dir = tempDir('lab-e2e-');
    await tabTo(page, page.getByRole('button', { name: 'Export progress' }));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    const file = join(dir, 'progress.json');
    await download.saveAs(file);
    const good = labVerify(file);
    expect(good.out).toMatch(/verified/);
    expect(good.status).toBe(0);
    const progress = JSON.parse(readFileSync(file, 'utf8')) as {
      entries: { challenge: string; solved: boolean; solution?: unknown }[];
    };
    expect(progress.entries.filter((e) => e.solved)).toHaveLength(3);
    const leak = progress.entries.find((e) => e.challenge === 'make-a-leak')!;
    const sc = (leak.solution as { scenario: { requests: { id: string; promptTokens: number }[] } })
      .scenario;
    sc.requests.find((r) => r.id === 'm1')!.promptTokens = 1000;
    const bad = join(dir, 'tampered.json');
    writeFileSync(bad, JSON.stringify(progress));
    expect(labVerify(bad).status).toBe(1);

    // importing the tampered file keeps the file's other solves and refuses the false one
    await page.locator('input[type=file]').first().setInputFiles(bad);
    await page.getByText(/did not hold when the engine replayed (it|them)/).waitFor();
    await page.getByText(/^2 of \d+ solved$/).waitFor();
    expectClean();
  });

  it('finds and shrinks a leak in the incident’s configuration, and none with rejectAtAdmission', async () => {
    const { page, expectClean } = await checked();
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.goto(`${baseURL}#/lab?c=minimal-leak`);
    await page.getByRole('button', { name: 'Find a leak' }).click();
    const found = page.getByTestId('leak-found');
    await found.waitFor({ timeout: 50_000 });
    const story = await found.innerText();
    expect(story).toMatch(/gets HTTP 200 built on pages of/);
    expect(story).toMatch(/shrink steps/);
    expect(await found.locator('ol > li').count()).toBeLessThanOrEqual(3);
    // the search ran in its own worker, started by the click
    expect(workers.some((u) => /leakFinder\.worker/.test(u))).toBe(true);
    await page.getByRole('button', { name: 'Open in workbench' }).click();
    await expect
      .poll(() => page.getByRole('group', { name: /^Request r\d$/ }).count())
      .toBeLessThanOrEqual(3);
    // the shrunk leak is a solution of "The smallest leak"
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await solved(page);

    // the same search with rejectAtAdmission on (a challenge that lets the switches change)
    await page.goto(`${baseURL}#/lab?c=fewest-switches`);
    await page.getByRole('checkbox', { name: 'Reject at admission' }).check();
    await page.getByRole('button', { name: 'Find a leak' }).click();
    const none = page.getByTestId('leak-none');
    await none.waitFor({ timeout: 50_000 });
    expect(await none.innerText()).toMatch(/No leak found in 300 runs\. This is a bounded search/);
    expectClean();
  });

  it('gives the incident’s band from pasted commands and a clear error for a malformed one', async () => {
    const { page, expectClean } = await checked(390, 844);
    await page.goto(`${baseURL}#/lab?tab=exposure`);
    // the pools as SGLang sized them: each node's startup log line (a --max-total-tokens cap alone decides nothing)
    await page
      .getByLabel('Box 1')
      .fill(`${PREFILL}\nmax_total_num_tokens=681280, context_len=1048576`);
    await page
      .getByLabel('Box 2')
      .fill(`${DECODE}\nmax_total_num_tokens=1572864, context_len=1048576`);
    await page.getByLabel('Box 3').fill(ROUTER);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect
      .poll(() => page.getByTestId('exposed-band').innerText())
      .toMatch(/681,274 to 1,048,569 tokens \(367,296 lengths\)/);
    expect(await page.getByTestId('exposure-verdict').innerText()).toMatch(/^Exposed/);
    expect(await page.getByTestId('exposure-outcome').innerText()).toMatch(
      /681,274 to 1,048,560 tokens \(367,287 lengths\): HTTP 200, isolation cross-tenant/,
    );
    await screenshot(page, 'lab-390-exposure');

    await page.getByLabel('Box 1').fill(PREFILL.replace('1048576', '1O48576'));
    await page.getByRole('button', { name: 'Check' }).click();
    await expect
      .poll(() => page.getByTestId('exposure-verdict').innerText())
      .toMatch(/No verdict yet/);
    expect(await page.getByTestId('exposure-messages').innerText()).toMatch(
      /Error --context-length: --context-length needs a whole number of tokens/,
    );

    // one click turns the verdict into a scenario on the Explore screen
    await page.getByLabel('Box 1').fill(PREFILL);
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByRole('button', { name: 'Open in Explore (sgl-router)' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/explore?s=file'));
    await page.getByRole('slider', { name: 'Timeline' }).and(page.locator(':enabled')).waitFor();
    expectClean();
  });

  it('loads none of the lab with the explainer, and lays the lab out on a phone', async () => {
    const { page, expectClean } = await checked(390, 844);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${baseURL}#/`);
    await page.locator('[data-testid="story-stage"]').first().waitFor();
    expect(scripts.filter((u) => /LabScreen|leakFinder/.test(u))).toEqual([]);
    await page.goto(`${baseURL}#/lab`);
    await page.getByText(/^0 of \d+ solved$/).waitFor();
    await screenshot(page, 'lab-390-board');
    await page.goto(`${baseURL}#/lab?c=make-a-leak`);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByRole('slider', { name: 'Timeline' }).waitFor();
    await screenshot(page, 'lab-390-workbench');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expectClean();
  });

  it('works in the offline file from file:// (engine and leak finder on the page)', async () => {
    const url = inject('offlineURL');
    const context = await e2e.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const blocked: string[] = [];
    await context.route('**/*', (route) => {
      const u = route.request().url();
      if (u.startsWith('file:') || u.startsWith('data:') || u.startsWith('blob:'))
        return route.continue();
      blocked.push(u);
      return route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${url}#/lab?c=router-choice`);
    await page.getByRole('combobox', { name: 'Router' }).selectOption('sgl-router');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await solved(page);
    await page.goto(`${url}#/lab?c=fewest-switches`);
    await page.getByRole('button', { name: 'Find a leak' }).click();
    await page.getByTestId('leak-found').waitFor({ timeout: 50_000 });
    expect(blocked).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['#/lab', 'light'],
    ['#/lab', 'contrast'],
    ['#/lab?c=make-a-leak', 'light'],
    ['#/lab?c=make-a-leak', 'dark'],
    ['#/lab?c=make-a-leak', 'contrast'],
    ['#/lab?tab=exposure', 'dark'],
  ] as const)('has no serious or critical axe violation on %s (%s theme)', async (hash, theme) => {
    const context = await e2e.themedContext(theme);
    const page = await context.newPage();
    await page.goto(`${baseURL}${hash}`);
    await page.locator('#lab-main h2').first().waitFor();
    if (hash.includes('?c=')) {
      // with the run's views on screen, and a hint open
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      await page.getByRole('slider', { name: 'Timeline' }).waitFor();
      await page.getByRole('button', { name: /^Show hint/ }).click();
    }
    expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
    await context.close();
  });
});
