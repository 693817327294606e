import { Flex, Typography } from 'antd';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { findKycImageProblem } from '@beacon/shared/validation/kyc';

/** The value of a refused file: this prefix and the validation-message key of its problem. */
export const REFUSED = 'refused:';

interface ImageCaptureProps {
  id?: string;
  label: string;
  /** `environment` for the document (back camera), `user` for the selfie (front camera). */
  capture: 'environment' | 'user';
  value?: string;
  onChange?: (value: string) => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * A photo taken with the phone's camera (or picked from its files): checked by content with the shared rule
 * (JPEG/PNG, at most 2 MB), kept as a data URL, previewed. A refused file leaves a marker value the form's
 * rule reports in words (`imageRule`).
 */
export function ImageCapture({ id, label, capture, value, onChange }: ImageCaptureProps) {
  const { t } = useTranslation();
  const [name, setName] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setName(file.name);
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const problem = findKycImageProblem(head, file.size);
    onChange?.(problem ? `${REFUSED}${problem}` : await readAsDataUrl(file));
  };

  const preview = value?.startsWith('data:image/') ? value : null;
  return (
    <Flex vertical gap={8}>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png"
        capture={capture}
        aria-label={label}
        onChange={(event) => void choose(event)}
      />
      {name && <Typography.Text type="secondary">{name}</Typography.Text>}
      {preview && (
        <img
          src={preview}
          alt={t('ekyc.form.preview', { label })}
          style={{ maxWidth: '100%', maxHeight: 180 }}
        />
      )}
    </Flex>
  );
}
