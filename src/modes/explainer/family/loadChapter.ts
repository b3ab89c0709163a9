/**
 * The closing chapter, one step removed: the explainer's first script names only this small
 * module, and the chapter's own files (its figures and strings, shared with the deck's family
 * slides in a chunk of their own) are named here, so the deck's slides add nothing to the JS
 * loaded up front (tests/e2e/budget.e2e.test.ts). The chapter loads after the scenes anyway.
 */
export const loadChapter = () => import('./FamilyChapter').then((m) => m.FamilyChapter);
