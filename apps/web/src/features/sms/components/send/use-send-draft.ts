/**
 * The send draft (spec section 3, "Send draft"): what the form holds and everything derived from it — the
 * parsed recipients by country, the text a template or the content renders to, its segments, the variables
 * per recipient from an imported file — and the one call a valid draft becomes.
 */
import { Form, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { analyzeMessage } from '@beacon/shared/sms/analyze-message';
import { SMS_MESSAGE_TYPES, type SmsMessageType } from '@beacon/shared/sms/message-types';
import { extractTemplateVariables, renderTemplate } from '@beacon/shared/sms/template-variables';
import { mergeRecipientVariables } from '@beacon/shared/validation/send-variables';
import { validationText } from '@/shared/forms/schema-rule';
import type { SendInput, TemplateOption } from '@/features/sms/api';
import type { ImportResult } from '@/features/sms/lib/recipient-import';
import { countByCountry, createRecipientParser } from '@/features/sms/lib/recipient-parser';
import {
  findMissingVariables,
  pickRecipientVariables,
  pickSharedVariables,
} from '@/features/sms/lib/recipient-variables';
import { useDebouncedValue } from '@/features/sms/lib/use-debounced-value';
import { fromPickerValue } from '@/features/sms/lib/user-time';
import { useTemplateOptions } from '@/features/sms/queries';

export type ContentMode = 'content' | 'template';

export interface SendFormValues {
  from: string;
  to: string;
  type?: SmsMessageType;
  mode: ContentMode;
  content?: string;
  templateId?: string;
  variables?: Record<string, string | undefined>;
  smartEncoding: boolean;
  isScheduled: boolean;
  sendAt?: Dayjs;
  agree: boolean;
}

export const INITIAL_VALUES: Partial<SendFormValues> = {
  mode: 'content',
  smartEncoding: false,
  isScheduled: false,
  agree: false,
};

/** How long the recipient box must rest before it is parsed again (10,000 numbers take about 0.3 s). */
const RECIPIENT_DEBOUNCE_MS = 300;

/**
 * `presetTemplateId` (the template list's "Send") switches the draft to that template once the options
 * have loaded, if it is among them.
 */
export function useSendDraft(form: FormInstance<SendFormValues>, presetTemplateId: string | null) {
  const { data: templates = [] } = useTemplateOptions();
  const [fileVariables, setFileVariables] = useState<Record<string, Record<string, string>>>({});
  const [fileColumns, setFileColumns] = useState<string[]>([]);

  const parse = useMemo(() => createRecipientParser(), []);
  const to = (Form.useWatch('to', form) as string | undefined) ?? '';
  const settledTo = useDebouncedValue(to, RECIPIENT_DEBOUNCE_MS);
  const list = useMemo(() => parse(settledTo), [parse, settledTo]);
  const byCountry = useMemo(() => countByCountry(list), [list]);

  const from = Form.useWatch<string | undefined>('from', form) ?? '';
  const mode = Form.useWatch<ContentMode | undefined>('mode', form) ?? 'content';
  const content = Form.useWatch<string | undefined>('content', form) ?? '';
  const templateId = Form.useWatch<string | undefined>('templateId', form);
  const watchedVariables = Form.useWatch<SendFormValues['variables']>('variables', form);
  const smartEncoding = Boolean(Form.useWatch('smartEncoding', form));
  const template = templates.find((option) => option.id === templateId);

  const source = mode === 'template' ? (template?.content ?? '') : content;
  const variableNames = useMemo(() => extractTemplateVariables(source), [source]);
  const firstRecipient = list.recipients[0]?.e164;
  const previewText = useMemo(() => {
    const values = mergeRecipientVariables(
      pickSharedVariables(variableNames, watchedVariables ?? {}),
      firstRecipient ? fileVariables[firstRecipient] : undefined,
    );
    const hasValues = Object.keys(values).length > 0;
    return mode === 'template' || hasValues ? renderTemplate(source, values).text : source;
  }, [mode, source, variableNames, watchedVariables, fileVariables, firstRecipient]);
  const analysis = useMemo(
    () => analyzeMessage(previewText, { smartEncoding }),
    [previewText, smartEncoding],
  );

  const onImported = useCallback((result: ImportResult) => {
    if (Object.keys(result.variables).length === 0) return;
    setFileVariables((current) => ({ ...current, ...result.variables }));
    setFileColumns((current) => [...new Set([...current, ...result.columns])]);
  }, []);

  const onTemplatePicked = useCallback(
    (picked: TemplateOption | undefined) => {
      form.setFieldValue('variables', {});
      if (
        picked &&
        !form.getFieldValue('type') &&
        SMS_MESSAGE_TYPES.includes(picked.type as SmsMessageType)
      ) {
        form.setFieldValue('type', picked.type);
      }
    },
    [form],
  );

  const preset = presetTemplateId ? templates.find((option) => option.id === presetTemplateId) : undefined;
  useEffect(() => {
    if (!preset) return;
    form.setFieldsValue({ mode: 'template', templateId: preset.id });
    onTemplatePicked(preset);
  }, [preset, form, onTemplatePicked]);

  /** The one call of the send, or null (with the fields marked) when a variable has no value for someone. */
  function buildInput(values: SendFormValues, t: TFunction, timezone: string): SendInput | null {
    const recipients = parse(values.to).recipients.map((recipient) => recipient.e164);
    const variables = pickSharedVariables(variableNames, values.variables ?? {});
    const recipientVariables = pickRecipientVariables(recipients, variableNames, fileVariables);
    const isPersonalised = Object.keys(recipientVariables).length > 0;
    const hasShared = Object.keys(variables).length > 0;
    const usesVariables = mode === 'template' || isPersonalised || hasShared;
    if (usesVariables) {
      const missing = findMissingVariables(recipients, variableNames, variables, recipientVariables);
      if (missing.length > 0) {
        form.setFields(
          missing.map((name) => ({
            name: ['variables', name],
            errors: [validationText('variableMissing', t, { name })],
          })),
        );
        return null;
      }
    }
    const sendAt = values.isScheduled && values.sendAt ? fromPickerValue(values.sendAt, timezone) : undefined;
    return {
      type: values.type as SmsMessageType,
      from: values.from.trim(),
      to: recipients,
      agree: values.agree,
      smartEncoding: values.smartEncoding,
      ...(sendAt ? { sendAt } : {}),
      ...(mode === 'template' ? { templateId: values.templateId } : { content: values.content }),
      ...(hasShared ? { variables } : {}),
      ...(isPersonalised ? { recipientVariables } : {}),
    };
  }

  /** Numbers the box lists twice, which the send drops (reported on the outcome page). */
  function duplicatesIn(toInput: string): string[] {
    return parse(toInput)
      .problems.filter((problem) => problem.key === 'phoneDuplicate')
      .map((problem) => problem.input);
  }

  function reset() {
    form.resetFields();
    setFileVariables({});
    setFileColumns([]);
  }

  return {
    parse,
    list,
    byCountry,
    isChecking: to !== settledTo,
    from,
    mode,
    previewText,
    analysis,
    variableNames,
    fileColumns,
    firstRecipient,
    onImported,
    onTemplatePicked,
    buildInput,
    duplicatesIn,
    reset,
  };
}

export type SendDraft = ReturnType<typeof useSendDraft>;
