/**
 * What the explainer's links load after its first render, in one chunk that needs nothing
 * but the dictionaries: the identifiers and their finder (./glossaryIdents.ts) and the
 * glossary's strings (src/i18n/glossary.ts).
 */
export * from './glossaryIdents';
export { loadGlossaryDict } from '../i18n/glossary';
