/**
 * The SMS schemas report keys of their own tables (SMS_MESSAGES, SMS_FORM_MESSAGES, SMS_LOG_MESSAGES). They
 * are added under `validation.<key>` when the SMS pages load — not at start, since the form and log tables
 * live beside phone-number metadata the other pages do not need.
 */
import type { CatalogueEntry } from '@beacon/shared/errors/catalogue';
import { SMS_MESSAGES } from '@beacon/shared/sms/messages';
import { SMS_LOG_MESSAGES } from '@beacon/shared/validation/sms-log';
import { SMS_FORM_MESSAGES } from '@beacon/shared/validation/sms';
import { APP_LOCALES, i18n } from '@/shared/i18n';

const TABLES: readonly Record<string, CatalogueEntry>[] = [SMS_MESSAGES, SMS_FORM_MESSAGES, SMS_LOG_MESSAGES];

function registerSmsValidationTexts(): void {
  for (const locale of APP_LOCALES) {
    const texts: Record<string, string> = {};
    for (const table of TABLES) {
      for (const [key, entry] of Object.entries(table)) texts[`validation.${key}`] = entry[locale];
    }
    // Deep-merged without overwriting: the general table keeps its words for a key both might have.
    i18n.addResourceBundle(locale, 'translation', texts, true, false);
  }
}

registerSmsValidationTexts();
