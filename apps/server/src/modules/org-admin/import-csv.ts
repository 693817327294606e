/**
 * The member import: a CSV `email,name,role,accounts` (accounts separated by `;`), checked row by row in a dry
 * run; the real run invites the valid rows as managed users (each gets an invitation e-mail) and skips the
 * others, reporting each row either way.
 */
import {
  ASSIGNABLE_ROLES,
  MAX_IMPORT_ROWS,
  ZEmailSchema,
  type AssignableRole,
  type ImportResult,
} from '@beacon/shared';
import type { CallerMembership } from '../../http/organisation-role.js';
import type { RequestMeta } from '../../http/request-meta.js';
import { fieldError } from '../../lib/field-error.js';
import { isAppError } from '../../lib/app-error.js';
import type { Invitations } from './invitations.js';

type Row = ImportResult['rows'][number];

/** One CSV line into cells: commas split, double quotes group (RFC 4180, no line breaks inside cells). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  out.push(cell.trim());
  return out;
}

function parseImport(csv: string): Row[] {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = cells(lines[0] ?? '').map((h) => h.toLowerCase());
  if (header.join(',') !== 'email,name,role,accounts') throw fieldError(['csv'], 'importHeaderInvalid');
  const rows: Row[] = [];
  lines.slice(1).forEach((text, index) => {
    if (text.trim() === '') return;
    const [email = '', name = '', role = '', accounts = ''] = cells(text);
    const parsedEmail = ZEmailSchema.safeParse(email);
    const accountIds = accounts.split(/[;\s]+/).filter(Boolean);
    let error: string | null = null;
    if (!parsedEmail.success) error = 'emailInvalid';
    else if (!(ASSIGNABLE_ROLES as readonly string[]).includes(role)) error = 'orgRoleInvalid';
    else if (name.length > 64) error = 'usernameTooLong';
    rows.push({
      line: index + 2,
      email: parsedEmail.success ? parsedEmail.data : email,
      name,
      role,
      accountIds,
      error,
    });
  });
  if (rows.length > MAX_IMPORT_ROWS) throw fieldError(['csv'], 'importTooManyRows');
  return rows;
}

const REASONS: Record<number, string> = { 2008: 'importAlreadyInvited', 2010: 'importAccountUnknown' };

export function createImport(invitations: Invitations) {
  return async function importMembers(
    org: CallerMembership,
    actorId: string,
    input: { csv: string; dryRun: boolean },
    meta: RequestMeta,
  ): Promise<ImportResult> {
    const rows = parseImport(input.csv);
    const seen = new Set<string>();
    let invited = 0;
    for (const row of rows) {
      if (row.error) continue;
      if (seen.has(row.email)) {
        row.error = 'importDuplicate';
        continue;
      }
      seen.add(row.email);
      const invitation = {
        email: row.email,
        role: row.role as AssignableRole,
        accountIds: row.accountIds,
        managed: true,
        username: row.name || undefined,
      };
      try {
        if (input.dryRun) await invitations.assertInvitable(org, invitation);
        else {
          await invitations.invite(org, actorId, invitation, meta);
          invited += 1;
        }
      } catch (error) {
        if (!isAppError(error) || !REASONS[error.code]) throw error;
        row.error = REASONS[error.code]!;
      }
    }
    const invalid = rows.filter((row) => row.error).length;
    return { rows, valid: rows.length - invalid, invalid, invited };
  };
}
