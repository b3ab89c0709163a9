/**
 * Explore's router build line says why the default build is the default (src/engine/types.ts
 * `DEFAULT_ROUTER_BUILD`: the newest code, what sglang-router installs today, since the
 * incident's build is not public), in en, fr and nl.
 */
import { describe, expect, it } from 'vitest';
import { screens } from '../../src/i18n/en/screens';
import { explore as fr } from '../../src/i18n/fr/explore';
import { explore as nl } from '../../src/i18n/nl/explore';

describe('explore.router.build gives the default’s reason', () => {
  it.each([
    [
      'en',
      screens['explore.router.build'],
      /newest code.*sglang-router installs today.*not public/,
    ],
    ['fr', fr['explore.router.build'], /plus récent.*sglang-router.*n’est pas publique/],
    ['nl', nl['explore.router.build'], /nieuwste code.*sglang-router.*niet openbaar/],
  ])('%s', (_lang, text, reason) => {
    expect(text).toMatch(reason);
    expect(text).toContain('{default}');
  });
});
