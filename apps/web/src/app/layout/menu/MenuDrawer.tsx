import { Drawer } from 'antd';
import { Logo } from '@/shared/components/Logo';
import { AppMenu } from './AppMenu';

/** The menu in a drawer from the left: on phones, and when the side menu is hidden by the layout settings. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={260}
      title={<Logo size={24} />}
      styles={{ body: { padding: 0 } }}
    >
      <AppMenu mode="inline" onNavigate={onClose} />
    </Drawer>
  );
}
