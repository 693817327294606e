import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findKycImageProblem } from '@beacon/shared/validation/kyc';

/** The value of a refused file: this prefix and the validation-message key of its problem. */
export const REFUSED = 'refused:';

interface Picked {
  uid: string;
  name: string;
  value: string;
}

interface ImageUploadProps {
  id?: string;
  /** The button's text, also the input's accessible name. */
  label: string;
  maxCount: number;
  /** On phones: `environment` opens the back camera (a document), `user` the front one (a selfie). */
  capture?: 'environment' | 'user';
  /** Data URLs of the accepted images and `refused:<key>` markers of the others, for the form's rule. */
  value?: string[];
  onChange?: (value: string[]) => void;
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 16).arrayBuffer());
}

/**
 * Photos or scans picked with antd's Upload (the console's control, the camera on phones): each is checked by
 * content with the identity verification's rule (JPEG/PNG, at most 2 MB) and kept as a data URL with its
 * thumbnail; a refused one stays in the list marked as an error so the form's rule can say why.
 */
export function ImageUpload({ id, label, maxCount, capture, value, onChange }: ImageUploadProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Picked[]>([]);
  // The latest list, for files read one after another (several picked at once).
  const latest = useRef<Picked[]>([]);
  const shown = useRef<string[] | undefined>(value);

  // A form reset empties the value from outside: the list follows.
  useEffect(() => {
    const emptied = Boolean(shown.current?.length) && !value?.length;
    shown.current = value;
    if (emptied && latest.current.length) {
      latest.current = [];
      setPicked([]);
    }
  }, [value]);

  const update = (next: Picked[]) => {
    latest.current = next;
    shown.current = next.map((file) => file.value);
    setPicked(next);
    onChange?.(shown.current);
  };

  const add = async (file: File & { uid: string }) => {
    const problem = findKycImageProblem(await readHead(file), file.size);
    const entry = {
      uid: file.uid,
      name: file.name,
      value: problem ? `${REFUSED}${problem}` : await readAsDataUrl(file),
    };
    update([...latest.current, entry].slice(-maxCount));
  };

  const fileList: UploadFile[] = picked.map((file) => {
    const refused = file.value.startsWith(REFUSED);
    return {
      uid: file.uid,
      name: file.name,
      status: refused ? 'error' : 'done',
      thumbUrl: refused ? undefined : file.value,
      response: refused ? t(`validation.${file.value.slice(REFUSED.length)}`) : undefined,
    };
  });

  return (
    <Upload
      id={id}
      accept="image/jpeg,image/png"
      capture={capture}
      listType="picture-card"
      multiple={maxCount > 1}
      fileList={fileList}
      showUploadList={{ showPreviewIcon: false }}
      beforeUpload={(file) => {
        void add(file);
        // Nothing is sent by antd's uploader: the form submits the images with its fields.
        return false;
      }}
      onRemove={(file) => update(picked.filter((item) => item.uid !== file.uid))}
    >
      {picked.length < maxCount && (
        <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{label}</div>
        </button>
      )}
    </Upload>
  );
}
