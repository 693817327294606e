import { ExceptionResult } from '../components/ExceptionResult';

export default function ServerErrorPage() {
  return <ExceptionResult status="500" textKey="exception.500" />;
}
