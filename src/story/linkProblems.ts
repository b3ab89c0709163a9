/**
 * What a story route's link (`#/`, `#/present`, `#/speaker`) asks for that does not exist:
 * a language the page lacks (`lang=xx`, `lang=__proto__`) or an unknown scene. Each becomes
 * one notice; the page goes on with English or the first scene.
 */
import { hashParams } from '../nav/hash';
import { hashWithLang, isLang } from '../i18n';
import { clipForNotice } from '../nav/noticeClip';
import type { UrlProblem } from '../store/url';
import { isSceneId } from './scenes';

export function storyLinkProblems(hash: string): UrlProblem[] {
  const params = hashParams(hash);
  const problems: UrlProblem[] = [];
  const lang = params.get('lang');
  if (lang !== null && !isLang(lang))
    problems.push({ key: 'explore.url.badLang', vars: { value: clipForNotice(lang) } });
  const scene = params.get('scene');
  if (scene !== null && !isSceneId(scene))
    problems.push({ key: 'story.ui.badScene', vars: { value: clipForNotice(scene) } });
  return problems;
}

/** The hash without a `lang` the page lacks (so links made from it do not carry it on). */
export function withoutBadLang(hash: string): string {
  const lang = hashParams(hash).get('lang');
  return lang === null || isLang(lang) ? hash : hashWithLang(hash, 'en');
}
