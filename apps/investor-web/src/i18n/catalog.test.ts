import { contractMessageGroups, loadUiCatalog, uiResources } from '@coinvest/ui';
import { describe, expect, it } from 'vitest';
import { i18n } from '.';
import { LANGUAGES } from './languages';
import { en } from './locales/en';

describe("the site's catalog", () => {
  it.each(Object.entries(contractMessageGroups))(
    'shows every message of %s in English exactly as the contract words it',
    (_group, messages) => {
      for (const [key, message] of Object.entries(messages)) {
        expect(i18n.t(`validation.${key}` as 'validation.acceptTerms')).toBe(message);
      }
    },
  );

  it('is English first, with English as the fallback', () => {
    expect(i18n.language).toBe('en');
    expect(i18n.options.fallbackLng).toEqual(['en']);
  });
});

/**
 * English values a translation may keep as they are: the brand, and words that are the same
 * in most languages. Values without a letter ('{{count}}/{{max}}', '{{value}}%') never count.
 */
const SAME_IN_EVERY_LANGUAGE = new Set(['CoInvest Accra', 'FAQ', 'KYC', 'Email', 'WhatsApp']);
const MAX_SHARE_LEFT_IN_ENGLISH = 0.05;

type Catalog = { [key: string]: string | Catalog };

const siteFiles = import.meta.glob<Catalog>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

function siteCatalogs(): Map<string, Catalog> {
  const catalogs = new Map<string, Catalog>();
  for (const [path, content] of Object.entries(siteFiles)) {
    const [, language, section] = /^\.\/locales\/([^/]+)\/(.+)\.json$/.exec(path) ?? [];
    if (!language || !section) continue;
    catalogs.set(language, { ...catalogs.get(language), [section]: content });
  }
  return catalogs;
}

/** The whole catalog a reader of the language sees: the shared texts and the site's. */
async function fullCatalog(language: string, site: Catalog): Promise<Catalog> {
  const shared = language === 'en' ? uiResources.en : await loadUiCatalog(language);
  return { ...shared, ...site };
}

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** 'a.b_one' and 'a.b_other' are one text 'a.b' whose forms follow the language's plural rules. */
function texts(entries: Map<string, string>) {
  const plain = new Map<string, string>();
  const plurals = new Map<string, Map<string, string>>();
  for (const [key, value] of entries) {
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    if (!form) {
      plain.set(key, value);
      continue;
    }
    const base = key.slice(0, -form.length - 1);
    plurals.set(base, (plurals.get(base) ?? new Map<string, string>()).set(form, value));
  }
  return { plain, plurals };
}

/** The {{values}} and the <elements/> a text fills in (the latter for the Trans component). */
function placeholders(text: string): string[] {
  const values = [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((match) => match[1] ?? '');
  const elements = [...text.matchAll(/<(\w+)\s*\/>/g)].map((match) => `<${match[1] ?? ''}/>`);
  return [...new Set([...values, ...elements])].sort();
}

const hasWords = (text: string) => /\p{L}/u.test(text.replace(/{{[^}]*}}/g, ''));

const catalogs = siteCatalogs();
const english = texts(flatten(await fullCatalog('en', catalogs.get('en') ?? {})));
const translations = await Promise.all(
  [...catalogs]
    .filter(([language]) => language !== 'en')
    .map(
      async ([language, site]) =>
        [language, texts(flatten(await fullCatalog(language, site)))] as const,
    ),
);

describe('the catalogs of every language', () => {
  it('ship a catalog for each of the 15 languages, and for no other', () => {
    const codes: string[] = LANGUAGES.map((language) => language.code);
    expect([...catalogs.keys()].sort()).toEqual([...codes].sort());
  });

  it('lay out the English catalog as its index lists it', () => {
    expect(flatten(catalogs.get('en') ?? {})).toEqual(flatten(en));
  });

  describe.each(translations)('%s', (language, { plain, plurals }) => {
    it('has exactly the keys of English', () => {
      const missing = [...english.plain.keys()].filter((key) => !plain.has(key));
      const extra = [...plain.keys()].filter((key) => !english.plain.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      expect([...plurals.keys()].sort()).toEqual([...english.plurals.keys()].sort());
    });

    it("gives each counted text the forms of the language's plural rules", () => {
      const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories];
      for (const [key, forms] of plurals) {
        expect([...forms.keys()].sort(), key).toEqual(categories.sort());
      }
    });

    it('keeps the placeholders of English', () => {
      for (const [key, value] of plain) {
        expect(placeholders(value), key).toEqual(placeholders(english.plain.get(key) ?? ''));
      }
      for (const [key, forms] of plurals) {
        const wanted = placeholders(english.plurals.get(key)?.get('other') ?? '');
        for (const [form, value] of forms) {
          // A form for exactly one or two may say the number in words ('وحدة واحدة').
          const said = placeholders(value);
          const allowed = form === 'other' ? wanted : wanted.filter((name) => name !== 'count');
          expect(
            said.filter((name) => !allowed.includes(name) && name !== 'count'),
            `${key}_${form}`,
          ).toEqual([]);
          for (const name of allowed) expect(said, `${key}_${form}`).toContain(name);
        }
      }
    });

    it('is a translation: at most 5% of its texts are left in English', () => {
      const pairs: [string, string, string][] = [...plain].map(([key, value]) => [
        key,
        value,
        english.plain.get(key) ?? '',
      ]);
      for (const [key, forms] of plurals) {
        for (const [form, value] of forms) {
          pairs.push([`${key}_${form}`, value, english.plurals.get(key)?.get('other') ?? '']);
        }
      }
      const counted = pairs.filter(
        ([, , source]) => hasWords(source) && !SAME_IN_EVERY_LANGUAGE.has(source),
      );
      const untranslated = counted.filter(([, value, source]) => value === source);
      expect(
        untranslated.length / counted.length,
        `left in English: ${untranslated
          .slice(0, 20)
          .map(([key]) => key)
          .join(', ')}`,
      ).toBeLessThanOrEqual(MAX_SHARE_LEFT_IN_ENGLISH);
    });
  });
});
