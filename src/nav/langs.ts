/**
 * The app's languages, the one list: the dictionaries (src/i18n), the lab's challenge texts
 * (src/lab) and the URL's `lang` parameter all read it. English is the source every other
 * language translates, and the text shown where a translation is missing. Adding a language
 * here makes the compiler ask for its dictionary, its loader, its locale and its name.
 */
export const LANGS = ['en', 'fr', 'nl'] as const;
export type Lang = (typeof LANGS)[number];
/** The languages translated from English. */
export type TranslatedLang = Exclude<Lang, 'en'>;

/** The locale each language formats numbers and dates in. */
export const LOCALES: Record<Lang, string> = { en: 'en-US', fr: 'fr-FR', nl: 'nl-NL' };

/** Each language's own name (the language control; the "(English)" note on a fallback). */
export const LANG_NAMES: Record<Lang, string> = { en: 'English', fr: 'Français', nl: 'Nederlands' };
