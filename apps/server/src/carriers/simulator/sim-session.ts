/**
 * The simulator's side of one ESME connection: bind state, and deliver_sm requests whose outcome is known
 * even when the connection dies first (resolved null), so the receipt outbox can hand them to another bind.
 */
import { configuredSmpp as smpp, type PDU, type Session } from '../smpp-package.js';

export class SimSession {
  systemId: string | null = null;
  private readonly pending = new Set<(status: number | null) => void>();
  private isClosed = false;

  constructor(readonly session: Session) {
    session.socket.setNoDelay(true);
    session.on('close', () => {
      this.isClosed = true;
      for (const settle of [...this.pending]) settle(null);
    });
  }

  /** False as soon as the socket stops being writable, before its 'close' event arrives. */
  get isBound(): boolean {
    return this.systemId !== null && !this.isClosed && this.session.socket.writable;
  }

  /** Sends a request; resolves with the response's command_status, or null when none came. */
  request(command: string, fields: Record<string, unknown>, timeoutMs: number): Promise<number | null> {
    return new Promise((resolve) => {
      const settle = (status: number | null) => {
        if (!this.pending.delete(settle)) return;
        clearTimeout(timer);
        resolve(status);
      };
      const timer = setTimeout(() => settle(null), timeoutMs);
      this.pending.add(settle);
      if (this.isClosed) return settle(null);
      const sent = this.session.send(new smpp.PDU(command, fields), (response) =>
        settle(response.command_status),
      );
      if (!sent) settle(null);
    });
  }

  respond(pdu: PDU, fields: Record<string, unknown> = {}): void {
    if (!this.isClosed) this.session.send(pdu.response(fields));
  }

  destroy(): void {
    this.session.destroy();
  }
}
