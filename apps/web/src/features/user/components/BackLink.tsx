import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router-dom';

/** "Back to …" at the top of a hidden page, which has no menu entry to return by. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to}>
      <Button type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }}>
        {label}
      </Button>
    </Link>
  );
}
