import { freshStore } from '../setup/stores';
import type { AppStoreApi } from '../../src/store/store';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadBuiltIn, loadScenarioFile } from '../../src/store/actions';
import { readScenarioFile } from '../../src/store/readFile';
import { setLang } from '../../src/i18n';

import { askedNow, shownTrace } from '../../src/store/selectors';

let store: AppStoreApi;
beforeEach(() => {
  store = freshStore();
});

const incident = readFileSync('public/scenarios/incident.json', 'utf8');
const utf8 = new TextEncoder().encode(incident);
const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
function utf16le(s: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(2 + s.length * 2);
  out.set([0xff, 0xfe]);
  for (let i = 0; i < s.length; i++) {
    out[2 + 2 * i] = s.charCodeAt(i) & 0xff;
    out[3 + 2 * i] = s.charCodeAt(i) >> 8;
  }
  return out;
}
const at = incident.indexOf('Tenant A');
const latin1 = new Uint8Array([...utf8.subarray(0, at), 0xe9, ...utf8.subarray(at)]);
const fileOf = (bytes: Uint8Array<ArrayBuffer>, name = 'f.json') => new File([bytes], name);

describe('readScenarioFile (the browser side of the shared reader)', () => {
  it('strips a UTF-8 byte-order mark', async () => {
    expect(await readScenarioFile(fileOf(withBom))).toEqual({ ok: true, text: incident });
  });

  it('refuses UTF-16 and invalid UTF-8 with the byte offset, in the current language', async () => {
    expect(await readScenarioFile(fileOf(utf16le(incident)))).toMatchObject({
      ok: false,
      message: 'the file is UTF-16LE; save it as UTF-8',
    });
    expect(await readScenarioFile(fileOf(latin1))).toMatchObject({
      ok: false,
      problem: { key: 'explore.file.error.invalidUtf8', vars: { byte: '0xE9', offset: at } },
      message: `not valid UTF-8: byte 0xE9 at byte offset ${at.toLocaleString('en-US')}`,
    });
    setLang('fr');
    const fr = await readScenarioFile(fileOf(latin1));
    const frAt = new Intl.NumberFormat('fr-FR').format(at);
    expect(!fr.ok && fr.message).toContain(
      `UTF-8 non valide\u202f: octet 0xE9 à la position ${frAt}`,
    );
  });

  it('checks the size before reading anything', async () => {
    let read = false;
    const huge = {
      size: 6 * 1024 * 1024,
      arrayBuffer: () => {
        read = true;
        return Promise.resolve(new ArrayBuffer(0));
      },
    } as unknown as Blob;
    expect(await readScenarioFile(huge)).toMatchObject({
      ok: false,
      message:
        'the file has 6,291,456 bytes, more than the 5,242,880 bytes (5 MB) a scenario file may have',
    });
    expect(read).toBe(false);
    const over = await readScenarioFile(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'z'));
    expect(!over.ok && over.message).toContain('5,242,881 bytes');
  });
});

describe('loadScenarioFile', () => {
  it('loads a UTF-8 file with a byte-order mark', async () => {
    expect(await loadScenarioFile(store, fileOf(withBom, 'bom.json'))).toBe(true);
    const s = store.getState();
    expect(askedNow(s)?.origin).toBe('file');
    expect(s.loadProblems).toBeNull();
  });

  it('refuses UTF-16, keeping the previous scenario and naming the problem', async () => {
    await loadBuiltIn(store, 'incident');
    const before = shownTrace(store.getState());
    expect(await loadScenarioFile(store, fileOf(utf16le(incident), 'utf16.json'))).toBe(false);
    const s = store.getState();
    expect(shownTrace(s)).toBe(before);
    expect(s.loadFile).toBe('utf16.json');
    expect(s.loadProblems).toEqual([
      { path: '$', key: 'explore.file.error.utf16', vars: { encoding: 'UTF-16LE' } },
    ]);
  });

  it('refuses invalid UTF-8 instead of loading it with replacement characters', async () => {
    await loadBuiltIn(store, 'incident');
    expect(await loadScenarioFile(store, fileOf(latin1, 'latin1.json'))).toBe(false);
    const s = store.getState();
    expect(askedNow(s)?.origin).toBe('builtin');
    // a key and its values, translated when shown: the store holds no translated text
    expect(s.loadProblems?.[0]).toMatchObject({
      path: '$',
      key: 'explore.file.error.invalidUtf8',
      vars: { byte: '0xE9' },
    });
    expect(JSON.stringify(s.loadProblems)).not.toMatch(/not valid UTF-8/);
  });
});
