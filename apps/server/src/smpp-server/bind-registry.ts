/** The bound sessions of this process, by account: where its receipts and inbound messages can go now. */
import type { EsmeSession } from './esme-session.js';

export class BindRegistry {
  private readonly byAccount = new Map<string, Set<EsmeSession>>();

  add(session: EsmeSession): void {
    const accountId = session.identity!.accountId;
    let sessions = this.byAccount.get(accountId);
    if (!sessions) this.byAccount.set(accountId, (sessions = new Set()));
    sessions.add(session);
  }

  remove(session: EsmeSession): void {
    const accountId = session.identity?.accountId;
    if (accountId === undefined) return;
    const sessions = this.byAccount.get(accountId);
    sessions?.delete(session);
    if (sessions?.size === 0) this.byAccount.delete(accountId);
  }

  all(): EsmeSession[] {
    return [...this.byAccount.values()].flatMap((sessions) => [...sessions]);
  }

  /** Accounts with a receiver or transceiver bind here. */
  receiverAccounts(): string[] {
    return [...this.byAccount]
      .filter(([, sessions]) => [...sessions].some((session) => session.canReceive))
      .map(([accountId]) => accountId);
  }

  /** The account's receiving session with the fewest deliver_sm in flight and room for one more. */
  pickReceiver(accountId: string): EsmeSession | null {
    let best: EsmeSession | null = null;
    for (const session of this.byAccount.get(accountId) ?? []) {
      if (!session.canReceive || session.deliveriesInFlight >= session.window) continue;
      if (!best || session.deliveriesInFlight < best.deliveriesInFlight) best = session;
    }
    return best;
  }
}
