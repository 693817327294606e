import { UploadOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findAvatarProblem } from '@beacon/shared/validation/user';
import { useLocale } from '@/shared/i18n';
import { getFieldErrors } from '@/shared/request';
import { useUploadAvatar } from '../queries';
import { failureText } from './form-failure';

/** The first bytes of a file: the picture's type is judged by them (as the server does), not by its name. */
async function readHead(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, 16);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(head);
  });
}

/** The avatar and "Change avatar": JPG, PNG or GIF of at most 1 MB, checked here first and again on upload. */
export function AvatarUpload({ avatar, name }: { avatar: string | null; name: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { message } = App.useApp();
  const upload = useUploadAvatar();
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(file: File) {
    const key = findAvatarProblem(await readHead(file), file.size);
    if (key) {
      setProblem(t(`validation.${key}`));
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => void message.success(t('user.avatar.saved')),
      onError: (error) =>
        setProblem(getFieldErrors(error).file ?? failureText(error, locale, t('user.form.failed'))),
    });
  }

  return (
    <Flex gap={20} align="center" wrap>
      <Avatar size={88} src={avatar || undefined} style={{ backgroundColor: '#165DFF', fontSize: 36 }}>
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Flex vertical gap={6} align="flex-start">
        <Upload
          accept="image/jpeg,image/png,image/gif"
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void choose(file);
            // The request goes through the console's client, not antd's own uploader.
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            {t('user.avatar.change')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t('user.avatar.hint')}</Typography.Text>
        {problem && (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
