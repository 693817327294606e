import { ExceptionResult } from '../components/ExceptionResult';

export default function ForbiddenPage() {
  return <ExceptionResult status="403" textKey="exception.403" />;
}
