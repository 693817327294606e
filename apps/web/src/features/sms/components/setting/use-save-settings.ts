/**
 * Saving one settings section: only its own fields go to `/sms/setting/update`; a 1001 answer marks the
 * field it names (the server also checks that webhook hosts are public), anything else is said in a toast.
 */
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TSmsSettingsUpdateInput } from '@beacon/shared/validation/sms';
import { ErrorCode } from '@beacon/shared/errors/catalogue';
import { ApiError, getFieldErrors, hasErrorCode } from '@/shared/request';
import { useUpdateSettings } from '@/features/sms/queries';

export function useSaveSettings<Values>(form?: FormInstance<Values>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateSettings();

  function save(patch: TSmsSettingsUpdateInput, onSaved?: () => void) {
    update.mutate(patch, {
      onSuccess: () => {
        void message.success(t('sms.setting.saved'));
        onSaved?.();
      },
      onError: (error) => {
        const fields = hasErrorCode(error, ErrorCode.INVALID_PARAMETER) ? getFieldErrors(error) : {};
        const names = Object.keys(fields).filter((name) => name in patch);
        if (form && names.length > 0) {
          form.setFields(names.map((name) => ({ name: name as never, errors: [fields[name] ?? ''] })));
        } else if (error instanceof ApiError && error.kind === 'business') {
          void message.error(error.message);
        }
      },
    });
  }

  return { save, isSaving: update.isPending };
}
