CREATE INDEX "templates_account_created_idx" ON "templates" USING btree ("account_id","created_at" DESC,"id" DESC);--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_status_check" CHECK ("templates"."status" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
INSERT INTO "templates" ("id", "account_id", "name", "content", "country", "type", "purpose", "status", "reason", "created_at", "updated_at", "reviewed_at") VALUES
	('TP00000000000000000000000P01', NULL, 'Verification code', 'Your verification code is {code}. It expires in 5 minutes. Do not share it with anyone.', NULL, 1, 'Sign-in and sign-up verification', 1, NULL, '2026-11-26T00:00:00Z', '2026-11-26T00:00:00Z', '2026-11-26T00:00:00Z'),
	('TP00000000000000000000000P02', NULL, '验证码', '【Beacon】您的验证码是{code}，5分钟内有效，请勿泄露给他人。', 'CN', 1, '登录和注册验证（中国大陆）', 1, NULL, '2026-11-26T00:00:00Z', '2026-11-26T00:00:00Z', '2026-11-26T00:00:00Z'),
	('TP00000000000000000000000P03', NULL, 'Appointment reminder', 'Reminder: your appointment with {business} is on {date} at {time}. Reply STOP to opt out.', NULL, 3, 'Appointment reminders', 1, NULL, '2026-11-26T00:00:00Z', '2026-11-26T00:00:00Z', '2026-11-26T00:00:00Z'),
	('TP00000000000000000000000P04', NULL, '预约提醒', '【Beacon】提醒：您在{business}的预约时间为{date} {time}，请准时到达。', 'CN', 3, '预约提醒（中国大陆）', 1, NULL, '2026-11-26T00:00:00Z', '2026-11-26T00:00:00Z', '2026-11-26T00:00:00Z'),
	('TP00000000000000000000000P05', NULL, 'Delivery notice', 'Your order {order} is out for delivery and should arrive {date}. Track it at {link}', NULL, 3, 'Delivery notifications', 1, NULL, '2026-11-26T00:00:00Z', '2026-11-26T00:00:00Z', '2026-11-26T00:00:00Z'),
	('TP00000000000000000000000P06', NULL, '配送通知', '【Beacon】您的订单{order}正在配送中，预计{date}送达。', 'CN', 3, '配送通知（中国大陆）', 1, NULL, '2026-11-26T00:00:00Z', '2026-11-26T00:00:00Z', '2026-11-26T00:00:00Z'),
	('TP00000000000000000000000P07', NULL, 'Password reset', 'Your password reset code is {code}. If you did not ask for it, ignore this message.', NULL, 1, 'Password reset', 1, NULL, '2026-11-26T00:00:00Z', '2026-11-26T00:00:00Z', '2026-11-26T00:00:00Z'),
	('TP00000000000000000000000P08', NULL, '密码重置', '【Beacon】您正在重置密码，验证码为{code}，如非本人操作请忽略。', 'CN', 1, '密码重置（中国大陆）', 1, NULL, '2026-11-26T00:00:00Z', '2026-11-26T00:00:00Z', '2026-11-26T00:00:00Z');
