import { ImageUpload } from '@/shared/components/ImageUpload';

export { REFUSED } from '@/shared/components/ImageUpload';

interface ImageCaptureProps {
  id?: string;
  label: string;
  /** `environment` for the document (back camera), `user` for the selfie (front camera). */
  capture: 'environment' | 'user';
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * One photo taken with the phone's camera (or picked from its files) through the console's upload control: a
 * single data URL for the form, or a `refused:` marker its rule reports in words (`imageRule`).
 */
export function ImageCapture({ id, label, capture, value, onChange }: ImageCaptureProps) {
  return (
    <ImageUpload
      id={id}
      label={label}
      capture={capture}
      maxCount={1}
      value={value ? [value] : []}
      onChange={(images) => onChange?.(images[0] ?? '')}
    />
  );
}
