-- A statement that must either do all it was written for or nothing: the send API writes a whole group of
-- accepted sends in ONE autocommit statement (modules/sending/group-at-once.ts), and when one of its checks
-- fails — a cached read overtaken, a balance short, an Idempotency-Key a concurrent request won — this aborts
-- the statement, so nothing of it is written, and the group goes the way of the transaction that decides
-- send by send. A distinct SQLSTATE tells that refusal from a real error (db/errors.ts).
CREATE FUNCTION "abort_unless"(ok boolean, reason text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION 'not done at once: %', reason USING ERRCODE = 'BX001';
  END IF;
  RETURN true;
END $$;
