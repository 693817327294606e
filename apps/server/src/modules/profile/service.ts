/**
 * The profile half of the user centre: basic info (a new sign-in e-mail only after its code is confirmed),
 * preferences, and the avatar (checked by content, stored through FileStorage).
 */
import {
  ErrorCode,
  detectImageType,
  findAvatarProblem,
  type Locale,
  type AvatarResult,
  type ConfirmedEmail,
  type PendingEmail,
  type ResentEmail,
  type TUpdateBasic,
  type ZUpdatePreferencesSchema,
} from '@beacon/shared';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { RequestMeta } from '../../http/request-meta.js';
import { AppError } from '../../lib/app-error.js';
import { fieldError } from '../../lib/field-error.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import type { FileStorage, StoredFile } from '../../providers/storage/file-storage.js';
import type { AuditService } from '../audit/index.js';
import type { ContactCodes } from '../contact-codes/index.js';
import { emailExists, findUserById } from '../users/index.js';
import { avatarKeyOf, avatarUrl, newAvatarKey } from './avatar-files.js';
import { emailChangeCodeEmail, emailChangedNotice, emailInUseNotice } from './emails.js';
import * as repo from './repo.js';

export interface ProfileServiceDeps {
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  audit: AuditService;
  contactCodes: ContactCodes;
}

type PreferencesInput = z.output<typeof ZUpdatePreferencesSchema>;

export function createProfileService({ db, mailer, storage, audit, contactCodes }: ProfileServiceDeps) {
  async function getUser(userId: string) {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError(ErrorCode.TOKEN_INVALID);
    return user;
  }

  /**
   * The code goes to the new address, unless someone already signs in with it: then its owner is told and
   * no code exists outside the server, so the answer is the same either way (no way to learn which addresses
   * are registered) and the change can never be confirmed.
   */
  async function sendEmailCode(to: string, code: string, locale: Locale): Promise<void> {
    await mailer.send(
      (await emailExists(db, to))
        ? emailInUseNotice({ to, locale })
        : emailChangeCodeEmail({ to, code, locale }),
    );
  }

  return {
    /**
     * Saves the basic info. A different `email` is not applied: a code goes to the new address (its owner is
     * told instead when it is registered, with the same answer here) and `confirmEmail` applies it. Answers the address waiting for confirmation, if any.
     */
    async updateBasic(userId: string, input: TUpdateBasic, meta: RequestMeta): Promise<PendingEmail> {
      const user = await getUser(userId);
      const isNewEmail = input.email !== user.email;
      if (isNewEmail) {
        await sendEmailCode(input.email, await contactCodes.issue(userId, 'email', input.email), meta.locale);
      }
      await repo.updateBasicInfo(db, userId, {
        username: input.username,
        timezone: input.timezone,
        location: input.country,
        locationName: input.area,
        address: input.address,
        jobName: input.jobName,
        personalWebsite: input.personalWebsite,
        profile: input.profile,
      });
      await audit.record(
        { action: 'profile.update', userId, detail: isNewEmail ? { emailChangeRequested: true } : {} },
        meta,
      );
      return { pendingEmail: await contactCodes.pendingTarget(userId, 'email') };
    },

    /** Applies the pending address once its code is right; the old address is told. */
    async confirmEmail(userId: string, code: string, meta: RequestMeta): Promise<ConfirmedEmail> {
      const user = await getUser(userId);
      const email = await contactCodes.redeem(userId, 'email', code);
      try {
        await repo.updateEmail(db, userId, email);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.EMAIL_REGISTERED);
        throw error;
      }
      await audit.record({ action: 'email.change', userId, detail: { from: user.email, to: email } }, meta);
      await mailer.send(emailChangedNotice({ to: user.email, newEmail: email, locale: meta.locale }));
      return { email };
    },

    async resendEmailCode(userId: string, meta: RequestMeta): Promise<ResentEmail> {
      const { target, code } = await contactCodes.reissue(userId, 'email');
      await sendEmailCode(target, code, meta.locale);
      return { pendingEmail: target };
    },

    async cancelEmailChange(userId: string): Promise<void> {
      await contactCodes.cancel(userId, 'email');
    },

    async updatePreferences(userId: string, input: PreferencesInput): Promise<PreferencesInput> {
      await repo.updatePreferences(db, userId, input);
      return input;
    },

    /** Stores a new avatar (checked by its bytes, not its name) and deletes the one it replaces. */
    async uploadAvatar(userId: string, bytes: Buffer, meta: RequestMeta): Promise<AvatarResult> {
      const problem = findAvatarProblem(bytes.subarray(0, 16), bytes.length);
      if (problem) throw fieldError(['file'], problem);
      const type = detectImageType(bytes)!;
      const key = newAvatarKey(type);
      await storage.put(key, { bytes, contentType: type });
      const url = avatarUrl(key);
      const previous = avatarKeyOf(await repo.replaceAvatar(db, userId, url));
      if (previous) await storage.delete(previous);
      await audit.record({ action: 'avatar.update', userId }, meta);
      return { avatar: url };
    },

    readAvatar(key: string): Promise<StoredFile | null> {
      return storage.get(key);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
