import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { AVATAR_MAX_BYTES, type UserInfo } from '@beacon/shared';
import { signUp } from '../../testing/flows.js';
import { useTempDirs } from '../../testing/temp-dirs.js';
import { useTestApp } from '../../testing/test-app.js';
import { multipartFile, pngBytes, uploadAvatar } from '../../testing/user-centre-flows.js';

const tempDir = useTempDirs('beacon-avatars');
const dataDir = tempDir();
const t = useTestApp({ config: { dataDir } });
const avatarDir = path.join(dataDir, 'avatars');

const GIF = Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.alloc(40, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40, 2)]);

describe('uploading an avatar', () => {
  test('a PNG named .gif is judged by its bytes, stored, served back with long caching and shown in user info', async () => {
    const user = await signUp(t);
    const png = pngBytes(2_000);
    const { body } = await uploadAvatar(
      t,
      user.token,
      multipartFile('file', 'holiday.gif', png, 'image/gif'),
    );
    expect(body.code).toBe(0);
    const url = body.data.avatar;
    expect(url).toMatch(/^\/api\/user\/avatar\/[A-Za-z0-9_-]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);
    const info = await t.get<UserInfo>('/api/user/info', { token: user.token });
    expect(info.body.data.avatar).toBe(url);
  });

  test.each([
    ['JPEG', JPEG, 'photo.jpeg', /\.jpg$/],
    ['GIF', GIF, 'anim.GIF', /\.gif$/],
  ])('a %s is accepted', async (_kind, bytes, name, extension) => {
    const user = await signUp(t);
    const { body } = await uploadAvatar(
      t,
      user.token,
      multipartFile('file', name, bytes, 'application/octet-stream'),
    );
    expect(body.code).toBe(0);
    expect(body.data.avatar).toMatch(extension);
  });

  test('a text file named .png is refused in both languages, and nothing is stored', async () => {
    const user = await signUp(t);
    const before = existsSync(avatarDir) ? readdirSync(avatarDir).length : 0;
    const text = Buffer.from('I am a text file pretending to be a picture.\n');
    const upload = multipartFile('file', 'avatar.png', text, 'image/png');
    expect((await uploadAvatar(t, user.token, upload)).body).toEqual({
      code: 1001,
      msg: 'file: Only JPG, PNG, or GIF formats are allowed.',
      data: { fields: { file: 'Only JPG, PNG, or GIF formats are allowed.' } },
    });
    expect((await uploadAvatar(t, user.token, upload, 'zh-CN')).body).toMatchObject({
      code: 1001,
      msg: 'file: 仅支持 JPG、PNG 或 GIF 格式。',
    });
    expect(existsSync(avatarDir) ? readdirSync(avatarDir).length : 0).toBe(before);
  });

  test('1 MB is accepted and 1 MB + 1 byte refused in both languages', async () => {
    const user = await signUp(t);
    const exact = await uploadAvatar(
      t,
      user.token,
      multipartFile('file', 'a.png', pngBytes(AVATAR_MAX_BYTES), 'image/png'),
    );
    expect(exact.body.code).toBe(0);
    const over = multipartFile('file', 'a.png', pngBytes(AVATAR_MAX_BYTES + 1), 'image/png');
    expect((await uploadAvatar(t, user.token, over)).body).toMatchObject({
      code: 1001,
      msg: 'file: File size cannot exceed 1MB.',
    });
    expect((await uploadAvatar(t, user.token, over, 'zh-CN')).body).toMatchObject({
      code: 1001,
      msg: 'file: 文件大小不能超过 1MB。',
    });
    // A far larger upload is cut off after the limit instead of being read whole.
    const huge = multipartFile('file', 'a.png', pngBytes(5 * AVATAR_MAX_BYTES), 'image/png');
    expect((await uploadAvatar(t, user.token, huge)).body).toMatchObject({ code: 1001 });
  });

  test('a new avatar replaces the old file', async () => {
    const user = await signUp(t);
    const first = await uploadAvatar(t, user.token, multipartFile('file', 'a.png', pngBytes(), 'image/png'));
    const firstUrl = first.body.data.avatar;
    const second = await uploadAvatar(t, user.token, multipartFile('file', 'b.gif', GIF, 'image/gif'));
    expect(second.body.code).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect(existsSync(path.join(avatarDir, path.basename(firstUrl)))).toBe(false);
  });

  test.each([
    [
      'no file part',
      () => ({ payload: Buffer.from(''), headers: { 'content-type': 'multipart/form-data; boundary=x' } }),
    ],
    ['a JSON body', () => ({ payload: Buffer.from('{}'), headers: { 'content-type': 'application/json' } })],
    ['a file under another name', () => multipartFile('picture', 'a.png', pngBytes(), 'image/png')],
    ['an empty file', () => multipartFile('file', 'a.png', Buffer.alloc(0), 'image/png')],
  ])('%s is 1001 for the field file', async (_case, upload) => {
    const user = await signUp(t);
    const { status, body } = await uploadAvatar(t, user.token, upload());
    expect(status).toBe(200);
    expect(body.code).toBe(1001);
    expect(body.msg).toMatch(/^file: /);
  });

  test('needs a session', async () => {
    const upload = multipartFile('file', 'a.png', pngBytes(), 'image/png');
    const response = await t.app.inject({ method: 'POST', url: '/api/user/avatar', ...upload });
    expect(response.json()).toMatchObject({ code: 2006 });
  });
});

describe('serving avatars', () => {
  test.each(['nothing-here.png', '..%2Fsecrets.json', 'x.svg', '%2e%2e%2f%2e%2e%2fetc%2fpasswd'])(
    '%s is a 404 envelope',
    async (name) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/user/avatar/${name}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404 });
    },
  );
});
