import { Flex } from 'antd';
import { SmppBindsTable } from './SmppBindsTable';
import { SmppConnection } from './SmppConnection';
import { SmppCredentialsTable } from './SmppCredentialsTable';
import { SmppStatusGuide } from './SmppStatusGuide';

/**
 * SMS → Settings → SMPP (docs/smpp-access.md): where to bind, the account's credentials (the password shown
 * once), the binds open now, and what each SMPP status our server answers means.
 */
export function SmppSection() {
  return (
    <Flex vertical gap={24}>
      <SmppConnection />
      <SmppCredentialsTable />
      <SmppBindsTable />
      <SmppStatusGuide />
    </Flex>
  );
}
