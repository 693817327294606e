/**
 * The finance schemas report keys of FINANCE_MESSAGES; they are added under `validation.<key>` when the
 * finance pages load, as the SMS pages add theirs.
 */
import { FINANCE_MESSAGES } from '@beacon/shared/api/finance';
import { APP_LOCALES, i18n } from '@/shared/i18n';

for (const locale of APP_LOCALES) {
  const texts = Object.fromEntries(
    Object.entries(FINANCE_MESSAGES).map(([key, entry]) => [`validation.${key}`, entry[locale]]),
  );
  // Deep-merged without overwriting a general text of the same key.
  i18n.addResourceBundle(locale, 'translation', texts, true, false);
}
