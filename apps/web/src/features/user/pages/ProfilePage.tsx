import { Card, Divider, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { AvatarUpload } from '../components/AvatarUpload';
import { BasicInfoForm } from '../components/BasicInfoForm';
import { PendingEmailAlert } from '../components/PendingEmailAlert';
import { WithUser } from '../components/WithUser';

/** `/user/profile`: the avatar and the basic info. */
export default function ProfilePage() {
  const { t } = useTranslation();
  return (
    <WithUser>
      {(user) => (
        <Flex vertical gap={16}>
          <PendingEmailAlert pendingEmail={user.pendingEmail} />
          <Card title={t('user.profile.title')} variant="borderless">
            <AvatarUpload avatar={user.avatar} name={user.username} />
            <Divider />
            <BasicInfoForm user={user} />
          </Card>
        </Flex>
      )}
    </WithUser>
  );
}
