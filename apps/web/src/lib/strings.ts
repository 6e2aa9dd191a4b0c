/**
 * A feature's strings: one namespace with its English and Hindi texts, defined beside the feature's
 * components. `Translation<typeof en>` makes the Hindi bundle carry exactly the English keys (a key
 * missing in one language does not compile; the key-parity test checks the registered bundles too),
 * and `useStrings` only takes keys that exist.
 *
 *   const strings = defineStrings('orders', { title: 'Orders', rows_one: '{{count}} order',
 *     rows_other: '{{count}} orders' }, { title: 'ऑर्डर', rows_one: '{{count}} ऑर्डर',
 *     rows_other: '{{count}} ऑर्डर' });
 *   const t = useStrings(strings);  t('title');  t('rows', { count: 3 });
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, type Language } from './i18n';

/** A tree of English texts. */
export interface StringTree {
  readonly [key: string]: string | StringTree;
}

/** The same keys as `T`, each with its text in another language. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key as components call it: plural forms (`x_one`, `x_other`) are asked for as `x` with a count. */
export type StringKey<T> = Extract<
  Leaves<T> extends infer L
    ? L extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
      ? Base | L
      : L
    : never,
  string
>;

/** Values put into a text's `{{placeholders}}`; `count` picks the plural form. */
export type StringVars = Readonly<Record<string, string | number>>;

export interface Strings<T extends StringTree> {
  readonly namespace: string;
  readonly en: T;
  readonly hi: Translation<T>;
  /** The text of `key` in the page's language now (for code outside components: columns, schemas). */
  readonly t: (key: StringKey<T>, vars?: StringVars) => string;
}

/** Every namespace defined so far, for the key-parity test. */
export const definedStrings = new Map<string, Readonly<Record<Language, StringTree>>>();

/** Registers a namespace's English and Hindi texts (at module load: before anything renders). */
export function defineStrings<const T extends StringTree>(
  namespace: string,
  en: T,
  hi: Translation<T>,
): Strings<T> {
  const earlier = definedStrings.get(namespace);
  if (earlier && earlier.en !== en) throw new Error(`Strings namespace ${namespace} is defined twice`);
  definedStrings.set(namespace, { en, hi });
  i18n.addResourceBundle('en', namespace, en, true, true);
  i18n.addResourceBundle('hi', namespace, hi, true, true);
  return {
    namespace,
    en,
    hi,
    t: (key, vars) => {
      const name: string = key;
      return i18n.t(name, { ...vars, ns: namespace });
    },
  };
}

/** A component's `t` for a namespace; the component renders again when the language changes. */
export function useStrings<T extends StringTree>(
  strings: Strings<T>,
): (key: StringKey<T>, vars?: StringVars) => string {
  const { t } = useTranslation(strings.namespace);
  return useCallback(
    (key: StringKey<T>, vars?: StringVars) => {
      const name: string = key;
      return t(name, vars);
    },
    [t],
  );
}
