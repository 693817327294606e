import { SecuritySettings } from '../components/SecuritySettings';
import { WithUser } from '../components/WithUser';

/** `/user/security`: password, phone, second factor, sessions and trusted browsers. */
export default function SecurityPage() {
  return <WithUser>{(user) => <SecuritySettings user={user} />}</WithUser>;
}
